import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';

test.describe('learning centre: 课程推荐, 教学学情, 账号设置', () => {
  test('a student finds courses like theirs, joins one, and opens the account settings beside the menu', async ({ page }) => {
    test.setTimeout(180_000);
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/home/learning/center');
    const menu = page.getByRole('navigation', { name: '学习中心' });
    await menu.getByRole('link', { name: '课程推荐' }).click();
    await expect(page).toHaveURL(/\/home\/learning\/courses-for$/);
    await expect(page.getByRole('heading', { level: 2, name: '课程推荐' })).toBeVisible();
    const grid = page.getByRole('list', { name: '推荐的课程' });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    // 张晓明 studies three demo courses: suggestions of their kinds come first and say so.
    await expect(grid.getByRole('listitem').first()).toContainText('与你在学的「');
    await shootWidths(page, 'learning-courses-for');

    const first = grid.getByRole('listitem').first().getByRole('link').first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    const levels = page.getByRole('radiogroup', { name: '课程难度' }).or(page.locator('.ant-segmented')).first();
    await levels.getByText('高级', { exact: true }).click();
    await expect(grid.or(page.getByText('这个难度下暂无可推荐的课程'))).toBeVisible();
    await expect(grid.getByText('入门', { exact: true })).toHaveCount(0);
    await levels.getByText('全部', { exact: true }).click();
    await expect(grid.getByRole('link', { name }).first()).toBeVisible();

    await menu.getByRole('link', { name: '账号设置' }).click();
    await expect(page).toHaveURL(/\/home\/learning\/account$/);
    await expect(page.getByRole('heading', { level: 2, name: '账号设置' })).toBeVisible();
    await expect(page.getByText('138****0001')).toBeVisible();
    await shootWidths(page, 'learning-account');
  });

  test('a teacher reads 教学学情: the figures, the chart, and a course\'s own analysis one click away', async ({ page }) => {
    test.setTimeout(180_000);
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');
    await page.goto('/home/learning/center');
    await page.getByRole('navigation', { name: '学习中心' }).getByRole('link', { name: '教学学情' }).click();
    await expect(page).toHaveURL(/\/home\/learning\/teacher-study$/);
    await expect(page.getByRole('heading', { level: 2, name: '教学学情' })).toBeVisible();
    await expect(page.getByTestId('stat-students')).not.toHaveText(/学员总数\s*0$/);
    await expect(page.getByRole('figure', { name: '各课程学习中、已完成人数的堆叠条形图' }).locator('canvas')).toBeVisible();
    await shootWidths(page, 'learning-teacher-study');
    const firstRow = page.getByRole('row').nth(1);
    const course = (await firstRow.getByRole('cell').first().textContent()) ?? '';
    await firstRow.getByRole('link', { name: `${course} 学习分析` }).click();
    await expect(page).toHaveURL(/\/course-management\/study-analysis\?course=/);
  });
});
