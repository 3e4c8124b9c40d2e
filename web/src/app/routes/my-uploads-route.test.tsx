import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { videoUploader } from './my-uploads-route';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  localStorage.clear();
});

describe('我的上传\'s uploader (authoring\'s chunked upload)', () => {
  it('continues the chosen session: its uploadId under the file\'s key, the server asked where it is, then finished', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/upload/video/u1': { code: 200, data: { uploadId: 'u1', fileName: 'demo.mp4', size: 4, received: 4 } },
      '/upload/video/u1/finish': { code: 200, msg: '上传成功', data: { videoSign: 'v1', fileName: 'demo.mp4', size: 4, duration: 1, durationMs: 1000 } },
    });
    const file = new File(['abcd'], 'demo.mp4', { type: 'video/mp4', lastModified: 7 });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const onSession = vi.fn();
    const onProgress = vi.fn();
    const done = await videoUploader(file, { uploadId: 'u1', onSession, onProgress, signal: new AbortController().signal });
    expect(done.videoSign).toBe('v1');
    expect(setItem).toHaveBeenCalledWith('xj.videoUpload.demo.mp4|4|7', 'u1');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /upload/video/u1', 'POST /upload/video/u1/finish']);
    expect(onSession).toHaveBeenCalledWith('u1');
    expect(onProgress).toHaveBeenCalledWith(4, 4);
    // Finished: the key is forgotten.
    expect(localStorage.getItem('xj.videoUpload.demo.mp4|4|7')).toBeNull();
    setItem.mockRestore();
  });
});
