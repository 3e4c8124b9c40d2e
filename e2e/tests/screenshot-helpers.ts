import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Where the browser tests save the screenshots a person looks at (gitignored). */
export const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Desktop and phone widths every screen is looked at in. */
export const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

/**
 * The layout has settled: two frames have been drawn (a resize's observers and re-renders ran) and every finite CSS
 * animation and transition has ended (antd's zoom, slide, drawer and ink-bar motions). Endless ones (spinners) are
 * not waited for.
 */
export async function motionsSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      const end = animation.effect?.getComputedTiming().endTime;
      return end === undefined || end === Infinity;
    }),
  );
}

/**
 * An antd dialog or popup has finished opening. rc-motion marks it `<motion>-appear` or `-enter` until its motion ends,
 * and the motion's first steps are the trap: `-prepare` draws it at full size but transparent, for a frame or more (the
 * select's list stays there until it has been aligned), then `-start` folds it to scale(0) before it zooms or slides
 * in. Playwright sees it "visible" and "stable" in `-prepare` and checks only where a click presses: a click sent then
 * presses on the element and releases on whatever is under it once folded, so the element never gets its click.
 */
export async function finishedOpening(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (Array.from(node.classList).some((name) => /-(appear|enter)$/.test(name))) return false;
        }
        return true;
      }),
    )
    .toBe(true);
}

/** Picks a path in an antd cascader, once its popup has finished opening (a click during its motion is lost). */
export async function pickCascader(page: Page, label: string, path: string[]): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  const popup = page.locator('.ant-cascader-dropdown:visible');
  await finishedOpening(popup);
  for (const name of path) await popup.locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${name}$`) }).click();
}

/**
 * The charts have finished drawing: ECharts animates on its canvas, which no CSS animation reports, so the canvases
 * are read until two readings in a row are the same.
 */
export async function canvasesSettled(page: Page): Promise<void> {
  let previous: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => Array.from(document.querySelectorAll('canvas'), (canvas) => canvas.toDataURL()).join('|'));
        const same = now === previous;
        previous = now;
        return same;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** The page fits its width: nothing scrolls sideways (phone layouts). */
export async function noHorizontalScroll(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Saves `<file>-1440.png` and `<file>-375.png` (full pages) after the layout settles; at 375 the page must not scroll
 * sideways and `atPhone` may check more. Leaves the page at 1440 × 900.
 */
export async function shootWidths(
  page: Page,
  file: string,
  options: { atPhone?: (page: Page) => Promise<void> } = {},
): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await motionsSettled(page);
    await canvasesSettled(page);
    if (size.name === '375') {
      await noHorizontalScroll(page);
      await options.atPhone?.(page);
    }
    await page.screenshot({ path: join(SHOTS, `${file}-${size.name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
