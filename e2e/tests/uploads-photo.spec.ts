import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { freshNumber, IDENTITY_DEMO, submitClaim } from './identity-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { makePng, registerFreshUser } from './settings-helpers';
import { expectToast } from './toast-helpers';

/**
 * The recognition photo and 我的上传 (docs/uploads.md, issue 20). A freshly registered user has no uploads; in the
 * identity authentication form (personal centre → 去认证) a file that is no image is refused with the server's words,
 * a real PNG is kept (上传成功, its preview shown), and the claim submitted with it shows the photo to the school admin
 * who reviews it; /home/uploading then lists 识别照片.jpg under 已完成. The demo teacher's /home/uploading has 上传视频
 * and its empty states.
 */
const REAL_NAME = '林照片';
const BAD_FILE = '上传失败，请选择 JPG、PNG 或 WebP 格式且不超过 5MB 的照片';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openUploads(page: Page): Promise<void> {
  await page.goto('/home/uploading');
  await expect(page.getByRole('heading', { level: 1, name: '我的上传' })).toBeVisible();
  await expect(section(page, '已完成')).toBeVisible();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
}

test.describe('recognition photo and my uploads', () => {
  test('a fresh user uploads a recognition photo in the authentication form and finds it under 已完成', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await registerFreshUser(page);

    // Nothing uploaded yet; no 上传视频 for a user who does not teach.
    await openUploads(page);
    await expect(section(page, '上传中').getByText('没有未完成的上传')).toBeVisible();
    await expect(section(page, '已完成').getByText('暂无上传记录')).toBeVisible();
    await expect(section(page, '本页上传')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /上传视频/ })).toHaveCount(0);
    await shootWidths(page, 'uploads-empty');

    // The authentication form of the personal centre.
    await page.goto('/home/learning/center');
    await expect(page.getByText('尚未提交身份认证')).toBeVisible();
    await page.getByRole('button', { name: '去认证' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '学生认证' }) });
    await finishedOpening(dialog);
    const field = dialog.getByRole('group', { name: /上传识别照片/ });
    await expect(field).toContainText('（选填）');
    await expect(field.getByRole('button', { name: /选择照片/ })).toBeVisible();
    const input = field.getByTestId('recognition-photo-input');
    // The picker is the button: the native file input stays out of sight (inside antd's form too).
    await expect(input).toBeHidden();

    // A file named .png that is no image: the server refuses it, with its words.
    await input.setInputFiles({ name: '不是照片.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all', 'utf8') });
    await expectToast(page, BAD_FILE);
    await expect(field.getByRole('img', { name: '识别照片预览' })).toHaveCount(0);

    // A real PNG: uploaded and kept, its preview shown.
    await input.setInputFiles({ name: '证件照.png', mimeType: 'image/png', buffer: makePng(96) });
    await expectToast(page, '上传成功');
    const preview = field.getByRole('img', { name: '识别照片预览' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    await expect(field.getByRole('button', { name: /重新选择/ })).toBeEnabled();
    await shootWidths(page, 'uploads-recognition-form');

    // The claim takes the photo with it (a number not on the roster: it waits for the school admin).
    await submitClaim(page, REAL_NAME, freshNumber());
    await expect(page.getByText('已提交认证，请等待学校审核')).toBeVisible();

    // 我的上传: 识别照片.jpg under 已完成, as 身份认证照片.
    await openUploads(page);
    const done = section(page, '已完成').getByRole('listitem');
    await expect(done).toHaveCount(1);
    await expect(done.getByTestId('upload-kind')).toHaveText('识别照片');
    await expect(done).toContainText('识别照片.jpg');
    await expect(done).toContainText('身份认证照片');
    await expect(done).toContainText(/\d+(\.\d+)? (B|KB|MB)/);
    await expect(section(page, '上传中').getByText('没有未完成的上传')).toBeVisible();
    await shootWidths(page, 'uploads-mine');

    // The school admin reviewing the claim sees the photo (fetched with the session) and enlarges it.
    const adminContext = await browser.newContext({ baseURL });
    try {
      const admin = await adminContext.newPage();
      await signInByApi(admin, DEMO.schoolAdmin.mobile);
      await admin.goto('/school-admin/identity');
      await expect(admin.getByRole('heading', { name: '身份审核' })).toBeVisible();
      const row = admin.getByRole('row').filter({ hasText: REAL_NAME });
      const photo = row.getByRole('img', { name: `${REAL_NAME}的识别照片` });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // The demo's own pending claim has none.
      await expect(admin.getByRole('row').filter({ hasText: IDENTITY_DEMO.pendingNumber })).toContainText('未上传');
      await photo.click();
      await expect(admin.locator('.ant-image-preview-img')).toBeVisible();
    } finally {
      await adminContext.close();
    }
  });

  test("the teacher's 我的上传 has 上传视频 and its empty states", async ({ page }) => {
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');
    await openUploads(page);
    await expect(page.getByRole('button', { name: /上传视频/ })).toBeVisible();
    await expect(page.getByText('上传的视频保存在你的媒体中，可在课程编辑的内容设计中添加到章节。')).toBeVisible();
    await expect(page.getByTestId('new-file-input')).toHaveAttribute('accept', /video\/mp4/);
    await expect(section(page, '上传中').getByText('没有未完成的上传')).toBeVisible();
    await expect(section(page, '本页上传').getByText('在本页上传的视频会显示在这里')).toBeVisible();
    await expect(section(page, '已完成').getByText('暂无上传记录')).toBeVisible();
    await shootWidths(page, 'uploads-teacher');
  });

  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/home/uploading');
    await expect(page.getByText('请登录')).toBeVisible();
    await expect(page).toHaveURL(/\/(home)?$/);
  });
});
