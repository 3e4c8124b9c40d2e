import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmDialog, spaced } from './console-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { IDENTITY_DEMO } from './identity-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * 学校管理后台 (docs/admin.md): the demo school's admin approves the demo's pending teacher claim under 身份审核, then
 * under 课程管理 takes a published course off the catalogue and publishes it again — a visitor's course page follows
 * each change at once — and finds both kinds of action in the school's 操作日志.
 */

/** The course page's answer for a visitor (no session): 200 while the course is published. */
async function visitorCode(page: Page, sign: string): Promise<number> {
  const answer = await page.request.post('/api/v1/course/getCourseById', { data: { sign }, headers: { cookie: '' } });
  return ((await answer.json()) as { code: number }).code;
}

test.describe('school admin console', () => {
  test('the school admin approves a claim and publishes a course', async ({ page }) => {
    test.setTimeout(120_000);
    await signInByApi(page, DEMO.schoolAdmin.mobile);

    await page.goto('/school-admin/identity');
    const claim = page.getByRole('row').filter({ hasText: IDENTITY_DEMO.pendingNumber });
    await claim.getByRole('button', { name: spaced('通过') }).click();
    await page.getByRole('button', { name: spaced('确定') }).last().click();
    await expectToast(page, '审核成功');
    await expect(claim).toHaveCount(0);

    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /课程管理/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '课程管理' })).toBeVisible();
    await page.getByRole('combobox', { name: '类型' }).click();
    const courses = page.getByTitle('课程', { exact: true }).last();
    await finishedOpening(courses);
    await courses.click();
    await page.getByRole('combobox', { name: '状态' }).click();
    const published = page.getByTitle('已发布', { exact: true }).last();
    await finishedOpening(published);
    await published.click();
    await page.getByRole('button', { name: /查\s*询$/ }).click();
    const first = page.getByRole('row').filter({ has: page.getByText('已发布', { exact: true }) }).first();
    await expect(first).toBeVisible();
    const name = (await first.locator('td').first().innerText()).trim();
    const sign = (await first.getByRole('link', { name: spaced('查看') }).getAttribute('href'))?.split('/').pop() ?? '';
    expect(sign).not.toBe('');
    expect(await visitorCode(page, sign)).toBe(200);
    await shootWidths(page, 'school-admin-courses');

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: spaced('取消发布') }).click();
    await confirmDialog(page, `取消发布「${name}」？`, '取消发布');
    await expectToast(page, '取消发布成功');
    // Filtered to 已发布, the draft leaves the list; the visitor no longer finds it.
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    expect(await visitorCode(page, sign)).not.toBe(200);

    await page.getByRole('button', { name: /重\s*置$/ }).click();
    const draft = page.getByRole('row').filter({ hasText: name });
    await expect(draft.getByText('草稿', { exact: true })).toBeVisible();
    await draft.getByRole('button', { name: spaced('发布') }).click();
    await confirmDialog(page, `发布「${name}」？`, '发布');
    await expectToast(page, '发布成功');
    await expect(draft.getByText('已发布', { exact: true })).toBeVisible();
    expect(await visitorCode(page, sign)).toBe(200);

    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /操作日志/ }).click();
    await expect(page.getByRole('row').filter({ hasText: '通过身份认证' }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `发布课程《${name}》` }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `取消发布课程《${name}》` }).first()).toBeVisible();
  });
});
