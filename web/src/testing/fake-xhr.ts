import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * A controllable XMLHttpRequest for upload tests (the shared upload helper, `@/api/upload`, sends through it): the
 * test fires progress and answers by hand. `stubXhr()` installs it; `FakeXhr.last` is the newest request.
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  headers: Record<string, string> = {};

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: FormData): void {
    this.body = body;
  }
  abort(): void {
    this.onabort?.();
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(envelope: { code: number; msg?: string; data?: unknown }): void {
    this.status = 200;
    this.responseText = JSON.stringify({ msg: '操作成功', data: null, extend: null, ...envelope });
    this.onload?.();
  }
  /** Answers with a raw HTTP status and body (a proxy error page, an empty answer). */
  answerRaw(status: number, responseText: string): void {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }
  /** The network failed before any answer. */
  fail(): void {
    this.onerror?.();
  }
}

export function stubXhr(): void {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** The fields of the last multipart body (files by name). */
export function formFields(): Record<string, string> {
  const out: Record<string, string> = {};
  FakeXhr.last?.body?.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : (value as File).name;
  });
  return out;
}
