import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { ACCOUNT_TEXT, DEMO, freshMobile, lastSmsCode, logInAs } from './accounts-helpers';
import { shootWidths } from './screenshot-helpers';
import { FRESH_PASSWORD, makePng, registerFreshUser } from './settings-helpers';

const SAVE = /^保\s*存$/;
/** Demo enterprise user (server/src/accounts/seed.cpp); only the mobile-change test signs in as it. */
const ENTERPRISE_MOBILE = '13800000005';
const mask = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

test.describe('account page and mobile change', () => {
  test('a visitor is sent from /home/account to / with 请登录', async ({ page }) => {
    await page.goto('/home/account');
    await expect(page.getByText('请登录')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a user changes the name (with the spec messages), the sex and the avatar', async ({ page }) => {
    const mobile = await registerFreshUser(page);
    await page.goto('/home/account');
    const main = page.getByRole('main');
    await expect(main.getByText(mask(mobile))).toBeVisible();

    await page.getByRole('button', { name: '修改姓名' }).click();
    const name = page.getByRole('textbox', { name: '姓名' });
    await name.fill('');
    await page.getByRole('button', { name: SAVE }).click();
    await expect(page.getByText('姓名不能为空')).toBeVisible();
    await name.fill('一'.repeat(20));
    await expect(page.getByText('姓名过长')).toBeVisible();
    await name.fill('赵新名');
    await page.getByRole('button', { name: SAVE }).click();
    await expectToast(page, '修改成功');
    await expect(name).toBeHidden();
    await expect(main.getByText('赵新名')).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('赵新名');

    await page.getByRole('button', { name: '修改性别' }).click();
    await page.getByRole('radiogroup', { name: '性别' }).getByText('女').click();
    await page.getByRole('button', { name: SAVE }).click();
    await expect(page.getByRole('radiogroup')).toBeHidden();
    await expect(main.getByText('女', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: '修改头像' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng() });
    const preview = page.getByRole('img', { name: '新头像预览' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/files\/avatars\/[A-Za-z0-9]{16}\.png$/);
    await page.getByRole('button', { name: SAVE }).click();
    await expectToast(page, '修改成功');
    await expect(page.getByRole('button', { name: '修改头像' })).toBeVisible();
    const photo = await page.request.get('/api/v1/user/getLoginInfo');
    expect(((await photo.json()) as { data: { photo: string; name: string; sex: number } }).data).toMatchObject({
      name: '赵新名',
      sex: 2,
      photo: expect.stringMatching(/^\/files\/avatars\/.+\.png$/),
    });
  });

  test('a user changes the password and logs in with the new one', async ({ page }) => {
    const mobile = await registerFreshUser(page);
    await page.goto('/home/account');
    await page.getByRole('button', { name: '修改登录密码' }).click();
    await page.getByLabel('请输入原密码').fill('wrongpass1');
    await page.getByLabel('请输入新密码').fill('changed2026');
    await page.getByLabel('请确认新密码').fill('changed2026');
    await page.getByRole('button', { name: SAVE }).click();
    await expect(page.getByText('原密码错误')).toBeVisible();

    await page.getByLabel('请输入原密码').fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: SAVE }).click();
    await expectToast(page, '修改成功');
    await expect(page.getByLabel('请输入原密码')).toBeHidden();

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(mobile);
    await page.getByLabel(ACCOUNT_TEXT.password).fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: ACCOUNT_TEXT.loginButton }).click();
    await expect(page.getByText('手机号或密码错误')).toBeVisible();
    await page.getByLabel(ACCOUNT_TEXT.password).fill('changed2026');
    await page.getByRole('button', { name: ACCOUNT_TEXT.loginButton }).click();
    await expect(page).toHaveURL(/\/home\/learning\/center$/);
  });

  test('a user changes the mobile in two steps with codes from the outbox', async ({ page }) => {
    // A fresh user's number got its registration code under a minute ago (one code per 60 s per number):
    // the demo enterprise account, which no other browser test uses, changes its number instead.
    const oldMobile = ENTERPRISE_MOBILE;
    const newMobile = `137${freshMobile().slice(3)}`;
    await logInAs(page, oldMobile);
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await page.goto('/home/account');
    await page.getByRole('link', { name: '更换手机号' }).click();
    await expect(page).toHaveURL(/\/home\/changeMoblie$/);
    await expect(page.getByLabel('当前手机号')).toHaveValue(mask(oldMobile));

    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^\d+s后可重新发送$/ })).toBeDisabled();
    await page.getByLabel(ACCOUNT_TEXT.smsCode).fill(await lastSmsCode(page.request, oldMobile));
    await page.getByRole('button', { name: '下一步' }).click();
    await expectToast(page, '原手机号验证成功');

    await page.getByLabel('请输入新手机号').fill(newMobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel(ACCOUNT_TEXT.smsCode).fill(await lastSmsCode(page.request, newMobile));
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await expectToast(page, '修改成功');
    await expect(page).toHaveURL(/\/home\/account$/);
    await expect(page.getByRole('main').getByText(mask(newMobile))).toBeVisible();
  });

  test('a temporary token signs in and opens the target; a used one goes to /home', async ({ page, browser, baseURL }) => {
    await logInAs(page, DEMO.student.mobile);
    await expect(page).toHaveURL(/\/home\/learning\/center$/);
    const created = await page.request.post('/api/v1/user/createTokenKey', { data: {} });
    const { tokenKey } = ((await created.json()) as { data: { tokenKey: string } }).data;

    const visitor = await browser.newPage();
    await visitor.goto(`${baseURL}/home/account?tokenKey=${encodeURIComponent(tokenKey)}&tab=1`);
    await expect(visitor).toHaveURL(/\/home\/account\?tab=1$/);
    await expect(visitor.getByRole('main').getByText(mask(DEMO.student.mobile))).toBeVisible();
    await visitor.context().clearCookies();
    await visitor.goto(`${baseURL}/home/account?tokenKey=${encodeURIComponent(tokenKey)}`);
    await expect(visitor.getByText('登录凭证无效或已过期')).toBeVisible();
    await expect(visitor).toHaveURL(/\/home$/);
    await visitor.close();
  });

  test('a temporary token of another account asks before switching (issue 13)', async ({ page, browser, baseURL }) => {
    await logInAs(page, DEMO.student.mobile);
    await expect(page).toHaveURL(/\/home\/learning\/center$/);
    const newKey = async () => {
      const created = await page.request.post('/api/v1/user/createTokenKey', { data: {} });
      return ((await created.json()) as { data: { tokenKey: string } }).data.tokenKey;
    };
    const teacher = await browser.newPage();
    await logInAs(teacher, DEMO.teacher.mobile, 'teacher');
    await expect(teacher).not.toHaveURL(/\/login/);

    await teacher.goto(`${baseURL}/home/account?tokenKey=${encodeURIComponent(await newKey())}`);
    const dialog = teacher.getByRole('dialog', { name: '切换账号' });
    await expect(dialog).toContainText(`打开的链接将登录 ${DEMO.student.name}（${mask(DEMO.student.mobile)}）`);
    await shootWidths(teacher, 'token-switch-dialog');
    await dialog.getByRole('button', { name: '保持当前账号' }).click();
    await expect(teacher).toHaveURL(/\/home\/account$/);
    await expect(teacher.getByRole('main').getByText(mask(DEMO.teacher.mobile))).toBeVisible();

    await teacher.goto(`${baseURL}/home/account?tokenKey=${encodeURIComponent(await newKey())}`);
    await teacher.getByRole('dialog', { name: '切换账号' }).getByRole('button', { name: '切换账号' }).click();
    await expect(teacher).toHaveURL(/\/home\/account$/);
    await expect(teacher.getByRole('main').getByText(mask(DEMO.student.mobile))).toBeVisible();
    await teacher.close();
  });
});
