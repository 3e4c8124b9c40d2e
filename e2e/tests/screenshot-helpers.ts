import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Where the browser tests save the screenshots a person looks at (gitignored). */
export const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Desktop and phone widths every screen is looked at in. */
export const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

/** The page fits its width: nothing scrolls sideways (phone layouts). */
export async function noHorizontalScroll(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
