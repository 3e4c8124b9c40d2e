import { api, buildUrl, requestEnvelope } from './client';
import type { CourseCard, CourseInfo, CourseTeacher, Standard } from './courses';
import { toPageParams, toPaged, type ListAnswer, type Paged } from './paging';
import { sendWithProgress, type UploadAnswer } from './upload';

/**
 * Typed calls of the authoring domain (decision 0007): a teacher building a course — the wizard (info, team,
 * assessment standard, publish), chapters and videos, resumable video uploads, the my-teaching list.
 */
export const authoringApiPaths = {
  myCourses: '/course/myCourseList',
  courseBySign: '/course/getCourseIdBySign',
  addCourse: '/course/addCourse',
  updateCourse: '/course/updateCourse',
  deleteCourse: '/course/deleteCourse',
  publish: '/course/publish',
  unpublish: '/course/unpublish',
  uploadCover: '/course/uploadCover',
  allTeachers: '/course/allTeachers',
  listTeachers: '/course/listTeachers',
  addTeacher: '/course/addTeacher',
  deleteTeacher: '/course/deleteTeacher',
  setMaster: '/course/setMasterTeacher',
  addStandard: '/course/addStandard',
  updateStandard: '/courseStudy/updateStandard',
} as const;

/** 0 草稿, 1 已发布, 2 已归档. */
export type CourseStatus = 0 | 1 | 2;
/** offering 2: a training (listed only when asked for: the management page's picker). */
export type TeacherCourse = CourseCard & { status: CourseStatus; masterFlag: string; updatedAt: string; offering?: 1 | 2 };
export type EditedCourse = { courseInfoVo: CourseInfo; courseTeacherVoList: CourseTeacher[]; standard: Standard | null };
export type SchoolTeacher = { teacherIdSign: string; name: string; photo: string };

/** The course form as the server reads it (numbers as strings; price in yuan). */
export type CourseBody = {
  name: string;
  introduction: string;
  courseDetails: string;
  coursePicture: string;
  coursePrice: string;
  courseScore: string;
  courseTime: string;
  courseTypeIdSign: string;
  courseType2IdSign: string;
  courseType3IdSign: string;
  type: 1 | 2;
  kind: 4 | 5 | 6;
};
export type Weights = { watchVideo: number; interactiveQuestion: number; unitTesting: number; theFinalExam: number; logSig: number };

export const TEACHER_PAGE_SIZE = 50;
const QUIET = { throttleKey: false } as const;

export async function getMyCourses(page: number, pageSize: number, withTrainings = false): Promise<Paged<TeacherCourse>> {
  const params = toPageParams({ page, pageSize });
  const body = withTrainings ? { ...params, withTrainings: true } : params;
  return toPaged(await api.post<ListAnswer<TeacherCourse>>(authoringApiPaths.myCourses, body, QUIET), params);
}
export const getEditedCourse = (sign: string): Promise<EditedCourse> =>
  api.post<EditedCourse>(authoringApiPaths.courseBySign, { sign }, QUIET);
export const addCourse = (body: CourseBody): Promise<{ idSign: string; teacherIdSign: string }> =>
  api.post(authoringApiPaths.addCourse, body);
export const updateCourse = (idSign: string, body: CourseBody): Promise<CourseInfo> =>
  api.post(authoringApiPaths.updateCourse, { ...body, idSign });
export const deleteCourse = (sign: string): Promise<{ archived: boolean }> => api.post(authoringApiPaths.deleteCourse, { sign });
export const publishCourse = (sign: string): Promise<CourseInfo> => api.post(authoringApiPaths.publish, { sign });
export const unpublishCourse = (sign: string): Promise<CourseInfo> => api.post(authoringApiPaths.unpublish, { sign });
/** Multipart target of the cover upload (antd Upload posts `file` here, with progress). */
export const uploadCoverUrl = (): string => buildUrl(authoringApiPaths.uploadCover);

export const getSchoolTeachers = (): Promise<ListAnswer<SchoolTeacher>> =>
  api.post(authoringApiPaths.allTeachers, { page: 1, page_size: TEACHER_PAGE_SIZE }, QUIET);
export const getCourseTeachers = (courseIdSign: string): Promise<ListAnswer<CourseTeacher>> =>
  api.post(authoringApiPaths.listTeachers, { courseIdSign, page: 1, page_size: TEACHER_PAGE_SIZE }, QUIET);
export const addTeacher = (courseIdSign: string, teacherIdSign: string): Promise<CourseTeacher> =>
  api.post(authoringApiPaths.addTeacher, { courseIdSign, teacherIdSign });
export const deleteTeacher = (idSign: string): Promise<null> => api.post(authoringApiPaths.deleteTeacher, { idSign });
export const setMasterTeacher = (courseIdSign: string, bindMasterSign: string, unbindMasterSign: string): Promise<CourseTeacher[]> =>
  api.post(authoringApiPaths.setMaster, { courseIdSign, bindMasterSign, unbindMasterSign });

export async function saveStandard(courseIdSign: string, weights: Weights, existing: boolean): Promise<Standard> {
  const path = existing ? authoringApiPaths.updateStandard : authoringApiPaths.addStandard;
  return (await requestEnvelope<Standard>('POST', path, { body: { courseIdSign, ...weights } })).data;
}

/** The content step's paths (chapters, videos, resumable video uploads), relative to the API base. */
export const contentApiPaths = {
  tree: '/course/chapterEditList',
  addChapter: '/course/addChapter',
  updateChapter: '/course/updateChapter',
  deleteChapter: '/course/deleteChapter',
  addVideo: '/course/addChapterVideo',
  updateVideo: '/course/updateVideo',
  deleteVideo: '/course/deleteChapterVideo',
  attachVideo: '/course/attachVideo',
  uploadInit: '/upload/video/init',
  upload: (uploadId: string) => `/upload/video/${encodeURIComponent(uploadId)}`,
  uploadFinish: (uploadId: string) => `/upload/video/${encodeURIComponent(uploadId)}/finish`,
} as const;

export type ContentVideo = {
  idSign: string;
  chapterIdSign: string;
  videoTitle: string;
  videoLevel: number;
  videoSign: string | null;
  duration: number;
  durationMs: number;
  size: number;
};
export type ContentChapter = {
  idSign: string;
  courseIdSign: string;
  chapterLevel: number;
  upperCaseChapterLevel: string;
  chapterName: string;
  chapterSynopsis: string;
  childList: ContentVideo[];
};
/** A resumable upload as the server reports it. */
export type UploadSession = { uploadId: string; received: number; size: number };
/** The finished upload: the video's sign and its measured duration. */
export type FinishedVideo = { videoSign: string; fileName: string; size: number; duration: number; durationMs: number };
export type ChapterForm = { chapterLevel: number; chapterName: string; chapterSynopsis: string };
export type VideoForm = { videoLevel: number; videoTitle: string };

export const getContentTree = async (courseIdSign: string): Promise<ContentChapter[]> =>
  (await api.post<{ list: ContentChapter[] }>(contentApiPaths.tree, { courseIdSign }, QUIET)).list;
export const addChapter = (courseIdSign: string, form: ChapterForm): Promise<{ idSign: string }> =>
  api.post(contentApiPaths.addChapter, { courseIdSign, ...form });
export const updateChapter = (idSign: string, form: ChapterForm): Promise<null> =>
  api.post(contentApiPaths.updateChapter, { idSign, ...form });
export const deleteChapter = (idSign: string): Promise<null> => api.post(contentApiPaths.deleteChapter, { idSign });
export const addVideo = (chapterIdSign: string, form: VideoForm): Promise<{ idSign: string }> =>
  api.post(contentApiPaths.addVideo, { chapterIdSign, ...form });
export const updateVideo = (idSign: string, form: VideoForm): Promise<null> =>
  api.post(contentApiPaths.updateVideo, { idSign, ...form });
export const deleteVideo = (idSign: string): Promise<null> => api.post(contentApiPaths.deleteVideo, { idSign });
export const attachVideo = (idSign: string, videoSign: string): Promise<ContentVideo> =>
  api.post(contentApiPaths.attachVideo, { idSign, videoSign }, { silent: true });

const UPLOAD = { silent: true, throttleKey: false } as const;

/** Opens a resumable upload (silent: the upload shows its own failure). */
export const initVideoUpload = (fileName: string, size: number): Promise<UploadSession> =>
  api.post<UploadSession>(contentApiPaths.uploadInit, { fileName, size }, UPLOAD);
/** Where the server is in an upload (silent, no progress bar: asked between chunks). */
export const getVideoUpload = (uploadId: string): Promise<UploadSession> =>
  api.get<UploadSession>(contentApiPaths.upload(uploadId), undefined, { ...UPLOAD, progress: false });
/** PUTs one raw chunk at `offset` (upload progress within the chunk; abortable); resolves the raw answer. */
export const putVideoChunk = (
  uploadId: string,
  offset: number,
  chunk: Blob,
  onBytes: (sent: number) => void,
  signal: AbortSignal,
): Promise<UploadAnswer> =>
  sendWithProgress({
    method: 'PUT',
    path: contentApiPaths.upload(uploadId),
    params: { offset },
    body: chunk,
    contentType: 'application/octet-stream',
    onUploadProgress: (event) => onBytes(event.loaded),
    signal,
  });
/** Joins the chunks into the video (can take a while for a large file). */
export const finishVideoUpload = (uploadId: string): Promise<FinishedVideo> =>
  api.post<FinishedVideo>(contentApiPaths.uploadFinish(uploadId), {}, { ...UPLOAD, timeoutMs: 120_000 });
export const cancelVideoUpload = (uploadId: string): Promise<null> => api.delete<null>(contentApiPaths.upload(uploadId), undefined, UPLOAD);
