import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, ACCOUNT_TEXT } from './accounts-helpers';
import { expect, test } from './fixtures';
import { expectToast } from './toast-helpers';
import { SHOTS, SIZES, motionsSettled, noHorizontalScroll } from './screenshot-helpers';
import { startServer, type RunningServer } from './server';

/**
 * WeChat sign-in in the browser (docs/accounts.md "WeChat sign-in"). The file's server runs without WECHAT_*
 * settings: no WeChat button. The whole flow runs against a server of this spec's own, configured to talk to a
 * stand-in WeChat on loopback whose "qrconnect" page sends the browser straight back to /weixin-form with a code.
 */

const OPEN_ID = 'oE2eWechatUser0001abcd';
/**
 * A trip through the stand-in WeChat loads our pages again (the SPA, the session, the school) and runs the sign-in or
 * binding before the next page or toast shows: on a loaded two-core machine that once took 10 s, expect's own limit.
 */
const QR_ROUND_TRIP_MS = 30_000;
const NICKNAME = '鲸鱼同学';

test('without WeChat configuration the login panel has no WeChat button', async ({ page }) => {
  const config = page.waitForResponse((response) => response.url().includes('/api/v1/wechat/config'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  expect(await (await config).json()).toMatchObject({ code: 200, data: { enabled: false } });
  await expect(page.getByRole('button', { name: /微信登录/ })).toHaveCount(0);
});

/** The stand-in WeChat: qrconnect redirects back with a fresh code for OPEN_ID; the API exchanges it. */
function startStandIn(): Promise<{ base: string; server: http.Server }> {
  let seq = 0;
  const codes = new Set<string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const json = (body: unknown): void => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/connect/qrconnect') {
      seq += 1;
      const code = `e2e-code-${seq}`;
      codes.add(code);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      const code = url.searchParams.get('code') ?? '';
      if (!codes.delete(code)) return json({ errcode: 40029, errmsg: 'invalid code' });
      return json({ access_token: `AT-${code}`, expires_in: 7200, openid: OPEN_ID });
    }
    if (url.pathname === '/sns/userinfo') return json({ openid: OPEN_ID, nickname: NICKNAME, headimgurl: '' });
    res.writeHead(404);
    res.end();
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }));
  });
}

/** A server of this spec's own (besides the file's default one), configured for the stand-in WeChat. */
function startOwnServer(standIn: string): Promise<RunningServer> {
  return startServer({
    label: 'wechat',
    env: (base) => ({
      WECHAT_APPID: 'wx-e2e',
      WECHAT_SECRET: 'e2e-secret',
      WECHAT_REDIRECT_URI: `${base}/weixin-form`,
      WECHAT_QR_URL: `${standIn}/connect/qrconnect`,
      WECHAT_API_URL: standIn,
    }),
  });
}

async function signIn(page: Page, scope: Page | ReturnType<Page['getByRole']>): Promise<void> {
  await scope.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(DEMO.student.mobile);
  await scope.getByLabel(ACCOUNT_TEXT.password).fill(DEMO.password);
  await scope.getByRole('button', { name: ACCOUNT_TEXT.loginButton }).click();
  void page;
}

test.describe.serial('WeChat sign-in against a stand-in WeChat', () => {
  test.setTimeout(240_000);
  let standIn: { base: string; server: http.Server };
  let own: RunningServer;

  test.beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    standIn = await startStandIn();
    own = await startOwnServer(standIn.base);
  });
  test.afterAll(async () => {
    await own?.stop();
    standIn?.server.close();
  });

  test('an unbound WeChat asks for a sign-in and is bound right after it', async ({ page }) => {
    await page.goto(`${own.baseURL}/login`);
    await page.getByRole('button', { name: /微信登录/ }).click();
    // The stand-in's qrconnect sends the browser back with a code: WeChat is not bound yet.
    await expect(page).toHaveURL(/\/weixin-form\?code=e2e-code-1&state=/, { timeout: QR_ROUND_TRIP_MS });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('请登录后绑定微信')).toBeVisible();
    await expect(page.getByText('该微信尚未绑定学鲸账号')).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await motionsSettled(page);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `weixin-form-unbound-${size.name}.png`), animations: 'disabled' });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, dialog);
    await expectToast(page, '绑定微信成功', { timeout: QR_ROUND_TRIP_MS });
    await page.goto(`${own.baseURL}/home/account`);
    await expect(page.getByText(`已绑定 ${NICKNAME}`)).toBeVisible();
  });

  test('the bound WeChat signs in and lands on the stored path; the account page shows the binding', async ({ page }) => {
    await page.goto(`${own.baseURL}/login?url=${encodeURIComponent('/home/account')}`);
    await page.getByRole('button', { name: /微信登录/ }).click();
    await expect(page).toHaveURL(`${own.baseURL}/home/account`, { timeout: QR_ROUND_TRIP_MS });
    const row = page.getByText(`已绑定 ${NICKNAME}`);
    await expect(row).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await row.scrollIntoViewIfNeeded();
      await motionsSettled(page);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `account-wechat-bound-${size.name}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // 解绑: a confirmation, then the message, the session ends and the home page loads.
    await page.getByRole('button', { name: '解 绑' }).click();
    const confirm = page.getByRole('tooltip');
    await expect(confirm.getByText('解绑微信')).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'account-wechat-unbind-confirm-1440.png'), animations: 'disabled' });
    await confirm.getByRole('button', { name: '解 绑' }).click();
    await expectToast(page, '解绑成功，即将前往首页');
    await expect(page).toHaveURL(`${own.baseURL}/home`);
    expect((await page.context().cookies()).find((c) => c.name === 'isLogin')?.value).toBe('0');
  });

  test('after unbinding the account page offers 绑定微信, which binds through the QR flow', async ({ page }) => {
    await page.goto(`${own.baseURL}/login`);
    await signIn(page, page);
    await expect(page).toHaveURL(/\/home\/learning\/center/);
    await page.goto(`${own.baseURL}/home/account`);
    const bind = page.getByRole('button', { name: '绑定微信' });
    await expect(bind).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await bind.scrollIntoViewIfNeeded();
      await motionsSettled(page);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `account-wechat-unbound-${size.name}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await bind.click();
    await expectToast(page, '绑定微信成功', { timeout: QR_ROUND_TRIP_MS });
    await expect(page).toHaveURL(`${own.baseURL}/home/account`);
    await expect(page.getByText(`已绑定 ${NICKNAME}`)).toBeVisible();
  });

  test('a used or forged state is refused with a way back', async ({ page }) => {
    await page.goto(`${own.baseURL}/weixin-form?code=e2e-code-x&state=forged`);
    await expect(page.getByText('授权已失效，请重新扫码')).toBeVisible();
    await expect(page.getByRole('button', { name: '重新扫码' })).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await motionsSettled(page);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(SHOTS, `weixin-form-error-${size.name}.png`) });
    }
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(`${own.baseURL}/home`);
  });
});
