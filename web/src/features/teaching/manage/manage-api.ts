import { api, buildUrl } from '@/api/client';
import type { ListAnswer } from '@/api/paging';
import { postMultipart } from '@/api/upload';
import type { DataFile } from '@/api/courses';

/** Calls of course management (docs/course-management.md; bulletins: docs/messages.md); relative to the API base. */
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
/** One data file: docs/learning.md's DataFile, the rows of /course/downList. */
export type { DataFile } from '@/api/courses';
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
