import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logInAs } from './accounts-helpers';
import { SHOTS, SIZES, noHorizontalScroll } from './screenshot-helpers';
import { makePng } from './settings-helpers';

/**
 * Course authoring (docs/teaching.md): the demo teacher creates a course through the wizard — course info with a
 * cover, the team, the content step, the standard with its pie — publishes it, and a student finds it in /class.
 */
type TypeNode = { idSign: string; name: string; children: TypeNode[] };

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    if (size.name === '375') await noHorizontalScroll(page);
    await page.screenshot({ path: join(SHOTS, `teaching-${name}-${size.name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('course authoring wizard', () => {
  test('the demo teacher creates, staffs, weighs and publishes a course; a student finds it in /class', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const name = `跨境直播实务${Date.now() % 100000}`;
    const tree = ((await (await page.request.get('/api/v1/course/typeTree')).json()) as { data: TypeNode[] }).data;
    const t1 = tree.find((t) => t.children?.[0]?.children?.length) as TypeNode;
    const t2 = t1.children[0];
    const t3 = t2.children[0];

    await logInAs(page, DEMO.teacher.mobile, 'teacher');
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await page.goto('/new-curriculum');
    await expect(page).toHaveURL(/\/new-curriculum\/summary-Info$/);
    await expect(page.getByText('新建课程', { exact: true })).toBeVisible();
    await shoot(page, 'step1-empty');

    // Step 1: the rules show before anything is sent.
    await page.getByRole('button', { name: '保存并下一步' }).click();
    await expect(page.getByText('课程名称不能为空')).toBeVisible();
    await page.getByRole('textbox', { name: '课程名称' }).fill(name);
    await page.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(320) });
    await expect(page.getByRole('img', { name: '课程封面' })).toHaveAttribute('src', /\/files\/course-covers\/[0-9a-f]+\.png$/);
    await page.getByRole('textbox', { name: '学分' }).fill('2.5');
    await page.getByRole('textbox', { name: '学时' }).fill('16');
    await page.getByRole('combobox', { name: '课程分类' }).click();
    await page.getByRole('menuitemcheckbox', { name: t1.name }).or(page.locator('.ant-cascader-menu-item', { hasText: t1.name })).first().click();
    await page.locator('.ant-cascader-menu-item', { hasText: t2.name }).first().click();
    await page.locator('.ant-cascader-menu-item', { hasText: t3.name }).first().click();
    await page.getByLabel('课程简介').fill('从选品、脚本到直播复盘的跨境直播全流程。');
    await shoot(page, 'step1-filled');
    await page.getByRole('button', { name: '保存并下一步' }).click();
    await expect(page).toHaveURL(/\/new-curriculum\/team-teachers$/);
    await expect(page.getByText('添加成功')).toBeVisible();

    // Step 2: the creator leads; a refresh resumes the wizard here with the same course.
    const team = page.locator('.ant-card', { hasText: '课程教师' }).last();
    await expect(team.getByText('主讲教师')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/new-curriculum\/team-teachers$/);
    await expect(page.getByText('编辑课程', { exact: true })).toBeVisible();
    await shoot(page, 'step2-team');
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 3: content (chapters and videos) — looked at, then passed.
    await expect(page).toHaveURL(/\/new-curriculum\/content-design$/);
    await shoot(page, 'step3-content');
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 4: the weights must sum to 100; the pie follows the inputs.
    await expect(page).toHaveURL(/\/new-curriculum\/assessment-criterion$/);
    await expect(page.getByTestId('weights-sum')).toHaveText('合计 100%');
    await page.getByLabel('登录签到').fill('20');
    await expect(page.getByTestId('weights-sum')).toHaveText('合计 110%');
    await expect(page.getByRole('button', { name: '发布课程' })).toBeDisabled();
    await page.getByLabel('观看视频').fill('30');
    await expect(page.getByTestId('weights-sum')).toHaveText('合计 100%');
    await expect(page.locator('[data-testid=weights-pie] canvas')).toBeVisible();
    await shoot(page, 'step4-standard');
    await page.getByRole('button', { name: '发布课程' }).click();

    await expect(page).toHaveURL(/\/home\/learning\/my-teaching$/);
    const row = page.locator('.ant-list-item', { hasText: name });
    await expect(row.getByText('已发布')).toBeVisible();
    await shoot(page, 'my-teaching');
    // The header's teacher-side address lands on the teaching centre.
    await page.goto('/teacher/#/teachingCenter');
    await expect(page).toHaveURL(/\/home\/learning\/my-teaching/);
    await expect(page.locator('.ant-list-item', { hasText: name })).toBeVisible();

    // A student sees it in the school's course list at once.
    const context = await browser.newContext({ baseURL });
    const student = await context.newPage();
    await logInAs(student, DEMO.student.mobile);
    await expect(student.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await student.goto(`/class?keyword=${encodeURIComponent(name)}`);
    await expect(student.getByText(name).first()).toBeVisible();
    await context.close();
  });
});
