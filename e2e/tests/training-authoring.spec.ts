import { join } from 'node:path';
import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { SHOTS, SIZES, finishedOpening, motionsSettled, noHorizontalScroll } from './screenshot-helpers';

const NAME = '外贸单证实训';

test.describe('training authoring', () => {
  test('a teacher builds a training with a chapter and a gated practical task, publishes it and sees the gate', async ({ page }) => {
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');
    await page.goto('/home/learning/my-teaching');
    const panel = page.locator('.ant-card').filter({ has: page.getByText('我的培训项目', { exact: true }) });
    await expect(panel.getByText('跨境电商运营实训')).toBeVisible();
    await panel.getByRole('link', { name: '新建培训项目' }).click();
    await expect(page).toHaveURL(/\/train-editor$/);
    await expect(page.getByRole('heading', { level: 1, name: '新建培训项目' })).toBeVisible();

    // The info: the empty name is refused in Chinese, then the draft is created and the editor goes on to its timetable.
    await page.getByRole('button', { name: '创建培训项目' }).click();
    await expect(page.getByText('请输入培训名称')).toBeVisible();
    await page.getByLabel('培训名称').fill(NAME);
    await page.getByLabel('培训简介').fill('以真实订单为线索，完成信用证审核与报关单填制。');
    await page.getByLabel('学时').fill('24');
    await page.getByLabel('培训计划').fill('第一阶段：信用证审核\n第二阶段：报关单填制');
    await page.getByRole('button', { name: '创建培训项目' }).click();
    await expectToast(page, '添加成功');
    await expect(page).toHaveURL(/\/train-editor\?train=[0-9a-f]+&tab=content$/);
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText('未发布')).toBeVisible();

    // Its timetable: a chapter, through the course machinery's content editor.
    await page.getByRole('button', { name: '添加章节' }).click();
    const chapterDialog = page.getByRole('dialog', { name: '添加章节' });
    await chapterDialog.getByLabel('章节序号').fill('1');
    await chapterDialog.getByLabel('章节名称').fill('信用证与单证');
    await chapterDialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('[aria-label="第一章 信用证与单证"]')).toBeVisible();

    // Two practical tasks, the second gated on the first.
    await page.getByRole('tab', { name: '实训任务' }).click();
    await page.getByRole('button', { name: '新增实训任务' }).click();
    let dialog = page.getByRole('dialog', { name: '新增实训任务' });
    await finishedOpening(dialog);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog.getByText('请输入任务名称')).toBeVisible();
    await dialog.getByLabel('任务名称').fill('信用证审核');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toBeHidden();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: '新增实训任务' }).click();
    dialog = page.getByRole('dialog', { name: '新增实训任务' });
    await finishedOpening(dialog);
    await expect(dialog.getByLabel('任务编号')).toHaveValue('2');
    await dialog.getByLabel('任务名称').fill('报关单填制');
    await dialog.getByRole('combobox', { name: '前置任务' }).click();
    const option = page.getByTitle('任务1 信用证审核').last();
    await finishedOpening(option);
    await option.click();
    await dialog.getByLabel('任务名称').click(); // closes the list
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: '报关单填制' })).toContainText('任务1');

    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await expectToast(page, '发布成功');
    await expect(page.getByText('已发布', { exact: true })).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `train-editor-${size.name}.png`), fullPage: true });
    }

    // The training's page: task 2 is locked until task 1 reaches its pass line.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: /^预\s?览$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await page.getByRole('tab', { name: '实训任务' }).click();
    const gated = page.getByRole('listitem').filter({ hasText: '报关单填制' });
    await expect(gated).toHaveAttribute('aria-disabled', 'true');
    await expect(gated.getByText('请先通过前置任务：1 信用证审核')).toBeVisible();
  });
});
