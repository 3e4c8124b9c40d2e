import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * The industrial belt map (docs/industrial-belt.md): a visitor opens /industrialBelt, sees the totals and the map,
 * chooses 浙江省 in the province list and reads its belt (the demo's 杭州跨境电商产业带) and courses; the platform admin
 * adds a belt in 广东省 at /admin/industrial-belts, edits its summary (seen on the map's page) and deletes it.
 */
const DEMO_BELT = '杭州跨境电商产业带';
const NEW_BELT = '东莞智能制造产业带';
const PARTNER = '东莞松山湖智造科技有限公司';
const SUMMARY = '松山湖片区的智能装备与电子信息产业集群';
/** antd puts a space between the two characters of a two-character button. */
const twoChars = (text: string): RegExp => new RegExp(`^${Array.from(text).join('\\s*')}$`);

/** Picks an option of an antd select after typing `search` into it (the province list is virtual). */
async function pickSelect(page: Page, field: Locator, search: string, option: string): Promise<void> {
  await field.click();
  await field.fill(search);
  const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  await finishedOpening(choice);
  await choice.click();
}

/** Types each tag into an antd tags select, Enter after each. */
async function typeTags(field: Locator, tags: string[]): Promise<void> {
  for (const tag of tags) {
    await field.fill(tag);
    await field.press('Enter');
  }
}

test.describe('industrial belt map', () => {
  test('a visitor sees the totals and the map, chooses 浙江省 and reads its belt and courses', async ({ page }) => {
    await page.goto('/industrialBelt');
    await expect(page.getByRole('heading', { level: 1, name: '产业带地图' })).toBeVisible();
    const totals = page.getByRole('region', { name: '全国概况' });
    for (const name of ['产业带', '企业', '在招职位']) await expect(totals.getByText(name, { exact: true })).toBeVisible();
    await expect(totals.getByText(/^\d+$/)).toHaveCount(3);
    const figure = page.getByRole('figure', { name: '中国产业带地图' });
    await expect(figure.locator('canvas').first()).toBeVisible();
    const list = page.getByRole('radiogroup', { name: '省份' });
    await expect(list.getByRole('radio')).toHaveCount(34);
    await shootWidths(page, 'industrial-belt-map');

    await list.getByText('浙江省', { exact: true }).click();
    await expect(list.getByRole('radio', { name: '浙江省' })).toBeChecked();
    await expect(page).toHaveURL(/\/industrialBelt\?code=33$/);
    const panel = page.getByRole('region', { name: '浙江省' });
    await expect(panel.getByRole('heading', { level: 2, name: '浙江省' })).toBeVisible();
    const belt = panel.getByRole('article', { name: DEMO_BELT });
    await expect(belt).toBeVisible();
    await expect(belt.getByText('跨境电商', { exact: true })).toBeVisible();
    await expect(belt.getByText('服装', { exact: true })).toBeVisible();
    await expect(belt.getByRole('list', { name: `${DEMO_BELT} 合作企业` }).getByRole('listitem').first()).toBeVisible();
    const courses = panel.getByRole('region', { name: '对口课程' });
    await expect(courses.getByRole('link').first().or(courses.getByText('暂无匹配的课程'))).toBeVisible();
    await shootWidths(page, 'industrial-belt-province');
  });

  test('the platform admin adds a belt in 广东省, edits its summary and deletes it', async ({ page }) => {
    test.setTimeout(180_000);
    await signInByApi(page, DEMO.admin.mobile);
    await page.goto('/admin/industrial-belts');
    await expect(page.getByRole('heading', { level: 1, name: '产业带管理' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(DEMO_BELT) })).toBeVisible();
    await shootWidths(page, 'industrial-belt-admin');

    await page.getByRole('button', { name: '新增产业带' }).click();
    const adding = page.getByRole('dialog', { name: '新增产业带' });
    await finishedOpening(adding);
    await pickSelect(page, adding.getByRole('combobox', { name: '省份' }), '广东', '广东省');
    await adding.getByLabel('产业带名称').fill(NEW_BELT);
    await typeTags(adding.getByRole('combobox', { name: '主导产业' }), ['智能制造', '电子信息']);
    await adding.getByRole('button', { name: /添加合作企业/ }).click();
    await adding.getByLabel('企业名称').fill(PARTNER);
    await adding.getByLabel('企业简介').fill('工业机器人与智能装备研发');
    await shootWidths(page, 'industrial-belt-form');
    await adding.getByRole('button', { name: twoChars('保存') }).click();
    await expectToast(page, '保存成功');

    const row = page.getByRole('row', { name: new RegExp(NEW_BELT) });
    await expect(row).toContainText('广东省');
    await expect(row).toContainText('智能制造');
    await expect(row).toContainText('电子信息');

    await row.getByRole('button', { name: twoChars('编辑') }).click();
    const editing = page.getByRole('dialog', { name: '编辑产业带' });
    await finishedOpening(editing);
    await expect(editing.getByLabel('产业带名称')).toHaveValue(NEW_BELT);
    await editing.getByLabel('简介', { exact: true }).fill(SUMMARY);
    await editing.getByRole('button', { name: twoChars('保存') }).click();
    await expectToast(page, '保存成功');

    // The map's page shows the edited belt under its province.
    await page.goto('/industrialBelt?code=44');
    const added = page.getByRole('article', { name: NEW_BELT });
    await expect(added.getByText(SUMMARY)).toBeVisible();
    await expect(added.getByText(PARTNER)).toBeVisible();

    await page.goto('/admin/industrial-belts');
    await page.getByRole('row', { name: new RegExp(NEW_BELT) }).getByRole('button', { name: twoChars('删除') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `删除产业带“${NEW_BELT}”？` });
    await finishedOpening(confirm);
    await confirm.getByRole('button', { name: twoChars('删除') }).click();
    await expectToast(page, '删除成功');
    await expect(page.getByRole('row', { name: new RegExp(NEW_BELT) })).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(DEMO_BELT) })).toBeVisible();
  });
});
