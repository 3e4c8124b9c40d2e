import { buildUrl } from './client';
import { ApiError, ERROR_TEXT, fieldOfEnvelope, isSuccessCode, type ApiEnvelope } from './errors';

/**
 * POSTs a multipart form with XMLHttpRequest so the upload reports its progress (fetch cannot). Resolves the
 * envelope's data; rejects with an ApiError carrying the server's code, message and field (no toasts: the caller
 * shows them). Aborting `signal` cancels the upload and rejects with an AbortError.
 */
export function postMultipart<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
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
      let envelope: ApiEnvelope<T> | null = null;
      try {
        const body = JSON.parse(xhr.responseText) as Partial<ApiEnvelope<T>>;
        if (typeof body.code === 'number') {
          envelope = { code: body.code, msg: body.msg ?? '', data: (body.data ?? null) as T, extend: body.extend ?? null };
        }
      } catch {
        envelope = null;
      }
      if (!envelope) {
        reject(new ApiError({ code: xhr.status || -1, msg: ERROR_TEXT.fallback, kind: 'server' }));
        return;
      }
      if (isSuccessCode(envelope.code)) {
        onProgress(100);
        resolve(envelope.data);
        return;
      }
      reject(
        new ApiError({
          code: envelope.code,
          msg: envelope.msg || ERROR_TEXT.fallback,
          kind: 'server',
          field: fieldOfEnvelope(envelope),
          response: envelope,
        }),
      );
    };
    xhr.send(form);
  });
}
