import { api } from '@/api/client';
import { ApiError } from '@/api/errors';
import { sendWithProgress, type UploadAnswer } from '@/api/upload';
import { NetworkError, type FinishedVideo, type UploadSession, type UploadTransport } from './chunked-upload';
import { CONTENT_TEXT } from './texts';

/** Calls of the content step (docs/teaching.md "Content design"); paths relative to the API base. */
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
export type ChapterForm = { chapterLevel: number; chapterName: string; chapterSynopsis: string };
export type VideoForm = { videoLevel: number; videoTitle: string };

const QUIET = { throttleKey: false } as const;

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

function refusal(e: unknown): Error {
  if (e instanceof ApiError) {
    if (e.kind === 'network' || e.kind === 'timeout') return new NetworkError(CONTENT_TEXT.upload.network);
    return new Error(e.msg || CONTENT_TEXT.upload.failed);
  }
  return e instanceof Error ? e : new Error(CONTENT_TEXT.upload.failed);
}

type Envelope = { code: number; msg?: string; data?: { received?: number } | null };

/** PUT one raw chunk (upload progress within the chunk; abortable). */
async function putChunk(uploadId: string, offset: number, chunk: Blob, onBytes: (sent: number) => void, signal: AbortSignal): Promise<number> {
  let answer: UploadAnswer;
  try {
    answer = await sendWithProgress({
      method: 'PUT',
      path: contentApiPaths.upload(uploadId),
      params: { offset },
      body: chunk,
      contentType: 'application/octet-stream',
      onUploadProgress: (event) => onBytes(event.loaded),
      signal,
    });
  } catch (e) {
    throw e instanceof ApiError ? new NetworkError(CONTENT_TEXT.upload.network) : e; // else the AbortError
  }
  let body: Envelope | null;
  try {
    body = JSON.parse(answer.responseText) as Envelope;
  } catch {
    body = null;
  }
  if (!body) throw answer.status >= 500 || answer.status === 0 ? new NetworkError(CONTENT_TEXT.upload.network) : new Error(CONTENT_TEXT.upload.failed);
  const received = body.data?.received;
  // 200: written (or already there); -2 with received: a gap — continue from where the server is.
  if ((body.code === 200 || body.code === -2) && typeof received === 'number') return received;
  throw new Error(body.msg || CONTENT_TEXT.upload.failed);
}

/** The real transport over the API. */
export const httpTransport: UploadTransport = {
  async init(fileName, size) {
    try {
      return await api.post<UploadSession>(contentApiPaths.uploadInit, { fileName, size }, { silent: true, throttleKey: false });
    } catch (e) {
      throw refusal(e);
    }
  },
  async state(uploadId) {
    try {
      return await api.get<UploadSession>(contentApiPaths.upload(uploadId), undefined, { silent: true, throttleKey: false, progress: false });
    } catch (e) {
      const r = refusal(e);
      if (r instanceof NetworkError) throw r;
      return null;
    }
  },
  put: putChunk,
  async finish(uploadId) {
    try {
      return await api.post<FinishedVideo>(contentApiPaths.uploadFinish(uploadId), {}, { silent: true, throttleKey: false, timeoutMs: 120_000 });
    } catch (e) {
      throw refusal(e);
    }
  },
  async cancel(uploadId) {
    await api.delete(contentApiPaths.upload(uploadId), undefined, { silent: true, throttleKey: false });
  },
};
