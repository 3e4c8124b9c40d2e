import { join } from 'node:path';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { COURSE, SUBMIT, UNIT_TEST, openCourseExams, question, signInStudent, unitTestRow } from './exams-helpers';
import { SHOTS, SIZES, motionsSettled, noHorizontalScroll } from './screenshot-helpers';

const GREEN = 'rgb(40, 176, 104)';

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
    await motionsSettled(page); // the drawer's slide-in
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

/** `YYYY-MM-DD HH:mm` in China time, as the exam form takes it. */
const chinaTime = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

type Envelope<T> = { code: number; msg: string; data: T };

test.describe('the server clock and offline answers', () => {
  test('a one-minute test submits itself at 0 and shows the result; an offline homework takes an answer file', async ({ page, browser, baseURL }) => {
    test.setTimeout(360_000);
    // 王丽华 publishes a one-minute unit test and an offline homework in Python 程序设计 (through her session).
    const teacher = await browser.newContext({ baseURL });
    const teacherPage = await teacher.newPage();
    await signInByApi(teacherPage, DEMO.teacher.mobile, 'teacher');
    const call = async <T>(path: string, data: unknown): Promise<T> => {
      const answer = (await (await teacher.request.post(`/api/v1${path}`, { data })).json()) as Envelope<T>;
      expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
      return answer.data;
    };
    const courses = await call<{ idSign: string; name: string }[]>('/exam/courseListByName', { name: COURSE });
    const courseId = courses.find((c) => c.name === COURSE)?.idSign ?? '';
    const bank = await call<{ list: { idSign: string; subjectName: string }[] }>('/qb/choiceList', { courseId, page: 1, size: 5, status: '0', type: 1 });
    const printQuestion = bank.list.find((q) => q.subjectName.includes('输出内容的函数'))?.idSign ?? '';
    const now = Date.now();
    const publish = async (fields: Record<string, unknown>): Promise<void> => {
      const exam = await call<{ idSign: string }>('/exam/add', {
        courseIdSign: courseId,
        attention: '',
        startTime: chinaTime(now - 3600_000),
        endTime: chinaTime(now + 86_400_000),
        attemptLimit: 1,
        ...fields,
      });
      await call('/exam/addSubjects', { examinationId: exam.idSign, subjectIdList: [printQuestion] });
      await call('/exam/updateReleaseStatus', { sign: exam.idSign, status: 1 });
    };
    await publish({ examinationName: '一分钟小测', type: 2, examTime: 1, answerMode: 1 });
    await publish({ examinationName: '线下大作业', type: 1, examTime: 0, answerMode: 2 });
    await teacher.close();

    await signInStudent(page);
    await openCourseExams(page);
    await page.getByRole('region', { name: '考试' }).getByRole('listitem').filter({ hasText: '一分钟小测' }).getByRole('link', { name: '开始作答' }).click();
    await expect(page.getByRole('timer')).toHaveText(/^00:0[01]:\d\d$/);
    await question(page, /输出内容的函数/).getByRole('radio', { name: 'B. print()' }).check();
    // Nobody presses 交卷: at 0 the paper submits what was saved and the result opens.
    await expect(page).toHaveURL(/\/look-answer\?recordId=/, { timeout: 90_000 });
    await expect(page.getByTestId('record-score')).toHaveText('5');
    await expect(page.getByTestId('record-score')).toHaveCSS('color', GREEN);
    await expect(page.getByText('(及格)')).toBeVisible();

    // The offline homework: upload a PDF from the course page; 上传成功. and the list shows it submitted, being graded.
    await openCourseExams(page);
    const offline = page.getByRole('region', { name: '作业' }).getByRole('listitem').filter({ hasText: '线下大作业' });
    await expect(offline.getByText('(未提交)')).toBeVisible();
    await expect(offline.getByRole('link', { name: '开始作答' })).toHaveCount(0);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/courseStudy/saveOfflineAnswer'));
    await offline.getByLabel('上传答案 线下大作业').setInputFiles({
      name: '第一章答案.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    expect((await (await uploaded).json()).code).toBe(200);
    await expect(page.getByText('上传成功.')).toBeVisible();
    await expect(offline.getByText('(已提交)')).toBeVisible();
    await expect(offline.getByText('(批改中)')).toHaveCSS('color', 'rgb(255, 139, 51)');
    await expect(offline.getByRole('button', { name: /重新上传/ })).toBeVisible();
  });
});
