import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { spaced } from './console-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { registerFreshUser } from './settings-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * 订单与余额 of the platform admin (docs/admin.md "Orders and balances"): a new user buys a priced course through
 * the platform cashier; 周杰 finds the order by the buyer's number, refunds it after a reason, and sees the money in
 * the buyer's balance in the user's drawer.
 */
type Card = { idSign: string; name: string; coursePrice: number };
type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const answer = method === 'GET' ? await page.request.get(`/api/v1${path}`) : await page.request.post(`/api/v1${path}`, { data });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

const yuan = (fen: number): string => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

test.describe('admin orders and balances', () => {
  test('the admin refunds a buyer’s paid order after a reason and sees it in the buyer’s balance', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    // The buyer, in their own browser: a priced course paid through the platform cashier.
    const buyer = await browser.newContext({ baseURL });
    const buyerPage = await buyer.newPage();
    const mobile = await registerFreshUser(buyerPage);
    const courses = await call<{ list: Card[] }>(buyerPage, 'POST', '/school/getSchoolCourseList', { page: 1, page_size: 50 });
    const course = courses.list.find((c) => c.coursePrice > 0);
    expect(course, 'a priced demo course').toBeDefined();
    const order = await call<{ orderNo: string }>(buyerPage, 'POST', '/order/addOrder', { courseId: course?.idSign });
    const checkout = await call<{ payUrl: string }>(buyerPage, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
    await call(buyerPage, 'POST', `/pay/cashier/${new URL(checkout.payUrl).pathname.split('/').pop()}`, {});
    await buyer.close();
    const title = course?.name ?? '';
    const price = yuan(course?.coursePrice ?? 0);

    // 订单与余额: the order found by the buyer's number.
    await signInByApi(page, DEMO.admin.mobile);
    await page.goto('/admin');
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /订单与余额/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: '订单与余额' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '学校' })).toBeVisible();
    await page.getByLabel('关键词').fill(mobile);
    await page.getByLabel('关键词').press('Enter');
    const row = page.getByRole('row').filter({ hasText: order.orderNo });
    await expect(row).toContainText(title);
    await expect(row).toContainText(price);
    await expect(row.getByText('已支付')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the one order
    await shootWidths(page, 'admin-orders');

    // 退款: a reason first, in the server's words; then the order is refunded.
    await row.getByRole('button', { name: `退款「${title}」` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '退款到买家余额' });
    await finishedOpening(dialog);
    await expect(dialog).toContainText(`实付 ${price} 退回`);
    await dialog.getByRole('button', { name: spaced('确认退款') }).click();
    await expect(dialog.getByText('请填写退款原因', { exact: true })).toBeVisible();
    await dialog.getByLabel('退款原因').fill('学员申请退课');
    await shootWidths(page, 'admin-order-refund');
    await dialog.getByRole('button', { name: spaced('确认退款') }).click();
    await expectToast(page, '退款成功');
    await expect(row.getByText('已退款')).toBeVisible();
    await expect(row).toContainText('学员申请退课');
    await expect(row.getByRole('button', { name: `退款「${title}」` })).toHaveCount(0);

    // The buyer's balance in 用户管理 → 详情.
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /用户管理/ }).click();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('手机号').press('Enter');
    const userRow = page.getByRole('row').filter({ hasText: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    await userRow.getByRole('button', { name: spaced('详情') }).click();
    const wallet = page.getByRole('region', { name: '余额与明细' });
    await expect(wallet.locator('.ant-statistic')).toContainText(price);
    const entry = wallet.getByRole('row').filter({ hasText: order.orderNo });
    await expect(entry).toContainText('退款');
    await expect(entry).toContainText(`+${price}`);
    await wallet.scrollIntoViewIfNeeded();
    await shootWidths(page, 'admin-user-wallet');
  });
});
