import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, TEXT } from './fixtures';
import { motionsSettled } from './screenshot-helpers';

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: TEXT.banner }).locator('img').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.src),
  );
  expect(broken).toEqual([]);
}

test.describe('home page screenshots', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('desktop 1440×900', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await settle(page);
    // Every demo menu fits at this width: nothing folds.
    await expect(page.getByRole('button', { name: TEXT.more })).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, 'home-1440x900.png') });
    await page.screenshot({ path: join(SHOTS, 'home-1440-full.png'), fullPage: true });
  });

  test('phone 375×812', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/home');
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The menus fold into the "more" popover, which still reaches every item.
    const more = page.getByRole('button', { name: TEXT.more });
    await expect(more).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'home-375x812.png') });
    await page.screenshot({ path: join(SHOTS, 'home-375-full.png'), fullPage: true });
    await more.click();
    await expect(page.getByRole('group', { name: TEXT.more }).getByRole('link', { name: '课程中心' })).toBeVisible();
    // The panel slides in: the screenshot shows it opened.
    await motionsSettled(page);
    await page.screenshot({ path: join(SHOTS, 'home-375-menu.png') });
  });
});
