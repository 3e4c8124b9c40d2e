import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestEnvelope, resetThrottle } from '@/api/client';
import { getCourseById, getSchoolCourseList } from '@/api/courses';
import { getHomeBanners } from '@/api/site';
import { ANTD_FREE_PAGES, EARLY_REQUESTS, PAGE_MODULES, earlyKey } from './early-requests';
import { apiPaths } from './paths';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown): Response =>
  new Response(JSON.stringify({ code: 200, msg: '操作成功', data, extend: null }), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  resetThrottle();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok({ list: [], total: 0 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__XJ_EARLY__;
});

/** The early request index.html makes on `page`, with its body as the inline script writes it. */
function earlyCall(page: string): { key: string; body: string | undefined } {
  const request = EARLY_REQUESTS.find((r) => r.page.test(page));
  if (!request) throw new Error(`no early request for ${page}`);
  const group = request.page.exec(page)?.[1] ?? '';
  const body = request.body === undefined ? undefined : JSON.stringify(request.body).replace('"$1"', JSON.stringify(group));
  return { key: `${request.method} ${request.path}${body === undefined ? '' : ` ${body}`}`, body };
}

const sentBody = (): string | undefined => fetchMock.mock.calls.at(-1)?.[1]?.body as string | undefined;

describe('early requests', () => {
  it('a course page asks for its course with the sign of its path, as the page does', async () => {
    fetchMock.mockImplementation(async () => ok({ courseInfoVo: {} }));
    await getCourseById('5970556e519d8ab6');
    expect(earlyCall('/courseDetail/5970556e519d8ab6').body).toBe(sentBody());
    expect(EARLY_REQUESTS.some((r) => r.page.test('/courseDetail/a/b'))).toBe(false);
    // Its answer depends on who is signed in: never asked for with a query string (?tokenKey= signs someone else in).
    expect(EARLY_REQUESTS.find((r) => r.page.test('/courseDetail/x'))?.bare).toBe(true);
  });

  it('the request layer takes an early success once, and the next call goes to the API', async () => {
    const { key } = earlyCall('/home');
    expect(key).toBe(earlyKey('GET', apiPaths.homeBanner));
    window.__XJ_EARLY__ = { [key]: Promise.resolve({ code: 200, data: [{ imageUrl: '/files/site/banner-1.png' }] }) };
    await expect(getHomeBanners()).resolves.toEqual([{ imageUrl: '/files/site/banner-1.png' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockImplementation(async () => ok([]));
    await expect(getHomeBanners()).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a refused, failed or different early answer is not taken: the call asks the API itself', async () => {
    const { key } = earlyCall('/class');
    window.__XJ_EARLY__ = { [key]: Promise.resolve({ code: -1001, data: null }) };
    await getSchoolCourseList({ page: 1, pageSize: 15, order: 'sort' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    window.__XJ_EARLY__ = { [key]: Promise.resolve(null) };
    await getSchoolCourseList({ page: 1, pageSize: 15, order: 'sort' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    window.__XJ_EARLY__ = { [key]: Promise.resolve({ code: 200, data: { list: [], total: 0 } }) };
    await getSchoolCourseList({ page: 1, pageSize: 15, kind: 5, order: 'sort' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(window.__XJ_EARLY__[key]).toBeDefined();
  });

  it('an early answer that does not come within the call\'s time limit times out as a sent call, and is not sent again', async () => {
    vi.useFakeTimers();
    try {
      window.__XJ_EARLY__ = { [earlyKey('POST', '/qb/getExaminationPaper', { examinationId: 'e1' })]: new Promise(() => {}) };
      const call = requestEnvelope('POST', '/qb/getExaminationPaper', { body: { examinationId: 'e1' }, timeoutMs: 1000, silent: true });
      const failed = expect(call).rejects.toMatchObject({ kind: 'timeout' });
      await vi.advanceTimersByTimeAsync(1000);
      await failed;
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a call with query parameters never takes an early answer', async () => {
    window.__XJ_EARLY__ = { [earlyKey('GET', '/x')]: Promise.resolve({ code: 200, data: 1 }) };
    fetchMock.mockImplementation(async () => ok(2));
    await expect(requestEnvelope('GET', '/x', { params: { a: 1 } })).resolves.toMatchObject({ data: 2 });
  });
});

describe('pages built without antd, and the modules a page preloads', () => {
  it('the home page and the catalogue are antd-free; the others are not', () => {
    for (const page of ['/', '/home', '/class', '/college/master-courses', '/college/optional-courses']) expect(ANTD_FREE_PAGES.test(page)).toBe(true);
    for (const page of ['/login', '/courseDetail/x', '/testPaper/x', '/classes', '/home/account']) expect(ANTD_FREE_PAGES.test(page)).toBe(false);
  });

  it('the antd layout is preloaded on exactly the antd pages', () => {
    const antd = PAGE_MODULES.find((p) => p.modules.includes('src/app/layouts/antd-layout.tsx'));
    for (const page of ['/', '/home', '/class']) expect(antd?.page.test(page)).toBe(false);
    for (const page of ['/login', '/courseDetail/x', '/testPaper/x', '/home/account']) expect(antd?.page.test(page)).toBe(true);
  });

  it('names modules that exist (paths from web/, where the tests run)', () => {
    for (const { modules } of PAGE_MODULES) {
      for (const module of modules) expect(existsSync(join(process.cwd(), module)), module).toBe(true);
    }
  });
});
