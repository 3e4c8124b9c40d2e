import { apiPaths } from '@/config/paths';
import { api, buildUrl } from './client';
import { toPageParams, toPaged, type ListAnswer, type Paged } from './paging';
import type { CourseTeacher } from './courses';
import type { ExamItem, ExamRecord } from './exams';
import type { HeartbeatBody, StudyAnswer, VideoAuth } from './study';
import { postMultipart } from './upload';

/** Typed calls of the training domain: the /train catalogue and a training's page (docs/training.md). */

/** 1 报名中 (not started), 2 进行中, 3 已结束. */
export type TrainingState = 1 | 2 | 3;
export type TrainingOrder = 'sort' | 'new' | 'hot';
export type JoinRule = 'free' | 'code' | 'order';

export type TrainingCard = {
  idSign: string;
  trainName: string;
  introduction: string;
  trainPicture: string;
  /** Integer fen. */
  trainPrice: number;
  free: boolean;
  classHour: number;
  joinRule: JoinRule;
  joinRuleName: string;
  startTime: string | null;
  endTime: string | null;
  state: TrainingState;
  stateName: string;
  studentCount: number;
  enterpriseName: string;
  teacherName: string;
  recommend: boolean;
};

export type TrainingStudy = {
  progress: number;
  studyStatus: 1 | 2;
  studySeconds: number;
  joinTime: string;
  lastStudyTime: string | null;
  /** The video the trainee watched last (the video page starts there). */
  lastVideoIdSign: string | null;
};

export type TrainingHeader = TrainingCard & {
  status: number;
  chapterCount: number;
  videoCount: number;
  durationSeconds: number;
  enterpriseList: { idSign: string; name: string }[];
  myStudy: TrainingStudy | null;
  canManage: boolean;
};

export type TrainingBody = {
  idSign: string;
  trainName: string;
  introduction: string;
  details: string;
  classHour: number;
  chapterCount: number;
  videoCount: number;
  durationSeconds: number;
};

export type TrainingPlan = { idSign: string; plan: string; classHour: number; startTime: string | null; endTime: string | null };

export type QueryGroup = { key: 'enterpriseId' | 'state'; name: string; options: { value: string; label: string }[] };

export type Enterprise = {
  idSign: string;
  enterpriseName: string;
  logo: string;
  introduction: string;
  industry: string;
  isJoinEnterprise: 0 | 1;
  trainCount: number;
};

export type TrainingListQuery = {
  page?: number;
  pageSize?: number;
  keyword?: string;
  enterpriseId?: string;
  state?: TrainingState;
  order?: TrainingOrder;
};

/** Spec 02 §9: the enterprise info list asks page 1, size 16, isJoinEnterprise 1. */
export const ENTERPRISE_PAGE_SIZE = 16;

// Silent: the catalogue shows its own retry, and the training page its not-found state or a section's 加载失败.
const LIST = { silent: true, throttleKey: false } as const;

/** Spec 02 §9: POST with an empty body, reads data.list. */
export async function getRecommendTrainings(): Promise<TrainingCard[]> {
  const answer = await api.post<{ list: TrainingCard[] }>(apiPaths.trainRecommendList, {}, LIST);
  return answer?.list ?? [];
}

export const getTrainQueryList = (): Promise<QueryGroup[]> => api.get<QueryGroup[]>(apiPaths.trainQueryList, undefined, LIST);

export async function getTrainList(query: TrainingListQuery): Promise<Paged<TrainingCard>> {
  const params = toPageParams(query);
  const body: Record<string, unknown> = { page: params.page, size: params.page_size };
  if (query.keyword) body.keyword = query.keyword;
  if (query.enterpriseId) body.enterpriseId = query.enterpriseId;
  if (query.state) body.state = query.state;
  if (query.order) body.order = query.order;
  const answer = await api.post<ListAnswer<TrainingCard>>(apiPaths.trainList, body, LIST);
  return toPaged(answer, params);
}

const withId = (path: string, sign: string): string => `${path}/${encodeURIComponent(sign)}`;

export const getTrainHeader = (sign: string): Promise<TrainingHeader> =>
  api.get<TrainingHeader>(withId(apiPaths.trainHeaderDetail, sign), undefined, LIST);

export const getTrainBody = (sign: string): Promise<TrainingBody> =>
  api.get<TrainingBody>(withId(apiPaths.trainBodyDetail, sign), undefined, LIST);

export const getTrainPlan = (sign: string): Promise<TrainingPlan> =>
  api.get<TrainingPlan>(withId(apiPaths.trainPlan, sign), undefined, LIST);

export const getTrainTeachers = (trainId: string): Promise<CourseTeacher[]> =>
  api.get<CourseTeacher[]>(apiPaths.trainTeacherList, { trainId }, LIST);

/** The school's partner enterprises (spec 02 §9: page 1, size 16, isJoinEnterprise 1, reads list); with trainId, that training's. */
export async function getEnterprises(trainId?: string): Promise<Enterprise[]> {
  const query: Record<string, string | number> = trainId
    ? { trainId }
    : { page: 1, size: ENTERPRISE_PAGE_SIZE, isJoinEnterprise: 1 };
  const answer = await api.get<ListAnswer<Enterprise>>(apiPaths.enterpriseInfoList, query, LIST);
  return answer?.list ?? [];
}

export type TimetableVideo = {
  idSign: string;
  videoTitle: string;
  videoLevel: number;
  hasVideo: boolean;
  durationSeconds: number;
  completed: boolean;
  furthestSeconds: number;
  resourcesType: 1;
};
export type TimetableTask = { idSign: string; title: string; resourcesType: 2 | 3 | 4 | 5 };
export type TimetableChapter = {
  idSign: string;
  chapterName: string;
  chapterLevel: number;
  upperCaseChapterLevel: string;
  chapterSynopsis: string;
  childList: TimetableVideo[];
  trainChapterOnlineWork: TimetableTask[];
  trainChapterUserWork: TimetableTask[];
  trainChapterOnlineExamination: TimetableTask[];
  trainChapterUserExamination: TimetableTask[];
  trainChapterPracticeTaskList: PracticeTask[];
};

/** 0 not started, 1 进行中, 2 待评分, 3 已评分. */
export type PracticeStatus = 0 | 1 | 2 | 3;

/** A practical task with the caller's work on it; isDis: a prerequisite has not reached its pass line (disReason says which). */
export type PracticeTask = {
  /** The task's number (spec 02: taskId). */
  taskId: number;
  idSign: string;
  title: string;
  description: string;
  passLine: number;
  fullScore: number;
  chapterIdSign: string;
  chapterName: string;
  /** 一, 二… ("" for a task outside the chapters). */
  upperCaseChapterLevel: string;
  requires: number[];
  status: PracticeStatus;
  statusName: string;
  userScore: number | null;
  passed: boolean;
  isDis: boolean;
  disReason: string;
  recordId: string | null;
  fileName: string | null;
  submittedAt: string | null;
  comment: string;
};

export type TrainingResource = {
  idx: number;
  resourcesName: string;
  resourcesUrl: string;
  url: string;
  fileName: string;
  dataSize: number;
  dataType: string;
};

/** 参加培训 (free trainings): the trainee's standing. */
export const joinTraining = (trainId: string): Promise<TrainingStudy> =>
  api.post<TrainingStudy>(apiPaths.trainJoin, { trainId }, { throttleKey: false });

export const getTimetable = (sign: string): Promise<TimetableChapter[]> =>
  api.get<TimetableChapter[]>(withId(apiPaths.trainTimetable, sign), undefined, LIST);

/** Silent: a visitor or a non-trainee gets the tab's prompt instead of a toast. */
export const getTrainResources = (sign: string): Promise<TrainingResource[]> =>
  api.get<TrainingResource[]>(withId(apiPaths.trainResources, sign), undefined, LIST);

export type MyTraining = TrainingCard & { myStudy: TrainingStudy };

/** 我的培训 (learning centre), the most recently studied first; studyStatus 1 studying, 2 finished. */
export async function getMyTrainings(page: number, pageSize: number, studyStatus?: 1 | 2): Promise<ListAnswer<MyTraining>> {
  const body: Record<string, unknown> = { page, size: pageSize };
  if (studyStatus) body.studyStatus = studyStatus;
  return api.post<ListAnswer<MyTraining>>(apiPaths.myTrainList, body, { throttleKey: false });
}

/** The signed URL of a timetable video (spec 02 §9: videoId in the path, trainChapterId in the query). */
export const getTrainVideoAuthority = (videoId: string, trainChapterId: string): Promise<VideoAuth> =>
  api.get<VideoAuth>(withId(apiPaths.trainVideoAuthority, videoId), { trainChapterId }, { throttleKey: false, progress: false });

/** The training video heartbeat (PUT), credited by the course rules. */
export const sendTrainHeartbeat = (body: HeartbeatBody): Promise<StudyAnswer> =>
  api.put<StudyAnswer>(apiPaths.trainVideoHeartbeat, body, { throttleKey: false, progress: false, silent: true });

/** 培训作业: the training's released homework with the trainee's standing (trainees, its teachers, its school's admins). */
export const getTrainWorks = (sign: string): Promise<ExamItem[]> => api.get<ExamItem[]>(withId(apiPaths.trainWorks, sign), undefined, LIST);

/** 培训考试: its released unit tests and final exams. */
export const getTrainExams = (sign: string): Promise<ExamItem[]> =>
  api.get<ExamItem[]>(withId(apiPaths.trainExamineList, sign), undefined, LIST);

function uploadAnswer(path: string, examinationId: string, file: File, onProgress: (percent: number) => void): Promise<ExamRecord> {
  const form = new FormData();
  form.append('examinationId', examinationId);
  form.append('file', file);
  return postMultipart<ExamRecord>(path, form, onProgress);
}

/** An uploaded homework's answer file (PDF, Word, image, ZIP ≤ 20 MB); answers 上传成功. */
export const uploadAssignment = (examinationId: string, file: File, onProgress: (percent: number) => void): Promise<ExamRecord> =>
  uploadAnswer(apiPaths.trainUpAssignment, examinationId, file, onProgress);

/** An uploaded exam's answer file. */
export const uploadExamineFile = (examinationId: string, file: File, onProgress: (percent: number) => void): Promise<ExamRecord> =>
  uploadAnswer(apiPaths.trainUpExamineFile, examinationId, file, onProgress);

/** 实训任务: the training's practical tasks with the trainee's work and gates (trainees, its teachers, its school's admins). */
export const getPracticeTasks = (sign: string): Promise<PracticeTask[]> =>
  api.get<PracticeTask[]>(withId(apiPaths.trainPracticeTasks, sign), undefined, LIST);

/** Starts a task (refused with the gate's reason while a prerequisite is short). */
export const startPracticeTask = (taskIdSign: string): Promise<PracticeTask> =>
  api.post<PracticeTask>(apiPaths.trainStartPractice, { taskIdSign }, { throttleKey: false, silent: true });

/** Hands the task's deliverable in (PDF, Office, image or ZIP ≤ 20 MB); answers 上传成功. */
export function submitPracticeTask(taskIdSign: string, file: File, onProgress: (percent: number) => void): Promise<PracticeTask> {
  const form = new FormData();
  form.append('taskIdSign', taskIdSign);
  form.append('file', file);
  return postMultipart<PracticeTask>(apiPaths.trainSubmitPractice, form, onProgress);
}

/** The access-checked download of a handed-in deliverable. */
export const practiceFileUrl = (recordId: string): string => buildUrl(apiPaths.trainPracticeFile, { recordId });

// ---- Authoring (docs/training.md "Authoring"): the training's teachers and its school's admins ----

/** The training's editor form as the server reads it; dates YYYY-MM-DD or null. */
export type TrainingForm = {
  trainName: string;
  introduction: string;
  details: string;
  trainPicture: string;
  classHour: number;
  plan: string;
  joinRule: JoinRule;
  /** Yuan, a whole number; only a training bought by order has one (the answers say fen, as a course's). */
  trainPrice: number | null;
  startTime: string | null;
  endTime: string | null;
  recommend: boolean;
  enterpriseIds: string[];
};

/** What the editor reads: the header with the details, the plan and the status (0 draft, 1 published). */
export type EditedTraining = TrainingHeader & { details: string; plan: string };

const EDIT = { throttleKey: false } as const;

export const addTraining = (body: TrainingForm): Promise<{ idSign: string }> => api.post(apiPaths.trainAdd, body, EDIT);
export const getEditedTraining = (trainId: string): Promise<EditedTraining> =>
  api.post<EditedTraining>(apiPaths.trainManage, { trainId }, LIST);
export const updateTraining = (trainId: string, body: TrainingForm): Promise<EditedTraining> =>
  api.post<EditedTraining>(apiPaths.trainUpdate, { trainId, ...body }, EDIT);
export const publishTraining = (trainId: string, publish: boolean): Promise<EditedTraining> =>
  api.post<EditedTraining>(apiPaths.trainPublish, { trainId, status: publish ? 1 : 0 }, EDIT);
export async function getManagedTrainings(page: number, pageSize: number): Promise<ListAnswer<TrainingCard & { status: number }>> {
  return api.post<ListAnswer<TrainingCard & { status: number }>>(apiPaths.trainManageList, { page, size: pageSize }, LIST);
}

/** A practical task as its managers write it; requires: the signs of the tasks that must pass first. */
export type PracticeTaskBody = {
  chapterId: string | null;
  taskId: number;
  title: string;
  description: string;
  passLine: number;
  fullScore: number;
  requires: string[];
};

export const addPracticeTask = (trainId: string, body: PracticeTaskBody): Promise<PracticeTask> =>
  api.post<PracticeTask>(apiPaths.trainAddPractice, { trainId, ...body }, { ...EDIT, silent: true });
export const updatePracticeTask = (idSign: string, body: PracticeTaskBody): Promise<PracticeTask> =>
  api.post<PracticeTask>(apiPaths.trainUpdatePractice, { idSign, ...body }, { ...EDIT, silent: true });
export const deletePracticeTask = (idSign: string): Promise<null> =>
  api.post<null>(apiPaths.trainDeletePractice, { idSign }, { ...EDIT, silent: true });

/** A trainee's work as the training's teachers list it (status 1 进行中, 2 待评分, 3 已评分). */
export type PracticeRecord = {
  recordId: string;
  taskId: number;
  taskIdSign: string;
  taskTitle: string;
  passLine: number;
  fullScore: number;
  userIdSign: string;
  userName: string;
  status: 1 | 2 | 3;
  statusName: string;
  score: number | null;
  passed: boolean;
  comment: string;
  fileName: string | null;
  hasFile: boolean;
  startedAt: string;
  submittedAt: string | null;
  scoredAt: string | null;
};

export async function getPracticeRecords(
  trainId: string,
  page: number,
  pageSize: number,
  status?: 1 | 2 | 3,
): Promise<ListAnswer<PracticeRecord>> {
  const body: Record<string, unknown> = { trainId, page, size: pageSize };
  if (status) body.status = status;
  return api.post<ListAnswer<PracticeRecord>>(apiPaths.trainPracticeRecords, body, LIST);
}
export const scorePractice = (recordId: string, score: number, comment: string): Promise<PracticeRecord> =>
  api.post<PracticeRecord>(apiPaths.trainScorePractice, { recordId, score, comment }, { ...EDIT, silent: true });
