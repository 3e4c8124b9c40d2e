import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { shootWidths } from './screenshot-helpers';
import { openCourseManagement } from './teaching-helpers';

/**
 * Discount codes for teachers (docs/commerce.md "Discount codes"): the demo teacher 王丽华 opens 学员管理 → 优惠码 of
 * the priced course 电子商务运营, sees the demo batch 新学期八折, makes a 立减 batch (a bad amount first), lists its codes
 * and exports them.
 */
const COURSE = '电子商务运营';
const shoot = (page: Page, name: string): Promise<void> => shootWidths(page, `discounts-${name}`);

test.describe('discount codes', () => {
  test('the teacher makes a batch of codes for a priced course, lists and exports them', async ({ page }) => {
    test.setTimeout(300_000);
    await openCourseManagement(page, COURSE);
    await page.getByRole('tab', { name: '学员管理', exact: true }).click();
    await page.getByText('优惠码', { exact: true }).click();
    const demo = page.getByRole('row').filter({ hasText: '新学期八折' });
    await expect(demo).toContainText('8折');
    await shoot(page, 'batches');

    await page.getByRole('button', { name: '新建优惠码批次' }).click();
    const dialog = page.getByRole('dialog', { name: '新建优惠码批次' });
    await dialog.getByLabel('批次名称').fill('立减三十');
    await dialog.getByText('立减', { exact: true }).click();
    await dialog.getByLabel('生成数量').fill('5');
    await dialog.getByRole('button', { name: /^生\s?成$/ }).click();
    await expect(dialog.getByText('立减金额须大于0，且不超过课程价格')).toBeVisible();
    await dialog.getByLabel('立减金额（元）').fill('30');
    await shoot(page, 'new-batch');
    await dialog.getByRole('button', { name: /^生\s?成$/ }).click();
    await expectToast(page, '添加成功');
    const made = page.getByRole('row').filter({ hasText: '立减三十' });
    await expect(made).toContainText('立减30元');

    await made.getByRole('button', { name: '查看优惠码' }).click();
    const codes = page.getByRole('dialog', { name: '优惠码：立减三十' });
    await expect(codes.getByRole('row')).toHaveCount(6);
    await expect(codes.getByRole('row').nth(1)).toContainText(/[A-Z0-9]{8}/);
    await expect(codes.getByRole('row').nth(1)).toContainText('0 / 1');
    await shoot(page, 'codes');
    const download = page.waitForEvent('download');
    await codes.getByRole('button', { name: /导出 Excel/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^立减三十-优惠码-\d{8}\.xlsx$/);
    const path = join(mkdtempSync(join(tmpdir(), 'xj-discounts-')), 'codes.xlsx');
    await file.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['优惠码', '批次', '优惠', '已用次数', '可用次数', '生效时间', '截止时间']);
    expect(sheet.getRow(2).getCell(3).value).toBe('立减30元');
    expect(sheet.actualRowCount).toBe(6);
  });
});
