import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logInAs } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';

/**
 * Course analysis (docs/teaching.md, Statistics and Exports): the demo teacher opens 运营分析, 学习分析 and
 * 成绩管理 of her demo course with students (seeded by --demo), switches the trend between 30 and 7 days, filters the
 * study progress, and downloads the score list as .xlsx, which is opened and checked against the table.
 */
const COURSE = 'Python 程序设计';
const SCORE_HEADERS = ['姓名', '学号', '观看视频', '互动问答', '单元测试', '期末考试', '登录签到', '总成绩', '是否及格'];

type Envelope<T> = { code: number; msg: string; data: T };
type ListAnswer<T> = { list: T[]; total: number };

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'xj-e2e-analysis-'));
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// The charts follow their box (ResizeObserver) and redraw; at 375 none sticks out of the page.
const shoot = (page: Page, name: string): Promise<void> =>
  shootWidths(page, `teaching-analysis-${name}`, {
    atPhone: async (p) => {
      for (const canvas of await p.locator('figure canvas').all()) {
        const box = await canvas.boundingBox();
        if (box) expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
    },
  });

async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data: body });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

async function courseSign(page: Page): Promise<string> {
  const courses = await post<ListAnswer<{ idSign: string; name: string }>>(page, '/course/myCourseList', { page: 1, page_size: 50 });
  const course = courses.list.find((c) => c.name === COURSE);
  expect(course, `${DEMO.teacher.name} teaches ${COURSE}`).toBeTruthy();
  return (course as { idSign: string }).idSign;
}

/** The figure of "共 N 条" under a table. */
async function totalOf(section: Locator): Promise<number> {
  const text = (await section.locator('.ant-pagination-total-text').textContent()) ?? '';
  const match = /共\s*(\d+)\s*条/.exec(text);
  expect(match, text).toBeTruthy();
  return Number((match as RegExpExecArray)[1]);
}

async function signIn(page: Page): Promise<string> {
  await logInAs(page, DEMO.teacher.mobile, 'teacher');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  // Let the landing page finish its image loads before navigating away (see the report: the server once exited
  // while a navigation cancelled them).
  await page.waitForLoadState('networkidle');
  return courseSign(page);
}

test.describe('course analysis', () => {
  test('运营分析: count cards, the study trend and enrolments as charts, 30 and 7 days, the study records', async ({ page }) => {
    test.setTimeout(180_000);
    const sign = await signIn(page);
    const counts = (await post<{ countVoMap: Record<string, number> }>(page, '/statistics/chartData', { courseId: sign, days: 30 })).countVoMap;
    expect(counts.studentCount).toBeGreaterThanOrEqual(20);

    const first = page.waitForResponse((r) => r.url().endsWith('/statistics/chartData') && r.request().postDataJSON()?.days === 30);
    await page.goto(`/course-management/operational-analysis?course=${encodeURIComponent(sign)}`);
    await first;
    const tab = page.getByTestId('operational-analysis');
    await expect(tab.getByTestId('stat-studentCount')).toHaveText(`学员总数${counts.studentCount}`);
    await expect(tab.getByTestId('stat-studyingCount')).toHaveText(`学习中${counts.studyingCount}`);
    await expect(tab.getByTestId('stat-finishedCount')).toHaveText(`已完成${counts.finishedCount}`);
    await expect(tab.getByTestId('stat-totalStudyMinutes')).toHaveText(`累计学习时长${counts.totalStudyMinutes} 分钟`);
    await expect(tab.getByTestId('stat-averageProgress')).toHaveText(`平均进度${counts.averageProgress}%`);
    await expect(tab.getByTestId('trend-chart').locator('canvas')).toBeVisible();
    await expect(tab.getByTestId('enrolment-chart').locator('canvas')).toBeVisible();
    await expect(tab.getByRole('figure', { name: '学习趋势（近30天）' })).toBeVisible();

    const records = tab.getByTestId('record-list');
    await expect(records.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const recordTotal = await totalOf(records);
    expect(recordTotal).toBeGreaterThan(0);
    await expect(records.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(10, recordTotal));
    await shoot(page, 'operational');

    const week = page.waitForResponse((r) => r.url().endsWith('/statistics/chartData') && r.request().postDataJSON()?.days === 7);
    await tab.getByText('近7天').click();
    const answer = (await (await week).json()) as Envelope<{ chartVoMap: { dates: string[] } }>;
    expect(answer.data.chartVoMap.dates).toHaveLength(7);
    await expect(tab.getByRole('figure', { name: '学习趋势（近7天）' })).toBeVisible();
    await shoot(page, 'operational-7days');
  });

  test('成绩管理: sums, buckets, the coloured score list, and the export opened with exceljs', async ({ page }) => {
    test.setTimeout(180_000);
    const sign = await signIn(page);
    await page.goto(`/course-management/score-management?course=${encodeURIComponent(sign)}`);
    const tab = page.getByTestId('score-management');
    const sums = await post<{ studentCount: number; passCount: number }>(page, '/statistics/scoreSum', { courseId: sign });
    await expect(tab.getByTestId('stat-studentCount')).toHaveText(`学员数${sums.studentCount}`);
    await expect(tab.getByTestId('stat-passCount')).toHaveText(`及格人数${sums.passCount}`);
    await expect(tab.getByTestId('score-chart').locator('canvas')).toBeVisible();
    await expect(tab.getByText(/^总成绩 = 观看视频 × \d+%/)).toBeVisible();

    const list = tab.getByTestId('score-list');
    await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const total = await totalOf(list);
    expect(total).toBe(sums.studentCount);
    const cells = list.getByTestId('score-cell');
    await expect(cells).toHaveCount(Math.min(10, total));
    for (const cell of await cells.all()) {
      const text = (await cell.textContent()) ?? '';
      const score = Number.parseFloat(text);
      if (score < 60) {
        expect(text).toMatch(/\(未及格\)$/);
        await expect(cell).toHaveCSS('color', 'rgb(233, 45, 8)');
      } else {
        expect(text).toMatch(/\(及格\)$/);
        await expect(cell).toHaveCSS('color', 'rgb(40, 176, 104)');
      }
    }
    await shoot(page, 'scores');

    const download = page.waitForEvent('download');
    await list.getByRole('button', { name: /导出 Excel/ }).click();
    const file = await download;
    const name = file.suggestedFilename();
    expect(name).toMatch(new RegExp(`^${COURSE}-.+-\\d{8}\\.xlsx$`));
    const path = join(dir, 'scores.xlsx');
    await file.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(SCORE_HEADERS);
    let rows = 0;
    sheet.eachRow((row, number) => {
      if (number > 1 && row.hasValues) rows += 1;
    });
    expect(rows).toBe(total);
    // The first data row is the table's first row (score high → low).
    const firstName = await list.locator('tbody tr.ant-table-row').first().locator('td').first().textContent();
    expect(sheet.getRow(2).getCell(1).value).toBe(firstName);
    expect(typeof sheet.getRow(2).getCell(8).value).toBe('number');
  });

  test('学习分析: distribution, video completion, and the progress list filtered by status and search', async ({ page }) => {
    test.setTimeout(180_000);
    const sign = await signIn(page);
    await page.goto(`/course-management/study-analysis?course=${encodeURIComponent(sign)}`);
    const tab = page.getByTestId('study-analysis');
    await expect(tab.getByTestId('progress-chart').locator('canvas')).toBeVisible();
    const videos = tab.getByTestId('video-list');
    await expect(videos.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(videos.getByRole('progressbar').first()).toBeVisible();

    const list = tab.getByTestId('progress-list');
    await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const all = await totalOf(list);
    expect(all).toBeGreaterThanOrEqual(20);
    await shoot(page, 'study');

    for (const [label, status] of [
      ['已完成', 2],
      ['学习中', 1],
    ] as const) {
      const filtered = page.waitForResponse(
        (r) => r.url().endsWith('/statistics/studyProgressList') && r.request().postDataJSON()?.studyStatus === status,
      );
      await list.locator('label.ant-segmented-item', { hasText: label }).click();
      const answer = (await (await filtered).json()) as Envelope<ListAnswer<unknown>>;
      expect(answer.data.total).toBeLessThan(all);
      if (answer.data.total === 0) continue;
      await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
      expect(await totalOf(list)).toBe(answer.data.total);
      for (const row of await list.locator('tbody tr.ant-table-row').all()) await expect(row).toContainText(label);
    }

    await list.locator('label.ant-segmented-item', { hasText: '全部' }).click();
    await expect.poll(() => totalOf(list)).toBe(all);
    const name = ((await list.locator('tbody tr.ant-table-row').first().locator('td').first().textContent()) ?? '').trim();
    const searched = page.waitForResponse(
      (r) => r.url().endsWith('/statistics/studyProgressList') && r.request().postDataJSON()?.keyword === name,
    );
    const search = list.getByPlaceholder('搜索姓名、手机号或学号');
    await search.fill(name);
    await search.press('Enter');
    const answer = (await (await searched).json()) as Envelope<ListAnswer<{ name: string }>>;
    expect(answer.data.total).toBeGreaterThanOrEqual(1);
    await expect(list.locator('tbody tr.ant-table-row').first()).toContainText(name);
  });
});
