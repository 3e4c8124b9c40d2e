import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';

/** The demo exams (server/src/exams/seed.cpp): 第一单元测试 in 王丽华's Python 程序设计, 9 questions, 55 points, 30 minutes. */
export const COURSE = 'Python 程序设计';
export const UNIT_TEST = '第一单元测试';
export const SUBMIT = /^交\s?卷$/;

export async function signInStudent(page: Page): Promise<void> {
  await signInByApi(page, DEMO.student.mobile);
}

/** From 我的课程 to the course page's 作业与考试 tab. */
export async function openCourseExams(page: Page): Promise<void> {
  await page.goto('/home/learning/curriculum');
  await page.getByRole('link', { name: COURSE, exact: true }).first().click();
  await expect(page).toHaveURL(/\/courseDetail\//);
  await page.getByRole('tab', { name: '作业与考试' }).click();
  await expect(page.getByRole('region', { name: '考试' })).toBeVisible();
}

export const unitTestRow = (page: Page): Locator =>
  page.getByRole('region', { name: '考试' }).getByRole('listitem').filter({ hasText: UNIT_TEST });

/** A question of the paper by its stem. */
export const question = (page: Page, stem: string | RegExp): Locator =>
  page.locator('section[id^="q-"]').filter({ has: page.getByRole('heading', { name: stem }) });
