import { join } from 'node:path';
import { expect, test } from './fixtures';
import { expectToast, recordToasts } from './toast-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { SHOTS, SIZES, motionsSettled, noHorizontalScroll } from './screenshot-helpers';

/**
 * Demo trainings (server/src/training/demo_content.cpp): 跨境电商运营实训 (free, running, recommended, partners 杭州海鲸跨境
 * and 宁波港通国际物流, the demo student among its 13 trainees), 财务共享实训 (by activation code, recommended),
 * 新媒体直播运营实训 (starts in ten days: 报名中).
 */
const CROSS_BORDER = '跨境电商运营实训';
const FINANCE = '财务共享实训';
const LIVE = '新媒体直播运营实训';

test.describe('training catalogue and training page', () => {
  test('a visitor finds a training on /train by its partner, its state and a search, and opens its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '培训项目' }).click();
    await expect(page).toHaveURL(/\/train$/);
    await expect(page.getByRole('heading', { level: 1, name: '培训项目' })).toBeVisible();
    const recommended = page.getByRole('list', { name: '推荐培训项目' });
    await expect(recommended.getByRole('link')).toHaveCount(2);
    const grid = page.getByRole('list', { name: '培训项目列表' });
    await expect(grid.getByRole('link')).toHaveCount(3);
    await expect(page.getByText('共 3 个培训项目')).toBeVisible();
    const cross = grid.getByRole('link', { name: CROSS_BORDER });
    await expect(cross).toContainText('64 学时');
    await expect(cross).toContainText('13 人参训');
    await expect(cross).toContainText('进行中');
    await expect(page.getByRole('list', { name: '合作企业' }).getByRole('listitem')).toHaveCount(4);
    await page.mouse.move(720, 880); // off the navigation, whose menus open on hover

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `train-${size.name}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('group', { name: '培训状态' }).getByRole('button', { name: '报名中' }).click();
    await expect(page).toHaveURL(/state=1/);
    await expect(grid.getByRole('link')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: LIVE })).toContainText('报名中');
    await page.getByRole('group', { name: '培训状态' }).getByRole('button', { name: '全部' }).click();
    await page.getByRole('group', { name: '合作企业' }).getByRole('button', { name: '浙江云账财务共享服务有限公司' }).click();
    await expect(grid.getByRole('link')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: FINANCE })).toBeVisible();
    await page.getByRole('group', { name: '合作企业' }).getByRole('button', { name: '全部' }).click();

    const search = page.getByRole('searchbox', { name: '搜索培训项目' });
    await search.fill('跨境');
    await search.press('Enter');
    await expect(page.getByText('“跨境”的搜索结果，共 1 个培训项目')).toBeVisible();
    await grid.getByRole('link', { name: CROSS_BORDER }).click();

    await expect(page).toHaveURL(/\/trainDetail\/[0-9a-f]+$/);
    await expect(page.getByRole('heading', { level: 1, name: CROSS_BORDER })).toBeVisible();
    await expect(page.getByText('杭州海鲸跨境电子商务有限公司、宁波港通国际物流有限公司')).toBeVisible();
    await expect(page.getByText('3 章 · 7 节视频')).toBeVisible();
    const plan = page.getByRole('region', { name: '培训计划' });
    await expect(plan.getByRole('listitem')).toHaveCount(4);
    await expect(plan.getByRole('listitem').first()).toContainText('第一阶段');
    await expect(page.getByRole('region', { name: '培训教师' })).toContainText('王丽华主讲教师');
    await expect(page.getByTestId('training-my-study')).toHaveCount(0);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `train-detail-${size.name}.png`), fullPage: true });
    }
  });

  test('a trainee sees the progress on the training page; an unknown training says 培训项目不存在', async ({ page }) => {
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/train/recommendDetail');
    await page.getByRole('list', { name: '推荐培训项目' }).getByRole('link', { name: CROSS_BORDER }).click();
    await expect(page.getByRole('heading', { level: 1, name: CROSS_BORDER })).toBeVisible();
    await expect(page.getByTestId('training-my-study')).toHaveText('已参加培训 · 已学 0%');
    await page.goto('/trainDetail/nope');
    await expect(page.getByText('培训项目不存在')).toBeVisible();
  });

  test('a user joins a free training, reads its timetable and downloads a resource', async ({ page }) => {
    await signInByApi(page, DEMO.normal.mobile);
    await page.goto('/train');
    await page.getByRole('list', { name: '培训项目列表' }).getByRole('link', { name: CROSS_BORDER }).click();
    await expect(page.getByRole('heading', { level: 1, name: CROSS_BORDER })).toBeVisible();
    await page.getByRole('button', { name: '参加培训' }).click();
    await expectToast(page, '参加成功');
    await expect(page.getByTestId('training-my-study')).toHaveText('已参加培训 · 已学 0%');

    await page.getByRole('tab', { name: '培训课表' }).click();
    const first = page.getByRole('region', { name: '第一章 跨境电商认知' });
    await expect(first.getByText('跨境电商平台概览')).toBeVisible();
    // Three videos, the uploaded homework and final exam, then the four practical tasks (47 locked until 44, 46, 48 pass).
    const third = page.getByRole('region', { name: '第三章 店铺运营实战' });
    await expect(third.getByRole('listitem')).toHaveCount(9);
    await expect(third.getByRole('listitem').filter({ hasText: '任务47 店铺运营综合实训' })).toContainText('未解锁');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '培训资料' })).toHaveAttribute('aria-selected', 'true');
    const resources = page.getByRole('list', { name: '培训资料' });
    await expect(resources.getByRole('listitem')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await resources.getByRole('link', { name: '下载 选品分析模板' }).click();
    expect((await download).suggestedFilename()).toBe('选品分析模板.csv');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.getByRole('tab', { name: '培训课表' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `train-timetable-${size.name}.png`), fullPage: true });
    }

    // The learning centre lists it under 我的培训.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home/learning/training');
    const mine = page.getByRole('list', { name: '我的培训' });
    await expect(mine.getByRole('link', { name: CROSS_BORDER })).toBeVisible();
    await expect(mine.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `learning-training-${size.name}.png`), fullPage: true });
    }

    // Opening it stays in the learning centre: its sections (spec 02 §2 trainDetail children), the timetable first.
    await page.setViewportSize({ width: 1440, height: 900 });
    await mine.getByRole('link', { name: CROSS_BORDER }).first().click();
    await expect(page).toHaveURL(/\/home\/learning\/trainDetail\/schedule\?id=[0-9a-f]+$/);
    const sections = page.getByRole('navigation', { name: '培训内容' });
    await expect(sections.getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('region', { name: '第一章 跨境电商认知' })).toBeVisible();
    await sections.getByRole('link', { name: '培训作业' }).click();
    await expect(page).toHaveURL(/\/home\/learning\/trainDetail\/assignment\?id=/);
    await expect(page.getByRole('region', { name: '培训作业' }).getByRole('listitem')).toHaveCount(2);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `learning-train-detail-${size.name}.png`), fullPage: true });
    }
    await page.goto('/home/learning/trainDetail');
    await expect(page).toHaveURL(/\/home\/learning\/training$/);
  });

  test('a trainee opens a timetable video and studies it: signed playback, heartbeats to the training call', async ({ page }) => {
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/train');
    await page.getByRole('list', { name: '培训项目列表' }).getByRole('link', { name: CROSS_BORDER }).click();
    await page.getByRole('tab', { name: '培训课表' }).click();
    await page.getByRole('region', { name: '第一章 跨境电商认知' }).getByRole('link', { name: '跨境电商平台概览' }).click();

    await expect(page).toHaveURL(/\/college\/train-video\/[0-9a-f]+\?video=/);
    await expect(page.getByRole('heading', { level: 1, name: CROSS_BORDER })).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /\/files\/videos\/.+\.mp4\?e=\d+&s=/);
    await expect(video).toHaveAttribute('aria-label', '跨境电商平台概览');
    const timetable = page.getByRole('navigation', { name: '培训课表' });
    await expect(timetable.getByRole('heading', { name: '第一章 跨境电商认知' })).toBeVisible();
    await expect(timetable.locator('a[aria-current="true"]')).toContainText('跨境电商平台概览');
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);

    const heartbeat = page.waitForRequest((request) => request.url().endsWith('/train/videoHeartbeat') && request.method() === 'PUT');
    await page.keyboard.press('Space');
    expect((await heartbeat).postDataJSON()).toMatchObject({ playing: true });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 2, undefined, { timeout: 15_000 });
    await expect(page.getByText('培训进度')).toBeVisible();
    await page.keyboard.press('Space');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `train-video-${size.name}.png`), fullPage: true });
    }

    // The training page now offers to carry on where the trainee left off.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/train');
    await page.getByRole('list', { name: '培训项目列表' }).getByRole('link', { name: CROSS_BORDER }).click();
    await expect(page.getByRole('link', { name: '继续学习' })).toHaveAttribute('href', /\/college\/train-video\/[0-9a-f]+\?video=/);
  });

  test('a user who has not joined is sent from the video page to the training page', async ({ page }) => {
    await signInByApi(page, DEMO.normal.mobile);
    await page.goto('/train');
    const href = await page.getByRole('list', { name: '培训项目列表' }).getByRole('link', { name: LIVE }).getAttribute('href');
    const sign = (href ?? '').split('/').pop() ?? '';
    await page.goto(`/college/train-video/${sign}`);
    await expect(page.getByText('请先参加培训')).toBeVisible();
    await page.getByRole('button', { name: '去培训页' }).click();
    await expect(page.getByRole('heading', { level: 1, name: LIVE })).toBeVisible();
    // The demo's priced training is bought, not joined (docs/commerce.md): 立即购买 leads to 确认订单.
    await page.getByRole('link', { name: /^立即购买$/ }).click();
    await expect(page).toHaveURL(/\/confirm-order\?courseId=[0-9a-f]+&kind=training$/);
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  });

  test('a trainee uploads an assignment with its progress, sees 上传成功. and the list again; the exam tab opens the paper', async ({ page }) => {
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/train');
    await page.getByRole('list', { name: '培训项目列表' }).getByRole('link', { name: CROSS_BORDER }).click();
    await page.getByRole('tab', { name: '培训作业' }).click();
    const works = page.getByRole('region', { name: '培训作业' });
    const online = works.getByRole('listitem').filter({ hasText: '选品分析练习' });
    await expect(online.getByRole('link', { name: '开始作答' })).toHaveAttribute('href', /\/testPaper\/[0-9a-f]+$/);
    const offline = works.getByRole('listitem').filter({ hasText: '店铺 listing 优化方案' });
    await expect(offline.getByText('(未提交)')).toBeVisible();

    // The upload is held until its progress bar has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/train/upAssignment', async (route) => {
      await held;
      await route.continue();
    });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/train/upAssignment'));
    await offline.getByLabel('上传答案 店铺 listing 优化方案').setInputFiles({
      name: 'listing 优化方案.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    await expect(offline.getByRole('progressbar', { name: '上传中' })).toBeVisible();
    release();
    expect((await (await uploaded).json()).code).toBe(200);
    await expect(page.getByText('上传成功.')).toBeVisible();
    await expect(offline.getByText('(已提交)')).toBeVisible();
    await expect(offline.getByText('(批改中)')).toHaveCSS('color', 'rgb(255, 139, 51)');
    await expect(offline.getByRole('button', { name: /重新上传/ })).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `train-works-${size.name}.png`), fullPage: true });
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: '培训考试' }).click();
    const exams = page.getByRole('region', { name: '培训考试' });
    await expect(exams.getByRole('listitem')).toHaveCount(2);
    await exams.getByRole('listitem').filter({ hasText: '跨境电商认知测验' }).getByRole('link', { name: '开始作答' }).click();
    await expect(page).toHaveURL(/\/testPaper\/[0-9a-f]+$/);
    await expect(page.getByRole('heading', { name: '跨境电商认知测验' })).toBeVisible();
  });

  test('a trainee sees task 47 locked until its prerequisites pass, hands in 48, and after the scores 47 opens', async ({ page, browser, baseURL }) => {
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/train');
    await page.getByRole('list', { name: '培训项目列表' }).getByRole('link', { name: CROSS_BORDER }).click();
    await expect(page.getByRole('heading', { level: 1, name: CROSS_BORDER })).toBeVisible();
    const trainId = page.url().split('/').pop() ?? '';
    await page.getByRole('tab', { name: '实训任务' }).click();
    const chapter = page.getByRole('region', { name: '第三章 店铺运营实战' });
    const task = (n: number) => chapter.getByRole('listitem').filter({ hasText: `任务${n}` });
    await expect(task(47)).toHaveAttribute('aria-disabled', 'true');
    await expect(task(47).getByText('未解锁')).toBeVisible();
    await expect(task(47).getByText('请先通过前置任务：46 站内广告投放实操、48 物流与仓储方案设计')).toBeVisible();
    await expect(task(47).getByRole('button')).toHaveCount(0);
    await expect(task(44).getByText('72 分 (已通过)')).toBeVisible();
    await expect(task(46).getByText('待评分')).toBeVisible();

    // 48: start it, then hand in the plan; the upload is held until its progress bar has been seen.
    await task(48).getByRole('button', { name: '开始任务' }).click();
    await expect(page.getByText('任务已开始')).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/train/submitPracticeTask', async (route) => {
      await held;
      await route.continue();
    });
    const handed = page.waitForResponse((r) => r.url().endsWith('/train/submitPracticeTask'));
    await task(48).getByLabel('上传成果 任务48 物流与仓储方案设计').setInputFiles({
      name: '物流方案.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    await expect(task(48).getByRole('progressbar', { name: '上传中' })).toBeVisible();
    release();
    expect((await (await handed).json()).code).toBe(200);
    await expect(page.getByText('上传成功.')).toBeVisible();
    await expect(task(48).getByText('待评分')).toBeVisible();
    await expect(task(48).getByRole('link', { name: '我的成果：物流方案.pdf' })).toBeVisible();
    await expect(task(47).getByText('请先通过前置任务：46 站内广告投放实操、48 物流与仓储方案设计')).toBeVisible();

    // 王丽华 scores 46 and 48 on the editor's 实训评分 screen.
    const teacher = await browser.newContext({ baseURL });
    await recordToasts(teacher);
    const teacherPage = await teacher.newPage();
    await signInByApi(teacherPage, DEMO.teacher.mobile, 'teacher');
    await teacherPage.goto(`/train-editor?train=${trainId}&tab=records`);
    for (const number of [46, 48]) {
      await teacherPage.getByRole('button', { name: `评分 ${DEMO.student.name} 任务${number}` }).click();
      const dialog = teacherPage.getByRole('dialog');
      await dialog.getByLabel('得分（0–100）').fill('80');
      await dialog.getByRole('button', { name: /^评\s?分$/ }).click();
      await expectToast(teacherPage, '保存成功');
      await expect(dialog).toBeHidden();
      await expect(teacherPage.getByRole('button', { name: `评分 ${DEMO.student.name} 任务${number}` })).toHaveCount(0);
    }
    await teacher.close();

    // The trainee's list again: 47 is open.
    await page.reload();
    await page.getByRole('tab', { name: '实训任务' }).click();
    await expect(task(47)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(task(47).getByText('未解锁')).toHaveCount(0);
    await expect(task(48).getByText('80 分 (已通过)')).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await noHorizontalScroll(page);
      await motionsSettled(page);
      await page.screenshot({ path: join(SHOTS, `train-practice-${size.name}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await task(47).getByRole('button', { name: '开始任务' }).click();
    await expect(page.getByText('任务已开始')).toBeVisible();
    await expect(task(47).getByText('进行中')).toBeVisible();
  });
});

