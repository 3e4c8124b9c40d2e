import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { examApiPaths, startPaper } from '@/api/exams';
import { EARLY_REQUESTS } from '@/config/early-requests';

// index.html asks for the test paper at once (config/early-requests.ts); the answer is taken only by a call with the
// same path and body, so what is written there must stay what the paper page sends when it opens.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetThrottle();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ code: 200, msg: '', data: {}, extend: null }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('the early call of /testPaper/{id} is the paper page\'s own, and a restart is never asked for early', async () => {
  const early = EARLY_REQUESTS.find((r) => r.page.test('/testPaper/4dc1d947dbed1424'));
  expect(early).toMatchObject({ method: 'POST', path: examApiPaths.startPaper, bare: true });
  await startPaper('4dc1d947dbed1424');
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toMatch(new RegExp(`${examApiPaths.startPaper}$`));
  expect(JSON.stringify(early?.body).replace('"$1"', JSON.stringify('4dc1d947dbed1424'))).toBe(init?.body);
  await startPaper('4dc1d947dbed1424', true);
  expect(fetchMock.mock.calls[1][1]?.body).not.toBe(init?.body);
});
