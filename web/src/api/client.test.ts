import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as browser from '@/lib/browser';
import * as toast from '@/lib/toast';
import { api, requestEnvelope, resetThrottle } from './client';
import { ApiError } from './errors';
import { onApiEvent } from './events';

vi.mock('@/lib/toast', () => ({ TOAST_SECONDS: 1.5, toastError: vi.fn(), bindToast: vi.fn() }));
vi.mock('@/lib/browser', () => ({
  currentPathAndQuery: vi.fn(() => ({ pathname: '/home/account', search: '?tab=1' })),
  redirectTo: vi.fn(),
  removeCookie: vi.fn(),
  openInNewTab: vi.fn(),
  openPendingTab: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function envelope(code: number, msg = '', data: unknown = null, extend: unknown = null): Response {
  return answer({ code, msg, data, extend });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const toastSpy = vi.mocked(toast.toastError);

beforeEach(() => {
  resetThrottle();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(browser.currentPathAndQuery).mockReturnValue({ pathname: '/home/account', search: '?tab=1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

function toastTexts(): string[] {
  return toastSpy.mock.calls.map((call) => call[0]);
}

describe('request layer: sending', () => {
  it('GETs under /api/v1 with cookies and query parameters', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'ok', [1, 2]));
    await expect(api.get('/menu/getNavigationBar', { sign: 1, empty: undefined })).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/menu/getNavigationBar?sign=1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
  });

  it('POSTs JSON', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'ok', { schoolVoList: [] }));
    await api.post('/school/getSchoolList', { sign: '1' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"sign":"1"}' });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('request layer: success codes', () => {
  it.each([200, 1])('code %i resolves data and keeps extend available', async (code) => {
    fetchMock.mockResolvedValue(envelope(code, 'ok', { a: 1 }, { total: 9 }));
    const result = await requestEnvelope<{ a: number }>('GET', '/x');
    expect(result.data).toEqual({ a: 1 });
    expect(result.extend).toEqual({ total: 9 });
    expect(toastSpy).not.toHaveBeenCalled();
  });
});

describe('request layer: error catalogue', () => {
  it.each([
    [-6, '您没有权限访问!'],
    [-1, '请求失败，请稍后重试'],
    [-2, '校验未通过'],
    [-3, '插入数据异常'],
    [-4, '请勿重复提交'],
    [-5, '验证码错误!'],
    [-9999, '系统繁忙,请稍后重试!'],
  ])('code %i toasts the fixed text %s and rejects with the whole answer', async (code, text) => {
    fetchMock.mockResolvedValue(envelope(code, 'server words', { x: 1 }));
    const error = await failureOf(api.get('/x'));
    expect(error.code).toBe(code);
    expect(error.response).toEqual({ code, msg: 'server words', data: { x: 1 }, extend: null });
    expect(toastTexts()).toEqual([text]);
  });

  it('-2 with data.field is a form field error: no toast, field on the error', async () => {
    fetchMock.mockResolvedValue(answer({ code: -2, msg: '请输入正确的手机号', data: { field: 'mobile' } }, 400));
    const error = await failureOf(api.post('/register', {}));
    expect(error).toMatchObject({ code: -2, msg: '请输入正确的手机号', field: 'mobile', kind: 'server' });
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it.each([
    [-1000, '该账号未注册', 'phone'],
    [-5, '验证码错误!', 'code'],
  ])('%i with data.field carries the field and shows no toast', async (code, msg, field) => {
    fetchMock.mockResolvedValue(envelope(code, msg, { field }));
    const error = await failureOf(api.post('/login', {}));
    expect(error).toMatchObject({ code, msg, field });
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it('any other code toasts the server message', async () => {
    fetchMock.mockResolvedValue(answer({ code: 404, msg: '请求的资源不存在' }, 404));
    const error = await failureOf(api.get('/nope'));
    expect(error.code).toBe(404);
    expect(toastTexts()).toEqual(['请求的资源不存在']);
  });

  it('any other code without a message toasts the fallback', async () => {
    fetchMock.mockResolvedValue(envelope(4711, ''));
    await failureOf(api.get('/x'));
    expect(toastTexts()).toEqual(['请求失败，请稍后重试']);
  });

  it('an answer that is not an envelope toasts the fallback', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await failureOf(api.get('/x'));
    expect(error.code).toBe(502);
    expect(toastTexts()).toEqual(['请求失败，请稍后重试']);
  });

  it.each([-1002, 301, -1000, 999])('code %i rejects without a toast', async (code) => {
    fetchMock.mockResolvedValue(envelope(code, 'quiet'));
    const error = await failureOf(api.get('/x'));
    expect(error.code).toBe(code);
    expect(error.msg).toBe('quiet');
    expect(toastSpy).not.toHaveBeenCalled();
    expect(browser.redirectTo).not.toHaveBeenCalled();
  });

  it('-1002 asks the accounts feature to reload the login info', async () => {
    const listener = vi.fn();
    const stop = onApiEvent('reloadLoginInfo', listener);
    fetchMock.mockResolvedValue(envelope(-1002, ''));
    await failureOf(api.get('/x'));
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('-1001 clears isLogin and goes to /login with the wanted path and query', async () => {
    fetchMock.mockResolvedValue(answer({ code: -1001, msg: '请先登录' }, 401));
    await failureOf(api.get('/x'));
    expect(browser.removeCookie).toHaveBeenCalledWith('isLogin');
    expect(browser.redirectTo).toHaveBeenCalledWith('/login?url=%2Fhome%2Faccount%3Ftab%3D1');
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it.each(['/', '/home', '/class', '/courseDetail/abc', '/trainDetail/x1', '/agreement', '/login', '/not-found'])(
    '-1001 on the public path %s clears the cookie but stays',
    async (pathname) => {
      vi.mocked(browser.currentPathAndQuery).mockReturnValue({ pathname, search: '' });
      fetchMock.mockResolvedValue(envelope(-1001, '请先登录'));
      await failureOf(api.get('/x'));
      expect(browser.removeCookie).toHaveBeenCalledWith('isLogin');
      expect(browser.redirectTo).not.toHaveBeenCalled();
      expect(toastSpy).not.toHaveBeenCalled();
    },
  );

  it('302 goes to the address in msg', async () => {
    fetchMock.mockResolvedValue(envelope(302, 'https://sso.example.edu.cn/login'));
    const error = await failureOf(api.get('/x'));
    expect(error.code).toBe(302);
    expect(browser.redirectTo).toHaveBeenCalledWith('https://sso.example.edu.cn/login');
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it('silent calls reject with the code but neither toast nor redirect', async () => {
    fetchMock.mockResolvedValue(envelope(-1001, '请先登录'));
    const error = await failureOf(api.get('/school/getSchoolSign', undefined, { silent: true }));
    expect(error.code).toBe(-1001);
    expect(browser.redirectTo).not.toHaveBeenCalled();
    expect(browser.removeCookie).not.toHaveBeenCalled();
  });
});

describe('request layer: network failures', () => {
  it('other network failure toasts the connection text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(api.get('/x'));
    expect(error.kind).toBe('network');
    expect(toastTexts()).toEqual(['请求失败，请检查网络是否已连接']);
  });

  it('a time-out toasts the time-out text', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(api.get('/slow', undefined, { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(toastTexts()).toEqual(['请求超时，请检查网络是否连接正常']);
  });
});

describe('request layer: throttle', () => {
  it('after 3 calls for one key, a 4th within 1 s is rejected; after 1 s it passes again', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T08:00:00Z'));
    fetchMock.mockImplementation(async () => envelope(200, 'ok', 'img'));
    for (let i = 0; i < 3; i += 1) {
      await expect(api.get('/captcha')).resolves.toBe('img');
      vi.advanceTimersByTime(100);
    }
    const error = await failureOf(api.get('/captcha'));
    expect(error.kind).toBe('throttled');
    expect(toastTexts()).toEqual(['您的请求过于频繁，请稍后重试']);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await expect(api.get('/other')).resolves.toBe('img');

    // The third call was at t=200 ms; the key stays closed until t=1200 ms.
    vi.advanceTimersByTime(899);
    await failureOf(api.get('/captcha'));
    vi.advanceTimersByTime(1);
    await expect(api.get('/captcha')).resolves.toBe('img');
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('calls spaced by 1 s or more are never throttled', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => envelope(200, 'ok', null));
    for (let i = 0; i < 6; i += 1) {
      await api.get('/captcha');
      vi.advanceTimersByTime(1000);
    }
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(toastSpy).not.toHaveBeenCalled();
  });
});
