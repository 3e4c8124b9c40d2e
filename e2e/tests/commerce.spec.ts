import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { shootWidths, finishedOpening } from './screenshot-helpers';

/**
 * Commerce (docs/commerce.md): 李娜 (no balance) buys a priced demo course through the QR page — the QR code's link
 * opened on "the phone" is the platform cashier, which pays — and lands in the course; 张晓明 tops up his balance,
 * deletes his waiting order after a confirmation and buys another course from the balance.
 */
const shoot = (page: Page, name: string): Promise<void> => shootWidths(page, `commerce-${name}`);

type Card = { idSign: string; name: string; coursePrice: number };

async function pricedCourses(page: Page): Promise<Card[]> {
  const answer = await page.request.post('/api/v1/school/getSchoolCourseList', { data: { page: 1, page_size: 50 } });
  const list = ((await answer.json()) as { data: { list: Card[] } }).data.list;
  return list.filter((c) => c.coursePrice > 0);
}

/** A priced course the signed-in user neither studies nor has an order for. */
async function untouchedPriced(page: Page): Promise<Card> {
  for (const c of await pricedCourses(page)) {
    const info = await (await page.request.post('/api/v1/course/getStudyInfo', { data: { sign: c.idSign } })).json();
    const order = await (await page.request.get(`/api/v1/order/selectByCourse?courseId=${c.idSign}`)).json();
    if (info.data === null && order.data === null) return c;
  }
  throw new Error('no priced course left to buy');
}

/** The demo course the discount code SPRING80A (新学期八折) belongs to. */
async function courseOfDemoCode(page: Page): Promise<Card> {
  for (const c of await pricedCourses(page)) {
    const answer = await page.request.post('/api/v1/order/checkDiscountCode', { data: { courseId: c.idSign, discountCode: 'SPRING80A' } });
    if (((await answer.json()) as { code: number }).code === 200) return c;
  }
  throw new Error('no demo course takes SPRING80A');
}

const yuan = (fen: number): string => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

test.describe('buying courses', () => {
  test('a student without balance buys a priced course with a discount code through the QR page and studies it at once', async ({ page, browser, baseURL }) => {
    test.setTimeout(360_000);
    await signInByApi(page, DEMO.normal.mobile);
    const course = await courseOfDemoCode(page);
    const pay = Math.round(course.coursePrice * 0.8);

    await page.goto(`/courseDetail/${course.idSign}`);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await page.getByRole('button', { name: /^立即购买$/ }).click();

    await expect(page).toHaveURL(/\/confirm-order\?courseId=/);
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(page.getByText(course.name)).toBeVisible();
    await expect(page.getByText(/当前余额 ¥0\.00/)).toBeVisible();
    await expect(page.getByRole('link', { name: '去充值' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '余额支付' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: '扫码支付' })).toBeChecked();
    await expect(page.getByText(yuan(course.coursePrice)).last()).toBeVisible();
    // A wrong code gets the server's reason; the demo code takes 20% off.
    const code = page.getByRole('textbox', { name: '优惠码' });
    await code.fill('NOSUCH00');
    await page.getByRole('button', { name: /^使\s?用$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '优惠码不存在' })).toBeVisible();
    await code.fill('spring80a');
    await code.press('Enter');
    await expect(page.getByText(`已优惠 ${yuan(course.coursePrice - pay)}`)).toBeVisible();
    await expect(page.getByText(yuan(pay)).last()).toBeVisible();
    await shoot(page, 'confirm-order');
    await page.getByRole('button', { name: /提交订单/ }).click();

    await expect(page).toHaveURL(/\/online-payment\?orderNo=XJ\d{20}$/);
    await expect(page.getByRole('img', { name: '请使用手机扫描二维码完成支付' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/剩余支付时间 (29|30):\d\d/);
    await shoot(page, 'online-payment');

    // "The phone": the QR code's link, opened without a session, is the platform cashier.
    const payUrl = await page.getByRole('link', { name: '在本机打开支付页' }).getAttribute('href');
    expect(payUrl).toMatch(/\/pay\/[0-9a-f]{32}$/);
    const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 760 } });
    const cashier = await phone.newPage();
    await cashier.goto(new URL(payUrl ?? '').pathname);
    await expect(cashier.getByText('支付成功').first()).toBeVisible();
    await expect(cashier.getByText(yuan(pay))).toBeVisible();
    await shootWidths(cashier, 'commerce-cashier');
    await phone.close();

    // The payment page notices by itself (polling) and moves on.
    await expect(page).toHaveURL(/\/purchase-succeeds\?orderNo=/, { timeout: 15_000 });
    await expect(page.getByText(`你已成功购买「${course.name}」`)).toBeVisible();
    await expect(page.getByText('在线支付')).toBeVisible();
    await shoot(page, 'purchase-succeeds');
    await page.getByRole('button', { name: /开始学习/ }).click();
    await expect(page).toHaveURL(new RegExp(`/courseDetail/${course.idSign}$`));
    await expect(page.getByRole('button', { name: /继续学习/ })).toBeVisible();

    // The learning centre's order list.
    await page.goto('/home/learning/orders');
    const row = page.getByRole('row').filter({ hasText: course.name });
    await expect(row.getByText('已支付')).toBeVisible();
    await expect(row.getByText('在线支付')).toBeVisible();
    await shoot(page, 'orders');
  });

  test('a student tops up, deletes a waiting order after confirming, and buys from the balance', async ({ page }) => {
    test.setTimeout(360_000);
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/home/learning/wallet');
    await expect(page.getByRole('heading', { name: '我的余额' })).toBeVisible();
    const balanceText = page.getByText(/^¥\d+\.\d\d$/).first();
    await expect(balanceText).toBeVisible();
    const before = Math.round(Number((await balanceText.innerText()).slice(1)) * 100);
    await expect(page.getByRole('row').filter({ hasText: '新生礼金（演示）' })).toBeVisible();

    // Top-up: a bad amount is refused in the dialog; 100 yuan goes through the QR page.
    await page.getByRole('button', { name: /^充\s?值$/ }).click();
    const amount = page.getByLabel('充值金额（元）');
    await amount.fill('0.001');
    await page.getByRole('button', { name: /去支付/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入1元到50000元之间的金额，最多两位小数' })).toBeVisible();
    await page.getByRole('button', { name: '¥100' }).click();
    await page.getByRole('button', { name: /去支付/ }).click();
    await expect(page).toHaveURL(/\/online-payment\?orderNo=/);
    const payUrl = await page.getByRole('link', { name: '在本机打开支付页' }).getAttribute('href');
    const paid = await page.request.post(`/api/v1${new URL(payUrl ?? '').pathname.replace('/pay/', '/pay/cashier/')}`, { data: {} });
    expect((await paid.json()).msg).toBe('支付成功');
    await expect(page).toHaveURL(/\/purchase-succeeds\?orderNo=/, { timeout: 15_000 });
    await expect(page.getByText('已充值 ¥100.00 到你的余额')).toBeVisible();
    await page.getByRole('button', { name: /查看余额/ }).click();
    await expect(page.getByText(yuan(before + 10_000)).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '余额充值' }).first().getByText('+¥100.00')).toBeVisible();
    await shoot(page, 'wallet');

    // The demo's waiting order: deleted after a confirmation.
    await page.goto('/home/learning/orders');
    const waiting = page.getByRole('row').filter({ hasText: '待支付' }).first();
    await expect(waiting).toBeVisible();
    const waitingTitle = (await waiting.getByRole('link').first().innerText()).trim();
    await waiting.getByRole('button', { name: /删\s?除/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '删除订单' });
    await expect(confirm).toContainText(`确定删除「${waitingTitle}」的订单吗？`);
    await confirm.getByRole('button', { name: /删\s?除/ }).click();
    await expectToast(page, '删除成功');
    await expect(page.getByRole('row').filter({ hasText: waitingTitle })).toHaveCount(0);

    // Another priced course, from the balance.
    const course = await untouchedPriced(page);
    await page.goto(`/confirm-order?courseId=${course.idSign}`);
    await expect(page.getByRole('radio', { name: '余额支付' })).toBeChecked();
    await page.getByRole('button', { name: /提交订单/ }).click();
    await expect(page).toHaveURL(/\/purchase-succeeds\?orderNo=/);
    await expect(page.getByText(`你已成功购买「${course.name}」`)).toBeVisible();
    await expect(page.getByText('余额支付')).toBeVisible();
    await page.goto('/home/learning/orders');
    await page.getByRole('combobox', { name: '全部支付方式' }).click();
    const byBalance = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^余额支付$/ });
    await finishedOpening(byBalance);
    await byBalance.click();
    await expect(page.getByRole('row').filter({ hasText: course.name }).getByText('已支付')).toBeVisible();
  });

  test('a user buys activation codes in bulk through the QR page and gets the codes to hand out', async ({ page, browser, baseURL }) => {
    test.setTimeout(360_000);
    await signInByApi(page, DEMO.normal.mobile); // 李娜: no balance
    const course = (await pricedCourses(page))[0];
    await page.goto(`/courseDetail/${course.idSign}`);
    await page.getByRole('button', { name: '批量购买激活码' }).click();
    await expect(page).toHaveURL(/\/confirm-order\?courseId=.*&mode=codes$/);
    await expect(page.getByRole('heading', { name: '批量购买激活码' })).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: '购买数量' });
    await quantity.fill('');
    await quantity.blur();
    await expect(page.getByRole('alert').filter({ hasText: '购买数量须在1到500之间' })).toBeVisible();
    await expect(page.getByRole('button', { name: /提交订单/ })).toBeDisabled();
    await quantity.fill('3');
    await quantity.blur();
    await expect(page.getByText(yuan(course.coursePrice * 3)).last()).toBeVisible();
    await shoot(page, 'bulk-codes');
    await page.getByRole('button', { name: /提交订单/ }).click();

    await expect(page).toHaveURL(/\/online-payment\?orderNo=XJ\d{20}$/);
    const payUrl = await page.getByRole('link', { name: '在本机打开支付页' }).getAttribute('href');
    const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 760 } });
    const cashier = await phone.newPage();
    await cashier.goto(new URL(payUrl ?? '').pathname);
    await expect(cashier.getByText('支付成功').first()).toBeVisible();
    await phone.close();

    await expect(page).toHaveURL(/\/purchase-succeeds\?orderNo=/, { timeout: 15_000 });
    await expect(page.getByText(`已购买「${course.name} 激活码×3」，激活码已生成`)).toBeVisible();
    await page.getByRole('button', { name: /查看激活码/ }).click();
    await expect(page).toHaveURL(/\/home\/learning\/orders\/XJ\d{20}$/);
    const codes = page.getByRole('region', { name: '激活码' });
    await expect(codes.getByRole('row')).toHaveCount(4);
    await expect(codes.getByRole('row').nth(1)).toContainText(/[A-Z0-9]{16}/);
    await expect(codes.getByRole('row').nth(1)).toContainText('未使用');
    await shoot(page, 'order-codes');
    const download = page.waitForEvent('download');
    await codes.getByRole('button', { name: /导出 Excel/ }).click();
    expect((await download).suggestedFilename()).toMatch(/激活码×3-激活码清单-\d{8}\.xlsx$/);
  });
});
