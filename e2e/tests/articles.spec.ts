import { expect, test } from './fixtures';
import { expectToast, recordToasts } from './toast-helpers';
import { DEMO, signInByApi } from './accounts-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { makePng } from './settings-helpers';

const TITLE = `课堂笔记整理方法${Date.now() % 100000}`;

test.describe('articles', () => {
  test('a teacher writes an article with a picture and a table and publishes it; a student likes, collects and finds it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');
    await page.goto('/home/learning/article-management');
    await expect(page.getByRole('heading', { name: '文章管理' })).toBeVisible();
    await page.getByRole('link', { name: /写文章/ }).click();
    await expect(page).toHaveURL(/\/new-articles$/);

    // The form says what is missing.
    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await expect(page.getByText('请输入标题')).toBeVisible();
    await expect(page.locator('.ant-form-item-explain-error', { hasText: '请选择文章类型' })).toBeVisible();

    await page.getByLabel('标题', { exact: true }).fill(TITLE);
    await page.getByRole('combobox', { name: '文章类型' }).click();
    const kind = page.getByTitle('学习方法').last();
    await finishedOpening(kind);
    await kind.click();
    const editor = page.getByRole('textbox', { name: '正文' });
    await editor.click();
    await page.getByRole('button', { name: '标题 2' }).click();
    await page.keyboard.type('为什么要整理笔记');
    await page.keyboard.press('Enter');
    await page.keyboard.type('课后十分钟，把');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('关键概念');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('写成自己的话。');
    await page.keyboard.press('Enter');

    // A picture, uploaded with its progress bar (the upload is held until the bar has been seen).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/article/uploadImage', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('选择要插入的图片').setInputFiles({ name: '笔记示例.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByRole('progressbar', { name: '图片上传中' })).toBeVisible();
    release();
    await expect(editor.locator('img[src^="/files/article-images/"]')).toBeVisible();

    // A table: three by three with a header row; its first cell typed into.
    await editor.press('End');
    await page.getByRole('button', { name: '插入表格' }).click();
    await expect(editor.locator('table')).toBeVisible();
    await page.keyboard.type('方法');
    await page.keyboard.press('Tab');
    await page.keyboard.type('适用场景');
    await expect(page.getByRole('button', { name: '加一行' })).toBeVisible();
    await shootWidths(page, 'article-editor');

    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await expectToast(page, '发布成功');
    await expect(page).toHaveURL(/\/management-details\?id=[0-9A-Za-z]+$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('已发布')).toBeVisible();
    await expect(page.locator('strong', { hasText: '关键概念' })).toBeVisible();
    await expect(page.locator('table th', { hasText: '方法' })).toBeVisible();
    await expect(page.locator('img[src^="/files/article-images/"]')).toBeVisible();
    const sign = new URL(page.url()).searchParams.get('id') ?? '';

    // 张晓明 finds it, likes it once, collects it; it is in his collections and his browsing record.
    const student = await browser.newContext({ baseURL });
    await recordToasts(student);
    const reader = await student.newPage();
    await signInByApi(reader, DEMO.student.mobile);
    await reader.goto('/essay');
    await reader.getByRole('searchbox', { name: '搜索文章标题或内容' }).fill('课堂笔记整理方法');
    await reader.keyboard.press('Enter');
    const list = reader.getByRole('list', { name: '文章列表' });
    await list.getByRole('link', { name: TITLE }).click();
    await expect(reader).toHaveURL(new RegExp(`/essay-details\\?id=${sign}$`));
    await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(reader.locator('table td').first()).toBeVisible();
    await reader.getByRole('button', { name: /(^| )点赞 0$/ }).click();
    await expectToast(reader, '点赞成功');
    await expect(reader.getByRole('button', { name: /已点赞 1$/ })).toBeDisabled();
    await reader.getByRole('button', { name: /(^| )收藏 0$/ }).click();
    await expectToast(reader, '收藏成功');
    await expect(reader.getByRole('button', { name: /已收藏 1$/ })).toBeVisible();
    await shootWidths(reader, 'essay-details');

    await reader.goto('/essay');
    const mine = reader.locator('.ant-card').filter({ hasText: '我的阅读' });
    await expect(mine.getByRole('link', { name: TITLE })).toBeVisible();
    await mine.getByRole('tab', { name: '浏览记录' }).click();
    await expect(mine.getByRole('tabpanel').getByRole('link', { name: TITLE })).toBeVisible();
    await shootWidths(reader, 'essay-list');
    await student.close();

    // The teacher takes it down (asked first); readers no longer find it.
    await page.goto('/home/learning/article-management');
    await page.getByRole('button', { name: `下架 ${TITLE}` }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '下架后读者将看不到这篇文章' });
    await finishedOpening(confirm);
    await confirm.getByRole('button', { name: /下\s?架/ }).click();
    await expectToast(page, '下架成功');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByText('已下架')).toBeVisible();
    await shootWidths(page, 'article-management');
    await page.goto(`/essay-details?id=${sign}`);
    await expect(page.getByText('文章不存在或已下架')).toBeVisible();
  });
});
