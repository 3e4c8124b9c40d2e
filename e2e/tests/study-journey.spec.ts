import { expect, test } from './fixtures';
import { registerFreshUser } from './settings-helpers';
import { watchPointSaved } from './study-helpers';

/**
 * Issue 4's whole learner journey with a user who has never studied: browse the catalogue → course page → join →
 * play a video for a few seconds → leave → the learning centre shows the course, the watch point and study time.
 * 商务英语 is a free demo course (server/src/authoring/seed.cpp); a fresh user keeps the run independent of others.
 */
const COURSE = '商务英语';

test('a new user browses, joins a free course, watches a few seconds, and the learning centre shows it', async ({ page }) => {
  await registerFreshUser(page);

  // Browse: /class lists the course; its card opens the course page.
  await page.goto('/class');
  const list = page.getByRole('list', { name: '课程列表' });
  await expect(list.getByRole('link', { name: COURSE, exact: true })).toBeVisible();
  await list.getByRole('link', { name: COURSE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();

  // Join, then continue into the video page.
  await page.getByRole('button', { name: '加入学习' }).click();
  const resume = page.getByRole('button', { name: /继续学习/ });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(page).toHaveURL(/\/college\/course-video\//);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /\/files\/videos\/.+\.mp4\?e=\d+&s=/);
  const title = (await video.getAttribute('aria-label')) ?? '';
  expect(title).not.toBe('');
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);

  // Play for a few seconds (the first heartbeat opens the segment; the save on leaving credits the time).
  const opened = page.waitForRequest((request) => request.url().endsWith('/courseStudy/heartbeat'));
  await page.keyboard.press('Space');
  await opened;
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 4, undefined, { timeout: 15_000 });
  const left = await video.evaluate((element: HTMLVideoElement) => element.currentTime);

  // Leave: the learning centre shows the course in 继续观看 with a watch point and some study time.
  await page.goto('/home/learning/center');
  await watchPointSaved(page, title, left);
  await page.reload();
  const entry = page.getByRole('list', { name: '继续观看' }).getByRole('listitem').filter({ hasText: title }).first();
  await expect(entry).toContainText(COURSE);
  await expect(entry).toContainText(/看到 00:0[3-9]/);
  const time = page.locator('dt', { hasText: '学习时长' }).locator('xpath=following-sibling::dd');
  await expect(time).toHaveText(/[1-9]\d*秒/);

  // 我的课程 lists it as 学习中.
  await page.getByRole('navigation', { name: '学习中心' }).getByRole('link', { name: '我的课程' }).click();
  const mine = page.getByRole('list', { name: '我的课程' });
  await expect(mine.getByRole('link', { name: COURSE, exact: true })).toBeVisible();
});
