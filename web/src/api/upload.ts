import { buildUrl, type QueryValue } from './client';
import { ApiError, ERROR_TEXT, fieldOfEnvelope, isSuccessCode, type ApiEnvelope } from './errors';

export type UploadInit = {
  method: 'POST' | 'PUT';
  /** Relative to the API base. */
  path: string;
  params?: Record<string, QueryValue>;
  body: XMLHttpRequestBodyInit;
  /** Set for raw bodies; a FormData sets its own multipart type. */
  contentType?: string;
  onUploadProgress: (event: ProgressEvent) => void;
  signal?: AbortSignal;
};

export type UploadAnswer = { status: number; responseText: string };

/**
 * Sends one body with XMLHttpRequest (fetch reports no upload progress) under the API base with the cookies, and
 * resolves whatever answer arrives: the caller reads it. Rejects with an ApiError of kind 'network' when the network
 * fails, and with an AbortError when `signal` aborts the upload.
 */
export function sendWithProgress(init: UploadInit): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, buildUrl(init.path, init.params));
    xhr.withCredentials = true;
    if (init.contentType) xhr.setRequestHeader('Content-Type', init.contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = init.onUploadProgress;
    const { signal } = init;
    const onAbort = (): void => xhr.abort();
    signal?.addEventListener('abort', onAbort);
    const done = (): void => signal?.removeEventListener('abort', onAbort);
    xhr.onerror = () => {
      done();
      reject(new ApiError({ code: 0, msg: ERROR_TEXT.network, kind: 'network' }));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, responseText: xhr.responseText });
    };
    xhr.send(init.body);
  });
}

/**
 * POSTs a multipart form with its upload progress in percent. Resolves the envelope's data; rejects with an ApiError
 * carrying the server's code, message and field (no toasts: the caller shows them). Aborting `signal` cancels the
 * upload and rejects with an AbortError.
 */
export function postMultipart<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return sendMultipart<T>('POST', path, form, onProgress, signal);
}

/** postMultipart with the method the call takes (the resume photo is a PUT, spec 02 §7). */
export async function sendMultipart<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const answer = await sendWithProgress({
    method,
    path,
    body: form,
    signal,
    onUploadProgress: (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  let envelope: ApiEnvelope<T> | null = null;
  try {
    const body = JSON.parse(answer.responseText) as Partial<ApiEnvelope<T>>;
    if (typeof body.code === 'number') {
      envelope = { code: body.code, msg: body.msg ?? '', data: (body.data ?? null) as T, extend: body.extend ?? null };
    }
  } catch {
    envelope = null;
  }
  if (!envelope) throw new ApiError({ code: answer.status || -1, msg: ERROR_TEXT.fallback, kind: 'server' });
  if (!isSuccessCode(envelope.code)) {
    throw new ApiError({
      code: envelope.code,
      msg: envelope.msg || ERROR_TEXT.fallback,
      kind: 'server',
      field: fieldOfEnvelope(envelope),
      response: envelope,
    });
  }
  onProgress(100);
  return envelope.data;
}
