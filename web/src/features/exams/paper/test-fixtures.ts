import { vi } from 'vitest';
import type { ExamRecord, Paper } from '@/api/exams';

/** A paper of all five types, as /qb/getExaminationPaper answers it (never an answer key). */
export function paperFixture(overrides: Partial<Paper> = {}): Paper {
  return {
    testPaperData: {
      unitestingUserRecordId: 'r-1',
      examinationName: '第一单元测试',
      attention: '请独立完成。',
      totalScore: 30,
      answerMode: 1,
    },
    testPaperVal: [
      {
        type: 1,
        typeName: '单选题',
        children: [
          {
            unitestingBankId: 'q1',
            subjectName: 'Python 中用于输出的函数是？',
            score: 5,
            optionList: [
              { optionName: 'A', optionContent: 'input' },
              { optionName: 'B', optionContent: 'print' },
            ],
            value: null,
          },
        ],
      },
      {
        type: 2,
        typeName: '多选题',
        children: [
          {
            unitestingBankId: 'q2',
            subjectName: '以下哪些是 Python 的内置类型？',
            score: 5,
            optionList: [
              { optionName: 'A', optionContent: 'list' },
              { optionName: 'B', optionContent: 'array' },
              { optionName: 'C', optionContent: 'dict' },
            ],
            value: 'A',
          },
        ],
      },
      { type: 3, typeName: '判断题', children: [{ unitestingBankId: 'q3', subjectName: 'Python 区分大小写。', score: 5, optionList: [], value: null }] },
      { type: 4, typeName: '填空题', children: [{ unitestingBankId: 'q4', subjectName: '列表长度用 ____ 函数。', score: 5, optionList: [], value: null }] },
      { type: 5, typeName: '简答题', children: [{ unitestingBankId: 'q5', subjectName: '简述列表与元组的区别。', score: 10, optionList: [], value: null }] },
    ],
    second: 600,
    reportTime: 30,
    saveSeq: 4,
    leaveCount: 1,
    ...overrides,
  };
}

export function recordFixture(overrides: Partial<ExamRecord> = {}): ExamRecord {
  const paper = paperFixture();
  return {
    recordId: 'r-1',
    examinationName: '第一单元测试',
    submitStatus: 2,
    score: 12,
    totalScore: 30,
    passed: false,
    leaveCount: 2,
    groups: paper.testPaperVal.map((group) => ({
      ...group,
      children: group.children.map((q) => ({ ...q, value: q.unitestingBankId === 'q1' ? 'B' : q.value, gotScore: q.unitestingBankId === 'q1' ? 5 : 0, comment: null })),
    })),
    ...overrides,
  };
}

/** The JSON bodies sent to `path`, in order. */
export const bodiesOf = (fetchMock: ReturnType<typeof vi.fn>, path: string): Record<string, unknown>[] =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname.endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body ?? '{}')) as Record<string, unknown>);
