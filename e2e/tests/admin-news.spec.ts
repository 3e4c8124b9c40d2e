import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';

/**
 * 资讯管理 and 外部实训系统 of the platform admin (docs/admin.md "Screens"): 周杰 manages the platform's news — the demo's industry news,
 * shown on every school's site — inside the admin console, and the editor comes back to it.
 */
test.describe('admin news', () => {
  test('the admin opens the platform’s news in the console and the editor returns to it', async ({ page }) => {
    await signInByApi(page, DEMO.admin.mobile);
    await page.goto('/admin');
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /资讯管理/ }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: '资讯管理' })).toBeVisible();
    await expect(page.getByText(/发布后出现在每所学校的首页和新闻资讯页/)).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shootWidths(page, 'admin-news');

    await page.getByRole('link', { name: /发布资讯/ }).click();
    await expect(page).toHaveURL(/\/admin\/news\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: /资讯/ })).toBeVisible();
    await page.getByRole('link', { name: /返回资讯管理/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/news$/);
  });

  test('the admin opens a school’s external systems in the console, the school picked at the top', async ({ page }) => {
    await signInByApi(page, DEMO.admin.mobile);
    await page.goto('/admin');
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /外部实训系统/ }).click();
    await expect(page).toHaveURL(/\/admin\/external-systems$/);
    await expect(page.getByRole('heading', { level: 1, name: '外部实训系统' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '学校' })).toBeVisible();
    await expect(page.getByRole('region', { name: /ERP|鲸/ }).first()).toBeVisible();
    await shootWidths(page, 'admin-external-systems');
  });
});
