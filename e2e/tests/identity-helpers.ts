import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { finishedOpening } from './screenshot-helpers';

/** Demo identity data (server/src/identity/seed.cpp): the school admin and the pending teacher claim. */
export const IDENTITY_DEMO = {
  admin: { mobile: '13800000004', name: '陈国强' },
  pendingNumber: 'T2020015',
  school: '学鲸职业技术学院',
} as const;

/** A roster number no seed uses. */
export function freshNumber(): string {
  return `E2E${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The CSV body of a roster import. */
export function rosterCsv(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF类型,学号/工号,姓名\r\n${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');
}

/** Uploads a roster file through the page's 选择文件导入 button. */
export async function uploadRoster(page: Page, name: string, body: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '选择文件导入' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: body });
}

/** Waits for the captcha image to load, then reads its text from the demo endpoint. */
export async function captchaText(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: '图形验证码' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  let text = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/v1/dev/captcha');
      const body = (await answer.json()) as { data: { text?: string } | null };
      text = body.data?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

/**
 * Fills the open 学生认证 form and submits it, each field checked to hold its value first: the school is picked
 * from its list once the list has finished opening (a click sent while it opened could press on the option and
 * release on the form below, which picks nothing, and the form then refused to submit with 请选择学校).
 */
export async function submitClaim(page: Page, realName: string, number: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.getByRole('combobox', { name: '请选择学校' }).click();
  // The list is outside the dialog (a popup on the page): its option is the last element with the school as title.
  const option = page.getByTitle(IDENTITY_DEMO.school).last();
  await finishedOpening(option);
  await option.click();
  await expect(dialog.getByTitle(IDENTITY_DEMO.school)).toBeVisible();
  const fields: [string, string][] = [
    ['真实姓名', realName],
    ['学号', number],
    ['请输入验证码', await captchaText(page)],
  ];
  for (const [name, value] of fields) {
    const box = dialog.getByRole('textbox', { name });
    await box.fill(value);
    await expect(box).toHaveValue(value);
  }
  await dialog.getByRole('button', { name: '提交认证' }).click();
}
