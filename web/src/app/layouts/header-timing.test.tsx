import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { HEADER_DELAYS_SPEC, setHeaderDelays } from '@/config/header-timing';
import { resetPageOpen } from '@/lib/page-open';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { SiteLayout } from './site-layout';

/** The site frame around a plain page: no lazy route to import while the clock is fake. */
const ROUTES = [{ element: <SiteLayout />, children: [{ path: '*', element: <p>页面</p> }] }];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  setHeaderDelays(HEADER_DELAYS_SPEC);
  resetPageOpen();
});
afterEach(() => {
  setHeaderDelays(undefined);
  resetPageOpen();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const HEADER = ['/menu/getNavigationBar', '/school/getSchoolBaseInfo', '/user/getLoginInfo'];
const AVATAR = ['/messageInfo/getMessageUnreadNum', '/personal/getUserSmallPlate'];

/** Runs the fake clock in 10 ms steps, letting real I/O (response bodies) settle between steps. */
async function runClock(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 10) {
    await vi.advanceTimersByTimeAsync(10);
    await new Promise((done) => setImmediate(done));
  }
}

/** Wraps the stubbed fetch: when (ms after `start`, fake clock) each path was first asked for. */
function firstAsked(fetchMock: ReturnType<typeof vi.fn>, start: number): Map<string, number> {
  const times = new Map<string, number>();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    if (!times.has(path)) times.set(path, Date.now() - start);
    return (fetchMock as unknown as typeof fetch)(input, init);
  });
  return times;
}

describe('header data timing (spec 01 §4, §9)', () => {
  it('asks for navigation, school and login info at 100 ms and the avatar data at 150 ms after the page opens', async () => {
    setLoginCookie('1');
    const { fetchMock } = stubAccountsApi({
      '/messageInfo/getMessageUnreadNum': {
        code: 200,
        data: { courseMsgUnreadNum: 1, schoolMsgUnreadNum: 2, systemMsgUnreadNum: 3 },
      },
      '/personal/getUserSmallPlate': { code: 200, data: { resumeRatio: 50, workNum: 1, workTrainId: null, examNum: 1, examTrainId: null } },
    });
    const times = firstAsked(fetchMock, Date.now());
    renderAt('/home', ROUTES);
    await runClock(90);
    expect([...times.keys()].filter((path) => [...HEADER, ...AVATAR].includes(path))).toEqual([]);
    await runClock(400);
    for (const path of HEADER) {
      expect(times.get(path), path).toBeGreaterThanOrEqual(100);
      expect(times.get(path), path).toBeLessThan(150);
    }
    for (const path of AVATAR) expect(times.get(path), path).toBeGreaterThanOrEqual(150);
    expect(screen.getByRole('link', { name: '消息中心，6 条未读' })).toBeInTheDocument();
  });

  it('asks for no avatar data for a visitor, even after the delays', async () => {
    const { fetchMock } = stubAccountsApi();
    const times = firstAsked(fetchMock, Date.now());
    renderAt('/home', ROUTES);
    await runClock(400);
    expect(times.get('/menu/getNavigationBar')).toBeGreaterThanOrEqual(100);
    expect(times.has('/user/getLoginInfo')).toBe(false);
    for (const path of AVATAR) expect(times.has(path)).toBe(false);
  });
});
