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
