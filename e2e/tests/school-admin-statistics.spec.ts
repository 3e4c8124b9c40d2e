import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { canvasesSettled, finishedOpening, shootWidths } from './screenshot-helpers';

/**
 * 教学统计 of the school admin (docs/admin.md "Teaching statistics"): 陈国强 sees his school's teachers, picks the demo's
 * Python course and reads its scores (sums, the ten buckets, the list), its study analysis and its operations, as the
 * course's teachers do — without being on its team.
 */
const COURSE = 'Python 程序设计';

test.describe('school admin teaching statistics', () => {
  test('the school admin reads the school’s teachers and a course’s scores, study and operations', async ({ page }) => {
    test.setTimeout(120_000);
    await signInByApi(page, DEMO.schoolAdmin.mobile);
    await page.goto('/school-admin');
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /教学统计/ }).click();
    await expect(page).toHaveURL(/\/school-admin\/statistics$/);
    await expect(page.getByRole('heading', { level: 1, name: '教学统计' })).toBeVisible();
    const teachers = page.getByTestId('school-teachers');
    await expect(teachers.getByRole('row').filter({ hasText: '王丽华' })).toBeVisible();
    await shootWidths(page, 'school-statistics-teachers');

    // The school has many courses: the picker searches the server for what is typed.
    await page.getByRole('combobox', { name: '课程' }).click();
    await page.getByRole('combobox', { name: '课程' }).fill('Python');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${COURSE}$`) }).first();
    await finishedOpening(option);
    await option.click();
    await expect(page).toHaveURL(/tab=scores&course=/);
    const scores = page.getByRole('tabpanel', { name: '成绩管理' });
    await expect(scores.getByText('平均分')).toBeVisible();
    await expect(scores.getByRole('row').nth(1)).toBeVisible();
    await canvasesSettled(page);
    await shootWidths(page, 'school-statistics-scores');

    await page.getByRole('tab', { name: '学习分析' }).click();
    await expect(page).toHaveURL(/tab=study&course=/);
    const study = page.getByRole('tabpanel', { name: '学习分析' });
    await expect(study.locator('canvas').first()).toBeVisible();
    await page.getByRole('tab', { name: '运营分析' }).click();
    const operations = page.getByRole('tabpanel', { name: '运营分析' });
    await expect(operations.locator('canvas').first()).toBeVisible();
    await canvasesSettled(page);
    await shootWidths(page, 'school-statistics-operations');
  });
});
