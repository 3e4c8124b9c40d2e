import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logInAs } from './accounts-helpers';
import { SHOTS, SIZES, noHorizontalScroll } from './screenshot-helpers';

/** The demo exams (server/src/exams/seed.cpp): 第一单元测试 in 王丽华's Python 程序设计, 9 questions, 55 points, 30 minutes. */
const COURSE = 'Python 程序设计';
const UNIT_TEST = '第一单元测试';
const GREEN = 'rgb(40, 176, 104)';
const SUBMIT = /^交\s?卷$/;

async function signInStudent(page: Page): Promise<void> {
  await logInAs(page, DEMO.student.mobile);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
}

/** From 我的课程 to the course page's 作业与考试 tab. */
async function openCourseExams(page: Page): Promise<void> {
  await page.goto('/home/learning/curriculum');
  await page.getByRole('link', { name: COURSE, exact: true }).first().click();
  await expect(page).toHaveURL(/\/courseDetail\//);
  await page.getByRole('tab', { name: '作业与考试' }).click();
  await expect(page.getByRole('region', { name: '考试' })).toBeVisible();
}

const unitTestRow = (page: Page) => page.getByRole('region', { name: '考试' }).getByRole('listitem').filter({ hasText: UNIT_TEST });
const question = (page: Page, stem: string | RegExp) => page.locator('section[id^="q-"]').filter({ has: page.getByRole('heading', { name: stem }) });

test.describe('a student takes the unit test', () => {
  test('opens it from the course page, answers, reloads and finds the answers, submits after the confirmation, sees the score', async ({ page }) => {
    await signInStudent(page);
    await openCourseExams(page);
    const row = unitTestRow(page);
    await expect(row.getByText('(未提交)')).toHaveCSS('color', 'rgb(233, 45, 8)');
    await expect(row.getByText('--', { exact: true })).toBeVisible();
    const started = page.waitForResponse((r) => r.url().endsWith('/qb/getExaminationPaper'));
    await row.getByRole('link', { name: '开始作答' }).click();
    expect((await (await started).json()).code).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: UNIT_TEST })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^00:(29|30):\d\d$/);

    // Five answers; each change is saved a second later (no progress bar), with a larger saveSeq each time.
    const seqs: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/qb/saveExaminationPaper')) seqs.push(request.postDataJSON().saveSeq as number);
    });
    await question(page, /输出内容的函数/).getByRole('radio', { name: 'B. print()' }).check();
    await question(page, /7 \/\/ 2/).getByRole('radio', { name: 'B. 3', exact: true }).check();
    // The keyboard: Tab into the options of 定义函数, arrows move the choice.
    const defQuestion = question(page, /定义函数的关键字/);
    await defQuestion.getByRole('radio', { name: 'A. func' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(defQuestion.getByRole('radio', { name: 'C. def' })).toBeChecked();
    const types = question(page, /内置数据类型/);
    for (const name of ['A. list', 'B. dict', 'D. tuple']) await types.getByRole('checkbox', { name }).check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/qb/saveExaminationPaper') && r.request().postDataJSON().subjectAnswerReqList.some((a: { answer: string | null }) => a.answer === 'len'),
    );
    await question(page, /获取列表 a 长度/).getByRole('textbox').fill('len');
    const body = (await (await saved).json()) as { code: number; data: { submitStatus: number } };
    expect(body.code).toBe(200);
    expect(body.data.submitStatus).toBe(0);
    expect(seqs.length).toBeGreaterThan(0);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    const sheet = page.getByRole('navigation', { name: '答题卡' });
    await expect(sheet.getByText('已答 5 / 9')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // A reload resumes the same attempt with every answer.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: UNIT_TEST })).toBeVisible();
    await expect(question(page, /输出内容的函数/).getByRole('radio', { name: 'B. print()' })).toBeChecked();
    await expect(question(page, /定义函数的关键字/).getByRole('radio', { name: 'C. def' })).toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'D. tuple' })).toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'C. array' })).not.toBeChecked();
    await expect(question(page, /获取列表 a 长度/).getByRole('textbox')).toHaveValue('len');
    await expect(sheet.getByText('已答 5 / 9')).toBeVisible();

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `exams-paper-${size.name}.png`), fullPage: size.name === '1440' });
    }
    // On a phone the answer sheet is a drawer.
    await page.getByRole('button', { name: '答题卡' }).click();
    const drawerSheet = page.getByRole('dialog').getByRole('navigation', { name: '答题卡' });
    await expect(drawerSheet.getByRole('button', { name: '第 5 题 未答' })).toBeVisible();
    await page.waitForTimeout(400); // the drawer's slide-in
    await page.screenshot({ path: join(SHOTS, 'exams-paper-sheet-375.png') });
    await drawerSheet.getByRole('button', { name: '第 5 题 未答' }).click();
    await expect(question(page, /写循环/)).toBeInViewport();
    await page.setViewportSize({ width: 1440, height: 900 });

    // Submit: the confirmation names the four unanswered questions; cancelling keeps the paper open.
    await page.getByRole('button', { name: SUBMIT }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认交卷' });
    await expect(confirm.getByText('还有 4 题未作答，确定交卷吗？')).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'exams-paper-confirm-1440.png') });
    await confirm.getByRole('button', { name: '继续作答' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: SUBMIT }).click();
    await page.getByRole('dialog').filter({ hasText: '确认交卷' }).getByRole('button', { name: '确定交卷' }).click();

    // 5 + 5 + 5 + 10 + 5 = 30 of 55: 54.5 %, below the pass mark → red (未及格).
    await expect(page).toHaveURL(/\/look-answer\?recordId=/);
    await expect(page.getByRole('heading', { level: 1, name: UNIT_TEST })).toBeVisible();
    await expect(page.getByTestId('record-score')).toHaveText('30');
    await expect(page.getByTestId('record-score')).toHaveCSS('color', 'rgb(233, 45, 8)');
    await expect(page.getByText('(未及格)')).toBeVisible();
    await expect(page.getByText('正确答案与解析暂未公布')).toBeVisible();
    await expect(page.getByRole('article', { name: '第 1 题' }).locator('dd').filter({ hasText: 'B. print()' })).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `exams-look-answer-${size.name}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The course page's list shows it submitted with the score in red.
    await openCourseExams(page);
    const after = unitTestRow(page);
    await expect(after.getByText('(已提交)')).toHaveCSS('color', GREEN);
    await expect(after.getByText('(未及格)')).toHaveCSS('color', 'rgb(233, 45, 8)');
    await expect(after).toContainText('30');
    await expect(after.getByRole('link', { name: '查看结果' })).toBeVisible();
    await expect(after.getByRole('link', { name: '开始作答' })).toHaveCount(0);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `exams-course-tab-${size.name}.png`), fullPage: true });
    }
  });
});
