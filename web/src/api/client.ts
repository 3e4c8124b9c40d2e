import { env } from '@/config/env';
import { isPublicPath, paths } from '@/config/paths';
import { currentPathAndQuery, redirectTo, removeCookie } from '@/lib/browser';
import { takeEarlyAnswer } from '@/lib/early-data';
import { startProgressAfter } from '@/lib/progress';
import { toastError } from '@/lib/toast';
import { emitApiEvent } from './events';
import {
  API_CODE,
  ApiError,
  ERROR_TEXT,
  describeFailure,
  fieldOfEnvelope,
  isSuccessCode,
  type ApiEnvelope,
} from './errors';
import { createThrottle } from './throttle';

/** A request still running after this long shows the top progress bar. */
export const LONG_REQUEST_MS = 400;
export const LOGIN_COOKIE = 'isLogin';

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  params?: Record<string, QueryValue>;
  body?: unknown;
  /** Throttle key; defaults to method, path and arguments. `false` turns the throttle off. */
  throttleKey?: string | false;
  timeoutMs?: number;
  /** Reject without toasts, redirects or events: the caller branches on the code itself. */
  silent?: boolean;
  /** Show the top progress bar while a long request runs (default true). */
  progress?: boolean;
  signal?: AbortSignal;
};

const throttle = createThrottle();

/** For tests: forget throttle history. */
export function resetThrottle(): void {
  throttle.reset();
}

export function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return `${env.apiBase}${path}${query ? `?${query}` : ''}`;
}

function toast(text: string): void {
  toastError(text);
}

function goToLogin(): void {
  removeCookie(LOGIN_COOKIE);
  emitApiEvent('loggedOut');
  const { pathname, search } = currentPathAndQuery();
  if (!isPublicPath(pathname)) redirectTo(paths.login.getHref(`${pathname}${search}`));
}

function failFromEnvelope(envelope: ApiEnvelope, silent: boolean): ApiError {
  const error = new ApiError({
    code: envelope.code,
    msg: envelope.msg || ERROR_TEXT.fallback,
    kind: 'server',
    field: fieldOfEnvelope(envelope),
    response: envelope,
  });
  if (silent) return error;
  const action = describeFailure(envelope);
  switch (action.type) {
    case 'toast':
      toast(action.text);
      break;
    case 'login':
      goToLogin();
      break;
    case 'reloadLoginInfo':
      emitApiEvent('reloadLoginInfo');
      break;
    case 'redirect':
      redirectTo(action.href);
      break;
    case 'field':
    case 'none':
      break;
  }
  return error;
}

function failLocally(kind: 'timeout' | 'network' | 'throttled', silent: boolean): ApiError {
  const text = ERROR_TEXT[kind];
  if (!silent) toast(text);
  return new ApiError({ code: 0, msg: text, kind });
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

async function readEnvelope(response: Response): Promise<ApiEnvelope> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isEnvelope(body)) {
    return { code: body.code, msg: body.msg ?? '', data: body.data ?? null, extend: body.extend ?? null };
  }
  // Not our envelope (a proxy error page, an empty answer): report it by HTTP status.
  return { code: response.ok ? -1 : response.status, msg: '', data: null, extend: null };
}

type Sent = { response: Response; silent: boolean };

/**
 * Sends one call under the API base with the session cookie: the throttle, the time-out, the caller's abort and the
 * progress bar. Resolves the raw response; a failure to get one rejects through the error switch.
 */
async function send(method: HttpMethod, url: string, options: RequestOptions, accept: string): Promise<Sent> {
  const silent = options.silent ?? false;
  const hasBody = method !== 'GET' && options.body !== undefined;
  const key = options.throttleKey ?? `${method} ${url} ${hasBody ? JSON.stringify(options.body) : ''}`;
  if (key !== false && !throttle.tryAcquire(key)) throw failLocally('throttled', silent);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? env.requestTimeoutMs);
  const onCallerAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  const stopProgress = options.progress === false ? () => undefined : startProgressAfter(LONG_REQUEST_MS);

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        credentials: 'include',
        headers: hasBody ? { 'Content-Type': 'application/json', Accept: accept } : { Accept: accept },
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) throw failLocally('timeout', silent);
      if (options.signal?.aborted) throw cause; // the caller cancelled: nothing to tell the user
      throw failLocally('network', silent);
    }
    return { response, silent };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    stopProgress();
  }
}

const TIMED_OUT = Symbol('timed out');

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Sends one call (or takes index.html's early answer to it) and resolves the whole envelope (`data` and `extend`) on success. */
export async function requestEnvelope<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  if (!options.params) {
    // index.html may have asked for this call already (config/early-requests.ts): its success is taken once.
    const early = takeEarlyAnswer<T>(method, path, method === 'GET' || method === 'DELETE' ? undefined : (options.body ?? {}));
    if (early) {
      // Within the call's own time limit; past it the call times out as a sent one would, and is not sent again
      // (the test paper's would start a second time beside the first).
      const answer = await withinTime(early, options.timeoutMs ?? env.requestTimeoutMs);
      if (answer === TIMED_OUT) throw failLocally('timeout', options.silent ?? false);
      if (answer) return answer;
    }
  }
  const { response, silent } = await send(method, buildUrl(path, options.params), options, 'application/json');
  const envelope = await readEnvelope(response);
  if (isSuccessCode(envelope.code)) return envelope as ApiEnvelope<T>;
  throw failFromEnvelope(envelope, silent);
}

/** A downloaded file: its bytes and the name the server gave it (`Content-Disposition`), else the fallback. */
export type DownloadedFile = { blob: Blob; name: string };

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 5987, percent-encoded UTF-8) first,
 * then a plain `filename="…"`, else `fallback`. Path separators are dropped.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (disposition) {
    const extended = /filename\*\s*=\s*([^;]+)/i.exec(disposition);
    if (extended) {
      const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
      // charset'language'percent-encoded-value
      const parts = /^[^']*'[^']*'(.*)$/.exec(value);
      const encoded = parts ? parts[1] : value;
      try {
        const name = decodeURIComponent(encoded);
        if (name) return safeFileName(name);
      } catch {
        // a malformed escape: try the plain name
      }
    }
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
    const name = plain ? (plain[2] ?? plain[1]).trim() : '';
    if (name) return safeFileName(name);
  }
  return fallback;
}

function safeFileName(name: string): string {
  return name.replace(/[\\/]/g, '_');
}

/**
 * Sends one call whose success is a file (an export, a data file, a template) and resolves its bytes and name; the
 * target is a path under the API base or an address the server gave (a `downloadUrl`, which already has the base).
 * A refusal is the JSON envelope the other calls get and goes through the same switch: `-1001` sends the user to
 * login, fixed codes toast their text; a JSON answer with a success code, or a failed status without an envelope,
 * is not a file and rejects too.
 */
export async function requestFile(
  method: HttpMethod,
  target: { path: string } | { href: string },
  options: RequestOptions & { accept?: string; fallbackName?: string } = {},
): Promise<DownloadedFile> {
  const url = 'href' in target ? target.href : buildUrl(target.path, options.params);
  const { response, silent } = await send(method, url, options, options.accept ?? '*/*');
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = await readEnvelope(response);
    // A JSON answer with a success code carries no file.
    throw failFromEnvelope(isSuccessCode(envelope.code) ? { ...envelope, code: API_CODE.FAILED, msg: '' } : envelope, silent);
  }
  const blob = await response.blob();
  return { blob, name: fileNameOf(response.headers.get('Content-Disposition'), options.fallbackName ?? '') };
}

/**
 * Sends one call whose success is text that arrives piece by piece (the assistant's server-sent events) and hands
 * each piece to `onText` as it comes; resolves when the answer ends. The time limit covers the wait for the answer
 * to begin, not its length. A refusal is the JSON envelope the other calls get and goes through the same switch.
 * The caller's abort ends the reading early: it then rejects with the abort, as fetch does.
 */
export async function requestStream(
  method: HttpMethod,
  path: string,
  options: RequestOptions & { onText: (text: string) => void },
): Promise<void> {
  const { response, silent } = await send(method, buildUrl(path, options.params), options, 'text/event-stream');
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    const envelope = await readEnvelope(response);
    throw failFromEnvelope(isSuccessCode(envelope.code) ? { ...envelope, code: API_CODE.FAILED, msg: '' } : envelope, silent);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    options.onText(decoder.decode(value, { stream: true }));
  }
  const rest = decoder.decode();
  if (rest) options.onText(rest);
}

/** Sends one call and resolves its `data`. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<T>(method, path, options);
  return envelope.data;
}

type Extra = Omit<RequestOptions, 'params' | 'body'>;

export const api = {
  get: <T>(path: string, params?: Record<string, QueryValue>, extra?: Extra): Promise<T> =>
    request<T>('GET', path, { ...extra, params }),
  post: <T>(path: string, body?: unknown, extra?: Extra): Promise<T> =>
    request<T>('POST', path, { ...extra, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, extra?: Extra): Promise<T> =>
    request<T>('PUT', path, { ...extra, body: body ?? {} }),
  delete: <T>(path: string, params?: Record<string, QueryValue>, extra?: Extra): Promise<T> =>
    request<T>('DELETE', path, { ...extra, params }),
};
