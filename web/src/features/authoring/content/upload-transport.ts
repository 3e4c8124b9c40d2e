import { cancelVideoUpload, finishVideoUpload, getVideoUpload, initVideoUpload, putVideoChunk } from '@/api/authoring';
import { ApiError } from '@/api/errors';
import type { UploadAnswer } from '@/api/upload';
import { NetworkError, type UploadTransport } from './chunked-upload';
import { CONTENT_TEXT } from './texts';

/** The chunked upload's transport over the API (@/api/authoring): the server's refusals become the texts to show. */

function refusal(e: unknown): Error {
  if (e instanceof ApiError) {
    if (e.kind === 'network' || e.kind === 'timeout') return new NetworkError(CONTENT_TEXT.upload.network);
    return new Error(e.msg || CONTENT_TEXT.upload.failed);
  }
  return e instanceof Error ? e : new Error(CONTENT_TEXT.upload.failed);
}

type Envelope = { code: number; msg?: string; data?: { received?: number } | null };

/** PUT one raw chunk; resolves the server's received offset. */
async function putChunk(uploadId: string, offset: number, chunk: Blob, onBytes: (sent: number) => void, signal: AbortSignal): Promise<number> {
  let answer: UploadAnswer;
  try {
    answer = await putVideoChunk(uploadId, offset, chunk, onBytes, signal);
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
      return await initVideoUpload(fileName, size);
    } catch (e) {
      throw refusal(e);
    }
  },
  async state(uploadId) {
    try {
      return await getVideoUpload(uploadId);
    } catch (e) {
      const r = refusal(e);
      if (r instanceof NetworkError) throw r;
      return null;
    }
  },
  put: putChunk,
  async finish(uploadId) {
    try {
      return await finishVideoUpload(uploadId);
    } catch (e) {
      throw refusal(e);
    }
  },
  async cancel(uploadId) {
    await cancelVideoUpload(uploadId);
  },
};
