import { api, buildUrl } from './client';
import type { DataFile } from './courses';
import type { ListAnswer } from './paging';
import { postMultipart } from './upload';

/**
 * Typed calls of the teaching domain (decision 0007): a teacher running a course after authoring — bulletins, data
 * files, students and their import, activation codes (docs/teaching.md), then the statistics.
 */

/** Course management's paths (bulletins: docs/messages.md), relative to the API base. */
export const manageApiPaths = {
  addMessage: '/messageInfo/addMessageInfo',
  courseMessages: '/messageInfo/getCourseMsgList',
  downList: '/course/downList',
  /** The export of the downList files: `POST /courseStudy/courseDataList/export {courseId}`. */
  courseDataList: '/courseStudy/courseDataList',
  addCourseData: '/courseStudy/addCourseData',
  updateCourseData: '/courseStudy/updateCourseData',
  deleteCourseData: '/courseStudy/deleteCourseData',
  students: '/statistics/findStudentList',
  removeStudents: '/statistics/deleteTeacher',
  studentTemplate: '/statistics/studentTemplate',
  importPreview: '/statistics/importStudents',
  importStudents: '/statistics/addStudyProgressList',
  importedList: '/statistics/importedStudentList',
  activateCodes: '/statistics/courseActivatePageList',
  addActivateCodes: '/statistics/addActivateCodes',
} as const;

export type CourseMessage = {
  idSign: string;
  title: string;
  content: string;
  createTime: string;
  authorName: string;
  courseIdSign: string;
  courseName: string;
};
export type Student = {
  userSign: string;
  name: string;
  mobile: string;
  studentCard: string;
  source: string;
  progress: number;
  studyStatus: number;
  joinedAt: string;
};
export type ImportRow = {
  row: number;
  name: string;
  mobile: string;
  studentCard: string;
  userSign: string | null;
  status: 'ok' | 'enrolled' | 'error';
  error: string;
};
export type ImportPreview = { rows: ImportRow[]; okCount: number; errorCount: number };
export type ImportedStudent = { userSign: string; name: string; mobile: string; studentCard: string; importedBy: string; importedAt: string };
export type ActivationCode = { code: string; status: number; usedBy: string; usedAt: string | null; createdAt: string; expiresAt: string | null };

const QUIET = { throttleKey: false } as const;

export const getCourseMessages = (courseIdSign: string, page: number, size: number): Promise<ListAnswer<CourseMessage>> =>
  api.post(manageApiPaths.courseMessages, { courseIdSign, page, size }, QUIET);
/** Silent: the form shows 发布失败 itself (spec 02 §8). */
export const addCourseMessage = (courseId: string, title: string, content: string): Promise<{ idSign: string }> =>
  api.post(manageApiPaths.addMessage, { title, content, courseId, msgType: 2 }, { silent: true });

export const getDataFiles = (courseId: string): Promise<DataFile[]> => api.get(manageApiPaths.downList, { courseId }, QUIET);
export const renameDataFile = (idSign: string, dataName: string): Promise<DataFile> =>
  api.post(manageApiPaths.updateCourseData, { idSign, dataName });
export const deleteDataFile = (sign: string): Promise<null> => api.post(manageApiPaths.deleteCourseData, { sign });

export const getStudents = (courseId: string, page: number, size: number, keyword: string): Promise<ListAnswer<Student>> =>
  api.post(manageApiPaths.students, { courseId, page, size, ...(keyword ? { keyword } : {}) }, QUIET);
export const removeStudents = (courseId: string, studentList: string[]): Promise<{ removed: number }> =>
  api.post(manageApiPaths.removeStudents, { courseId, studentList });
export const studentTemplateUrl = (): string => buildUrl(manageApiPaths.studentTemplate);
/** Silent: a refusal that carries the rows (-2 field rows) replaces the preview. */
export const importStudents = (courseId: string, rows: ImportRow[]): Promise<{ added: number; alreadyEnrolled: number }> =>
  api.post(
    manageApiPaths.importStudents,
    { courseId, rows: rows.map(({ row, name, mobile, studentCard }) => ({ row, name, mobile, studentCard })) },
    { silent: true },
  );
export const getImportedStudents = (courseId: string, page: number, size: number): Promise<ListAnswer<ImportedStudent>> =>
  api.post(manageApiPaths.importedList, { courseId, page, size }, QUIET);
export const getActivationCodes = (courseId: string, page: number, size: number, status: number | null): Promise<ListAnswer<ActivationCode>> =>
  api.post(manageApiPaths.activateCodes, { courseId, page, size, ...(status === null ? {} : { status }) }, QUIET);
export const addActivationCodes = (courseId: string, count: number, validDays: number | null): Promise<{ codes: string[] }> =>
  api.post(manageApiPaths.addActivateCodes, { courseId, count, ...(validDays === null ? {} : { validDays }) });

export function uploadDataFile(
  input: { courseId: string; chapterIdSign?: string; dataName?: string; file: File },
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<DataFile> {
  const form = new FormData();
  form.append('courseId', input.courseId);
  if (input.chapterIdSign) form.append('chapterIdSign', input.chapterIdSign);
  if (input.dataName) form.append('dataName', input.dataName);
  form.append('file', input.file, input.file.name);
  return postMultipart<DataFile>(manageApiPaths.addCourseData, form, onProgress, signal);
}

export function previewImport(courseId: string, file: File, onProgress: (percent: number) => void = () => undefined): Promise<ImportPreview> {
  const form = new FormData();
  form.append('courseId', courseId);
  form.append('file', file, file.name);
  return postMultipart<ImportPreview>(manageApiPaths.importPreview, form, onProgress);
}

/** The statistics calls of docs/teaching.md (Statistics); paths relative to the API base. */
export const analysisPaths = {
  schoolTeachers: '/statistics/schoolTeacherList',
  scoreList: '/statistics/courseScoreList',
  scoreSum: '/statistics/scoreSum',
  scoreCount: '/statistics/scoreCount',
  progressList: '/statistics/studyProgressList',
  chartData: '/statistics/chartData',
  teachingOverview: '/statistics/teachingOverview',
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

/** 教学学情: one course the teacher teaches (drafts too) and its students' study; active = studied in the last 7 days. */
export type TeachingFigure = {
  courseIdSign: string;
  courseName: string;
  /** 0 草稿, 1 已发布, 2 已归档. */
  status: 0 | 1 | 2;
  studentCount: number;
  studyingCount: number;
  finishedCount: number;
  activeCount: number;
  averageProgress: number;
};

export const getTeachingOverview = async (): Promise<TeachingFigure[]> =>
  (await api.post<TeachingFigure[] | null>(analysisPaths.teachingOverview, {}, QUIET)) ?? [];
