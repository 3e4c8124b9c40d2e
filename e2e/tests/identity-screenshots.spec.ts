import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { SHOTS, SIZES, motionsSettled, noHorizontalScroll } from './screenshot-helpers';
import { signInByApi } from './accounts-helpers';
import { IDENTITY_DEMO } from './identity-helpers';
import { registerFreshUser } from './settings-helpers';

test.describe('identity screenshots', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const size of SIZES) {
    test(`authentication form and /school-admin/identity at ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await registerFreshUser(page);
      await page.goto('/home/learning/center');
      await page.getByRole('button', { name: '去认证' }).click();
      await expect(page.getByRole('heading', { name: '学生认证' })).toBeVisible();
      await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(SHOTS, `authentication-${size.name}.png`) });
      await page.getByRole('button', { name: '提交认证' }).click();
      await expect(page.getByText('请输入学号')).toBeVisible();
      await expect(page.locator('.ant-form-item-explain-error', { hasText: '请输入验证码' })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `authentication-${size.name}-errors.png`) });

      await page.context().clearCookies();
      await signInByApi(page, IDENTITY_DEMO.admin.mobile);
      await page.goto('/school-admin/identity');
      await expect(page.getByRole('heading', { name: '身份审核' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `school-admin-identity-${size.name}.png`), fullPage: true });
      await page.getByRole('tab', { name: '花名册' }).click();
      await expect(page.getByText('2024010101')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
      // The tab's ink bar and pane motion finish before the picture.
      await motionsSettled(page);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `school-admin-roster-${size.name}.png`), fullPage: true });
    });
  }
});
