import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * Homework and exams across courses (docs/exams.md "Across courses", issue 20). The demo student 张晓明 has seven to
 * do in Python 程序设计 and the training 跨境电商运营实训 and nothing handed in; 王丽华 set them all, her unit test is
 * graded (figures and a distribution), and three students have handed in 第一章 课后作业 with its short answer still
 * to mark: she grades the first from /criticizes-system, goes on with 下一份, and the queue is one shorter.
 */
const PYTHON = 'Python 程序设计';
const TRAINING = '跨境电商运营实训';
const HOMEWORK = '第一章 课后作业';
const UNIT_TEST = '第一单元测试';
/** The demo student's seven: Python's three and the training's four (server/src/exams/seed.cpp). */
const PYTHON_ITEMS = [HOMEWORK, UNIT_TEST, '期末考试'];
const TRAINING_ITEMS = ['跨境电商认知测验', '选品分析练习', '店铺 listing 优化方案', '店铺运营实战考核'];
const HOMEWORKS = [HOMEWORK, '选品分析练习', '店铺 listing 优化方案'];

const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const list = (page: Page, name: string) => page.getByRole('list', { name: `${name}列表` });
/** A row of a list by its exam's name (the type's name, 期末考试, is also in the rows of other exams). */
const row = (page: Page, listName: string, name: string) =>
  list(page, listName).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
const kind = (page: Page, name: string) => page.locator('.ant-segmented').getByText(name, { exact: true });
const twoChars = (text: string): RegExp => new RegExp(`^${Array.from(text).join('\\s*')}$`);

test.describe('homework and exams across courses', () => {
  test('the student sees his work of a course and a training in 待完成, filters by kind and switches tabs', async ({ page }) => {
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/test');
    await expect(page.getByRole('heading', { level: 1, name: '我的作业与考试' })).toBeVisible();
    // No 我布置的 for a student: 待完成 is open first, with the counts of each tab.
    await expect(tab(page, /我布置的/)).toHaveCount(0);
    await expect(tab(page, /^待完成/)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, /^待完成/)).toHaveText('待完成 7');
    await expect(tab(page, /^已提交/)).toHaveText('已提交 0');
    await expect(tab(page, /^已错过/)).toHaveText('已错过 0');
    await expect(tab(page, /^全部/)).toHaveText('全部 7');

    const todo = list(page, '待完成');
    await expect(todo.getByRole('listitem')).toHaveCount(7);
    for (const name of PYTHON_ITEMS) {
      const item = row(page, '待完成', name);
      await expect(item).toContainText(`课程：${PYTHON}`);
      await expect(item.getByRole('link', { name: PYTHON })).toHaveAttribute('href', /^\/courseDetail\//);
    }
    for (const name of TRAINING_ITEMS) {
      const item = row(page, '待完成', name);
      await expect(item).toContainText(`培训：${TRAINING}`);
      await expect(item.getByRole('link', { name: TRAINING })).toHaveAttribute('href', /^\/trainDetail\//);
    }
    // The row's action: 开始作答 online, 上传答案 offline.
    const homework = row(page, '待完成', HOMEWORK);
    await expect(homework.getByRole('link', { name: '开始作答' })).toHaveAttribute('href', /^\/testPaper\//);
    const offline = row(page, '待完成', '店铺 listing 优化方案');
    await expect(offline.getByRole('button', { name: /上传答案/ })).toBeVisible();
    await shootWidths(page, 'exams-across-student-todo');

    // 作业 only: the three homeworks, the counts of the kind.
    await kind(page, '作业').click();
    await expect(page).toHaveURL(/\/test\?tab=todo&kind=work$/);
    await expect(tab(page, /^待完成/)).toHaveText('待完成 3');
    await expect(todo.getByRole('listitem')).toHaveCount(3);
    for (const name of HOMEWORKS) await expect(row(page, '待完成', name)).toBeVisible();

    // The other tabs, with their empty states in the kind's words.
    await tab(page, /^已提交/).click();
    await expect(page).toHaveURL(/\/test\?tab=submitted&kind=work$/);
    await expect(page.getByText('暂无已提交的作业', { exact: true })).toBeVisible();
    await tab(page, /^已错过/).click();
    await expect(page.getByText('暂无已错过的作业', { exact: true })).toBeVisible();
    await kind(page, '全部').click();
    await expect(page).toHaveURL(/\/test\?tab=missed$/);
    await expect(page.getByText('暂无已错过的作业或考试', { exact: true })).toBeVisible();
    await shootWidths(page, 'exams-across-student-empty');
    await tab(page, /^全部/).click();
    await expect(list(page, '全部').getByRole('listitem')).toHaveCount(7);
    await kind(page, '考试').click();
    await expect(list(page, '全部').getByRole('listitem')).toHaveCount(4);
    await expect(tab(page, /^全部/)).toHaveText('全部 4');
  });

  test('the grading pages are a teacher\'s: a student gets 批阅系统供教师使用 and 身份错误', async ({ page }) => {
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/criticizes-system');
    await expect(page.getByText('批阅系统供教师使用', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看我的作业与考试' })).toHaveAttribute('href', '/test');
    await expect(page.getByRole('table')).toHaveCount(0);
    await shootWidths(page, 'exams-across-queue-student');

    await page.goto('/test-one?id=anything');
    await expect(page.getByText('身份错误')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/criticizes-system-one?recordId=anything');
    await expect(page.getByText('身份错误')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the teacher reads her exams, one in figures, and grades the queue with 下一份', async ({ page }) => {
    test.setTimeout(240_000);
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');

    // /test: 我布置的 first, the exams of both her course and her training.
    await page.goto('/test');
    await expect(tab(page, '我布置的')).toHaveAttribute('aria-selected', 'true');
    const managed = page.getByRole('table');
    for (const name of [...PYTHON_ITEMS, ...TRAINING_ITEMS]) await expect(managed.getByRole('link', { name, exact: true })).toBeVisible();
    const homeworkRow = managed.getByRole('row').filter({ has: page.getByRole('link', { name: HOMEWORK, exact: true }) });
    await expect(homeworkRow).toContainText(PYTHON);
    // 题目 6, 作答 3, 已批改 0, 待批改 3.
    await expect(homeworkRow.getByRole('cell').nth(-1)).toHaveText('3');
    await expect(homeworkRow.getByRole('cell').nth(-2)).toHaveText('0');
    await shootWidths(page, 'exams-across-managed');

    // /test-one of the unit test: its header, eight figure cards, the distribution chart, its records.
    await managed.getByRole('link', { name: UNIT_TEST, exact: true }).click();
    await expect(page).toHaveURL(/\/test-one\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: UNIT_TEST })).toBeVisible();
    await expect(page.getByRole('link', { name: PYTHON })).toBeVisible();
    const figures = page.getByRole('list', { name: '考试概况' });
    await expect(figures.getByRole('listitem')).toHaveCount(8);
    for (const label of ['学员', '已提交', '已批改', '待批改', '平均分', '最高分', '最低分', '及格']) {
      await expect(page.getByTestId(`figure-${label}`)).toContainText(label);
    }
    const graded = Number(await page.getByTestId('figure-已批改').getByRole('paragraph').textContent());
    expect(graded).toBeGreaterThan(0);
    await expect(page.getByTestId('figure-待批改').getByRole('paragraph')).toHaveText('0');
    await expect(page.getByTestId('figure-平均分').getByRole('paragraph')).toHaveText(/^\d+$/);
    const chart = page.getByRole('figure', { name: '成绩分布' });
    await expect(chart.locator('canvas').first()).toBeVisible();
    const bands = page.getByRole('list', { name: '成绩分布' }).getByRole('listitem');
    await expect(bands).toHaveCount(5);
    const counted = (await bands.allTextContents()).reduce((sum, text) => sum + Number(/(\d+)人$/.exec(text)?.[1] ?? 0), 0);
    expect(counted).toBe(graded);
    await expect(page.getByRole('button', { name: twoChars('批改') })).toBeDisabled();
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: '已批改' }).first()).toBeVisible();
    await shootWidths(page, 'exams-across-overview');

    // /criticizes-system: the three handed-in homeworks, oldest first.
    await page.goto('/criticizes-system');
    await expect(page.getByRole('heading', { level: 1, name: '批阅系统' })).toBeVisible();
    await expect(page.getByText('共 3 份待批改')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: HOMEWORK });
    await expect(rows).toHaveCount(3);
    const names = await Promise.all([0, 1, 2].map(async (i) => ((await rows.nth(i).getByRole('cell').first().textContent()) ?? '').trim()));
    for (const queued of await rows.all()) await expect(queued).toContainText(PYTHON);
    await shootWidths(page, 'exams-across-queue');

    await rows.first().getByRole('link', { name: `批改 ${names[0]} ${HOMEWORK}` }).click();
    await expect(page).toHaveURL(/\/criticizes-system-one\?recordId=/);
    const first = new URL(page.url()).searchParams.get('recordId');
    await expect(page.getByRole('heading', { level: 1, name: '批改答卷' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: names[0] })).toBeVisible();
    await expect(page.getByTestId('header-score')).toContainText('批改中');
    // The short answer: a score out of range is refused with the contract's words, then 8 is saved.
    const score = page.getByLabel(/^得分（0–\d+）$/);
    await expect(score).toHaveCount(1);
    const max = Number(/–(\d+)）/.exec((await page.getByText(/^得分（0–\d+）$/).textContent()) ?? '')?.[1]);
    expect(max).toBeGreaterThan(0);
    // The question's own section (the innermost region holding the score).
    const answer = page.getByRole('region').filter({ has: score }).last();
    await score.fill(String(max + 1));
    await answer.getByRole('button', { name: twoChars('保存') }).click();
    await expect(answer.getByText(`得分必须在0到${max}之间`)).toBeVisible();
    await score.fill(String(Math.min(8, max)));
    await answer.getByLabel('评语').fill('要点答到了，可再举一例');
    // From the top: a full-page shot of a scrolled page draws the sticky header where the window was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shootWidths(page, 'exams-across-grading');
    await answer.getByRole('button', { name: twoChars('保存') }).click();
    await expectToast(page, '保存成功');
    await expect(page.getByTestId('header-score')).toContainText('已批改');
    await expect(page.getByTestId('record-status')).toHaveText('已批改');

    // 下一份: the next handed-in homework.
    await page.getByRole('button', { name: '下一份' }).click();
    await expect(page).not.toHaveURL(new RegExp(`recordId=${first}$`));
    await expect(page).toHaveURL(/\/criticizes-system-one\?recordId=/);
    await expect(page.getByRole('definition').filter({ hasText: names[1] })).toBeVisible();
    await expect(page.getByTestId('header-score')).toContainText('批改中');

    // The queue is one shorter: the graded one has left it.
    await page.getByRole('link', { name: '返回批阅列表' }).click();
    await expect(page).toHaveURL(/\/criticizes-system$/);
    await expect(page.getByText('共 2 份待批改')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: names[0] })).toHaveCount(0);

    // And 我布置的 counts it: 已批改 1, 待批改 2.
    await page.goto('/test?tab=managed');
    await expect(homeworkRow.getByRole('cell').nth(-1)).toHaveText('2');
    await expect(homeworkRow.getByRole('cell').nth(-2)).toHaveText('1');
  });
});
