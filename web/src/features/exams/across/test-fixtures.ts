import type { ExamOverview, ExamRecord, MineAnswer, MineItem, QueueRecord } from '@/api/exams';
import { examItem } from '@/testing/exam-fixtures';
import { exam, record } from '../teacher/test-fixtures';

/** Test data of the pages across courses (docs/exams.md "Across courses" shapes). */
export const mineItem = (over: Partial<MineItem> = {}): MineItem => ({
  ...examItem(),
  courseId: 'c1',
  courseName: 'Python 程序设计',
  offering: 1,
  ...over,
});

export const mineAnswer = (list: MineItem[], counts = { todo: 0, submitted: 0, missed: 0 }, total = list.length): MineAnswer => ({
  list,
  total,
  counts,
});

export const overview = (over: Partial<ExamOverview> = {}): ExamOverview => ({
  exam: exam(1, { courseId: 'c1', courseName: 'Python 程序设计', totalScore: 100, releaseStatus: 1 }),
  learners: 30,
  submitted: 12,
  graded: 9,
  pending: 3,
  average: 76,
  highest: 98,
  lowest: 41,
  passed: 7,
  distribution: [
    { label: '0-59', count: 2 },
    { label: '60-69', count: 1 },
    { label: '70-79', count: 3 },
    { label: '80-89', count: 2 },
    { label: '90-100', count: 1 },
  ],
  ...over,
});

export const queueRecord = (i: number, over: Partial<QueueRecord> = {}): QueueRecord => ({
  ...record(i),
  courseId: 'c1',
  courseName: 'Python 程序设计',
  ...over,
});

/** The record view a teacher reads (GET /qb/getExaminationPaperRecord). */
export const recordView = (i: number, over: Partial<ExamRecord> = {}): ExamRecord => ({
  recordId: `r${i}`,
  userName: `学生${i}`,
  courseId: 'c1',
  courseName: 'Python 程序设计',
  examinationId: 'e1',
  examinationName: '第1单元测试',
  type: 2,
  answerMode: 1,
  submitStatus: 1,
  score: null,
  totalScore: 15,
  passed: null,
  leaveCount: 0,
  startedAt: '2026-11-21T09:00:00+08:00',
  submittedAt: '2026-11-21T09:20:00+08:00',
  autoSubmitted: false,
  hasFile: false,
  comment: '',
  groups: [],
  ...over,
});
