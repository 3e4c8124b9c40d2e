import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { finishedOpening, pickCascader, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/** The demo's enterprise user 赵敏 (鲸航供应链管理有限公司) and school admin 陈国强. */
const ENTERPRISE = '13800000005';
const SCHOOL_ADMIN = '13800000004';

async function signInAs(page: Page, mobile: string): Promise<void> {
  await page.context().clearCookies();
  await signInByApi(page, mobile);
}


/** Picks an option of an antd select; `search` types into a searchable one first (its list is virtual). */
async function pickSelect(page: Page, label: string, option: string, search?: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  if (search) await page.getByLabel(label, { exact: true }).fill(search);
  const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  await finishedOpening(choice);
  await choice.click();
}

test.describe('employment', () => {
  test('a student searches from the header, opens a job and its company, favourites it, applies with the resume; the enterprise moves it on and the student sees it', async ({ page }) => {
    test.setTimeout(240_000);
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/employment');
    const recommended = page.getByRole('list', { name: '为你推荐' });
    await expect(recommended.getByText(/符合求职意向：/).first()).toBeVisible();
    await expect(page.getByText(/推荐职位已投递 \d+ 个，待投递 \d+ 个/)).toBeVisible();
    await expect(page.getByRole('list', { name: '热门职位' }).getByRole('listitem').first()).toBeVisible();
    await shootWidths(page, 'employment-board');

    // The header's search looks up jobs on /employment pages.
    const search = page.getByRole('combobox', { name: '搜索' });
    await expect(search).toHaveAttribute('placeholder', '搜索职位、公司');
    await search.fill('鲸航供应链');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/employment\/serachDetails\?content=/);
    await expect(page.getByRole('status')).toHaveText('“鲸航供应链”相关职位 4 个');
    await shootWidths(page, 'employment-search');

    await page.getByRole('link', { name: /^数据分析专员 / }).click();
    await expect(page.getByRole('heading', { level: 1, name: '数据分析专员' })).toBeVisible();
    await expect(page.getByText('岗位职责：')).toBeVisible();
    await page.getByRole('button', { name: '收藏' }).click();
    await expectToast(page, '收藏成功');
    await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    await shootWidths(page, 'employment-job');

    await page.getByRole('button', { name: '查看公司' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '鲸航供应链管理有限公司' })).toBeVisible();
    await expect(page.getByRole('list', { name: '在招职位' }).getByRole('listitem')).toHaveCount(4);
    await shootWidths(page, 'employment-company');
    await page.goBack();

    await page.getByRole('button', { name: '投递简历' }).click();
    const dialog = page.getByRole('dialog', { name: '确认投递' });
    await expect(dialog.getByText(/在线简历（PDF）/)).toBeVisible();
    await dialog.getByRole('button', { name: '确认投递' }).click();
    await expectToast(page, '投递成功，企业会通过邮件收到你的简历');
    await expect(page.getByRole('button', { name: '投递状态：已投递' })).toBeVisible();

    // The enterprise opens it (已查看) and invites the student to an interview.
    await signInAs(page, ENTERPRISE);
    await page.goto('/enterprise/applications');
    const row = page.getByRole('row', { name: /张晓明.*数据分析专员/ });
    await row.getByRole('button', { name: '张晓明' }).click();
    const drawer = page.getByRole('dialog', { name: '投递详情' });
    await expect(drawer.getByText('已查看').first()).toBeVisible();
    await expect(drawer.getByTitle('张晓明 简历')).toBeVisible();
    await pickSelect(page, '新状态', '邀请面试');
    await drawer.getByLabel('给应聘者的留言（选填，不超过 200 字）').fill('请于周二上午十点到公司参加面试。');
    await drawer.getByRole('button', { name: /^发\s?送$/ }).click();
    await expectToast(page, '已通知应聘者');
    await expect(drawer.getByText('邀请面试').first()).toBeVisible();
    await shootWidths(page, 'employment-enterprise-application');

    // The student sees the change, with the enterprise's message, on /job-wanted.
    await signInAs(page, DEMO.student.mobile);
    await page.goto('/job-wanted');
    const sent = page.getByRole('list', { name: '投递记录' }).getByRole('listitem').filter({ hasText: '数据分析专员' });
    await expect(sent.getByText('新进展')).toBeVisible();
    await expect(sent.getByText('邀请面试').first()).toBeVisible();
    await expect(sent.getByText('请于周二上午十点到公司参加面试。').first()).toBeVisible();
    await shootWidths(page, 'employment-job-wanted');
    await page.getByRole('tab', { name: '收藏的职位' }).click();
    await expect(page.getByRole('list', { name: '收藏的职位' }).getByText('数据分析专员')).toBeVisible();
  });

  test('the enterprise posts a job that the board shows; the school admin sees the statistics', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, ENTERPRISE);
    await page.goto('/enterprise');
    await expect(page).toHaveURL(/\/enterprise\/company$/);
    await expect(page.getByText('鲸航供应链管理有限公司 · 已认证')).toBeVisible();
    await shootWidths(page, 'employment-enterprise-company');

    await page.getByRole('tab', { name: '职位管理' }).click();
    await page.getByRole('button', { name: '发布职位' }).click();
    const dialog = page.getByRole('dialog', { name: '发布职位' });
    await finishedOpening(dialog);
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(dialog.getByText('请输入职位名称')).toBeVisible();
    await dialog.getByLabel('职位名称').fill('跨境电商数据运营');
    await pickCascader(page, '职位类别', ['运营', '跨境电商运营']);
    await pickSelect(page, '所属行业', '租赁和商务服务业', '租赁');
    await pickCascader(page, '工作城市', ['湖北省', '武汉市']);
    await dialog.getByLabel('最低').fill('7');
    await dialog.getByLabel('最高').fill('10');
    await dialog.getByLabel('技能标签').fill('亚马逊运营');
    await dialog.getByLabel('技能标签').press('Enter');
    await dialog.getByLabel('职位描述').fill('岗位职责：负责跨境店铺的数据日报与广告分析。');
    await dialog.getByLabel('接收简历的邮箱').fill('hr@jinghang-scm.example.com');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expectToast(page, '发布成功');
    await expect(page.getByRole('row', { name: /跨境电商数据运营/ })).toBeVisible();
    await shootWidths(page, 'employment-enterprise-jobs');

    await page.goto('/employment/serachDetails?content=跨境电商数据运营');
    await expect(page.getByRole('link', { name: /^跨境电商数据运营 7-10K/ })).toBeVisible();

    await signInAs(page, SCHOOL_ADMIN);
    await page.goto('/school-admin/employment');
    await expect(page.getByRole('heading', { level: 1, name: '就业统计' })).toBeVisible();
    await expect(page.getByTestId('stats-months').locator('canvas')).toBeVisible();
    await shootWidths(page, 'employment-school-stats');
  });
});
