import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { DEMO, logInAs } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';

/**
 * Marketers and refunds (docs/commerce.md): 张晓明 opens the demo marketer 郑建国's link, buys the course from his
 * balance, and 郑建国's /promote shows the order and its commission; 李娜 applies on /apply-text, the school admin
 * 陈国强 approves her with a rate and refunds a paid order on /school-admin/commerce.
 */
const SCHOOL_ADMIN = '13800000004';
const shoot = (page: Page, name: string): Promise<void> => shootWidths(page, `marketers-${name}`);

type Promoted = { link: string; commission: number; orders: number; course: { idSign: string; name: string; coursePrice: number } };

async function signInAs(page: Page, mobile: string): Promise<void> {
  await page.context().clearCookies();
  await logInAs(page, mobile);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
}

const yuan = (fen: number): string => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

test.describe('marketers', () => {
  test("a marketer's link leads to an order that credits the commission", async ({ page }) => {
    test.setTimeout(300_000);
    await signInAs(page, DEMO.colleague.mobile);
    const promotion = (await (await page.request.post('/api/v1/marketer/getPromotion', { data: { page: 1, size: 50 } })).json()) as {
      data: { list: Promoted[]; totals: { commission: number; orders: number }; marketer: { rate: number } };
    };
    const before = promotion.data.totals;
    const rate = promotion.data.marketer.rate;
    await page.goto('/promote');
    await expect(page.getByRole('heading', { name: '我的推广' })).toBeVisible();
    await expect(page.getByText(yuan(before.commission)).first()).toBeVisible();
    await expect(page.getByRole('figure', { name: '各课程推广效果' })).toBeVisible();
    await page.getByRole('button', { name: '二维码' }).first().click();
    await expect(page.getByRole('dialog').getByRole('img', { name: '推广二维码' })).toBeVisible();
    await shoot(page, 'promote-qr');
    await page.keyboard.press('Escape');

    await signInAs(page, DEMO.student.mobile);
    let chosen: Promoted | undefined;
    for (const row of promotion.data.list) {
      const info = await (await page.request.post('/api/v1/course/getStudyInfo', { data: { sign: row.course.idSign } })).json();
      const order = await (await page.request.get(`/api/v1/order/selectByCourse?courseId=${row.course.idSign}`)).json();
      if (info.data === null && order.data === null && row.course.coursePrice <= 60_000) {
        chosen = row;
        break;
      }
    }
    if (!chosen) throw new Error('no promoted course left for 张晓明 to buy');

    // The link (public): who recommends, the course, 立即购买.
    await page.goto(chosen.link);
    await expect(page.getByText(`${DEMO.colleague.name} 向你推荐`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: chosen.course.name })).toBeVisible();
    await shoot(page, 'landing');
    await page.getByRole('button', { name: /^立即购买$/ }).click();
    await expect(page).toHaveURL(/\/confirm-order\?courseId=.*&marketer=/);
    await expect(page.getByRole('radio', { name: '余额支付' })).toBeChecked();
    await page.getByRole('button', { name: /提交订单/ }).click();
    await expect(page).toHaveURL(/\/purchase-succeeds\?orderNo=XJ\d{20}$/);
    await expect(page.getByText('支付成功').first()).toBeVisible();

    // 郑建国 sees the order and its commission.
    const commission = Math.floor((chosen.course.coursePrice * rate) / 100);
    await signInAs(page, DEMO.colleague.mobile);
    await page.goto('/promote');
    await expect(page.getByText(yuan(before.commission + commission)).first()).toBeVisible();
    const records = page.locator('.ant-card').filter({ hasText: '佣金记录' });
    const record = records.getByRole('row').filter({ hasText: chosen.course.name }).filter({ hasText: '张*明' });
    await expect(record).toContainText(yuan(commission));
    await shoot(page, 'promote');
  });

  test('李娜 applies; the school admin approves her with a rate and refunds a paid order', async ({ page }) => {
    test.setTimeout(300_000);
    await signInAs(page, DEMO.normal.mobile);
    await page.goto('/apply-text');
    await expect(page.getByRole('heading', { name: '推广员申请' })).toBeVisible();
    await expect(page.getByText('推广员协议').first()).toBeVisible();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请输入真实姓名（2到20个字）')).toBeVisible();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(page.getByText('请阅读并同意《推广员协议》')).toBeVisible();
    await shoot(page, 'apply-errors');
    await page.getByLabel('真实姓名').fill('李娜');
    await page.getByLabel('手机号').fill(DEMO.normal.mobile);
    await page.getByLabel('推广说明').fill('在班级群和朋友圈分享职业课程');
    await page.getByText('我已阅读并同意《推广员协议》').click();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, '提交成功，请等待审核');
    await expect(page.getByText('您的申请正在审核中，请耐心等待')).toBeVisible();
    await shoot(page, 'apply-pending');

    await signInAs(page, SCHOOL_ADMIN);
    // The avatar menu offers the page (its items shift while the counts load: the page is opened by its address).
    await page.getByRole('button', { name: '用户菜单' }).hover();
    await expect(page.getByRole('menuitem', { name: '订单与推广' })).toBeVisible();
    await page.goto('/school-admin/commerce');
    await expect(page.getByRole('heading', { name: '订单与推广' })).toBeVisible();
    await page.getByRole('tab', { name: '推广员' }).click();
    const row = page.getByRole('row').filter({ hasText: '李娜' });
    await expect(row).toContainText('待审核');
    await row.getByRole('button', { name: /^通\s?过$/ }).click();
    const approve = page.getByRole('dialog', { name: '通过推广员申请' });
    await approve.getByRole('spinbutton', { name: '佣金比例（%）' }).fill('15');
    await shoot(page, 'admin-approve');
    await approve.getByRole('button', { name: /^通\s?过$/ }).click();
    await expectToast(page, '已通过');
    await expect(row).toContainText('已通过');
    await expect(row).toContainText('15%');
    await shoot(page, 'admin-marketers');

    await page.getByRole('tab', { name: '订单退款' }).click();
    const paid = page.getByRole('row').filter({ hasText: '赵敏' }).first();
    await expect(paid).toContainText('已支付');
    await paid.getByRole('button', { name: /^退\s?款$/ }).click();
    const refund = page.getByRole('dialog', { name: '退款到买家余额' });
    await expect(refund).toContainText('买家将不能再学习该课程');
    await refund.getByRole('button', { name: '确认退款' }).click();
    await expect(refund.getByText('请填写退款原因').last()).toBeVisible();
    await refund.getByRole('textbox').fill('学员申请退课');
    await shoot(page, 'admin-refund');
    await refund.getByRole('button', { name: '确认退款' }).click();
    await expectToast(page, '退款成功');
    await page.getByText('已退款', { exact: true }).first().click();
    await expect(page.getByRole('row').filter({ hasText: '学员申请退课' })).toBeVisible();
    await shoot(page, 'admin-orders');
  });
});
