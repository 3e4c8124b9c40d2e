import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logInAs, signInByApi } from './accounts-helpers';
import { shootWidths, finishedOpening } from './screenshot-helpers';
import { openCourseManagement } from './teaching-helpers';
import { expectToast } from './toast-helpers';

/**
 * Simulation training (docs/simulation.md): the demo student opens /simulation, opens a practice and plays the whole
 * flow — registers a company, opens a shop in the first category, lists two products at their reference price with
 * 200 in stock, opens, answers each day's customer-service event with its first reply and plays the day until the
 * run is over — and reads the report; the demo teacher sees the trainees and their scores under course management's
 * 仿真实训 (adding the practice to the course first when it is not there).
 */
const COMPANY = '杭州鲸创电子商务有限公司';
const SHOP = '鲸创数码旗舰店';
const STOCK = '200';
/** The demo student studies it, and the demo teacher teaches it: the course a practice is added to when the demo assigns none. */
const COURSE = 'Python 程序设计';
/** A run lasts 5–30 days: a few more rounds than that mean the flow is stuck. */
const MAX_ROUNDS = 35;
/** The day of the run as the board shows it. */
const DAY = /^第 \d+ \/ \d+ 天$/;

type Envelope<T> = { code: number; msg: string; data: T };
/** The market as the server answers it: money (`referencePrice`) in integer fen. */
type Market = { products: { id: number; categoryId: number; name: string; referencePrice: number }[]; categories: { id: number; name: string }[] };

/** A call as the page's user: GET, or POST with `body`. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const answer = body === undefined ? await page.request.get(`/api/v1${path}`) : await page.request.post(`/api/v1${path}`, { data: body });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** The practice the student played (the first test), for the teacher's (the second). */
let played = '';

/**
 * What the page shows of the run, without waiting: 'report', the day (第 3 / 30 天), or else the start of the page's
 * text, so a poll that never sees the next day says what was on screen instead.
 */
async function shownState(page: Page): Promise<string> {
  if (await page.getByRole('region', { name: '综合得分' }).isVisible()) return 'report';
  const days = await page.getByText(DAY).allTextContents();
  if (days.length > 0) return days.join(' | ');
  return `neither the day nor the report: ${(await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300)}`;
}

/** Plays the days: today's event answered with its first reply, then 进入下一天, until the report shows. */
async function playUntilFinished(page: Page): Promise<void> {
  const report = page.getByRole('region', { name: '综合得分' });
  const next = page.getByRole('button', { name: '进入下一天' });
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const today = await shownState(page);
    if (today === 'report') return;
    await page.getByRole('list', { name: '客服回复' }).getByRole('button').first().click();
    await expect(page.getByText('已回复', { exact: true })).toBeVisible();
    if (round === 0) await shootWidths(page, 'simulation-operation');
    // The button spins while the reply is still settling; a click on it then does nothing, as for a person.
    await expect(next).not.toHaveClass(/ant-btn-loading/);
    await next.click();
    // On a failure the poll names what the page showed instead: the same day, or neither the day nor the report.
    const movedOn = async (): Promise<string> => {
      const now = await shownState(page);
      return now === 'report' || (DAY.test(now) && now !== today) ? 'moved on' : now;
    };
    await expect.poll(movedOn, { timeout: 15_000 }).toBe('moved on');
  }
  await expect(report).toBeVisible();
}

test.describe('simulation training', () => {
  test('the demo student plays a practice from company to report', async ({ page }) => {
    test.setTimeout(300_000);
    await logInAs(page, DEMO.student.mobile);
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await page.goto('/simulation');
    await expect(page.getByRole('heading', { level: 1, name: '仿真实训' })).toBeVisible();
    const grid = page.getByRole('list', { name: '仿真实训' });
    const first = grid.getByRole('article').first();
    await expect(first).toBeVisible();
    await shootWidths(page, 'simulation-home');

    played = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('link', { name: played }).click();
    await expect(page).toHaveURL(/\/whaleCreation\/creationDetails\?sign=/);
    const sign = new URL(page.url()).searchParams.get('sign') ?? '';
    await expect(page.getByRole('heading', { level: 1, name: played })).toBeVisible();
    await shootWidths(page, 'simulation-details');
    // A run the demo may hold already is replaced, so the whole flow is played.
    const restart = page.getByRole('button', { name: /^重\s*新\s*开\s*始$/ });
    if (await restart.isVisible()) {
      await restart.click();
      await page.getByRole('dialog').getByRole('button', { name: /^重\s*新\s*开\s*始$/ }).click();
    } else {
      await page.getByRole('button', { name: '开始实训' }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/whaleFlow\\?sign=${sign}$`));

    // 注册公司: a name the rules refuse first, with their words.
    await expect(page.getByRole('heading', { name: '注册公司' })).toBeVisible();
    await page.getByLabel('企业名称').fill('鲸创公司');
    await expect(page.getByText('企业名称长度应为 6–30 个字符')).toBeVisible();
    await page.getByLabel('企业名称').fill(COMPANY);
    await page.getByLabel('经营范围').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await finishedOpening(options.nth(0));
    await options.nth(0).click();
    await options.nth(1).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('注册资本（万元）').fill('100');
    await shootWidths(page, 'simulation-company');
    await page.getByRole('button', { name: '提交注册' }).click();

    // 开设店铺 in the first category.
    await expect(page.getByRole('heading', { name: '开设店铺' })).toBeVisible();
    await page.getByLabel('店铺名称').fill(SHOP);
    await page.getByLabel('经营类目').click();
    const category = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await finishedOpening(category);
    await category.click();
    await page.getByRole('button', { name: '确认开店' }).click();

    // Two products at their reference price, 200 each.
    await expect(page.getByRole('heading', { name: '商品上架' })).toBeVisible();
    const market = await api<Market>(page, `/simulation/market?sign=${sign}`);
    const items = page.getByRole('list', { name: '商品上架' }).getByRole('listitem');
    for (let i = 0; i < 2; i += 1) {
      const item = items.nth(i);
      const row = item.getByRole('form');
      const name = (await row.getAttribute('aria-label')) ?? '';
      const product = market.products.find((p) => p.name === name);
      expect(product, `${name} is in the market`).toBeTruthy();
      // The answer's fen, typed in yuan as a person would.
      await row.getByLabel('售价（元）').fill(String((product?.referencePrice ?? 0) / 100));
      await row.getByLabel('采购数量').fill(STOCK);
      await row.getByRole('button', { name: /^上\s*架$/ }).click();
      await expect(item.getByText(`已上架 · ${STOCK}`)).toBeVisible();
    }
    await shootWidths(page, 'simulation-listing');
    await page.getByRole('button', { name: '开始运营' }).click();

    // 店铺运营, day after day, then 运营报告.
    await expect(page.getByText(/^第 1 \/ \d+ 天$/)).toBeVisible();
    await playUntilFinished(page);
    const report = page.getByRole('region', { name: '综合得分' });
    await expect(report.getByText(/^\d+(\.\d)?$/).first()).toBeVisible();
    await expect(report.getByRole('list', { name: '得分构成' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('figure', { name: '每日营业额与利润' })).toBeVisible();
    await shootWidths(page, 'simulation-report');

    // The same run in the marketplace back office, full screen.
    await page.getByRole('link', { name: '店铺后台' }).click();
    await expect(page.getByRole('menuitem', { name: /店铺概况/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeHidden();
    await shootWidths(page, 'simulation-back-office');
    await page.getByRole('menuitem', { name: /经营报告/ }).click();
    await expect(page.getByRole('region', { name: '综合得分' })).toBeVisible();
  });

  test("the demo teacher sees the course's trainees and their scores under 仿真实训", async ({ page }) => {
    test.setTimeout(120_000);
    expect(played, 'the student played a practice first').not.toBe('');
    // The demo assigns a practice to one of 王丽华's courses (docs/simulation.md "Demo"): that course and practice,
    // the one the student played first; without any, the student's course gets the practice he played.
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');
    const courses = await api<{ list: { idSign: string; name: string }[] }>(page, '/course/myCourseList', { page: 1, page_size: 50 });
    let target = { course: COURSE, title: played, added: true };
    for (const c of courses.list) {
      const assigned = await api<{ title: string }[]>(page, `/simulation/course/assignments?courseId=${c.idSign}`);
      if (assigned.length === 0) continue;
      const title = assigned.some((a) => a.title === played) ? played : assigned[0].title;
      if (target.added || title === played) target = { course: c.name, title, added: false };
      if (title === played) break;
    }

    const course = await openCourseManagement(page, target.course);
    await page.getByRole('tab', { name: '仿真实训' }).click();
    await expect(page).toHaveURL(new RegExp(`/course-management/simulation-training\\?course=${course}$`));
    const panel = page.getByRole('region', { name: '仿真实训' });
    await expect(panel.getByRole('button', { name: /添加实训/ })).toBeVisible();
    if (target.added) {
      await panel.getByRole('button', { name: /添加实训/ }).click();
      const dialog = page.getByRole('dialog', { name: '添加仿真实训' });
      await dialog.getByLabel('实训项目').click();
      const simulation = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: played }).first();
      await finishedOpening(simulation);
      await simulation.click();
      await dialog.getByRole('checkbox', { name: '计入考核' }).check();
      await dialog.getByRole('button', { name: /^添\s*加$/ }).click();
      await expectToast(page, '添加成功');
    }
    const row = panel.getByRole('row').filter({ hasText: target.title });
    await expect(row).toBeVisible();
    const view = row.getByRole('button', { name: '查看学员' });
    if (await view.isEnabled()) await view.click();

    const trainees = page.getByRole('region', { name: `学员实训记录 · ${target.title}` });
    if (target.added) {
      await trainees.getByRole('searchbox', { name: '搜索姓名或学号' }).fill(DEMO.student.name);
      await trainees.getByRole('searchbox', { name: '搜索姓名或学号' }).press('Enter');
    }
    const done = trainees.getByRole('row').filter({ hasText: target.added ? DEMO.student.name : '已完成' }).first();
    await expect(done).toBeVisible();
    await expect(done.getByText('已完成')).toBeVisible();
    // 姓名, 学号, 阶段, 进度, 得分, 更新时间.
    await expect(done.getByRole('cell').nth(4)).toHaveText(/^\d+(\.\d)?$/);
    await shootWidths(page, 'simulation-course-tab');

    const download = page.waitForEvent('download');
    await trainees.getByRole('button', { name: /导出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/实训成绩.*\.xlsx$/);
  });
});
