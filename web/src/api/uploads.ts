import { api } from './client';

/** 我的上传 (docs/uploads.md "/home/uploading"): the user's uploads in progress and done; paths relative to the API base. */
export const uploadsApiPaths = {
  mine: '/upload/mine',
  /** One chunked video upload (docs/authoring.md "Video upload"): DELETE cancels it. */
  videoSession: (uploadId: string) => `/upload/video/${encodeURIComponent(uploadId)}`,
} as const;

/** An unfinished chunked video upload of the user (newest first). */
export type UploadSessionRow = { uploadId: string; fileName: string; size: number; received: number; updatedAt: string };
export type UploadedKind = 'video' | 'answer' | 'resumeVideo' | 'recognition';
/** A finished upload: for an answer `context` is "{exam} · {course}", else 课程视频, 视频简历 or 身份认证照片. */
export type UploadedFile = { kind: UploadedKind; name: string; size: number; createdAt: string; context: string };
export type MyUploads = { inProgress: UploadSessionRow[]; done: UploadedFile[] };

const QUIET = { silent: true, throttleKey: false } as const;

export const getMyUploads = (): Promise<MyUploads> => api.get<MyUploads>(uploadsApiPaths.mine, undefined, QUIET);
/** Deletes an unfinished upload's session and its bytes (silent: the page shows the failure). */
export const cancelVideoSession = (uploadId: string): Promise<null> => api.delete<null>(uploadsApiPaths.videoSession(uploadId), undefined, QUIET);
