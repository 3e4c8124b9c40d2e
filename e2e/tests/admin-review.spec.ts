import { expect, test } from './fixtures';
import { confirmDialog, spaced } from './console-helpers';
import { ACCOUNT_TEXT, DEMO, signInByApi } from './accounts-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * The admin console's other screens (docs/admin.md): 企业审核 — the demo's company waiting for review is refused
 * without a reason, then approved, and its jobs can be promoted; and the password reset link — the platform admin
 * sends it from a user's detail, the user opens the SMS's link, sets a new password and signs in with it.
 */
const PENDING_COMPANY = '青禾新能源科技有限公司';

test.describe('admin console reviews and reset links', () => {
  test('the admin reviews the waiting company: a refusal needs its reason, an approval asks first', async ({ page }) => {
    test.setTimeout(120_000);
    await signInByApi(page, DEMO.admin.mobile);
    await page.goto('/admin/companies');
    await expect(page.getByRole('heading', { level: 1, name: '企业审核' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: PENDING_COMPANY });
    await expect(row).toContainText('待审核');
    await shootWidths(page, 'admin-companies');

    await row.getByRole('button', { name: spaced('详情') }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '企业资料' });
    await finishedOpening(drawer);
    await expect(drawer.getByText(PENDING_COMPANY).first()).toBeVisible();
    await shootWidths(page, 'admin-company-detail');

    await drawer.getByRole('button', { name: spaced('驳回') }).click();
    const reject = page.getByRole('dialog', { name: `驳回“${PENDING_COMPANY}”的企业认证` });
    await finishedOpening(reject);
    await reject.getByRole('button', { name: spaced('驳回') }).click();
    await expect(reject.getByText('请填写未通过的原因', { exact: true })).toBeVisible();
    await reject.getByRole('button', { name: spaced('取消') }).click();

    await drawer.getByRole('button', { name: spaced('通过') }).click();
    await confirmDialog(page, `通过“${PENDING_COMPANY}”的企业认证？`, '通过');
    await expectToast(page, '审核完成');
    await expect(page.getByRole('row').filter({ hasText: PENDING_COMPANY })).toHaveCount(0);

    // In the log, with its before and after.
    await page.goto('/admin/audit');
    await expect(page.getByRole('row').filter({ hasText: '通过企业认证' }).first()).toContainText(PENDING_COMPANY);
  });

  test('a reset link sent by SMS sets a new password once', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInByApi(page, DEMO.admin.mobile);
    await page.goto('/admin/users');
    await page.getByLabel('手机号').fill(DEMO.normal.mobile);
    await page.getByRole('button', { name: /查\s*询$/ }).click();
    const row = page.getByRole('row').filter({ hasText: DEMO.normal.name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: spaced('详情') }).click();
    const detail = page.getByRole('dialog').filter({ hasText: '用户详情' });
    await finishedOpening(detail);
    await detail.getByRole('button', { name: /发送重置密码链接/ }).click();
    await confirmDialog(page, `向“${DEMO.normal.name}”发送重置密码链接？`, '发送');
    await expectToast(page, '重置密码链接已通过短信发送');

    const sms = (await (await page.request.get(`/api/v1/dev/sms?mobile=${DEMO.normal.mobile}`)).json()) as { data: { text: string } };
    const link = sms.data.text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link, sms.data.text).toBeTruthy();

    const context = await browser.newContext();
    try {
      const user = await context.newPage();
      await user.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
      await shootWidths(user, 'admin-reset-link');
      const fields = user.locator('input[type="password"]');
      await fields.nth(0).fill('Renewed2026');
      await fields.nth(1).fill('Renewed2026');
      await user.keyboard.press('Enter');
      await expect(user.getByText('密码重置成功').first()).toBeVisible();
      // Once: the same link again is refused.
      await user.reload();
      await fields.nth(0).fill('Again2026x');
      await fields.nth(1).fill('Again2026x');
      await user.keyboard.press('Enter');
      await expect(user.getByText('链接无效或已过期，请重新获取').first()).toBeVisible();
      // The new password signs in.
      await user.goto('/login');
      await user.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(DEMO.normal.mobile);
      await user.getByLabel(ACCOUNT_TEXT.password).fill('Renewed2026');
      await user.getByRole('button', { name: ACCOUNT_TEXT.loginButton }).click();
      await expect(user).not.toHaveURL(/\/login/);
    } finally {
      await context.close();
    }
  });
});
