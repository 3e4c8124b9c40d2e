import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOTS, SIZES, motionsSettled, noHorizontalScroll } from './screenshot-helpers';

/**
 * Demo news (server/src/articles/seed.cpp): six 企业资讯 of the school and six 行业资讯 of the platform, written one to
 * 25 days ago, each with a cover and a read count (the hot list ranks them by it; opening an item adds one).
 */
const COLLEGE = '学院与五家企业共建跨境电商产业学院';
const JOBS = '秋季校园招聘会提供岗位一千二百个';
const EXPORT = '跨境电商出口保持增长，新兴市场表现亮眼';
const TALENT = '数字化人才需求持续上升';
/** The latest six of both tabs, newest first, as the home page lists them. */
const LATEST = [COLLEGE, EXPORT, '第五届职业技能竞赛圆满落幕', TALENT, JOBS, '财务共享模式加速向中小企业普及'];

/** Every picture on the page has loaded (lazy ones too), so that a full-page screenshot shows them. */
async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

async function shoot(page: Page, file: string): Promise<void> {
  await page.mouse.move(1435, 600); // in the margin: off the navigation (its menus open on hover) and the rows
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await noHorizontalScroll(page);
    await imagesLoaded(page);
    await motionsSettled(page);
    await page.screenshot({ path: join(SHOTS, `${file}-${size.name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('news and information', () => {
  test('a visitor reads the news: the home section, 更多, both tabs, an item and a hot item', async ({ page }) => {
    await page.goto('/');
    // A visitor at / goes on to the school's homeIndex (/home), where the page may render once more: the section is
    // scrolled to (its news load as it comes near the viewport) until it stays.
    await expect(page).toHaveURL(/\/home$/);
    const section = page.getByRole('region', { name: '新闻资讯' });
    const latest = section.getByRole('list', { name: '最新资讯' });
    await expect(async () => {
      await section.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(latest.getByRole('link')).toHaveCount(6, { timeout: 2_000 });
    }).toPass();
    for (const [index, title] of LATEST.entries()) await expect(latest.getByRole('link').nth(index)).toHaveAccessibleName(title);
    await expect(latest.getByRole('link', { name: EXPORT })).toContainText('行业资讯');
    const homeHot = section.getByRole('list', { name: '热门资讯' });
    await expect(homeHot.getByRole('link')).toHaveCount(8);
    await expect(homeHot.getByRole('link').first()).toContainText(EXPORT);
    await shoot(page, 'news-home');

    await section.getByRole('link', { name: /更多/ }).click();
    await expect(page).toHaveURL(/\/home\/news-advisory\/business$/);
    await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '资讯分类' });
    await expect(tabs.getByRole('link', { name: '企业资讯' })).toHaveAttribute('aria-current', 'page');
    const business = page.getByRole('list', { name: '企业资讯列表' });
    await expect(business.getByRole('link')).toHaveCount(6);
    await expect(business.getByRole('link').first()).toHaveAccessibleName(COLLEGE);
    const college = business.getByRole('link', { name: COLLEGE });
    await expect(college).toContainText('学院新闻中心');
    await expect(college).toContainText('阅读 326');
    await expect(college).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText('共 6 条资讯')).toBeVisible();
    await expect(page.getByRole('list', { name: '热门资讯' }).getByRole('link')).toHaveCount(8);
    await shoot(page, 'news-list');

    // The other tab, from the keyboard.
    await tabs.getByRole('link', { name: '行业资讯' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home\/news-advisory\/industry$/);
    const industry = page.getByRole('list', { name: '行业资讯列表' });
    await expect(industry.getByRole('link')).toHaveCount(6);
    await expect(industry.getByRole('link').first()).toHaveAccessibleName(EXPORT);
    await expect(industry.getByRole('link', { name: COLLEGE })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: '行业资讯' })).toHaveAttribute('aria-current', 'page');

    await industry.getByRole('link', { name: TALENT }).click();
    await expect(page).toHaveURL(/\/home\/news-advisory\/[0-9a-f]+$/);
    const article = page.getByRole('article', { name: TALENT });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(TALENT);
    await expect(article).toContainText('来源：学鲸行业观察');
    await expect(article).toContainText('阅读 641 次');
    await expect(article).toContainText('具备实操能力的职业院校毕业生更受企业欢迎');
    await expect(article.getByRole('link', { name: /返回行业资讯/ })).toHaveAttribute('href', '/home/news-advisory/industry');
    await shoot(page, 'news-detail');

    const hot = page.getByRole('list', { name: '热门资讯' });
    await hot.getByRole('link', { name: new RegExp(JOBS) }).click();
    await expect(page).toHaveURL(/\/home\/hot-advisory\/[0-9a-f]+$/);
    const jobs = page.getByRole('article', { name: JOBS });
    await expect(jobs).toContainText('来源：就业指导中心');
    await expect(page.getByRole('list', { name: '热门资讯' }).getByRole('link', { name: new RegExp(JOBS) })).toHaveAttribute('aria-current', 'page');
    await jobs.getByRole('link', { name: /返回企业资讯/ }).click();
    await expect(page).toHaveURL(/\/home\/news-advisory\/business$/);
    await expect(page.getByRole('list', { name: '企业资讯列表' }).getByRole('link')).toHaveCount(6);
  });

  test('an unknown item says 资讯不存在 and leads back to the news', async ({ page }) => {
    await page.goto('/home/hot-advisory/nope');
    await expect(page.getByRole('heading', { level: 1, name: '资讯不存在' })).toBeVisible();
    await expect(page.getByRole('list', { name: '热门资讯' }).getByRole('link')).toHaveCount(8);
    await page.getByRole('link', { name: '返回新闻资讯' }).click();
    await expect(page).toHaveURL(/\/home\/news-advisory\/business$/);
    await expect(page.getByRole('list', { name: '企业资讯列表' }).getByRole('link')).toHaveCount(6);
  });
});
