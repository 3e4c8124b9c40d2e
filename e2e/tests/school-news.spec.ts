import { expect, test } from './fixtures';
import { expectToast, recordToasts } from './toast-helpers';
import { logInAs } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';

const SCHOOL_ADMIN = '13800000004';
const TITLE = `实训基地开放日通知${Date.now() % 100000}`;

test.describe('school news', () => {
  test('a school admin writes a news item, publishes it, finds it on the news page, withdraws and deletes it', async ({ page }) => {
    test.setTimeout(240_000);
    await recordToasts(page.context());
    await logInAs(page, SCHOOL_ADMIN);
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await page.getByRole('button', { name: '用户菜单' }).hover();
    await page.getByRole('menuitem', { name: /资讯管理/ }).click();
    await expect(page).toHaveURL(/\/school-admin\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: '资讯管理' })).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(1); // the demo's six items of the school
    await shootWidths(page, 'school-news');

    await page.getByRole('link', { name: /发布资讯/ }).click();
    await expect(page).toHaveURL(/\/school-admin\/news\/edit$/);
    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await expect(page.getByText('请输入标题')).toBeVisible();
    await page.getByLabel('标题', { exact: true }).fill(TITLE);
    await page.getByLabel('来源', { exact: true }).fill('实训中心');
    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入资讯内容' })).toBeVisible();
    const editor = page.getByRole('textbox', { name: '正文' });
    await editor.click();
    await page.keyboard.type('本周六上午九点，实训基地向全体同学开放，欢迎报名参观。');
    await shootWidths(page, 'school-news-editor');
    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await expectToast(page, '发布成功');
    await expect(page).toHaveURL(/\/school-admin\/news$/);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByText('已发布')).toBeVisible();

    // Readers see it among 企业资讯, with its source.
    await row.getByRole('link', { name: TITLE, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('实训中心')).toBeVisible();
    await page.goBack();

    await row.getByRole('button', { name: `撤回 ${TITLE}` }).click();
    await page.getByRole('button', { name: /^撤\s?回$/ }).click();
    await expectToast(page, '已撤回');
    await expect(row.getByText('草稿')).toBeVisible();
    await row.getByRole('button', { name: `删除 ${TITLE}` }).click();
    await page.getByRole('button', { name: /^删\s?除$/ }).click();
    await expectToast(page, '删除成功');
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
  });
});
