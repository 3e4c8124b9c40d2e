import { expect, test } from './fixtures';
import { ACCOUNT_TEXT, freshMobile, lastSmsCode } from './accounts-helpers';
import { captchaText } from './identity-helpers';
import { shootWidths } from './screenshot-helpers';

/** SMS sends one address has in an hour before each further one needs the image captcha (docs/security.md). */
const FREE_SENDS = 3;

test('the fourth code from one address asks for the image captcha in a dialog, then counts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '免费注册' }).click();
  await expect(page.getByRole('heading', { name: '注册' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: ACCOUNT_TEXT.phone });
  const getCode = page.getByRole('button', { name: '获取验证码' });
  const counting = page.getByRole('button', { name: /^\d+s后可重新发送$/ });

  for (let n = 0; n < FREE_SENDS; n += 1) {
    const mobile = freshMobile();
    await phone.fill(mobile);
    await getCode.click();
    await expect(counting).toBeDisabled();
    await lastSmsCode(page.request, mobile);
  }

  // page.request speaks from this test's address too (fixtures.ts): it is past the free sends as well.
  const direct = await page.request.post('/api/v1/baseVerify/sendCodeForMobile', { data: { mobile: freshMobile() } });
  expect(await direct.json()).toMatchObject({ code: -1000, msg: '请输入图形验证码', data: { captchaRequired: true } });

  const mobile = freshMobile();
  await phone.fill(mobile);
  await getCode.click();
  const dialog = page.getByRole('dialog', { name: '请输入图形验证码' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('textbox', { name: '请输入验证码' });
  await expect(input).toBeFocused();
  await expect(getCode).toBeEnabled();
  await captchaText(page);
  await shootWidths(page, 'sms-captcha-dialog');

  await page.keyboard.type('0O0O');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('验证码错误!')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await expect(getCode).toBeEnabled();
  await shootWidths(page, 'sms-captcha-dialog-wrong');

  await page.keyboard.type(await captchaText(page));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(counting).toBeDisabled();
  await expect(page.getByText(/^请在\d+秒内输入验证码$/)).toBeVisible();
  await lastSmsCode(page.request, mobile);
});
