import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';

/**
 * Signs the demo teacher in and opens course management of `course` from 我的授课 (管理：<course>), on its default
 * tab; returns the course's sign from the address.
 */
export async function openCourseManagement(page: Page, course: string): Promise<string> {
  await signInByApi(page, DEMO.teacher.mobile, 'teacher');
  await page.goto('/home/learning/my-teaching');
  await page.getByRole('link', { name: `管理：${course}` }).click();
  await expect(page).toHaveURL(/\/course-management\/course-bulletin\?course=[0-9a-f]+$/);
  return new URL(page.url()).searchParams.get('course') as string;
}
