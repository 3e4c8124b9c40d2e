import { api, buildUrl, requestEnvelope } from '@/api/client';
import type { CourseCard, CourseInfo, CourseTeacher, Standard } from '@/api/courses';
import { toPageParams, toPaged, type ListAnswer, type Paged } from '@/api/paging';

/** Typed calls of the teacher's side of courses (docs/teaching.md); paths relative to the API base. */
export const teachingApiPaths = {
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
export type TeachingCourse = CourseCard & { status: CourseStatus; masterFlag: string; updatedAt: string };
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

export async function getMyCourses(page: number, pageSize: number): Promise<Paged<TeachingCourse>> {
  const params = toPageParams({ page, pageSize });
  return toPaged(await api.post<ListAnswer<TeachingCourse>>(teachingApiPaths.myCourses, params, QUIET), params);
}
export const getEditedCourse = (sign: string): Promise<EditedCourse> =>
  api.post<EditedCourse>(teachingApiPaths.courseBySign, { sign }, QUIET);
export const addCourse = (body: CourseBody): Promise<{ idSign: string; teacherIdSign: string }> =>
  api.post(teachingApiPaths.addCourse, body);
export const updateCourse = (idSign: string, body: CourseBody): Promise<CourseInfo> =>
  api.post(teachingApiPaths.updateCourse, { ...body, idSign });
export const deleteCourse = (sign: string): Promise<{ archived: boolean }> => api.post(teachingApiPaths.deleteCourse, { sign });
export const publishCourse = (sign: string): Promise<CourseInfo> => api.post(teachingApiPaths.publish, { sign });
export const unpublishCourse = (sign: string): Promise<CourseInfo> => api.post(teachingApiPaths.unpublish, { sign });
/** Multipart target of the cover upload (antd Upload posts `file` here, with progress). */
export const uploadCoverUrl = (): string => buildUrl(teachingApiPaths.uploadCover);

export const getSchoolTeachers = (): Promise<ListAnswer<SchoolTeacher>> =>
  api.post(teachingApiPaths.allTeachers, { page: 1, page_size: TEACHER_PAGE_SIZE }, QUIET);
export const getCourseTeachers = (courseIdSign: string): Promise<ListAnswer<CourseTeacher>> =>
  api.post(teachingApiPaths.listTeachers, { courseIdSign, page: 1, page_size: TEACHER_PAGE_SIZE }, QUIET);
export const addTeacher = (courseIdSign: string, teacherIdSign: string): Promise<CourseTeacher> =>
  api.post(teachingApiPaths.addTeacher, { courseIdSign, teacherIdSign });
export const deleteTeacher = (idSign: string): Promise<null> => api.post(teachingApiPaths.deleteTeacher, { idSign });
export const setMasterTeacher = (courseIdSign: string, bindMasterSign: string, unbindMasterSign: string): Promise<CourseTeacher[]> =>
  api.post(teachingApiPaths.setMaster, { courseIdSign, bindMasterSign, unbindMasterSign });

export async function saveStandard(courseIdSign: string, weights: Weights, existing: boolean): Promise<Standard> {
  const path = existing ? teachingApiPaths.updateStandard : teachingApiPaths.addStandard;
  return (await requestEnvelope<Standard>('POST', path, { body: { courseIdSign, ...weights } })).data;
}
