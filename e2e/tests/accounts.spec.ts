import { expect, test } from './fixtures';
import { ACCOUNT_TEXT, DEMO, freshMobile, lastSmsCode, logInAs } from './accounts-helpers';
import { motionsSettled } from './screenshot-helpers';

const CENTER = /\/home\/learning\/center$/;

test.describe('accounts', () => {
  test('a visitor registers with an SMS code and lands in the personal centre', async ({ page, request }) => {
    const mobile = freshMobile();
    await page.goto('/login');
    await page.getByRole('button', { name: '免费注册' }).click();
    await expect(page.getByRole('heading', { name: '注册' })).toBeVisible();

    await page.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^\d+s后可重新发送$/ })).toBeDisabled();
    await expect(page.getByText(/^请在\d+秒内输入验证码$/)).toBeVisible();
    const code = await lastSmsCode(request, mobile);

    await page.getByRole('textbox', { name: ACCOUNT_TEXT.smsCode }).fill(code);
    await page.getByLabel('请输入密码').fill('abc12345');
    await page.getByLabel(ACCOUNT_TEXT.repeatPassword).fill('abc12345');
    await page.getByRole('button', { name: ACCOUNT_TEXT.registerButton }).click();
    await expect(page.getByText('请先阅读并同意协议')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: ACCOUNT_TEXT.registerButton }).click();

    await expect(page.getByText('注册成功')).toBeVisible();
    await expect(page).toHaveURL(CENTER, { timeout: 6000 });
    await expect(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
    await expect(page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
  });

  test('the registration phone is checked on blur', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '免费注册' }).click();
    await page.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(DEMO.student.mobile);
    await page.getByLabel('请输入密码').focus();
    await expect(page.getByText('该手机号已注册')).toBeVisible();
  });

  test('the demo student logs in and lands in the personal centre', async ({ page }) => {
    await logInAs(page, DEMO.student.mobile);
    await expect(page).toHaveURL(CENTER);
    await expect(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
    await expect(page.getByText('138****0001')).toBeVisible();
    await expect(page.getByText(DEMO.student.name).first()).toBeVisible();
    // The profile card and the identity card (the demo claim approved by the school admin) both say 已认证.
    await expect(page.getByText('已认证')).toHaveCount(2);
    await expect(page.getByText('2024010100')).toBeVisible();
  });

  test('the demo teacher logs in on the teacher tab and goes to the teacher side', async ({ page }) => {
    // The login sends a teacher to /teacher/#/teachingCenter (spec 01 §4), which opens the teaching centre.
    await logInAs(page, DEMO.teacher.mobile, 'teacher');
    await expect(page).toHaveURL(/\/home\/learning\/my-teaching$/);
    await expect(page.getByRole('navigation', { name: '学习中心' }).getByRole('link', { name: '我的授课' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('bad input shows the messages of spec 01 §5', async ({ page }) => {
    await page.goto('/login');
    const phone = page.getByRole('textbox', { name: ACCOUNT_TEXT.phone });
    await page.getByRole('button', { name: ACCOUNT_TEXT.loginButton }).click();
    await expect(page.getByText('请输入手机号码', { exact: true }).last()).toBeVisible();
    await expect(phone).toBeFocused();

    await phone.fill('12345');
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();

    await phone.fill(DEMO.student.mobile);
    await page.getByLabel(ACCOUNT_TEXT.password).fill('not-the-password1');
    await page.getByRole('button', { name: ACCOUNT_TEXT.loginButton }).click();
    await expect(page.getByText('手机号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a protected page sends a visitor to the login with the wanted path', async ({ page }) => {
    await page.goto('/home/learning/center');
    await expect(page).toHaveURL(/\/login\?url=%2Fhome%2Flearning%2Fcenter$/);
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  });

  test('the header shows the avatar menu, and safe logout returns to /login', async ({ page }) => {
    await logInAs(page, DEMO.student.mobile);
    await expect(page).toHaveURL(CENTER);
    const menu = page.getByRole('button', { name: '用户菜单' });
    await expect(menu).toContainText(DEMO.student.name);
    await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
    await menu.hover();
    await expect(page.getByRole('menuitem', { name: /个人中心/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /去教师端/ })).toHaveCount(0);
    // The popup is placed after it opens (its zoom-in, then its alignment under the avatar): a click sent while it
    // still moves can press on it and release on the header, as a hand never does.
    await motionsSettled(page);
    const logout = page.getByRole('menuitem', { name: /安全退出/ });
    await expect(logout).toBeInViewport();
    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home/learning/center');
    await expect(page).toHaveURL(/\/login\?url=/);
  });

  test('a user recovers the password in two steps and logs in with the new one', async ({ page, request }) => {
    const mobile = DEMO.normal.mobile;
    await page.goto('/login');
    await page.getByRole('button', { name: '忘记密码?' }).click();
    await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
    await page.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^\d+s后可重新发送$/ })).toBeDisabled();
    const code = await lastSmsCode(request, mobile);
    await page.getByRole('textbox', { name: ACCOUNT_TEXT.smsCode }).fill(code);
    await page.keyboard.press('Enter');

    await expect(page.getByLabel('请输入新密码')).toBeVisible();
    await page.getByLabel('请输入新密码').fill('newpass2026');
    await page.getByLabel('请确认新密码').fill('newpass2026');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('密码重置成功')).toBeVisible();
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible({ timeout: 6000 });

    await page.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(mobile);
    await page.getByLabel(ACCOUNT_TEXT.password).fill('newpass2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(CENTER);
    await expect(page.getByText('普通用户').first()).toBeVisible();
  });

  test('login still works on a page without Web Crypto (node-forge fallback)', async ({ page }) => {
    // What a plain-HTTP host looks like to the page: not a secure context, no crypto.subtle.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'isSecureContext', { value: false });
      Object.defineProperty(window.crypto, 'subtle', { value: undefined });
    });
    const forge = page.waitForResponse((response) => /vendor-forge-.*\.js$/.test(response.url()));
    await logInAs(page, DEMO.student.mobile);
    await forge;
    await expect(page).toHaveURL(CENTER);
  });
});
