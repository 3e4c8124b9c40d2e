import { vi } from 'vitest';
import { stubTeacher } from '@/testing/teacher-fixtures';

/** Statistics answers of docs/teaching.md shapes, and a chart stub that records what was drawn. */
export const COUNTS = {
  studentCount: 24,
  studyingCount: 15,
  finishedCount: 6,
  totalStudyMinutes: 1320,
  questionCount: 9,
  answerCount: 14,
  viewCount: 310,
  averageProgress: 47.5,
};
export const EMPTY_COUNTS = Object.fromEntries(Object.keys(COUNTS).map((k) => [k, 0])) as typeof COUNTS;

export function chartAnswer(days: number, counts = COUNTS) {
  const dates = Array.from({ length: days }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
  return {
    chartVoMap: {
      dates,
      studyMinutes: dates.map((_, i) => i * 10),
      learners: dates.map((_, i) => i % 5),
      enrolments: dates.map((_, i) => (i === 0 ? 3 : 0)),
    },
    countVoMap: counts,
  };
}

export const RECORD = { userSign: 'u1', name: '张三', studentCard: '2024010101', day: '2026-11-20', seconds: 1830 };
export const PROGRESS = {
  userSign: 'u1',
  name: '张三',
  studentCard: '2024010101',
  progress: 100,
  studiedSeconds: 3725,
  studyStatus: 2,
  joinedAt: '2026-11-01T09:30:00+08:00',
  lastStudiedAt: '2026-11-20T20:15:00+08:00',
};
export const PROGRESS_NEW = { ...PROGRESS, userSign: 'u2', name: '李四', studentCard: '', progress: 0, studiedSeconds: 0, studyStatus: 1, lastStudiedAt: null };
export const SCORE_PASS = {
  userSign: 'u1', name: '张三', studentCard: '2024010101', watchVideo: 100, interactiveQuestion: 50, unitTesting: 0,
  theFinalExam: 0, logSig: 80, score: 53.2, passed: false,
};
export const SCORE_ROWS = [
  { ...SCORE_PASS, userSign: 'u3', name: '王五', score: 60, passed: true },
  SCORE_PASS,
];

export type Chart = { setOption: ReturnType<typeof vi.fn>; resize: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn> };
export const charts: { element: HTMLElement; chart: Chart }[] = [];
export const initChart = (element: HTMLElement): Chart => {
  const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
  charts.push({ element, chart });
  return chart;
};
/** The last option drawn in the chart with this test id. */
export function lastOption(testId: string): Record<string, unknown> & { series: { data: unknown[]; name?: string }[] } {
  const found = [...charts].reverse().find((c) => c.element.dataset.testid === testId);
  if (!found) throw new Error(`no chart ${testId}`);
  const calls = found.chart.setOption.mock.calls;
  return calls[calls.length - 1][0] as never;
}

export { stubTeacher };
