import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { shootWidths, finishedOpening } from './screenshot-helpers';
import { openCourseManagement } from './teaching-helpers';

/**
 * Homework and exams in the course catalogue (issue 6, docs/exams.md "Catalogue"): 王丽华 adds a unit test to a
 * chapter of Python 程序设计 with the exam form's chapter select and sees the chapter in 考试管理; once it has a
 * question and is released, the demo student 张晓明 finds it under that chapter in 课程目录 and opens the paper.
 */
const COURSE = 'Python 程序设计';
const EXAM = 'E2E 目录测验';
const btn = (text: string): RegExp => new RegExp(`^${Array.from(text).join('\\s*')}$`);
const drawer = (page: Page): Locator => page.locator('.ant-drawer-open .ant-drawer-section, .ant-drawer-open .ant-drawer-content').last();

const shoot = (page: Page, name: string): Promise<void> => shootWidths(page, `exams-catalogue-${name}`);

/** China wall time `hoursFromNow` from now as the date-time picker reads it. */
function chinaTime(hoursFromNow: number): string {
  const at = new Date(Date.now() + hoursFromNow * 3_600_000 + 8 * 3_600_000).toISOString();
  return `${at.slice(0, 10)} ${at.slice(11, 16)}`;
}

async function pickTime(d: Locator, label: string, value: string): Promise<void> {
  await d.getByLabel(label).click();
  await d.getByLabel(label).fill(value);
  await d.getByLabel(label).press('Enter');
}

test.describe('homework and exams in the catalogue', () => {
  test('the teacher puts a unit test in a chapter; the student opens it from 课程目录 and lands on the paper', async ({ page, browser, baseURL }) => {
    test.setTimeout(480_000);
    const courseId = await openCourseManagement(page, COURSE);

    // 考试管理 → 新增考试: a 单元测试 (the default type) in a chapter picked from the course's chapters.
    await page.getByRole('tab', { name: '考试管理', exact: true }).click();
    await expect(page).toHaveURL(/\/course-management\/test-manangement\?course=/);
    await expect(page.getByRole('columnheader', { name: '章节' })).toBeVisible();
    await page.getByRole('button', { name: /新增考试/ }).click();
    const d = drawer(page);
    await d.getByLabel('名称').fill(EXAM);
    await d.getByRole('combobox', { name: '所属章节' }).click();
    const firstChapter = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await finishedOpening(firstChapter);
    const chapter = ((await firstChapter.getAttribute('title')) ?? '').trim();
    expect(chapter).toMatch(/^第一章 /);
    await firstChapter.click();
    await expect(d.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: chapter }).first()).toBeVisible();
    await expect(d.getByText('作业和单元测试显示在课程目录的该章节下')).toBeVisible();
    await pickTime(d, '开始时间', chinaTime(-1));
    await pickTime(d, '结束时间', chinaTime(48));
    await d.getByLabel('考试时长（分钟）').fill('30');
    await shoot(page, 'teacher-form');
    await d.getByRole('button', { name: btn('保存') }).click();
    await expectToast(page, '添加成功');
    const examRow = page.getByRole('row').filter({ hasText: EXAM });
    await expect(examRow.getByText(chapter, { exact: true })).toBeVisible();

    // The edit form shows the current chapter.
    await examRow.getByRole('button', { name: btn('编辑') }).click();
    await expect(drawer(page).getByText('编辑考试')).toBeVisible();
    await expect(drawer(page).locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: chapter }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // One question from the bank (the teacher's own test covers composing), then 发布.
    const exams = await (await page.request.post('/api/v1/exam/list', { data: { courseId, page: 1, size: 10, examinationName: EXAM } })).json();
    const examId = exams.data.list[0].idSign as string;
    const bank = await (await page.request.post('/api/v1/qb/choiceList', { data: { courseId, page: 1, size: 1, status: '0', type: 1 } })).json();
    const added = await (await page.request.post('/api/v1/exam/addSubjects', { data: { examinationId: examId, subjectIdList: [bank.data.list[0].idSign] } })).json();
    expect(added.code).toBe(200);
    await page.reload();
    await examRow.getByRole('button', { name: btn('发布') }).click();
    await expectToast(page, '发布成功');
    await expect(examRow.getByText('已发布')).toBeVisible();
    await shoot(page, 'teacher-list');

    // The student: 我的课程 → the course → 课程目录: the unit test under its chapter, with the 作业与考试 state.
    const student = await browser.newContext({ baseURL });
    const studentPage = await student.newPage();
    await signInByApi(studentPage, DEMO.student.mobile);
    await studentPage.goto('/home/learning/curriculum');
    await studentPage.getByRole('link', { name: COURSE, exact: true }).first().click();
    await expect(studentPage).toHaveURL(/\/courseDetail\//);
    await studentPage.getByRole('tab', { name: '课程目录' }).click();
    const chapterName = chapter.replace(/^第一章 /, '');
    const escaped = chapterName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const chapterBlock = studentPage
      .getByRole('listitem')
      .filter({ has: studentPage.getByRole('heading', { level: 3, name: new RegExp(`^第一章\\s*${escaped}$`) }) });
    const entry = chapterBlock.getByRole('link', { name: `[考试] ${EXAM} 开始作答` });
    await expect(entry).toBeVisible();
    await expect(chapterBlock.getByRole('listitem').filter({ hasText: EXAM }).getByText('(未提交)')).toHaveCSS('color', 'rgb(233, 45, 8)');
    await entry.scrollIntoViewIfNeeded();
    await shoot(studentPage, 'student-catalogue');

    // Keyboard: the title is a link (Enter opens it as a click does); the paper starts.
    const started = studentPage.waitForResponse((r) => r.url().endsWith('/qb/getExaminationPaper'));
    await entry.focus();
    await studentPage.keyboard.press('Enter');
    await expect(studentPage).toHaveURL(new RegExp(`/testPaper/${examId}$`));
    expect((await (await started).json()).code).toBe(200);
    await expect(studentPage.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
    await shoot(studentPage, 'paper');

    // Back in the catalogue the attempt in progress continues.
    await studentPage.goBack();
    await studentPage.getByRole('tab', { name: '课程目录' }).click();
    await expect(studentPage.getByRole('link', { name: `[考试] ${EXAM} 继续作答` })).toBeVisible();
    await student.close();
  });
});
