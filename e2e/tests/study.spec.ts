import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { watchPointSaved } from './study-helpers';
import { SHOTS, SIZES, canvasesSettled, motionsSettled, noHorizontalScroll } from './screenshot-helpers';

/** The demo student 张晓明 is enrolled in 会计基础, 短视频运营 and Python 程序设计 (server/src/courses seed). */
const COURSE = 'Python 程序设计';

async function signInStudent(page: Page): Promise<void> {
  await signInByApi(page, DEMO.student.mobile);
}

/** Seconds from the centre's 学习时长 ('4分39秒', '1小时2分钟', '45秒'). */
function seconds(text: string): number {
  const h = /(\d+)小时/.exec(text)?.[1] ?? '0';
  const m = /(\d+)分/.exec(text)?.[1] ?? '0';
  const s = /(\d+)秒/.exec(text)?.[1] ?? '0';
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

async function studyTime(page: Page): Promise<number> {
  const value = page.locator('dt', { hasText: '学习时长' }).locator('xpath=following-sibling::dd');
  await expect(value).toHaveText(/\d/);
  return seconds((await value.textContent()) ?? '');
}

/** Opens the course from 我的课程 with its 继续学习 button. */
async function openCourseVideo(page: Page): Promise<void> {
  await page.goto('/home/learning/curriculum');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: COURSE, exact: true }) });
  await row.getByRole('link', { name: '继续学习' }).click();
  await expect(page).toHaveURL(/\/college\/course-video\/[0-9a-f]+\?video=/);
  await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();
}

test.describe('video study and the learning centre', () => {
  test('the student plays a video, leaves, and the centre shows the watch history and study time', async ({ page }) => {
    await signInStudent(page);
    await page.goto('/home/learning/center');
    const before = await studyTime(page);

    // The task list leads to the next unfinished video of the course.
    const task = page.getByRole('listitem').filter({ hasText: COURSE }).filter({ has: page.getByRole('link', { name: '去学习' }) });
    await task.getByRole('link', { name: '去学习' }).click();
    await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /\/files\/videos\/.+\.mp4\?e=\d+&s=/);
    const title = (await video.getAttribute('aria-label')) ?? '';
    const chapters = page.getByRole('navigation', { name: '课程目录' });
    await expect(chapters.getByRole('heading', { name: /^第一章 / })).toBeVisible();
    await expect(chapters.locator('a[aria-current="true"]')).toContainText(title);
    await expect(chapters.locator('a[aria-current="true"]')).not.toContainText('已完成');
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);

    // Space plays (a real key press, so the browser lets it start with sound).
    const heartbeat = page.waitForRequest((request) => request.url().endsWith('/courseStudy/heartbeat'));
    await page.keyboard.press('Space');
    expect((await heartbeat).postDataJSON()).toMatchObject({ playing: true });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 5, undefined, { timeout: 15_000 });
    const position = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    expect(position).toBeGreaterThanOrEqual(5);

    // ← seeks back 5 s, → forward again.
    await page.keyboard.press('ArrowLeft');
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(position);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(position);

    // Leaving the page (pagehide) saves with a keepalive request; the browser sends it while the next page loads
    // (Playwright does not report requests of a page that is going away, so the result is checked instead).
    const left = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await page.goto('/home/learning/center');

    await watchPointSaved(page, title, left);
    await page.reload();
    const watch = page.getByRole('list', { name: '继续观看' });
    const entry = watch.getByRole('listitem').filter({ hasText: title }).first();
    await expect(entry).toContainText(COURSE);
    const resumeAt = (await entry.textContent())?.match(/看到 00:(\d{2}) \//)?.[1];
    expect(Math.abs(Number(resumeAt) - left)).toBeLessThanOrEqual(1.5);
    expect(await studyTime(page)).toBeGreaterThan(before);

    // Opening the video again starts at the saved point.
    await entry.getByRole('link', { name: '继续学习' }).click();
    await expect(page.locator('video')).toHaveAttribute('aria-label', title);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await expect.poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(
      Math.floor(left) - 1.5,
    );
  });

  test('a course the student has not joined asks him to join first', async ({ page }) => {
    await signInStudent(page);
    await page.goto('/college/master-courses');
    const joined = ['会计基础', '短视频运营', COURSE];
    const cards = page.locator('a[href^="/courseDetail/"]');
    await expect(cards.first()).toBeVisible();
    const hrefs = await cards.evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', text: link.textContent ?? '' })),
    );
    const other = hrefs.find((link) => link.text.trim() && !joined.some((name) => link.text.includes(name)));
    expect(other).toBeTruthy();
    const sign = (other?.href ?? '').split('/').pop() ?? '';
    await page.goto(`/college/course-video/${sign}`);
    await expect(page.getByText('请先加入学习')).toBeVisible();
    await page.getByRole('link', { name: '去课程页' }).click();
    await expect(page).toHaveURL(`/courseDetail/${sign}`);
  });

  test('a visitor on a video page goes to the login and back', async ({ page }) => {
    await page.goto('/college/course-video/abc?video=def');
    await expect(page).toHaveURL(`/login?url=${encodeURIComponent('/college/course-video/abc?video=def')}`);
  });
});

test.describe('study screenshots', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const size of SIZES) {
    test(`video page and learning centre at ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInStudent(page);

      await openCourseVideo(page);
      // The frame at the resume point is shown (no seek or loading ring left).
      await page.waitForFunction(() => {
        const video = document.querySelector('video');
        return Boolean(video && video.readyState >= 2 && !video.seeking);
      });
      await page.waitForLoadState('networkidle');
      await motionsSettled(page);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `study-video-${size.name}.png`), fullPage: true });

      await page.goto('/home/learning/center');
      await expect(page.getByRole('list', { name: '继续观看' })).toBeVisible();
      await expect(page.locator('[role="img"][aria-label^="近7天学习时长"] canvas')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await canvasesSettled(page); // the chart's entry animation
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `study-center-${size.name}.png`), fullPage: true });

      await page.getByRole('navigation', { name: '学习中心' }).getByRole('link', { name: '我的课程' }).click();
      await expect(page.getByRole('list', { name: '我的课程' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `study-curriculum-${size.name}.png`), fullPage: true });

      await page.getByRole('navigation', { name: '学习中心' }).getByRole('link', { name: '收藏与浏览' }).click();
      await expect(page.getByRole('list', { name: '我的收藏' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `study-history-collect-${size.name}.png`), fullPage: true });
      await page.getByRole('listitem').getByRole('button', { name: '取消收藏' }).first().click();
      await expect(page.getByText('确定取消收藏该课程吗？')).toBeVisible();
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `study-uncollect-confirm-${size.name}.png`) });
      await page.keyboard.press('Escape');
    });
  }
});
