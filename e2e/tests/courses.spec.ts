import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { captchaText } from './identity-helpers';
import { SHOTS, SIZES, canvasesSettled, motionsSettled, noHorizontalScroll } from './screenshot-helpers';

/**
 * Demo courses (server/src/authoring/seed.cpp): 数据分析基础 free, 进阶, led by 王丽华; 商务英语 free, 进阶; 职业礼仪 free
 * and not studied by the demo student; 物流管理 priced (¥99.00) with the activation code XJDEMO2026CODE03.
 */
const BROWSED_COURSE = '数据分析基础';
const FREE_COURSE = '职业礼仪';
const SEARCHED_COURSE = '商务英语';
const PRICED_COURSE = '物流管理';
const PRICED_CODE = 'XJDEMO2026CODE03';

async function signInStudent(page: Page): Promise<void> {
  await signInByApi(page, DEMO.student.mobile);
}

/** Opens a course page through the catalogue's keyword search. */
async function openCourse(page: Page, name: string): Promise<void> {
  await page.goto(`/class?keyword=${encodeURIComponent(name)}`);
  await page.getByRole('list', { name: '课程列表' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Tab ink bars, pane and card motions, and the standard's pie on its canvas.
  await motionsSettled(page);
  await canvasesSettled(page);
}

test.describe('course catalogue and course page', () => {
  test('a visitor browses /class, filters, opens a course and its tabs; joining asks for the login', async ({ page }) => {
    await page.goto('/class');
    const grid = page.getByRole('list', { name: '课程列表' });
    await expect(grid.getByRole('link')).toHaveCount(12);
    await expect(page.getByText('共 12 门课程')).toBeVisible();

    await page.getByRole('group', { name: '难度' }).getByRole('button', { name: '进阶' }).click();
    await expect(page).toHaveURL(/kind=5/);
    await expect(grid.getByRole('link', { name: SEARCHED_COURSE })).toBeVisible();
    await expect(grid.getByRole('link', { name: '会计基础' })).toHaveCount(0);
    await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '最新' }).click();
    await expect(page).toHaveURL(/order=new/);

    await grid.getByRole('link', { name: BROWSED_COURSE }).click();
    await expect(page.getByRole('heading', { level: 1, name: BROWSED_COURSE })).toBeVisible();
    await expect(page.getByRole('list', { name: '教师' }).getByRole('listitem').first()).toContainText('王丽华主讲教师');
    await expect(page.getByRole('figure', { name: '考核标准' })).toBeVisible();
    await expect(page.getByTestId('standard-pie').locator('canvas')).toBeVisible();

    await page.getByRole('tab', { name: '课程目录' }).click();
    await expect(page.getByText('第一章')).toBeVisible();
    await expect(page.getByRole('button', { name: /^1\. / }).first()).toBeVisible();
    await page.getByRole('tab', { name: '课程资料' }).click();
    await expect(page.getByText('请先加入学习').first()).toBeVisible();
    await page.getByRole('tab', { name: '作业与考试' }).click();
    await expect(page.getByText('暂无作业与考试')).toBeVisible();
    await page.getByRole('tab', { name: '问答' }).click();
    await expect(page.getByText('加入学习后即可提问和回答')).toBeVisible();

    await page.getByRole('button', { name: '加入学习' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '请输入手机号码' })).toBeVisible();
  });

  test('the demo student joins a free course, and picks a header suggestion', async ({ page }) => {
    await signInStudent(page);
    await openCourse(page, FREE_COURSE);
    await page.getByRole('button', { name: '加入学习' }).click();
    await expect(page.getByRole('button', { name: /继续学习/ })).toBeVisible();
    await expect(page.getByText('已学 0%')).toBeVisible();
    await page.getByRole('tab', { name: '课程资料' }).click();
    await expect(page.getByText(/请先加入学习|暂无课程资料|下载/).first()).toBeVisible();
    await expect(page.getByText('请先加入学习')).toHaveCount(0);

    const search = page.getByRole('combobox', { name: '搜索' });
    await search.fill('商务');
    const option = page.getByRole('option', { name: SEARCHED_COURSE });
    await expect(option).toBeVisible();
    await search.press('ArrowDown');
    await expect(page.getByRole('option', { selected: true })).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/courseDetail\//);
    await expect(page.getByRole('heading', { level: 1, name: SEARCHED_COURSE })).toBeVisible();

    await search.fill('会计');
    await expect(page.getByRole('listbox', { name: '课程推荐' })).toBeVisible();
    await search.press('Escape');
    await expect(page.getByRole('listbox', { name: '课程推荐' })).toHaveCount(0);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/class\?keyword=%E4%BC%9A%E8%AE%A1/);
    await expect(page.getByRole('list', { name: '课程列表' }).getByRole('link', { name: '会计基础' })).toBeVisible();
  });

  test('the demo student redeems an activation code and the course is joined', async ({ page }) => {
    await signInStudent(page);
    await openCourse(page, PRICED_COURSE);
    await expect(page.getByText('¥99.00')).toBeVisible();
    await page.getByRole('button', { name: '使用激活码' }).click();
    const dialog = page.getByRole('dialog', { name: '使用激活码' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '立即激活' }).click();
    await expect(dialog.getByText('激活码不能为空')).toBeVisible();
    await dialog.getByLabel('激活码').fill('SHORT');
    await dialog.getByRole('button', { name: '立即激活' }).click();
    await expect(dialog.getByText('兑换码必须是16位字母或数字')).toBeVisible();

    await dialog.getByLabel('激活码').fill(PRICED_CODE);
    await dialog.getByRole('textbox', { name: '验证码' }).fill(await captchaText(page));
    await dialog.getByRole('button', { name: '立即激活' }).click();
    await expect(dialog.getByText(`激活成功，已加入《${PRICED_COURSE}》的学习`)).toBeVisible();
    await dialog.getByRole('button', { name: '去学习' }).click();
    await expect(page.getByRole('button', { name: /继续学习/ })).toBeVisible();
  });
});

test.describe('course screenshots', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const size of SIZES) {
    test(`/class, a course page with each tab and the suggestions at ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInStudent(page);
      await page.goto('/class');
      await expect(page.getByRole('list', { name: '课程列表' }).getByRole('link').first()).toBeVisible();
      await settle(page);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `courses-class-${size.name}.png`) });
      await page.screenshot({ path: join(SHOTS, `courses-class-${size.name}-full.png`), fullPage: true });

      await openCourse(page, '会计基础');
      const tabs: [string, string][] = [
        ['课程介绍', 'intro'],
        ['课程目录', 'catalogue'],
        ['课程资料', 'files'],
        ['作业与考试', 'assessments'],
        ['问答', 'qa'],
      ];
      for (const [tab, slug] of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
        await settle(page);
        await noHorizontalScroll(page);
        await page.screenshot({ path: join(SHOTS, `course-${slug}-${size.name}-full.png`), fullPage: true });
        // The tab itself, from the tab bar down.
        await page.getByRole('tablist').evaluate((bar) => bar.scrollIntoView({ block: 'start' }));
        await page.evaluate(() => window.scrollBy(0, -80));
        await page.screenshot({ path: join(SHOTS, `course-${slug}-${size.name}.png`) });
      }

      await page.goto('/home');
      const recommended = page.getByRole('region', { name: '推荐课程' });
      await recommended.scrollIntoViewIfNeeded();
      await expect(recommended.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: '分级课程' }).getByRole('link').first()).toBeVisible();
      await settle(page);
      await noHorizontalScroll(page);
      // From the top, so the sticky header sits where it belongs in the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `courses-home-${size.name}-full.png`), fullPage: true });
      if (size.width < 760) await page.getByRole('button', { name: '打开搜索' }).click();
      const search = page.getByRole('combobox', { name: '搜索' });
      await search.fill('会计');
      await expect(page.getByRole('listbox', { name: '课程推荐' })).toBeVisible();
      await search.press('ArrowDown');
      await settle(page);
      await page.screenshot({ path: join(SHOTS, `course-suggestions-${size.name}.png`) });
    });
  }
});
