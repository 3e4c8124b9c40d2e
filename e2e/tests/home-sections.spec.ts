import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOTS, SIZES, motionsSettled, noHorizontalScroll } from './screenshot-helpers';

/** Scrolls a lazily loaded section into view until what it loads is there (the page may render once more at /home). */
async function reveal(section: Locator, loaded: Locator): Promise<void> {
  await expect(async () => {
    await section.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(loaded).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

async function shootHome(page: Page): Promise<void> {
  await page.mouse.move(1435, 600);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await noHorizontalScroll(page);
    await page.evaluate(async () => {
      for (const image of Array.from(document.images)) image.loading = 'eager';
      await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    });
    await motionsSettled(page);
    await page.screenshot({ path: join(SHOTS, `home-sections-${size.name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a visitor sees the whale train index, the training camps and the schools\' crests on the home page', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);

  const index = page.getByRole('region', { name: '学鲸实训指数' });
  await reveal(index, index.getByText('在线课程'));
  await expect(index.getByRole('img', { name: /^近 7 天每天的学习时长（分钟），共 \d+ 分钟$/ })).toBeVisible();
  await expect(index.getByRole('img').locator('rect')).toHaveCount(7);
  await expect(index.getByText(/\d+ 人次已结业/)).toBeVisible();

  const camps = page.getByRole('region', { name: '实训训练营' });
  const grid = camps.getByRole('list', { name: '实训训练营' });
  await reveal(camps, grid);
  // The first three of the school's recommended trainings (the demo recommends fewer).
  const recommended = (await (await page.request.post('/api/v1/train/getRecommendTrainList', { data: {} })).json()) as {
    data: { list: unknown[] };
  };
  expect(recommended.data.list.length).toBeGreaterThan(0);
  await expect(grid.getByRole('link')).toHaveCount(Math.min(3, recommended.data.list.length));

  const crests = page.getByRole('list', { name: '合作院校校徽' });
  await reveal(page.getByRole('region', { name: '合作院校' }), crests);
  await expect(crests.getByRole('img', { name: '学鲸职业技术学院' })).toBeVisible();
  await expect(crests.getByRole('img')).toHaveCount(3);

  await shootHome(page);
  await camps.getByRole('link', { name: /更多/ }).click();
  await expect(page).toHaveURL(/\/train$/);
});
