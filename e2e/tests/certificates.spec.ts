import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logInAs, signInByApi } from './accounts-helpers';
import { registerFreshUser } from './settings-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { finishCourseByApi } from './study-helpers';
import { expectToast } from './toast-helpers';

/**
 * Certificates (docs/certificates.md): a visitor checks a demo certificate by the holder's name and its number and
 * opens it (the seal, the QR code, the PDF); a revoked one shows as revoked; the teacher issues one for an offline
 * result under 成绩管理; a new student completes the course's requirements (every video, the unit test and the final
 * exam), claims the certificate in 我的证书 and anyone finds it.
 */
const COURSE = 'Python 程序设计';
const HOLDER = '林书航';

/**
 * What a student who studied answers to the objective questions of the demo bank (server/src/exams/seed.cpp): the
 * content of the right options, or the text of a judgement ('1' true, '0' false) or a blank.
 */
const KNOWN: Record<string, string[]> = {
  'Python 中用于在屏幕上输出内容的函数是？': ['print()'],
  '下列哪个是合法的 Python 变量名？': ['my_name'],
  '表达式 7 // 2 的值是？': ['3'],
  '用于定义函数的关键字是？': ['def'],
  '下列哪些是 Python 的内置数据类型？': ['list', 'dict', 'tuple'],
  '下列哪些语句可以用来写循环？': ['for', 'while'],
  '关于列表，下列说法正确的是？': ['列表可以修改', '列表可以嵌套列表'],
  'Python 使用缩进来表示代码块。': ['1'],
  '元组创建后可以修改其中的元素。': ['0'],
  '字典的键必须是不可变类型。': ['1'],
  '表达式 3 ** 2 的值是 ____。': ['9'],
  '获取列表 a 长度的内置函数是 ____。': ['len'],
  'Python 中表示“空值”的关键字是 ____。': ['None'],
};

type PaperQuestion = { unitestingBankId: string; subjectName: string; optionList: { optionName: string; optionContent: string }[] };

/** Starts the course's exam `name`, answers what the student knows, and submits it (the exam page's calls). */
async function sitExamByApi(page: Page, courseSign: string, name: string): Promise<void> {
  const exams = await api<{ idSign: string; examinationName: string }[]>(page, 'GET', `/course/examList?courseId=${courseSign}`);
  const exam = exams.find((e) => e.examinationName === name);
  expect(exam, `${COURSE} has ${name}`).toBeTruthy();
  const paper = await api<{ testPaperData: { unitestingUserRecordId: string }; testPaperVal: { children: PaperQuestion[] }[] }>(
    page, 'POST', '/qb/getExaminationPaper', { examinationId: exam?.idSign });
  const answers = paper.testPaperVal
    .flatMap((group) => group.children)
    .filter((q) => KNOWN[q.subjectName])
    .map((q) => {
      const known = KNOWN[q.subjectName];
      const letters = q.optionList.filter((o) => known.includes(o.optionContent)).map((o) => o.optionName);
      return { unitestingBankId: q.unitestingBankId, answer: q.optionList.length > 0 ? letters.join(',') : known[0] };
    });
  const saved = await api<{ submitStatus: number }>(page, 'POST', '/qb/saveExaminationPaper', {
    unitestingUserRecordId: paper.testPaperData.unitestingUserRecordId,
    saveSeq: 1,
    countDown: 0,
    submit: true,
    subjectAnswerReqList: answers,
  });
  expect(saved.submitStatus, `${name} graded on submission`).toBe(2);
}

type Envelope<T> = { code: number; msg: string; data: T };
type Certificate = { number: string; code: string; holderName: string; courseName: string; revoked: boolean; kind: number };

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = method === 'GET' ? await page.request.get(`/api/v1${path}`) : await page.request.post(`/api/v1${path}`, { data: body });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** The demo course's sign and its certificates, read as its teacher (then signed out). */
async function demoCertificates(page: Page): Promise<{ sign: string; list: Certificate[] }> {
  await signInByApi(page, DEMO.teacher.mobile, 'teacher');
  const courses = await api<{ list: { idSign: string; name: string }[] }>(page, 'POST', '/course/myCourseList', { page: 1, page_size: 50 });
  const sign = courses.list.find((c) => c.name === COURSE)?.idSign ?? '';
  expect(sign, `${DEMO.teacher.name} teaches ${COURSE}`).not.toBe('');
  const { list } = await api<{ list: Certificate[] }>(page, 'POST', '/certificate/courseList', { courseId: sign, page: 1, size: 50 });
  await page.context().clearCookies();
  return { sign, list };
}

test.describe('certificates', () => {
  test('a visitor checks a certificate by name and number, opens it and downloads its PDF', async ({ page }) => {
    test.setTimeout(120_000);
    const { list } = await demoCertificates(page);
    const c = list.find((x) => !x.revoked);
    expect(c, 'a valid demo certificate').toBeTruthy();
    const cert = c as Certificate;

    await page.goto('/certificate-search');
    await expect(page.getByRole('heading', { level: 1, name: '证书查询' })).toBeVisible();
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect(page.getByText('请输入持证人姓名')).toBeVisible();
    await page.getByLabel('持证人姓名').fill(cert.holderName);
    await page.getByLabel('证书编号').fill(`${cert.number.slice(0, 6).toLowerCase()} ${cert.number.slice(6)}`);
    await page.getByLabel('证书编号').press('Enter');
    const result = page.getByText('查询结果');
    await expect(result).toBeVisible();
    await expect(page.getByText('有效', { exact: true })).toBeVisible();
    await shootWidths(page, 'certificate-search');

    await page.getByRole('link', { name: /查看证书/ }).click();
    await expect(page).toHaveURL(new RegExp(`/certificate-details\\?number=${cert.number}&code=${cert.code}$`));
    await expect(page.getByText('本证书由平台颁发，信息真实有效。')).toBeVisible();
    const sheet = page.getByRole('article', { name: `${cert.holderName}的` + (cert.kind === 3 ? '考核证书' : cert.kind === 2 ? '培训证书' : '结业证书') });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(cert.number)).toBeVisible();
    await expect(sheet.getByRole('img', { name: '扫码核验' })).toHaveJSProperty('complete', true);
    await shootWidths(page, 'certificate-details');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载 PDF/ }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^${cert.holderName}-.+证书\\.pdf$`));

    // A wrong code is 证书不存在, with the way to the search.
    await page.goto(`/certificate-details?number=${cert.number}&code=ZZZZ2222`);
    await expect(page.getByText('证书不存在')).toBeVisible();
    await page.getByRole('link', { name: /去证书查询/ }).click();
    await expect(page).toHaveURL(/\/certificate-search$/);
  });

  test('a revoked certificate is found, and says it was revoked, when and why', async ({ page }) => {
    const { list } = await demoCertificates(page);
    const revoked = list.find((x) => x.revoked) as Certificate;
    expect(revoked, 'the demo has a revoked certificate').toBeTruthy();
    await page.goto(`/certificate-search?name=${encodeURIComponent(revoked.holderName)}&number=${revoked.number}`);
    await expect(page.getByText('已吊销', { exact: true })).toBeVisible();
    await expect(page.getByText(/被学校吊销（经复核，期末考试成绩存在作弊行为），不再有效。/)).toBeVisible();
    await page.getByRole('link', { name: /查看证书/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '不再有效' })).toBeVisible();
    await shootWidths(page, 'certificate-revoked');
  });

  test('the teacher issues a certificate for an offline result under 成绩管理', async ({ page }) => {
    test.setTimeout(120_000);
    const { sign, list } = await demoCertificates(page);
    await logInAs(page, DEMO.teacher.mobile, 'teacher');
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await page.goto(`/course-management/score-management?course=${encodeURIComponent(sign)}`);
    const panel = page.getByRole('region', { name: '证书管理' });
    await expect(panel.getByRole('row')).toHaveCount(list.length + 1);
    await panel.getByRole('button', { name: /颁发线下考核证书/ }).click();
    const dialog = page.getByRole('dialog', { name: '颁发线下考核证书' });
    await expect(dialog).toBeVisible();
    // A trainee of the course who holds no certificate of it yet, typed into the dialog's search.
    const holders = new Set(list.map((c) => c.holderName));
    const students = await api<{ list: { name: string }[] }>(page, 'POST', '/statistics/findStudentList', { courseId: sign, page: 1, size: 50 });
    const name = students.list.map((s) => s.name).find((n) => n && !holders.has(n)) ?? '';
    expect(name, 'a trainee without a certificate').not.toBe('');
    await dialog.getByLabel('学员').fill(name);
    // The options come from a search answer: click one only once the list has opened (not while it animates or is
    // replaced by the answer), and see that it was taken.
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first();
    await finishedOpening(option);
    await option.click();
    await expect(dialog.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: name }).first()).toBeVisible();
    await dialog.getByLabel('成绩').fill('91.5');
    await dialog.getByLabel('备注').fill('线下项目答辩');
    await shootWidths(page, 'certificate-issue');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await expectToast(page, '颁发成功');
    await expect(panel.getByRole('row').filter({ hasText: name }).filter({ hasText: '考核证书' })).toBeVisible();
    await shootWidths(page, 'certificate-course-list');
  });

  test('a student completes the course\'s requirements, claims the certificate in 我的证书, and anyone finds it', async ({ page }) => {
    test.setTimeout(240_000);
    await registerFreshUser(page);
    await api(page, 'POST', '/user/updateName', { userName: HOLDER });
    const sign = await finishCourseByApi(page, COURSE);
    await page.goto('/home/learning/certificates');
    await expect(page.getByRole('heading', { level: 1, name: '我的证书' })).toBeVisible();
    const studies = page.getByRole('list', { name: '领取证书' });
    const row = studies.getByRole('listitem').filter({ hasText: COURSE });
    await row.getByRole('button', { name: '查看成绩' }).click();
    let dialog = page.getByRole('dialog', { name: `${COURSE} · 综合成绩` });
    // The videos alone weigh 40 of 100 (the course's assessment standard): not enough.
    await expect(dialog.getByText(/^距合格线还差 [\d.]+ 分，继续学习后再来领取$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '领取证书' })).toBeDisabled();
    await expect(dialog.getByRole('list', { name: '各项得分（满分 100）与权重' }).getByRole('listitem')).toHaveCount(5);
    await shootWidths(page, 'certificate-standing');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The unit test and the final exam, answered as a student who studied (the short answers left blank: 0 points).
    await sitExamByApi(page, sign, '第一单元测试');
    await sitExamByApi(page, sign, '期末考试');
    await page.reload();
    await row.getByRole('button', { name: '查看成绩' }).click();
    dialog = page.getByRole('dialog', { name: `${COURSE} · 综合成绩` });
    await expect(dialog.getByText('已达到合格线，可以领取证书')).toBeVisible();
    await dialog.getByRole('button', { name: '领取证书' }).click();
    await expectToast(page, '证书已颁发');
    const held = dialog.getByText(/^已获证书：XJ\d{10}$/);
    await expect(held).toBeVisible();
    const number = ((await held.textContent()) ?? '').replace('已获证书：', '');
    await page.keyboard.press('Escape');
    const mine = page.getByRole('list', { name: '我的证书' });
    await expect(mine.getByRole('listitem').filter({ hasText: number })).toBeVisible();
    await expect(row.getByText('已获证书')).toBeVisible();
    await shootWidths(page, 'certificate-mine');

    // Anyone finds it by the holder's name and the number.
    await page.context().clearCookies();
    await page.goto('/certificate-search');
    await page.getByLabel('持证人姓名').fill(HOLDER);
    await page.getByLabel('证书编号').fill(number);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect(page.getByText('查询结果')).toBeVisible();
    await expect(page.getByText(`${COURSE}（结业证书）`)).toBeVisible();
    await page.getByRole('link', { name: /查看证书/ }).click();
    await expect(page.getByRole('article', { name: `${HOLDER}的结业证书` })).toBeVisible();
  });

  test("the school admin revokes a certificate in 证书管理, with the reason", async ({ page }) => {
    test.setTimeout(120_000);
    const { list } = await demoCertificates(page);
    const target = list.find((c) => !c.revoked) as Certificate;
    await signInByApi(page, '13800000004');
    await page.goto('/school-admin/certificates');
    await expect(page.getByRole('heading', { level: 1, name: '证书管理' })).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索姓名或证书编号' }).fill(target.number);
    await page.getByRole('searchbox', { name: '搜索姓名或证书编号' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: target.number });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await shootWidths(page, 'certificate-school');
    await row.getByRole('button', { name: /吊\s?销/ }).click();
    const dialog = page.getByRole('dialog', { name: `吊销 ${target.holderName} 的证书？` });
    await dialog.getByRole('button', { name: /吊\s?销/ }).click();
    await expect(dialog.getByText('请输入吊销原因')).toBeVisible();
    await dialog.getByRole('textbox', { name: '吊销原因' }).fill('证书信息有误，需重新颁发');
    await dialog.getByRole('button', { name: /吊\s?销/ }).click();
    await expectToast(page, '已吊销');
    await expect(row.getByText('已吊销')).toBeVisible();
    await page.goto(`/certificate-search?name=${encodeURIComponent(target.holderName)}&number=${target.number}`);
    await expect(page.getByText(/被学校吊销（证书信息有误，需重新颁发），不再有效。/)).toBeVisible();
  });
});
