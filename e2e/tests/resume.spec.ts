import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { finishedOpening, pickCascader, shootWidths } from './screenshot-helpers';
import { makePng, registerFreshUser } from './settings-helpers';
import { finishCourseByApi } from './study-helpers';
import { expectToast } from './toast-helpers';

/** The editor's completeness bar (docs/resume.md "Completeness"). */
const ratio = (page: Page) => page.getByRole('progressbar', { name: '简历完整度' });

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: '简历栏目' }).getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function pickMonth(page: Page, label: string, month: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(month);
  // Tab takes the typed month (Enter would also submit the form before the other fields are filled).
  await input.press('Tab');
}


async function save(page: Page, toast: string): Promise<void> {
  await page.getByRole('button', { name: /^保\s?存$/ }).click();
  await expectToast(page, toast);
}

let dir: string;
let clip: string;

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'xj-e2e-resume-'));
  clip = join(dir, '自我介绍.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15', '-t', '2', '-c:v', 'libx264',
    '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', clip]);
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

test.describe('the resume', () => {
  test('a new user fills every section, sees the completeness rise, switches templates and downloads the PDF', async ({ page }) => {
    test.setTimeout(480_000);
    await registerFreshUser(page);
    await page.goto('/resume');
    await expect(page).toHaveURL(/\/resume\/user-info$/);
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '0');

    await page.getByRole('textbox', { name: '姓名' }).fill('林小鲸');
    await page.getByRole('radio', { name: '女' }).check();
    await page.getByRole('textbox', { name: '手机号' }).fill('13912345678');
    await page.getByRole('textbox', { name: '邮箱' }).fill('xiaojing@example.com');
    await pickMonth(page, '出生年月', '2003.05');
    await pickCascader(page, '现居城市', ['广东省', '深圳市']);
    await save(page, '保存成功');
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '20');

    await openSection(page, '求职意向');
    await page.getByRole('button', { name: /添加/ }).click();
    await pickCascader(page, '期望职位', ['技术', '前端开发工程师']);
    await page.getByRole('group', { name: '热门城市' }).getByText('深圳', { exact: true }).click();
    await page.getByRole('spinbutton', { name: '最低薪资' }).fill('8');
    await page.getByRole('spinbutton', { name: '最高薪资' }).fill('12');
    await save(page, '添加成功');
    await expect(page.getByText('前端开发工程师 · 8-12K')).toBeVisible();
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '35');
    // The position's learning line: the school's courses that teach its skills, none finished yet.
    await expect(page.getByText(/该岗位要求 \d+ 项技能 · 对应课程 [1-9]\d* 门 · 已完成 0 门/)).toBeVisible();
    await page.getByRole('button', { name: '查看学习路线' }).click();
    const line = page.getByRole('list', { name: '前端开发工程师岗位学习路线' });
    await expect(line.getByRole('link', { name: 'Python 程序设计' })).toHaveAttribute('href', /^\/courseDetail\//);
    await expect(line.getByText('未学习').first()).toBeVisible();
    await shootWidths(page, 'resume-intention');

    await openSection(page, '教育经历');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByRole('textbox', { name: '学校名称' }).fill('深圳职业技术大学');
    await page.getByRole('textbox', { name: '专业' }).fill('软件技术');
    await page.getByLabel('学历', { exact: true }).click();
    const degree = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '大专' });
    await finishedOpening(degree);
    await degree.click();
    await pickMonth(page, '开始时间', '2021.09');
    await pickMonth(page, '结束时间', '2024.06');
    await save(page, '添加成功');
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '50');

    await openSection(page, '实习经历');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByRole('textbox', { name: '公司名称' }).fill('学鲸科技');
    await page.getByRole('textbox', { name: '职位名称' }).fill('前端开发实习生');
    await pickMonth(page, '开始时间', '2023.07');
    await page.getByRole('checkbox', { name: '至今' }).check();
    await page.getByRole('textbox', { name: '描述' }).fill('参与学习平台课程页的开发，负责列表与筛选，首屏时间缩短 30%。');
    await save(page, '添加成功');
    await expect(page.getByRole('region', { name: '实习经历' }).getByText('2023.07 - 至今')).toBeVisible();
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '65');

    await openSection(page, '工作经历');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByRole('textbox', { name: '公司名称' }).fill('鲸选电商有限公司');
    await page.getByRole('textbox', { name: '职位名称' }).fill('运营助理');
    await pickMonth(page, '开始时间', '2022.07');
    await pickMonth(page, '结束时间', '2022.08');
    await save(page, '添加成功');
    await expect(page.getByRole('region', { name: '工作经历' }).getByText('鲸选电商有限公司')).toBeVisible();
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '65');

    await openSection(page, '项目经历');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByRole('textbox', { name: '项目名称' }).fill('校园二手书平台');
    await pickMonth(page, '开始时间', '2022.03');
    await pickMonth(page, '结束时间', '2022.06');
    await save(page, '添加成功');
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '75');

    await openSection(page, '个人优势');
    await page.getByRole('textbox', { name: '个人优势' }).fill('熟悉 React 与 TypeScript，做过真实上线的项目；沟通顺畅，学习能力强。');
    await save(page, '保存成功');
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '85');

    await openSection(page, '资格证书');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByLabel('证书类别', { exact: true }).click();
    const category = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '语言能力' });
    await finishedOpening(category);
    await category.click();
    await page.getByRole('textbox', { name: '证书名称' }).fill('大学英语四级（CET-4）');
    await save(page, '添加成功');
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '90');

    await openSection(page, '志愿经历');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByRole('textbox', { name: '服务组织' }).fill('深圳图书馆');
    await page.getByRole('textbox', { name: '服务时长（小时）' }).fill('40');
    await pickMonth(page, '开始时间', '2022.07');
    await save(page, '添加成功');
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '95');

    await openSection(page, '培训经历');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByRole('textbox', { name: '培训机构' }).fill('学鲸职业培训中心');
    await page.getByRole('textbox', { name: '培训课程' }).fill('Web 前端开发（中级）');
    await pickMonth(page, '开始时间', '2023.01');
    await pickMonth(page, '结束时间', '2023.02');
    await save(page, '添加成功');
    await expect(page.getByRole('region', { name: '培训经历' }).getByText('学鲸职业培训中心')).toBeVisible();

    await openSection(page, '校园经历');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByRole('textbox', { name: '经历名称' }).fill('计算机协会');
    await page.getByRole('textbox', { name: '担任角色' }).fill('副会长');
    await pickMonth(page, '开始时间', '2022.09');
    await save(page, '添加成功');
    await expect(page.getByRole('region', { name: '校园经历' }).getByText('计算机协会')).toBeVisible();
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '95');

    await openSection(page, '个人信息');
    await page.getByLabel('上传照片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(160) });
    await expectToast(page, '上传成功');
    await expect(ratio(page)).toHaveAttribute('aria-valuenow', '100');
    await page.getByLabel('上传视频').setInputFiles(clip);
    await expectToast(page, '上传成功');
    await expect(page.locator('video[aria-label="自我介绍.mp4"]')).toHaveAttribute('src', /\/api\/v1\/resume\/video/);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1.5);
    await shootWidths(page, 'resume-editor');

    await openSection(page, '预览与下载');
    const gallery = page.getByRole('radiogroup', { name: '选择模板' });
    await expect(gallery.getByRole('radio')).toHaveCount(7);
    for (const name of ['双栏侧栏', '时间线']) {
      await gallery.getByRole('radio', { name: new RegExp(name) }).click();
      await expectToast(page, '已切换模板');
      await expect(gallery.getByRole('radio', { name: new RegExp(name) })).toHaveAttribute('aria-checked', 'true');
    }
    await shootWidths(page, 'resume-preview');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载 PDF/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('林小鲸的简历.pdf');
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  test('the demo student cites a finished course as 平台认证, and a visitor reads the shared resume', async ({ page, browser, baseURL }) => {
    test.setTimeout(300_000);
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/resume/verified');
    const mine = page.getByRole('list', { name: '已添加的认证记录' });
    await expect(mine.getByRole('listitem').first()).toContainText('平台认证');
    const title = ((await mine.getByRole('listitem').first().locator('strong').textContent()) ?? '').replace('平台认证', '').trim();
    // Taken out and cited again: the record comes back from the platform's list, not from the user's typing.
    await mine.getByRole('button', { name: `删除 ${title}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: /^删\s?除$/ }).click();
    await expectToast(page, '删除成功');
    const open = page.getByRole('list', { name: '可添加的平台记录' });
    // A scored practical task of a training is a record too.
    await expect(open.getByRole('listitem').filter({ hasText: /实训 · .+ · 实训任务 \d+ · \d+ \/ 100 分/ }).first()).toBeVisible();
    await open.getByRole('button', { name: `添加到简历 ${title}` }).click();
    await expectToast(page, '添加成功');
    await expect(mine.getByText(title)).toBeVisible();
    await shootWidths(page, 'resume-verified');

    await page.goto('/resume/preview');
    const link = await page.getByRole('group', { name: '分享链接' }).getByRole('link').getAttribute('href');
    expect(link).toMatch(/\/resume\/share\/[A-Za-z0-9]{24}$/);
    const visitor = await browser.newContext({ baseURL });
    const reader = await visitor.newPage();
    await reader.goto(link ?? '');
    const resume = reader.getByRole('article', { name: '张晓明的简历' });
    await expect(resume).toBeVisible();
    await expect(resume.getByText(title)).toBeVisible();
    await expect(resume.getByText('平台认证').first()).toBeVisible();
    await expect(reader.getByText(/浏览 \d+ 次/)).toBeVisible();
    await shootWidths(reader, 'resume-shared');
    await visitor.close();
  });

  test('a course the demo student finishes becomes a record to cite, shown as 平台认证 in the preview', async ({ page }) => {
    test.setTimeout(300_000);
    await signInByApi(page, DEMO.student.mobile);
    await page.goto('/resume/verified');
    const open = page.getByRole('list', { name: '可添加的平台记录' });
    // Both lists loaded (the demo resume cites records already; the open list is empty or holds others), neither
    // names the course yet.
    const mine = page.getByRole('list', { name: '已添加的认证记录' });
    await expect(mine.getByRole('listitem').first()).toBeVisible();
    await expect(open.or(page.getByText(/^暂无可添加的记录/))).toBeVisible();
    await expect(page.getByRole('region', { name: '平台认证' })).not.toContainText('商务英语');

    await finishCourseByApi(page, '商务英语');
    await page.reload();
    const record = open.getByRole('listitem').filter({ hasText: '商务英语' });
    await expect(record).toContainText('课程 · 已完成');
    await record.getByRole('button', { name: '添加到简历 商务英语' }).click();
    await expectToast(page, '添加成功');
    await expect(mine.getByRole('listitem').filter({ hasText: '商务英语' })).toContainText('平台认证');

    await page.goto('/resume/preview');
    const preview = page.getByRole('article', { name: '张晓明的简历' });
    await expect(preview.getByText('商务英语')).toBeVisible();
  });
});
