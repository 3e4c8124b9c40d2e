import { api, buildUrl, requestEnvelope } from './client';
import type { CourseCard } from './courses';
import type { ListAnswer } from './paging';

/**
 * Typed calls of the study domain (decision 0007): a learner's signed video URLs, verified heartbeats and progress,
 * my courses, collections and history, the personal centre.
 */
export const studyApiPaths = {
  videoAuth: '/courseStudy/videoAuth',
  heartbeat: '/courseStudy/heartbeat',
  saveProgress: '/courseStudy/saveProgress',
  resume: '/courseStudy/resume',
  studyProgress: '/course/studyProgress',
  collectionList: '/course/collectionList',
  cancelCollect: '/course/cancelCollect',
  browseList: '/course/browseList',
  trainProgress: '/personal/getUserTrainProgress',
  studyProcess: '/personal/getTrainStudyProcess',
  watchLocus: '/personal/getUserWatchLocus',
  userTask: '/personal/getUserTask',
  whaleTrainIndex: '/home/getWhaleTrainIndex',
} as const;

/** 1 in progress, 2 finished (spec 02 §6). */
export type StudyStatus = 1 | 2;

export type VideoAuth = { url: string; expiresAt: string; durationSeconds: number; mime: string };

export type StudyAnswer = {
  creditedSeconds: number;
  furthestSeconds: number;
  resumeSeconds: number;
  completed: boolean;
  courseProgress: number;
  studyStatus: StudyStatus;
};

export type ResumePoint = { resumeSeconds: number; furthestSeconds: number; completed: boolean; durationSeconds: number };

export type HeartbeatBody = { courseIdSign: string; videoIdSign: string; position: number; playing: boolean };
export type SaveProgressBody = { courseIdSign: string; studyTime: number; videoIdSign: string };

export type MyCourse = CourseCard & {
  studyStatus: StudyStatus;
  progress: number;
  lastStudiedAt: string | null;
  lastVideoIdSign: string | null;
};
export type CollectedCourse = CourseCard & { collectedAt: string };
export type ViewedCourse = CourseCard & { viewedAt: string };

export type TrainProgress = {
  courseCount: number;
  finishedCount: number;
  inProgressCount: number;
  studiedSeconds: number;
  /** Courses and trainings (offering 2) alike. */
  list: (CourseCard & { progress: number; studyStatus: StudyStatus; offering?: 1 | 2 })[];
};
export type StudyDay = { date: string; seconds: number };
export type WatchLocus = {
  courseIdSign: string;
  courseName: string;
  coursePicture: string;
  videoIdSign: string;
  videoTitle: string;
  resumeSeconds: number;
  durationSeconds: number;
  completed: boolean;
  watchedAt: string;
  /** 2: a training's video. */
  offering?: 1 | 2;
};
export type UserTask = { courseIdSign: string; courseName: string; videoIdSign: string; videoTitle: string; kind: string; offering?: 1 | 2 };

export const authoriseVideo = (videoSign: string): Promise<VideoAuth> =>
  api.post<VideoAuth>(studyApiPaths.videoAuth, { videoSign }, { throttleKey: false, progress: false });
export const getResumePoint = (videoIdSign: string): Promise<ResumePoint> =>
  api.get<ResumePoint>(studyApiPaths.resume, { videoIdSign }, { throttleKey: false });
export const sendHeartbeat = (body: HeartbeatBody): Promise<StudyAnswer> =>
  api.post<StudyAnswer>(studyApiPaths.heartbeat, body, { throttleKey: false, progress: false, silent: true });

/**
 * The save on leaving: a keepalive fetch outlives the page (spec 02 "save study progress on leaving a video").
 * The body is JSON because the server refuses other writes.
 */
export function saveProgressOnLeave(body: SaveProgressBody): void {
  void fetch(buildUrl(studyApiPaths.saveProgress), {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

export const getMyCourses = (page: number, size: number, studyStatus?: StudyStatus): Promise<ListAnswer<MyCourse>> =>
  api.post<ListAnswer<MyCourse>>(studyApiPaths.studyProgress, { page, size, ...(studyStatus ? { studyStatus } : {}) });
export const getCollections = (page: number, pageSize: number): Promise<ListAnswer<CollectedCourse>> =>
  api.get<ListAnswer<CollectedCourse>>(studyApiPaths.collectionList, { page, page_size: pageSize });
export const getBrowseHistory = (page: number, pageSize: number): Promise<ListAnswer<ViewedCourse>> =>
  api.get<ListAnswer<ViewedCourse>>(studyApiPaths.browseList, { page, page_size: pageSize });
/** Resolves with the server's message (取消收藏成功). */
export async function cancelCollect(sign: string): Promise<string> {
  const envelope = await requestEnvelope<null>('POST', studyApiPaths.cancelCollect, { body: { sign }, throttleKey: false });
  return envelope.msg;
}

export const getTrainProgress = (): Promise<TrainProgress> => api.get<TrainProgress>(studyApiPaths.trainProgress);
export const getStudyProcess = (): Promise<{ days: StudyDay[] }> =>
  api.get<{ days: StudyDay[] }>(studyApiPaths.studyProcess);
export const getWatchLocus = (): Promise<WatchLocus[]> => api.get<WatchLocus[]>(studyApiPaths.watchLocus);
export const getUserTasks = (): Promise<UserTask[]> => api.get<UserTask[]>(studyApiPaths.userTask);

/** 学鲸实训指数 (the home page): the site's offer, learners and study; `days` are the last 7 China days, oldest first. */
export type WhaleTrainIndex = {
  courseCount: number;
  trainCount: number;
  learnerCount: number;
  finishedCount: number;
  studyHours: number;
  days: { date: string; minutes: number; learners: number }[];
};

/** Silent: the home section hides itself when it cannot load. */
export const getWhaleTrainIndex = (): Promise<WhaleTrainIndex> =>
  api.get<WhaleTrainIndex>(studyApiPaths.whaleTrainIndex, undefined, { silent: true, throttleKey: false });
