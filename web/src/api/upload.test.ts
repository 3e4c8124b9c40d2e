import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toast from '@/lib/toast';
import { FakeXhr, formFields, stubXhr } from '@/testing/fake-xhr';
import { ApiError, ERROR_TEXT } from './errors';
import { postMultipart, sendWithProgress } from './upload';

vi.mock('@/lib/toast', () => ({ TOAST_SECONDS: 1.5, toastError: vi.fn(), bindToast: vi.fn() }));

function form(): FormData {
  const body = new FormData();
  body.append('courseId', 'c1');
  body.append('file', new File(['x'], 'a.pdf'), 'a.pdf');
  return body;
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the upload to fail');
}

beforeEach(() => stubXhr());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('postMultipart', () => {
  it('POSTs the form under the API base with cookies and reports the upload progress', async () => {
    const onProgress = vi.fn();
    const done = postMultipart<{ url: string }>('/courseStudy/addCourseData', form(), onProgress);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/courseStudy/addCourseData');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe('application/json');
    expect(formFields()).toEqual({ courseId: 'c1', file: 'a.pdf' });
    xhr.progress(40, 100);
    xhr.progress(1, 3);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 } as ProgressEvent);
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([40, 33]);
    xhr.answer({ code: 200, msg: '上传成功', data: { url: '/files/a.pdf' } });
    await expect(done).resolves.toEqual({ url: '/files/a.pdf' });
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it('the legacy success code 1 resolves too', async () => {
    const done = postMultipart('/x', form(), () => undefined);
    FakeXhr.last!.answer({ code: 1, data: { n: 2 } });
    await expect(done).resolves.toEqual({ n: 2 });
  });

  it('a refusal rejects with the code, message, field and whole answer, without a toast', async () => {
    const onProgress = vi.fn();
    const done = postMultipart('/x', form(), onProgress);
    FakeXhr.last!.answer({ code: -2, msg: '不支持的文件类型', data: { field: 'file' } });
    const error = await failureOf(done);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: -2, msg: '不支持的文件类型', field: 'file', kind: 'server' });
    expect((error as ApiError).response).toEqual({ code: -2, msg: '不支持的文件类型', data: { field: 'file' }, extend: null });
    expect(onProgress).not.toHaveBeenCalledWith(100);
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it('a refusal without a message carries the fallback text', async () => {
    const done = postMultipart('/x', form(), () => undefined);
    FakeXhr.last!.answer({ code: -1000, msg: '' });
    await expect(failureOf(done)).resolves.toMatchObject({ code: -1000, msg: ERROR_TEXT.fallback, field: undefined });
  });

  it.each([
    [413, '<html>Request Entity Too Large</html>', 413],
    [502, '', 502],
    [0, '', -1],
  ])('an answer that is not an envelope (HTTP %i) rejects with its status and the fallback text', async (status, text, code) => {
    const done = postMultipart('/x', form(), () => undefined);
    FakeXhr.last!.answerRaw(status, text);
    await expect(failureOf(done)).resolves.toMatchObject({ code, msg: ERROR_TEXT.fallback, kind: 'server' });
  });

  it('a network failure rejects with the network text', async () => {
    const done = postMultipart('/x', form(), () => undefined);
    FakeXhr.last!.fail();
    await expect(failureOf(done)).resolves.toMatchObject({ code: 0, msg: ERROR_TEXT.network, kind: 'network' });
  });

  it('aborting the signal cancels the upload and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const done = postMultipart('/x', form(), () => undefined, controller.signal);
    controller.abort();
    const error = await failureOf(done);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('stops listening to the signal once the answer is in', async () => {
    const controller = new AbortController();
    const done = postMultipart('/x', form(), () => undefined, controller.signal);
    const xhr = FakeXhr.last!;
    const abort = vi.spyOn(xhr, 'abort');
    xhr.answer({ code: 200, data: null });
    await expect(done).resolves.toBeNull();
    controller.abort();
    expect(abort).not.toHaveBeenCalled();
  });
});

describe('sendWithProgress', () => {
  it('PUTs a raw body with its query and type, hands on the progress events and resolves any answer as it came', async () => {
    const onUploadProgress = vi.fn();
    const chunk = new Blob(['0123456789']);
    const done = sendWithProgress({
      method: 'PUT',
      path: '/upload/video/u1',
      params: { offset: 10 },
      body: chunk,
      contentType: 'application/octet-stream',
      onUploadProgress,
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/v1/upload/video/u1?offset=10');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ 'Content-Type': 'application/octet-stream', Accept: 'application/json' });
    expect(xhr.body).toBe(chunk);
    xhr.progress(4, 10);
    expect(onUploadProgress).toHaveBeenCalledWith(expect.objectContaining({ loaded: 4, total: 10 }));
    xhr.answerRaw(409, '{"code":-2,"data":{"received":0}}');
    await expect(done).resolves.toEqual({ status: 409, responseText: '{"code":-2,"data":{"received":0}}' });
  });

  it('sets no content type of its own for a form', () => {
    void sendWithProgress({ method: 'POST', path: '/x', body: form(), onUploadProgress: () => undefined });
    expect(FakeXhr.last!.headers).toEqual({ Accept: 'application/json' });
  });
});
