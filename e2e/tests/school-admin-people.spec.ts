import { expect, test } from './fixtures';
import { spaced } from './console-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * 师生管理 of the school admin (docs/admin.md "People of the school"): 陈国强 finds a demo student of his school by name,
 * makes her a teacher too, sees it in 操作日志, and gives the role back (no other test signs in as her).
 */
const STUDENT = '刘子涵';

test.describe('school admin people', () => {
  test('the school admin gives a student of the school the teacher role, and takes it back', async ({ page }) => {
    test.setTimeout(120_000);
    await signInByApi(page, DEMO.schoolAdmin.mobile);
    await page.goto('/school-admin');
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /师生管理/ }).click();
    await expect(page).toHaveURL(/\/school-admin\/people$/);
    await expect(page.getByRole('heading', { level: 1, name: '师生管理' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shootWidths(page, 'school-people');

    await page.getByLabel('姓名').fill(STUDENT);
    await page.getByLabel('姓名').press('Enter');
    const row = page.getByRole('row').filter({ hasText: STUDENT });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('学生', { exact: true })).toBeVisible();

    const setRoles = async (teacher: boolean): Promise<void> => {
      await row.getByRole('button', { name: `设置「${STUDENT}」的身份` }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: `设置 ${STUDENT} 的身份` });
      await finishedOpening(dialog);
      const box = dialog.getByRole('checkbox', { name: '教师' });
      if (teacher) await box.check();
      else await box.uncheck();
      if (teacher) await shootWidths(page, 'school-people-roles');
      await dialog.getByRole('button', { name: spaced('保存') }).click();
      await expectToast(page, '身份已更新');
      await expect(dialog).toBeHidden();
    };
    await setRoles(true);
    await expect(row.getByText('教师', { exact: true })).toBeVisible();

    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /操作日志/ }).click();
    await expect(page.getByRole('row').filter({ hasText: `将 ${STUDENT} 的身份由「学生」改为「学生、教师」` }).first()).toBeVisible();

    await page.goBack();
    await page.getByLabel('姓名').fill(STUDENT);
    await page.getByLabel('姓名').press('Enter');
    await setRoles(false);
    await expect(row.getByText('教师', { exact: true })).toHaveCount(0);
  });
});
