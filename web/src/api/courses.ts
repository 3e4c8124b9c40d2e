import { apiPaths } from '@/config/paths';
import { api, requestEnvelope } from './client';
import { toPageParams, toPaged, type ListAnswer, type Paged } from './paging';

/** Typed calls of the courses domain's catalogue and course page (docs/courses.md). */

/** Kind ids of spec 02 §7: 4 入门, 5 进阶, 6 高级. */
export type CourseKindId = 4 | 5 | 6;
/** 1 master (必修), 2 optional (选修). */
export type CourseType = 1 | 2;
export type CourseOrder = 'sort' | 'new' | 'hot';

export type CourseCard = {
  idSign: string;
  name: string;
  introduction: string;
  coursePicture: string;
  /** Integer fen. */
  coursePrice: number;
  free: boolean;
  courseScore: number;
  courseTime: number;
  type: CourseType;
  kind: CourseKindId;
  kindName: string;
  typeName: string;
  studentCount: number;
  teacherName: string;
};

export type CourseKind = { kindId: CourseKindId; name: string; count: number };
export type CourseTypeNode = { idSign: string; name: string; level: number; children: CourseTypeNode[] };
export type CourseSuggestion = { courseName: string; sign: string };

export type CourseListQuery = {
  page?: number;
  pageSize?: number;
  type?: CourseType;
  kind?: CourseKindId;
  typeSign?: string;
  keyword?: string;
  order?: CourseOrder;
  free?: boolean;
};

export type CourseInfo = CourseCard & {
  courseDetails: string;
  courseDetailsTwo: string;
  courseTypeIdSign: string;
  courseType2IdSign: string;
  courseType3IdSign: string;
  sort: number;
  status: number;
  chapterCount: number;
  videoCount: number;
  durationSeconds: number;
};

export type CourseTeacher = { idSign: string; teacherIdSign: string; name: string; photo: string; masterFlag: string };

export type Enrolment = {
  joined: boolean;
  studyStatus: 1 | 2;
  progress: number;
  studiedSeconds: number;
  lastVideoIdSign: string | null;
  lastStudiedAt: string | null;
};

export type CourseDetail = {
  courseInfoVo: CourseInfo;
  courseTeacherVoList: CourseTeacher[];
  myStudy: Enrolment | null;
  collected: boolean;
  canManage: boolean;
};

export type CatalogueVideo = {
  kind: 'video';
  idSign: string;
  number: number;
  videoTitle: string;
  videoLevel: number;
  videoSign: string;
  durationSeconds: number;
  resourcesType: 1;
  completed: boolean;
  resumeSeconds: number;
  furthestSeconds: number;
};
export type CatalogueTask = { kind: 'task' | 'exam'; idSign: string; title: string; resourcesType: number };
export type CatalogueItem = CatalogueVideo | CatalogueTask;

export type Chapter = {
  idSign: string;
  chapterName: string;
  chapterLevel: number;
  upperCaseChapterLevel: string;
  chapterSynopsis: string;
  children: CatalogueItem[];
};

export type Standard = {
  id: string;
  courseId: string;
  watchVideo: string;
  interactiveQuestion: string;
  unitTesting: string;
  theFinalExam: string;
  logSig: string;
};

export type DataFile = {
  idSign: string;
  index: number;
  dataName: string;
  fileName: string;
  dataSize: number;
  dataType: string;
  downloadUrl: string;
};
export type ChapterFiles = { chapterIdSign: string; chapterName: string; files: DataFile[] };

export type Question = {
  idSign: string;
  questionsContent: string;
  userName: string;
  userPhoto: string;
  answerCount: number;
  createdAt: string;
};
export type Answer = {
  idSign: string;
  answersContent: string;
  userName: string;
  userPhoto: string;
  isTeacher: boolean;
  createdAt: string;
};

/** 0 newest, 1 most answered. */
export type QuestionSort = 0 | 1;
/** Spec 02 §9: course questions and answers are fetched 3 at a time. */
export const QA_PAGE_SIZE = 3;
/** Spec 02 §9: standards size 10. */
export const STANDARD_PAGE_SIZE = 10;

// Catalogue: spec 02 §8 "failed list loads are silent" (the sections show their own retry).

const LIST = { silent: true, throttleKey: false } as const;

export const getRecommendCourses = (pageSize = 8): Promise<CourseCard[]> =>
  api.get<CourseCard[]>(apiPaths.courseRecommendList, { page_size: pageSize }, LIST);

export const getChosenCourses = (pageSize = 8): Promise<CourseCard[]> =>
  api.get<CourseCard[]>(apiPaths.courseChosenList, { page_size: pageSize }, LIST);

export const getCourseKinds = (): Promise<CourseKind[]> => api.get<CourseKind[]>(apiPaths.courseKinds, undefined, LIST);

export async function getCoursesByKind(kindId: CourseKindId, page = 1, pageSize = 8): Promise<Paged<CourseCard>> {
  const params = toPageParams({ page, pageSize });
  const answer = await api.get<ListAnswer<CourseCard>>(apiPaths.courseListByKind, { kindId, ...params }, LIST);
  return toPaged(answer, params);
}

export const getCourseTypeTree = (): Promise<CourseTypeNode[]> => api.get<CourseTypeNode[]>(apiPaths.courseTypeTree, undefined, LIST);

export async function getSchoolCourseList(query: CourseListQuery): Promise<Paged<CourseCard>> {
  const params = toPageParams(query);
  const body: Record<string, unknown> = { ...params };
  if (query.type) body.type = query.type;
  if (query.kind) body.kind = query.kind;
  if (query.typeSign) body.typeSign = query.typeSign;
  if (query.keyword) body.keyword = query.keyword;
  if (query.order) body.order = query.order;
  if (query.free !== undefined) body.free = query.free;
  const answer = await api.post<ListAnswer<CourseCard>>(apiPaths.schoolCourseList, body, LIST);
  return toPaged(answer, params);
}

/** A course suggested to the learner: `matchType` is the kind of course they already study ("" for a popular pick). */
export type SuggestedCourse = CourseCard & { matchType: string };

/** 课程推荐 (the learning centre's courses-for): the school's courses the user has not joined, like theirs first. */
export async function getCoursesForMe(page: number, pageSize: number, kindId?: CourseKindId): Promise<Paged<SuggestedCourse>> {
  const params = toPageParams({ page, pageSize });
  const answer = await api.post<ListAnswer<SuggestedCourse>>(apiPaths.coursesForMe, kindId ? { ...params, kindId } : params, LIST);
  return toPaged(answer, params);
}

/** Suggestions for the header search; silent: a failed look-up just shows none. */
export const getCourseSuggestions = (keyword: string, signal?: AbortSignal): Promise<CourseSuggestion[]> =>
  api.get<CourseSuggestion[]>(apiPaths.courseSuggest, { keyword }, { silent: true, throttleKey: false, progress: false, signal });

// Course page

export const getCourseById = (sign: string): Promise<CourseDetail> =>
  api.post<CourseDetail>(apiPaths.courseById, { sign }, { throttleKey: false });

export const getCatalogue = (sign: string): Promise<Chapter[]> =>
  api.post<Chapter[]>(apiPaths.courseCatalogue, { sign }, { throttleKey: false });

export async function getStandards(courseIdSign: string): Promise<Standard[]> {
  const answer = await api.post<ListAnswer<Standard>>(
    apiPaths.courseStandardList,
    { courseIdSign, page: 1, size: STANDARD_PAGE_SIZE },
    { throttleKey: false },
  );
  return answer?.list ?? [];
}

/** Silent: a visitor or a non-enrolled user gets a prompt instead of a toast. */
export const getChapterDownloads = (sign: string): Promise<ChapterFiles[]> =>
  api.post<ChapterFiles[]>(apiPaths.courseChapterDownloads, { sign }, { silent: true, throttleKey: false });

export const joinStudy = (sign: string): Promise<Enrolment> =>
  api.post<Enrolment>(apiPaths.courseJoinStudy, { sign }, { throttleKey: false });

export async function setCollected(sign: string, collected: boolean): Promise<string> {
  const envelope = await requestEnvelope<null>('POST', collected ? apiPaths.courseCollect : apiPaths.courseCancelCollect, {
    body: { sign },
    throttleKey: false,
  });
  return envelope.msg;
}

/** training: the code was a training's (its page is /trainDetail/{courseSign}). */
export type ActivationResult = { text: string; courseSign: string; training: boolean };

/** Silent: the dialog shows field messages and the business refusals itself. */
export const activateCourse = (code: string, captcha: string): Promise<ActivationResult> =>
  api.post<ActivationResult>(apiPaths.courseActivate, { code, captcha }, { silent: true, throttleKey: false });

// Questions and answers

export const getQuestions = (courseIdSign: string, sortType: QuestionSort, page = 1): Promise<ListAnswer<Question>> =>
  api.post<ListAnswer<Question>>(
    apiPaths.courseQuestionList,
    { courseIdSign, page, size: QA_PAGE_SIZE, sortType },
    { throttleKey: false },
  );

export const getAnswers = (questionsIdSign: string, page = 1): Promise<ListAnswer<Answer>> =>
  api.post<ListAnswer<Answer>>(apiPaths.courseAnswerList, { questionsIdSign, page, size: QA_PAGE_SIZE }, { throttleKey: false });

export const addQuestion = (courseIdSign: string, questionsContent: string): Promise<{ idSign: string }> =>
  api.post<{ idSign: string }>(apiPaths.courseAddQuestion, { courseIdSign, questionsContent }, { silent: true, throttleKey: false });

export async function addAnswer(questionsIdSign: string, answersContent: string): Promise<string> {
  const envelope = await requestEnvelope<unknown>('POST', apiPaths.courseAddAnswer, {
    body: { questionsIdSign, answersContent },
    silent: true,
    throttleKey: false,
  });
  return envelope.msg;
}
