import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as browser from '@/lib/browser';
import { resetThrottle } from '@/api/client';
import { openTarget, withParams } from './open-target';

vi.mock('@/lib/browser', () => ({
  currentPathAndQuery: vi.fn(() => ({ pathname: '/home', search: '' })),
  redirectTo: vi.fn(),
  removeCookie: vi.fn(),
  openInNewTab: vi.fn(),
  openPendingTab: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const pending = { go: vi.fn(), cancel: vi.fn() };
const origin = window.location.origin;

function envelope(code: number, data: unknown, msg = ''): Response {
  return new Response(JSON.stringify({ code, msg, data, extend: null }), { status: 200 });
}

beforeEach(() => {
  resetThrottle();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(browser.openPendingTab).mockReturnValue(pending);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('withParams', () => {
  it('adds parameters to internal and external URLs', () => {
    expect(withParams('/supplyChain', { schoolSign: '1' })).toBe('/supplyChain?schoolSign=1');
    expect(withParams('/a?x=1#h', { y: 2 })).toBe('/a?x=1&y=2#h');
    expect(withParams('https://sim.example.cn/app', { schoolSign: 'ab' })).toBe('https://sim.example.cn/app?schoolSign=ab');
  });
});

describe('openTarget', () => {
  const navigate = vi.fn();

  it('navigates in the app for internal _self links', async () => {
    await openTarget({ url: '/home', openMode: '_self' }, { navigate });
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('opens _blank links in a new tab', async () => {
    await openTarget({ url: '/agreement?form=1', openMode: '_blank' }, { navigate });
    expect(browser.openInNewTab).toHaveBeenCalledWith(`${origin}/agreement?form=1`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the app for external _self links', async () => {
    await openTarget({ url: 'https://www.example.edu.cn/', openMode: '_self' }, { navigate });
    expect(browser.redirectTo).toHaveBeenCalledWith('https://www.example.edu.cn/');
  });

  it('parameterInterface + _blank: GETs the path and opens the target with the data as query', async () => {
    fetchMock.mockResolvedValue(envelope(200, { schoolSign: '1' }));
    await openTarget(
      { url: '/supplyChain', openMode: '_blank', parameterInterface: '/school/getSchoolSign' },
      { navigate },
    );
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/school/getSchoolSign');
    expect(pending.go).toHaveBeenCalledWith(`${origin}/supplyChain?schoolSign=1`);
  });

  it('parameterInterface + _self: stays in this tab', async () => {
    fetchMock.mockResolvedValue(envelope(1, { schoolSign: '7', year: 2024 }));
    await openTarget({ url: '/supplyChain', openMode: '_self', parameterInterface: '/school/getSchoolSign' }, { navigate });
    expect(browser.openPendingTab).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/supplyChain?schoolSign=7&year=2024');
  });

  it('parameterInterface answered -1001: opens the bare target in a new tab, no login redirect', async () => {
    fetchMock.mockResolvedValue(envelope(-1001, null, '请先登录'));
    await openTarget({ url: '/supplyChain', openMode: '_self', parameterInterface: '/school/getSchoolSign' }, { navigate });
    expect(browser.openInNewTab).toHaveBeenCalledWith(`${origin}/supplyChain`);
    expect(browser.redirectTo).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('parameterInterface on another site’s address: never asked, the bare target opens', async () => {
    fetchMock.mockResolvedValue(envelope(200, { mobile: '13800000001', name: '张晓明' }));
    await openTarget({ url: 'https://evil.example/x', openMode: '_blank', parameterInterface: '/user/getLoginInfo' }, { navigate });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(browser.openInNewTab).toHaveBeenCalledWith('https://evil.example/x');
  });

  it('parameterInterface failing otherwise closes the pending tab and reports', async () => {
    fetchMock.mockResolvedValue(envelope(-9999, null, '系统繁忙'));
    const onError = vi.fn();
    await openTarget({ url: '/x', openMode: '_blank', parameterInterface: '/school/getSchoolSign' }, { navigate, onError });
    expect(pending.cancel).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('系统繁忙');
  });
});
