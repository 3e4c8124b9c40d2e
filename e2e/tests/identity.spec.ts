import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { DEMO, logInAs } from './accounts-helpers';
import { freshNumber, IDENTITY_DEMO, rosterCsv, submitClaim, uploadRoster } from './identity-helpers';
import { finishedOpening } from './screenshot-helpers';
import { registerFreshUser } from './settings-helpers';

/** A fresh user (own browser context) on the personal centre with the 学生认证 form open (its zoom-in over). */
async function freshClaimant(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerFreshUser(page);
  await page.goto('/home/learning/center');
  await expect(page.getByText('尚未提交身份认证')).toBeVisible();
  await page.getByRole('button', { name: '去认证' }).click();
  await finishedOpening(page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '学生认证' }) }));
  return page;
}

async function openAdminPage(page: Page): Promise<void> {
  await logInAs(page, IDENTITY_DEMO.admin.mobile);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await page.getByRole('button', { name: '用户菜单' }).hover();
  await page.getByRole('menuitem', { name: '身份审核' }).click();
  await expect(page).toHaveURL(/\/school-admin\/identity$/);
  await expect(page.getByRole('heading', { name: '身份审核' })).toBeVisible();
}

test.describe('identity authentication', () => {
  test('a roster row imported by the admin approves a fresh student at once; a bad file shows its row errors', async ({ page, browser }) => {
    const number = freshNumber();
    mkdirSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots'), { recursive: true });
    await openAdminPage(page);
    await page.getByRole('tab', { name: '花名册' }).click();

    await uploadRoster(page, 'bad.csv', rosterCsv([['学生', '2024999001', '甲'], ['校长', '1', '乙'], ['教师', '', '丙']]));
    await expect(page.getByText('文件有误，未保存任何数据')).toBeVisible();
    const errors = page.getByRole('table').filter({ hasText: '行号' });
    await expect(errors.getByText('类型必须是学生或教师')).toBeVisible();
    await expect(errors.getByRole('row')).toHaveCount(3);
    await page.screenshot({ path: join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', 'school-admin-roster-errors.png') });

    await uploadRoster(page, 'roster.csv', rosterCsv([['学生', number, '王测试']]));
    await expect(page.getByText('新增 1 条，更新 0 条')).toBeVisible();

    const student = await freshClaimant(browser);
    await submitClaim(student, '王测试', number);
    await expect(student.getByText('认证成功')).toBeVisible();
    await expect(student.getByText('已认证').first()).toBeVisible();
    await expect(student.getByRole('main').getByText(number)).toBeVisible();
    await student.context().close();
  });

  test('the admin rejects the demo pending claim with a reason and approves a fresh pending one', async ({ page, browser }) => {
    const student = await freshClaimant(browser);
    await submitClaim(student, '刘待审', freshNumber());
    await expect(student.getByText('已提交认证，请等待学校审核')).toBeVisible();
    await expect(student.getByText('审核中').first()).toBeVisible();

    await openAdminPage(page);
    const pending = page.getByRole('row').filter({ hasText: IDENTITY_DEMO.pendingNumber });
    await pending.getByRole('button', { name: /驳\s*回/ }).click();
    const dialog = page.getByRole('dialog', { name: '驳回认证' });
    await finishedOpening(dialog);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请填写驳回原因');
    await dialog.getByRole('textbox').fill('工号与学校名单不符');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectToast(page, '审核成功');
    await expect(pending).toHaveCount(0);

    const fresh = page.getByRole('row').filter({ hasText: '刘待审' });
    await fresh.getByRole('button', { name: /通\s*过/ }).click();
    // The confirmation's own 确定, once it has opened (a click during its motion is lost).
    const confirm = page.getByRole('tooltip').filter({ hasText: '确认通过该认证？' });
    await finishedOpening(confirm);
    await confirm.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(fresh).toHaveCount(0);

    await page.getByRole('tab', { name: '已驳回' }).click();
    await expect(page.getByRole('row').filter({ hasText: IDENTITY_DEMO.pendingNumber })).toContainText('工号与学校名单不符');
    await page.getByRole('tab', { name: '已通过' }).click();
    await expect(page.getByRole('row').filter({ hasText: '刘待审' })).toBeVisible();

    await student.reload();
    await expect(student.getByText('已认证').first()).toBeVisible();
    await student.context().close();
  });

  test('other roles are sent home with 身份错误', async ({ page }) => {
    await logInAs(page, DEMO.student.mobile);
    await expect(page).toHaveURL(/\/home\/learning\/center$/);
    await page.goto('/school-admin/identity');
    await expect(page.getByText('身份错误')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
