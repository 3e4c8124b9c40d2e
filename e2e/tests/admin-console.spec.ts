import { expect, test } from './fixtures';
import { confirmDialog, spaced } from './console-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { IDENTITY_DEMO } from './identity-helpers';
import { makePng } from './settings-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * The admin console (docs/admin.md, issue 21). The platform admin (周杰) creates a school with a host; a visitor of
 * that host sees the school's own home page, its ICP number and its menu at once. He disables a signed-in user, whose
 * next page finds the session gone, and enables him again. The school admin (陈国强) approves the demo's pending
 * claim, and the platform admin finds every one of these changes in 操作日志 with what changed.
 */
const SCHOOL = { sign: 'e2e-hz', name: '杭州数字职业学院', host: 'learn.e2e-hz.localhost', icp: '浙ICP备2026123456号' };

test.describe('admin console', () => {
  test('the admin creates a school with a host, whose home page shows its name, ICP number and menu', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await signInByApi(page, DEMO.admin.mobile);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/schools$/);
    await expect(page.getByRole('heading', { level: 1, name: '学校管理' })).toBeVisible();
    const demoRow = page.getByRole('row').filter({ hasText: IDENTITY_DEMO.school });
    await expect(demoRow).toBeVisible();
    await shootWidths(page, 'admin-schools');

    await page.getByRole('button', { name: /新增学校/ }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '新增学校' });
    await finishedOpening(drawer);
    // The rules before sending, in the server's words.
    await drawer.getByRole('button', { name: spaced('保存') }).click();
    await expect(drawer.getByText('请输入学校代码', { exact: true })).toBeVisible();
    await expect(drawer.getByText('请输入学校名称', { exact: true })).toBeVisible();
    await drawer.getByLabel('学校代码').fill(SCHOOL.sign);
    await drawer.getByLabel('学校名称').fill(SCHOOL.name);
    await drawer.getByLabel('ICP备案号', { exact: true }).fill(SCHOOL.icp);
    await drawer.getByRole('button', { name: /添加域名/ }).click();
    const host = drawer.getByPlaceholder('如：www.example.edu.cn');
    await host.fill('http://bad host');
    await drawer.getByRole('button', { name: spaced('保存') }).click();
    await expect(drawer.getByText('域名格式不正确：http://bad host', { exact: true })).toBeVisible();
    await host.fill(SCHOOL.host);
    await drawer.getByLabel('该域名的ICP备案号').fill(SCHOOL.icp);
    // The footer shows when the school has a phone (spec 01 §2.5).
    await drawer.getByRole('button', { name: /添加电话/ }).click();
    const phone = drawer.getByRole('group', { name: '电话 1' });
    await phone.getByPlaceholder('如：招生热线').fill('招生热线');
    await phone.getByLabel('内容').fill('0571-8765 4321');
    // A real picture, uploaded and shown.
    await drawer.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(120) });
    await expect(drawer.locator('img[src^="/files/site/"]').first()).toBeVisible();
    await shootWidths(page, 'admin-school-form');
    await drawer.getByRole('button', { name: spaced('保存') }).click();
    await expectToast(page, '保存成功');
    await expect(drawer).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: SCHOOL.name });
    await expect(row).toContainText(SCHOOL.host);
    await expect(row).toContainText('已启用');

    // A visitor of the new host: the school's own home page at once.
    const [, port] = (baseURL ?? '').match(/:(\d+)$/) ?? [];
    const visitor = await browser.newContext({ baseURL: `http://${SCHOOL.host}:${port}` });
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.getByRole('contentinfo')).toContainText(SCHOOL.icp);
      await expect(home.getByRole('contentinfo')).toContainText('0571-8765 4321');
      await expect(home).toHaveTitle(new RegExp(SCHOOL.name));
      await expect(home.getByRole('navigation').first().getByRole('link', { name: '首页' }).first()).toBeVisible();
      await shootWidths(home, 'admin-new-school-home');

      // Disabled: the host shows the default school again.
      await row.getByRole('button', { name: spaced('停用') }).click();
      await confirmDialog(page, `停用学校“${SCHOOL.name}”？`, '停用');
      await expect(row).toContainText('已停用');
      await home.reload();
      await expect(home).toHaveTitle(new RegExp(IDENTITY_DEMO.school));
      await expect(home.getByRole('contentinfo')).not.toContainText(SCHOOL.icp);
      await row.getByRole('button', { name: spaced('启用') }).click();
      await confirmDialog(page, `启用学校“${SCHOOL.name}”？`, '启用');
      await expect(row).toContainText('已启用');
      await home.reload();
      await expect(home.getByRole('contentinfo')).toContainText(SCHOOL.icp);
    } finally {
      await visitor.close();
    }
  });

  test('a disabled user’s open session ends at once; the claim a school admin approves is in 操作日志', async ({ page, browser }) => {
    test.setTimeout(180_000);
    // The demo student, signed in elsewhere.
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    try {
      await signInByApi(student, DEMO.student.mobile);
      await student.goto('/home/learning/center');
      await expect(student).toHaveURL(/\/home\/learning\/center$/);

      await signInByApi(page, DEMO.admin.mobile);
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
      const mobile = page.getByLabel('手机号');
      await mobile.fill('1380000');
      await page.getByRole('button', { name: /查\s*询$/ }).click();
      await expect(page.getByText('请输入完整的11位手机号', { exact: true })).toBeVisible();
      await mobile.fill(DEMO.student.mobile);
      await page.getByRole('button', { name: /查\s*询$/ }).click();
      const row = page.getByRole('row').filter({ hasText: DEMO.student.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('138****0001');
      await shootWidths(page, 'admin-users');

      await row.getByRole('button', { name: spaced('停用') }).click();
      await confirmDialog(page, `停用账号“${DEMO.student.name}”？`, '停用');
      await expect(row).toContainText('已停用');
      // The student's next page: signed out.
      await student.reload();
      await expect(student).toHaveURL(/\/(login|home)?(\?.*)?$/);
      const info = await student.request.get('/api/v1/user/getLoginInfo');
      expect(((await info.json()) as { code: number }).code).toBe(-1001);

      await row.getByRole('button', { name: spaced('启用') }).click();
      await confirmDialog(page, `启用账号“${DEMO.student.name}”？`, '启用');
      await expect(row).toContainText('已启用');

      // The user's detail: roles, claims and sign-ins.
      await row.getByRole('button', { name: spaced('详情') }).click();
      const detail = page.getByRole('dialog').filter({ hasText: '用户详情' });
      await finishedOpening(detail);
      await expect(detail.getByRole('checkbox', { name: '学生' })).toBeChecked();
      await expect(detail.getByText('密码登录').first()).toBeVisible();
      await shootWidths(page, 'admin-user-detail');
      await page.keyboard.press('Escape');
    } finally {
      await studentContext.close();
    }

    // The school admin approves the demo's pending teacher claim.
    const schoolAdminContext = await browser.newContext();
    const schoolAdmin = await schoolAdminContext.newPage();
    try {
      await signInByApi(schoolAdmin, DEMO.schoolAdmin.mobile);
      await schoolAdmin.goto('/school-admin/identity');
      const pending = schoolAdmin.getByRole('row').filter({ hasText: IDENTITY_DEMO.pendingNumber });
      await pending.getByRole('button', { name: /通\s*过/ }).click();
      const confirm = schoolAdmin.getByRole('tooltip').filter({ hasText: '确认通过该认证？' });
      await finishedOpening(confirm);
      await confirm.getByRole('button', { name: /^确\s*定$/ }).click();
      await expectToast(schoolAdmin, '审核成功');
    } finally {
      await schoolAdminContext.close();
    }

    // 操作日志: the approval and both switches of the student, newest first, with what changed.
    await page.getByRole('menuitem', { name: '操作日志' }).first().click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
    const approval = page.getByRole('row').filter({ hasText: '通过身份认证' });
    await expect(approval.first()).toContainText('陈国强');
    await expect(approval.first()).toContainText(IDENTITY_DEMO.pendingNumber);
    const disabled = page.getByRole('row').filter({ hasText: '停用账号' }).first();
    await expect(disabled).toContainText('周杰');
    await disabled.getByRole('button', { name: /展开/ }).click();
    await expect(page.getByText('"disabled": false').first()).toBeVisible();
    await expect(page.getByText('"disabled": true').first()).toBeVisible();
    await shootWidths(page, 'admin-audit');
  });

  test('the console is the platform admin’s: a school admin is sent home with 身份错误', async ({ page }) => {
    await signInByApi(page, DEMO.schoolAdmin.mobile);
    await page.goto('/admin/users');
    await expect(page.getByText('身份错误')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
