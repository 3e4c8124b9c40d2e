import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { SUBMIT, openCourseExams, question, signInStudent, unitTestRow } from './exams-helpers';
import { SHOTS, SIZES, motionsSettled, noHorizontalScroll } from './screenshot-helpers';

/**
 * Whole and on top: the element lies inside the viewport and nothing (the sticky site header, the bar) covers its
 * centre nor the middle of any of its edges — what a student sees, not only what Playwright calls visible.
 */
function inPlainSight(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return false;
    const cx = (r.left + r.right) / 2;
    const cy = (r.top + r.bottom) / 2;
    const points = [
      [cx, cy],
      [cx, r.top + 3],
      [cx, r.bottom - 3],
      [r.left + 3, cy],
      [r.right - 3, cy],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
}

test.describe('the test paper keeps its countdown and 交卷 in view', () => {
  for (const size of SIZES) {
    test(`at ${size.name} the countdown and 交卷 stay below the site header while the student scrolls the whole paper`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInStudent(page);
      await openCourseExams(page);
      // The other width's test may have started the attempt already: it resumes.
      await unitTestRow(page).getByRole('link', { name: /^(开始|继续)作答$/ }).click();
      const timer = page.getByRole('timer');
      await expect(timer).toHaveText(/^00:[0-3]\d:\d\d$/);
      const submit = page.getByRole('button', { name: SUBMIT });
      const controls = [timer, page.getByText('剩余时间', { exact: true }), submit];
      if (size.width < 768) controls.push(page.getByRole('button', { name: '答题卡', exact: true }));
      await noHorizontalScroll(page);

      // From the top to the bottom of the paper, half a screen at a time.
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(bottom).toBeGreaterThan(size.height);
      for (let y = 0; ; y = Math.min(bottom, y + size.height / 2)) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        for (const control of controls) {
          await expect.poll(() => inPlainSight(control), { message: `${control} at scrollY ${y}` }).toBe(true);
        }
        if (y === bottom) break;
      }
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `exams-paper-scrolled-${size.name}.png`) });

      // A jump from the answer sheet puts the question's stem below the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, 0));
      if (size.width < 768) await page.getByRole('button', { name: '答题卡', exact: true }).click();
      await page.getByRole('navigation', { name: '答题卡' }).getByRole('button', { name: '第 5 题 未答' }).click();
      const stem = question(page, /写循环/).getByRole('heading');
      await expect.poll(() => inPlainSight(stem)).toBe(true);
      await expect(page.getByRole('dialog')).toBeHidden();
      await motionsSettled(page);
      for (const control of controls) await expect.poll(() => inPlainSight(control)).toBe(true);
      await page.screenshot({ path: join(SHOTS, `exams-paper-jump-${size.name}.png`) });
    });
  }
});
