import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { getSchoolCourseList } from '@/api/courses';
import { EARLY_REQUESTS } from '@/config/early-requests';
import { readListParams, toListQuery } from './list-params';

// index.html asks for the catalogue's first page early (config/early-requests.ts); the answer is taken only by a call
// with the same body, so the body written there must stay the one the catalogue sends with its default filters.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetThrottle();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ code: 200, msg: '', data: { list: [], total: 0 }, extend: null }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it.each([
  ['/class', undefined],
  ['/college/master-courses', 1],
  ['/college/optional-courses', 2],
] as const)('%s: the body of the early request is the one the catalogue sends with its default filters', async (page, type) => {
  await getSchoolCourseList(toListQuery(readListParams(new URLSearchParams()), type));
  const early = EARLY_REQUESTS.find((r) => r.page.test(page));
  expect(early?.bare).toBe(true);
  expect(JSON.stringify(early?.body)).toBe(fetchMock.mock.calls.at(-1)?.[1]?.body);
});
