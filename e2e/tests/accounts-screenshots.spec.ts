import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { SHOTS, SIZES, motionsSettled, noHorizontalScroll } from './screenshot-helpers';
import { DEMO, logInAs } from './accounts-helpers';

test.describe('accounts screenshots', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const size of SIZES) {
    test(`login, register and personal centre at ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `login-${size.name}.png`) });

      await page.getByRole('button', { name: '免费注册' }).click();
      await expect(page.getByRole('heading', { name: '注册' })).toBeVisible();
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `register-${size.name}.png`) });

      await logInAs(page, DEMO.student.mobile);
      await expect(page.getByText('138****0001')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `center-${size.name}.png`) });
      await page.screenshot({ path: join(SHOTS, `center-${size.name}-full.png`), fullPage: true });
    });
  }

  test('the login dialog opened from the header', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await page.getByRole('link', { name: '登录/注册' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: '登录' })).toBeVisible();
    await motionsSettled(page); // antd's zoom-in
    expect(Math.round((await page.locator('.ant-modal').boundingBox())?.width ?? 0)).toBe(444);
    await page.screenshot({ path: join(SHOTS, 'login-dialog-1440.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Close' }).or(dialog.getByRole('button', { name: '关闭' })).click();
    await expect(dialog).toBeHidden();
  });
});
