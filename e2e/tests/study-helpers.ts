import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type Locus = { videoTitle: string; resumeSeconds: number };

/**
 * Waits until the server's 继续观看 list has the video with a watch point near `seconds` — the keepalive save on
 * leaving a video may land after the next page asked for its lists. Asking the server itself (with the page's
 * session) keeps a reload loop from racing a slow render on a loaded machine; the page is then loaded once.
 */
export async function watchPointSaved(page: Page, title: string, seconds: number, within = 1.5): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = (await (await page.request.get('/api/v1/personal/getUserWatchLocus')).json()) as { data: Locus[] };
        const saved = answer.data.find((item) => item.videoTitle === title);
        return saved ? Math.abs(saved.resumeSeconds - seconds) : Number.POSITIVE_INFINITY;
      },
      { timeout: 30_000 },
    )
    .toBeLessThanOrEqual(within);
}

type Envelope<T> = { code: number; msg: string; data: T };
type CatalogueItem = { kind: string; idSign: string; durationSeconds: number };

async function apiData<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = method === 'GET' ? await page.request.get(`/api/v1${path}`) : await page.request.post(`/api/v1${path}`, { data: body });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/**
 * Joins the free course `name` and watches every video of it to the end through the study calls, the way the player
 * reports (a heartbeat at most every 30 s of the server's clock, moved on by the demo-only POST /dev/clock so that
 * no test waits): the course ends 已完成. For tests that need a finished course, not the player (study.spec.ts
 * drives the player itself).
 */
export async function finishCourseByApi(page: Page, name: string): Promise<string> {
  const found = await apiData<{ courseName: string; sign: string }[]>(page, 'GET', `/course/suggest?keyword=${encodeURIComponent(name)}`);
  const sign = found.find((c) => c.courseName === name)?.sign ?? '';
  expect(sign, `a course named ${name}`).not.toBe('');
  await apiData(page, 'POST', '/course/joinStudy', { sign });
  const chapters = await apiData<{ children: CatalogueItem[] }[]>(page, 'POST', '/course/catalogue', { sign });
  const videos = chapters.flatMap((chapter) => chapter.children.filter((item) => item.kind === 'video'));
  let status = 0;
  for (const video of videos) {
    const beat = (position: number) =>
      apiData<{ completed: boolean; studyStatus: number }>(page, 'POST', '/courseStudy/heartbeat', {
        courseIdSign: sign,
        videoIdSign: video.idSign,
        position,
        playing: true,
      });
    // The catalogue's duration is whole seconds, rounded down: the last beat reports one more.
    const end = video.durationSeconds + 1;
    let answer = await beat(0);
    for (let position = 0, beats = 0; !answer.completed; beats += 1) {
      expect(beats, `video ${video.idSign} completes within ${Math.ceil(end / 60) + 2} beats`).toBeLessThanOrEqual(Math.ceil(end / 60) + 2);
      await apiData(page, 'POST', '/dev/clock', { advanceSeconds: 30 });
      position = Math.min(end, position + 60);
      answer = await beat(position);
    }
    status = answer.studyStatus;
  }
  expect(status, `${name} finished`).toBe(2);
  return sign;
}
