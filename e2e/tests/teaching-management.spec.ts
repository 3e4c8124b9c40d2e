import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';
import { openCourseManagement } from './teaching-helpers';

/**
 * Course management (docs/teaching.md "Web"): the demo teacher 王丽华 opens 管理 from the teaching centre,
 * imports the demo student 张晓明 into a course he has not joined (a bad row first: errors shown, nothing imported),
 * posts a bulletin he then finds in 消息中心 → 课程消息, uploads a data file (the progress bar finishes), renames and
 * deletes it, and removes the student again, each removal after a confirmation. A student is refused
 * /imported-materials (身份错误).
 */
const COURSE = '数据分析基础';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function studentsXlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('学员');
  sheet.addRow(['姓名', '手机号', '学号']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const shoot = (page: Page, name: string): Promise<void> => shootWidths(page, `teaching-management-${name}`);

/** The course's students named 张晓明, straight from the API (the teacher's cookies). */
async function enrolledZhang(page: Page, courseId: string): Promise<number> {
  const answer = await page.request.post('/api/v1/statistics/findStudentList', {
    data: { courseId, page: 1, size: 10, keyword: DEMO.student.name },
  });
  const body = (await answer.json()) as { code: number; data: { total: number } };
  expect(body.code).toBe(200);
  return body.data.total;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('course management', () => {
  test('the teacher imports a student (a bad row first), posts a bulletin he reads, and removes him again', async ({ page, browser }) => {
    test.setTimeout(360_000);
    // 管理 in the teaching centre opens the course on its default tab.
    const courseId = await openCourseManagement(page, COURSE);
    await expect(tab(page, '课程公告')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: '当前课程' })).toBeVisible();
    await expect(page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: COURSE }).first()).toBeVisible();
    expect(await enrolledZhang(page, courseId)).toBe(0);

    // 学员管理 → 导入学员: the template downloads; a file with a wrong name is checked row by row and nothing is saved.
    await tab(page, '学员管理').click();
    await expect(page).toHaveURL(/\/course-management\/trainees-management\?course=/);
    await expect(page.getByRole('button', { name: '移除学员' })).toBeVisible();
    await shoot(page, 'students');
    await page.getByText('导入学员', { exact: true }).click();
    const template = await page.request.get('/api/v1/statistics/studentTemplate');
    expect(template.status()).toBe(200);
    expect(template.headers()['content-type']).toBe(XLSX);
    const templateBook = new ExcelJS.Workbook();
    const templateBytes = await template.body();
    await templateBook.xlsx.load(templateBytes.buffer.slice(templateBytes.byteOffset, templateBytes.byteOffset + templateBytes.byteLength) as ArrayBuffer);
    expect((templateBook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['姓名', '手机号', '学号']);

    const input = page.getByTestId('import-file-input');
    await input.setInputFiles({ name: '学员.xlsx', mimeType: XLSX, buffer: await studentsXlsx([['张小明', DEMO.student.mobile, '']]) });
    await expect(page.getByText('姓名与账号不一致')).toBeVisible();
    await expect(page.getByText('可导入 0 人，已是学员 0 人，有误 1 行')).toBeVisible();
    await expect(page.getByRole('button', { name: '确认导入' })).toBeDisabled();
    await shoot(page, 'import-errors');
    expect(await enrolledZhang(page, courseId)).toBe(0);

    await input.setInputFiles({ name: '学员.xlsx', mimeType: XLSX, buffer: await studentsXlsx([[DEMO.student.name, DEMO.student.mobile, '']]) });
    await expect(page.getByText('可导入 1 人，已是学员 0 人，有误 0 行')).toBeVisible();
    await page.getByRole('button', { name: '确认导入' }).click();
    await expectToast(page, '导入成功');
    expect(await enrolledZhang(page, courseId)).toBe(1);
    await page.getByText('导入记录', { exact: true }).click();
    await expect(page.getByRole('cell', { name: DEMO.student.name })).toBeVisible();
    await expect(page.getByRole('cell', { name: DEMO.teacher.name })).toBeVisible();

    // 课程公告: the rules show before anything is sent; the post reaches the student's 课程消息.
    await tab(page, '课程公告').click();
    await page.getByRole('button', { name: /^发\s*布$/ }).click();
    await expect(page.getByText('请输入公告标题')).toBeVisible();
    await expect(page.getByText('请输入公告内容')).toBeVisible();
    const title = `期中安排${Date.now() % 100000}`;
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('内容').fill('下周一第三节课在实训楼 302 进行期中上机测验，请带好学生证。');
    await page.getByRole('button', { name: /^发\s*布$/ }).click();
    await expectToast(page, '发布成功');
    await expect(page.locator('.ant-list-item').filter({ hasText: title })).toBeVisible();
    await shoot(page, 'bulletin');

    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await signInByApi(student, DEMO.student.mobile);
    await student.goto('/home/message');
    await student.getByRole('tab', { name: /课程消息/ }).click();
    await expect(student.getByText(title)).toBeVisible();
    await expect(student.getByText(COURSE).first()).toBeVisible();

    // A student may not open /imported-materials.
    await student.goto('/imported-materials');
    await expect(student.getByText('身份错误')).toBeVisible();
    await expect(student).toHaveURL(/\/home$/);
    await studentContext.close();

    // 学员管理 → 学员名单: remove the imported student after the confirmation.
    await tab(page, '学员管理').click();
    await page.getByRole('searchbox', { name: '搜索姓名、手机号或学号' }).fill(DEMO.student.name);
    await page.getByRole('searchbox', { name: '搜索姓名、手机号或学号' }).press('Enter');
    const zhang = page.locator('tr').filter({ hasText: DEMO.student.name });
    await expect(zhang).toHaveCount(1);
    await zhang.getByRole('checkbox').check();
    await page.getByRole('button', { name: '移除学员' }).click();
    const confirmRemove = page.getByRole('dialog').filter({ hasText: '确定将选中的 1 名学员移出本课程吗？' });
    await expect(confirmRemove).toBeVisible();
    await confirmRemove.getByRole('button', { name: '移除学员' }).click();
    await expectToast(page, '删除成功');
    await expect(page.getByText('本课程还没有学员')).toBeVisible();
    expect(await enrolledZhang(page, courseId)).toBe(0);
  });

  test('课程资料: the teacher uploads a file (the progress bar finishes), renames it inline and deletes it after the confirmation', async ({ page }) => {
    test.setTimeout(180_000);
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');
    await page.goto('/home/learning/my-teaching');
    await page.getByRole('link', { name: `管理：${COURSE}` }).click();
    await expect(page).toHaveURL(/\/course-management\/course-bulletin\?course=/);
    // 课程资料: upload (the progress bar finishes), rename inline, delete after the confirmation.
    await tab(page, '课程资料').click();
    await expect(page.getByText('上传资料')).toBeVisible();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    await page.getByTestId('data-file-input').setInputFiles({ name: '期中复习提纲.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: /^上\s*传$/ }).click();
    await expect(page.getByText('上传成功')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-testid=data-upload-progress][role=progressbar], [data-testid=data-upload-progress] [role=progressbar]')).toHaveAttribute('aria-valuenow', '100');
    const row = page.locator('tr').filter({ hasText: '期中复习提纲.pdf' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: '下载' })).toHaveAttribute('href', /\/api\/v1\/file\/server\/download\?fileUrl=/);
    await shoot(page, 'materials');

    await row.getByRole('button', { name: '重命名' }).click();
    const rename = page.getByRole('textbox', { name: '「期中复习提纲」的新名称' });
    await rename.fill('期中复习提纲（第二版）');
    await rename.press('Enter');
    await expectToast(page, '修改成功');
    await expect(row.getByText('期中复习提纲（第二版）')).toBeVisible();

    await row.getByRole('button', { name: '删除' }).click();
    const confirmDelete = page.getByRole('dialog').filter({ hasText: '删除后学员将无法再下载这份资料' });
    await expect(confirmDelete).toBeVisible();
    await confirmDelete.getByRole('button', { name: /^删\s*除$/ }).click();
    await expectToast(page, '删除成功');
    await expect(row).toHaveCount(0);

  });

  test('the other tabs: analysis mounted, exam and simulation tabs say what they will hold; /imported-materials has six', async ({ page }) => {
    test.setTimeout(180_000);
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');
    await page.goto('/course-management');
    await expect(page).toHaveURL(/\/course-management\/course-bulletin\?course=[0-9a-f]+$/);
    await tab(page, '单元测试').click();
    await expect(page.getByText('本课程还没有单元测试')).toBeVisible();
    await shoot(page, 'pending');
    await tab(page, '运营分析').click();
    await expect(page).toHaveURL(/\/course-management\/operational-analysis\?course=/);
    await page.goto('/imported-materials');
    await expect(page).toHaveURL(/\/imported-materials\/course-bulletin\?course=/);
    await expect(page.getByRole('tab')).toHaveText(['课程公告', '课程资料', '成绩管理', '运营分析', '单元测试', '学员管理']);
  });
});
