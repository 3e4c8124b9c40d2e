import type { ExamItem } from '@/api/exams';

/** A row of a homework or exam list (a course's, a training's), as the server answers it. */
export function examItem(overrides: Partial<ExamItem> = {}): ExamItem {
  return {
    idSign: 'e-1',
    examinationName: '第一单元测试',
    type: 2,
    startTime: '2026-01-01T08:00:00+08:00',
    endTime: '2099-01-01T00:00:00+08:00',
    examTime: 30,
    totalScore: 100,
    answerMode: 1,
    expired: false,
    commitStatus: 0,
    studentScore: null,
    submitStatus: null,
    recordId: null,
    canStart: true,
    ...overrides,
  };
}
