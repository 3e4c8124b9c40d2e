import { api } from '@/api/client';
import type { ListAnswer } from '@/api/paging';

/** The statistics calls of docs/course-management.md (Statistics); paths relative to the API base. */
export const analysisPaths = {
  schoolTeachers: '/statistics/schoolTeacherList',
  scoreList: '/statistics/courseScoreList',
  scoreSum: '/statistics/scoreSum',
  scoreCount: '/statistics/scoreCount',
  progressList: '/statistics/studyProgressList',
  chartData: '/statistics/chartData',
  studyAnalysis: '/statistics/studyAnalysis',
  recordList: '/statistics/recordList',
} as const;

export const ANALYSIS_PAGE_SIZE = 10;
export const PASS_MARK = 60;

export type SchoolTeacherRow = {
  teacherIdSign: string;
  name: string;
  mobile: string;
  jobNumber: string;
  courseCount: number;
  studentCount: number;
};
export type ScoreRow = {
  userSign: string;
  name: string;
  studentCard: string;
  watchVideo: number;
  interactiveQuestion: number;
  unitTesting: number;
  theFinalExam: number;
  logSig: number;
  score: number;
  passed: boolean;
};
export type ScoreSum = { studentCount: number; average: number; highest: number; lowest: number; passCount: number; passRate: number };
export const BUCKET_KEYS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;
export type ScoreCount = Record<(typeof BUCKET_KEYS)[number], number>;
/** 1 学习中, 2 已完成. */
export type StudyStatus = 1 | 2;
export type ProgressRow = {
  userSign: string;
  name: string;
  studentCard: string;
  progress: number;
  studiedSeconds: number;
  studyStatus: StudyStatus;
  joinedAt: string;
  lastStudiedAt: string | null;
};
export type ChartVoMap = { dates: string[]; studyMinutes: number[]; learners: number[]; enrolments: number[] };
export type CountVoMap = {
  studentCount: number;
  studyingCount: number;
  finishedCount: number;
  totalStudyMinutes: number;
  questionCount: number;
  answerCount: number;
  viewCount: number;
  averageProgress: number;
};
export type ChartData = { chartVoMap: ChartVoMap; countVoMap: CountVoMap };
export type VideoRow = {
  videoIdSign: string;
  chapterName: string;
  videoTitle: string;
  learners: number;
  completed: number;
  completionRate: number;
};
export type StudyAnalysis = { progressBuckets: { label: string; count: number }[]; videoList: VideoRow[] };
export type RecordRow = { userSign: string; name: string; studentCard: string; day: string; seconds: number };

/** The filters of a paged list (sent as the list's body and, without paging, as the export's body). */
export type ListFilters = { courseId: string; keyword?: string; studyStatus?: StudyStatus };

const QUIET = { throttleKey: false } as const;

/** Drops empty filters, so the body (and the export's body) carries only what the user chose. */
export function filterBody<T extends Record<string, unknown>>(filters: T): Partial<T> {
  const body: Partial<T> = {};
  for (const [key, value] of Object.entries(filters) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null || value === '') continue;
    body[key] = typeof value === 'string' ? (value.trim() as T[keyof T]) : value;
  }
  return body;
}

const page = (p: number) => ({ page: p, page_size: ANALYSIS_PAGE_SIZE });

export const getSchoolTeachers = (p: number, keyword: string): Promise<ListAnswer<SchoolTeacherRow>> =>
  api.post(analysisPaths.schoolTeachers, { ...filterBody({ keyword }), ...page(p) }, QUIET);
export const getScoreList = (filters: ListFilters, p: number): Promise<ListAnswer<ScoreRow>> =>
  api.post(analysisPaths.scoreList, { ...filterBody(filters), ...page(p) }, QUIET);
export const getScoreSum = (courseId: string): Promise<ScoreSum> => api.post(analysisPaths.scoreSum, { courseId }, QUIET);
export const getScoreCount = (courseId: string): Promise<ScoreCount> => api.post(analysisPaths.scoreCount, { courseId }, QUIET);
export const getProgressList = (filters: ListFilters, p: number): Promise<ListAnswer<ProgressRow>> =>
  api.post(analysisPaths.progressList, { ...filterBody(filters), ...page(p) }, QUIET);
export const getChartData = (courseId: string, days: 7 | 30): Promise<ChartData> =>
  api.post(analysisPaths.chartData, { courseId, days }, QUIET);
export const getStudyAnalysis = (courseId: string): Promise<StudyAnalysis> =>
  api.post(analysisPaths.studyAnalysis, { courseId }, QUIET);
export const getRecordList = (filters: ListFilters, p: number): Promise<ListAnswer<RecordRow>> =>
  api.post(analysisPaths.recordList, { ...filterBody(filters), ...page(p) }, QUIET);
