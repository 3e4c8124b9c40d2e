import { expect, test, TEXT } from './fixtures';
import { confirmDialog, spaced } from './console-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { makePng } from './settings-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * 站点内容 (docs/admin.md "Site content"): the demo school's admin adds a child menu under 就业服务 and a home banner
 * with an uploaded picture; the home page shows both at once; both are deleted after a confirmation, and the home page
 * follows again. (A child menu and a last banner leave the other tests' menus and first banner as they were.)
 */
test.describe('school admin site content', () => {
  test('the school admin adds a menu and a banner, sees them on the home page, and deletes them', async ({ page }) => {
    test.setTimeout(150_000);
    await signInByApi(page, DEMO.schoolAdmin.mobile);

    await page.goto('/school-admin/courses');
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /站点内容/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '站点内容' })).toBeVisible();
    const employment = page.getByRole('row').filter({ hasText: '就业服务' }).first();
    await expect(employment).toBeVisible();
    await shootWidths(page, 'site-content-menus');

    // A child menu under 就业服务, checked as the server checks it.
    await employment.getByRole('button', { name: '为「就业服务」添加子菜单' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '新增菜单' });
    await finishedOpening(drawer);
    await drawer.getByLabel('菜单名称').fill('校园服务');
    await drawer.getByLabel('链接地址').fill('//evil.example');
    await drawer.getByRole('button', { name: spaced('保存') }).click();
    await expect(drawer.getByText('链接地址应为以 / 开头的站内路径或 http(s):// 开头的完整地址')).toBeVisible();
    await drawer.getByLabel('链接地址').fill('/home/news-advisory');
    await drawer.getByRole('button', { name: spaced('保存') }).click();
    await expectToast(page, '保存成功');
    await expect(page.getByRole('row').filter({ hasText: '校园服务' })).toBeVisible();

    // A banner with an uploaded picture.
    await page.getByRole('tab', { name: '首页轮播图' }).click();
    await page.getByRole('button', { name: /新增轮播图/ }).click();
    const bannerDrawer = page.getByRole('dialog').filter({ hasText: '新增轮播图' });
    await finishedOpening(bannerDrawer);
    await bannerDrawer.getByRole('button', { name: spaced('保存') }).click();
    await expect(bannerDrawer.getByText('请上传图片')).toBeVisible();
    await bannerDrawer.locator('input[type="file"]').setInputFiles({ name: 'open-day.png', mimeType: 'image/png', buffer: makePng(640) });
    await expect(bannerDrawer.getByRole('img', { name: '图片' })).toBeVisible();
    await bannerDrawer.getByLabel('标题', { exact: true }).fill('校园开放日');
    await bannerDrawer.getByLabel('副标题').fill('欢迎来校参观');
    await bannerDrawer.getByLabel('链接地址').fill('/home/news-advisory');
    await shootWidths(page, 'site-content-banner-drawer');
    await bannerDrawer.getByRole('button', { name: spaced('保存') }).click();
    await expectToast(page, '保存成功');
    const banner = page.getByRole('row').filter({ hasText: '校园开放日' });
    await expect(banner.getByText('展示中')).toBeVisible();
    await shootWidths(page, 'site-content-banners');

    // The home page shows both at once.
    const home = await page.context().newPage();
    await home.goto('/home');
    await home.getByRole('navigation', { name: TEXT.nav }).getByRole('link', { name: /就业服务/ }).hover();
    await expect(home.getByRole('menuitem', { name: '校园服务' })).toBeVisible();
    // A later slide of the carousel loads its picture when it comes round: its link is there at once.
    const slide = home.getByRole('region', { name: TEXT.banner }).locator('a[title="校园开放日"]');
    await expect(slide).toHaveCount(1);

    // Deleted after a confirmation: the home page follows again.
    await banner.getByRole('button', { name: '删除「校园开放日」' }).click();
    await confirmDialog(page, '删除「校园开放日」？', '删除');
    await expectToast(page, '删除成功');
    await page.getByRole('tab', { name: '导航菜单' }).click();
    await page.getByRole('row').filter({ hasText: '校园服务' }).getByRole('button', { name: '删除「校园服务」' }).click();
    await confirmDialog(page, '删除菜单「校园服务」？', '删除');
    await expectToast(page, '删除成功');
    await home.reload();
    await expect(home.getByRole('region', { name: TEXT.banner }).locator('a').first()).toBeAttached();
    await expect(slide).toHaveCount(0);
    await home.getByRole('navigation', { name: TEXT.nav }).getByRole('link', { name: /就业服务/ }).hover();
    await expect(home.getByRole('menuitem', { name: '我的简历' })).toBeVisible();
    await expect(home.getByRole('menuitem', { name: '校园服务' })).toHaveCount(0);

    // Each change is in the school's 操作日志.
    await page.getByRole('menu', { name: '管理菜单' }).getByRole('menuitem', { name: /操作日志/ }).click();
    await expect(page.getByRole('row').filter({ hasText: '新增导航菜单 校园服务' }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '删除首页轮播图 校园开放日' }).first()).toBeVisible();
  });
});
