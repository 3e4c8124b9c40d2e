import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logInAs, signInByApi } from './accounts-helpers';
import { spaced } from './console-helpers';
import { expectToast } from './toast-helpers';
import { SHOTS, SIZES, finishedOpening, motionsSettled, noHorizontalScroll, shootWidths } from './screenshot-helpers';

type Unread = { courseMsgUnreadNum: number; schoolMsgUnreadNum: number; systemMsgUnreadNum: number };

/** The signed-in user's unread total, straight from the API (the browser context's cookies). */
async function unreadTotal(page: Page): Promise<number> {
  const answer = await page.request.get('/api/v1/messageInfo/getMessageUnreadNum');
  const body = (await answer.json()) as { code: number; data: Unread };
  expect(body.code).toBe(200);
  return body.data.courseMsgUnreadNum + body.data.schoolMsgUnreadNum + body.data.systemMsgUnreadNum;
}

const envelope = (page: Page) => page.getByRole('link', { name: /^消息中心/ });
const badgeText = (total: number): string => (total > 99 ? '99+' : String(total));

async function signIn(page: Page): Promise<void> {
  await logInAs(page, DEMO.student.mobile);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
}

test.describe('message centre and the signed-in header', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('a visitor at / lands on the school homeIndex', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: /登录\/注册/ })).toBeVisible();
  });

  test('the demo student sees the badge, opens /home/message, reads a message and the badge goes down', async ({ page }) => {
    await signIn(page);
    const before = await unreadTotal(page);
    expect(before).toBeGreaterThan(0);
    await expect(envelope(page)).toHaveAccessibleName(`消息中心，${before} 条未读`);
    await expect(page.getByTestId('unread-badge')).toHaveText(badgeText(before));

    await envelope(page).click();
    await expect(page).toHaveURL(/\/home\/message$/);
    await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
    await page.getByRole('tab', { name: /系统消息/ }).click();
    // The switch is a router transition: until it renders, the course list is still the visible one.
    await expect(page).toHaveURL(/tab=system$/);
    const panel = page.getByRole('tabpanel', { name: /系统消息/ });
    const unreadRow = panel.locator('li', { has: page.getByRole('img', { name: '未读' }) }).first();
    await expect(unreadRow).toBeVisible();
    const title = (await unreadRow.innerText()).split('\n')[0].trim();
    expect(title).not.toBe('');
    await unreadRow.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(title);
    await expect(page.getByTestId('unread-badge')).toHaveText(badgeText(before - 1));
    await expect(envelope(page)).toHaveAccessibleName(`消息中心，${before - 1} 条未读`);
    await dialog.getByRole('button', { name: /关\s*闭/ }).last().click();
    await expect(dialog).toBeHidden();
    expect(await unreadTotal(page)).toBe(before - 1);

    // 全部标为已读 asks first; confirming clears the tab.
    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(page.getByText('确定将全部系统消息标为已读吗？')).toBeVisible();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(page.getByText('已全部标为已读')).toBeVisible();
    await expect(page.getByRole('tab', { name: '系统消息' })).toBeVisible();
    await expect(page.getByRole('img', { name: '未读' })).toHaveCount(0);
  });

  // In this file (one worker, in order) because a bulletin changes the demo student's unread counts, which the test
  // above counts.
  test('the school admin publishes a bulletin in 学校公告; the school’s student reads it in 学校消息 until it is deleted', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const title = `E2E 公告 ${Date.now() % 100000}`;
    await signInByApi(page, DEMO.schoolAdmin.mobile);
    await page.goto('/school-admin');
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /学校公告/ }).click();
    await expect(page).toHaveURL(/\/school-admin\/notices$/);
    await expect(page.getByRole('heading', { level: 1, name: '学校公告' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible(); // the demo's bulletins

    await page.getByRole('button', { name: /发布公告/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '发布公告' });
    await finishedOpening(dialog);
    await dialog.getByRole('button', { name: spaced('发布') }).click();
    await expect(dialog.getByText('请输入标题', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入内容', { exact: true })).toBeVisible();
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('内容').fill('本周五下午两点在体育馆举行秋季运动会，请各班按时到场。');
    await shootWidths(page, 'school-admin-notice-form');
    await dialog.getByRole('button', { name: spaced('发布') }).click();
    await expectToast(page, '发布成功');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('陈国强');
    await shootWidths(page, 'school-admin-notices');

    // The school's student: in 消息中心 · 学校消息, unread.
    const student = await browser.newContext({ baseURL });
    const studentPage = await student.newPage();
    await signInByApi(studentPage, DEMO.student.mobile);
    await studentPage.goto('/home/message?tab=school');
    const panel = studentPage.getByRole('tabpanel', { name: /学校消息/ });
    const item = panel.locator('li').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByRole('img', { name: '未读' })).toBeVisible();

    // Deleted after a confirmation: gone for the student too.
    await row.getByRole('button', { name: `删除「${title}」` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `删除“${title}”？` });
    await finishedOpening(confirm);
    await confirm.getByRole('button', { name: spaced('删除') }).click();
    await expectToast(page, '删除成功');
    await expect(row).toHaveCount(0);
    await studentPage.reload();
    await expect(panel.locator('li').first()).toBeVisible();
    await expect(panel.locator('li').filter({ hasText: title })).toHaveCount(0);
    await student.close();
  });

  for (const size of SIZES) {
    test(`screenshots of /home/message and the open avatar menu at ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page);
      await page.goto('/home/message?tab=school');
      await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
      await expect(page.locator('li').filter({ hasText: '发布人' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await motionsSettled(page); // the tab's ink bar motion
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `messages-${size.name}.png`), fullPage: true });

      const trigger = page.getByRole('button', { name: '用户菜单' });
      await trigger.hover();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByText('安全退出')).toBeVisible();
      await motionsSettled(page); // the dropdown's motion
      await page.screenshot({ path: join(SHOTS, `avatar-menu-${size.name}.png`) });
    });
  }
});
