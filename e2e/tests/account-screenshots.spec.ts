import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { SHOTS, SIZES, noHorizontalScroll } from './screenshot-helpers';
import { DEMO, logInAs } from './accounts-helpers';

test.describe('account page screenshots', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const size of SIZES) {
    test(`/home/account and /home/changeMoblie at ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await logInAs(page, DEMO.student.mobile);
      await expect(page).toHaveURL(/\/home\/learning\/center$/);

      await page.goto('/home/account');
      await expect(page.getByRole('heading', { name: '账号设置' })).toBeVisible();
      await expect(page.getByRole('main').getByText('138****0001')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `account-${size.name}.png`) });
      await page.getByRole('button', { name: '修改姓名' }).click();
      await page.getByRole('button', { name: '修改登录密码' }).click();
      await expect(page.getByLabel('请输入原密码')).toBeVisible();
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `account-${size.name}-editing-full.png`), fullPage: true });

      await page.goto('/home/changeMoblie');
      await expect(page.getByRole('heading', { name: '更换手机号' })).toBeVisible();
      await expect(page.getByLabel('当前手机号')).toHaveValue('138****0001');
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `change-mobile-${size.name}.png`) });
    });
  }
});
