import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, TEXT } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { IDENTITY_DEMO } from './identity-helpers';
import { finishedOpening, shootWidths } from './screenshot-helpers';
import { expectToast } from './toast-helpers';

/**
 * External systems (docs/external-systems.md, issue 20): the demo school opens neither system. The school admin
 * configures 供应链 (gyl) with a stand-in system on loopback (a bad address refused first), sees its secret; the demo
 * student finds the system on /supplyChain, enters it and the bare /webview/gyl frames the stand-in, which verified
 * the token with the platform and greets him by name; /webview/erp says it is not open. The admin deletes the
 * configuration at the end.
 */
const GYL = '供应链管理系统';
const ERP = 'ERP 系统';
const DESCRIPTION = '采购、库存与物流协同的供应链实训平台';
const BAD_URL = 'http://example.com';
const URL_RULE = '请输入以 https:// 开头的完整系统地址';
const twoChars = (text: string): RegExp => new RegExp(`^${Array.from(text).join('\\s*')}$`);

type Verified = { code: number; msg: string; data: { name: string; schoolName: string } | null };

/**
 * A stand-in external system on loopback (the same as tests/api/lib/external-standin.mjs): GET /sso?token=… posts the
 * token to the platform's verify call, as a vendor's server would, and answers a page greeting the user
 * (`欢迎 {name}（{schoolName}）`) or the platform's refusal (`登录失败：{msg}`).
 */
async function startStandIn(platformBase: string): Promise<{ url: string; seen: Verified[]; stop: () => Promise<void> }> {
  const seen: Verified[] = [];
  const server: Server = createServer((req, res) => {
    const token = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('token') ?? '';
    const answer = async (): Promise<string> => {
      try {
        const verified = await fetch(`${platformBase}/api/v1/external/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        const envelope = (await verified.json()) as Verified;
        seen.push(envelope);
        return envelope.code === 200 && envelope.data ? `欢迎 ${envelope.data.name}（${envelope.data.schoolName}）` : `登录失败：${envelope.msg}`;
      } catch (error) {
        return `登录失败：${error instanceof Error ? error.message : String(error)}`;
      }
    };
    void answer().then((text) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><meta charset="utf-8"><title>供应链实训</title><h1>${text}</h1>`);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sso`,
    seen,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The admin page's card of a system (a region named by its heading). */
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The hub's card of a system (an article named by its heading). */
const hubCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openAdminPage(page: Page): Promise<void> {
  await page.goto('/school-admin/external-systems');
  await expect(page.getByRole('heading', { level: 1, name: '外部实训系统' })).toBeVisible();
  await expect(card(page, GYL)).toBeVisible();
  await expect(card(page, ERP)).toBeVisible();
}

test.describe('external systems', () => {
  test('a visitor sees both systems 未开通 on /supplyChain, and the bare webview asks for a login', async ({ page }) => {
    await page.goto('/supplyChain');
    await expect(page.getByRole('heading', { level: 1, name: '外部实训系统' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: TEXT.nav })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    for (const name of [ERP, GYL]) {
      await expect(hubCard(page, name).getByText('未开通', { exact: true })).toBeVisible();
      await expect(hubCard(page, name).getByRole('link')).toHaveCount(0);
    }
    await page.goto('/webview/gyl');
    await expect(page).toHaveURL(/\/login\?url=%2Fwebview%2Fgyl$/);
  });

  test('the school admin configures 供应链 with a stand-in, the student enters it in a frame, the admin deletes it', async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const standIn = await startStandIn(baseURL ?? '');
    const studentContext = await browser.newContext({ baseURL });
    try {
      // The school admin: both systems 未配置; a bad address is refused with the rule's words; the stand-in is saved.
      await signInByApi(page, DEMO.schoolAdmin.mobile);
      await openAdminPage(page);
      const gyl = card(page, GYL);
      await expect(gyl.getByText('未配置', { exact: true })).toBeVisible();
      await expect(card(page, ERP).getByText('未配置', { exact: true })).toBeVisible();
      await expect(gyl.getByRole('region', { name: '密钥' })).toHaveCount(0);
      await gyl.getByLabel('系统地址').fill(BAD_URL);
      await gyl.getByRole('button', { name: twoChars('保存') }).click();
      await expect(gyl.getByText(URL_RULE, { exact: true })).toBeVisible();
      await shootWidths(page, 'external-admin-invalid');

      await gyl.getByLabel('系统地址').fill(standIn.url);
      await gyl.getByLabel('系统简介').fill(DESCRIPTION);
      await expect(gyl.getByText(URL_RULE, { exact: true })).toHaveCount(0);
      await expect(gyl.getByRole('radio', { name: /^令牌/ })).toBeChecked();
      await expect(gyl.getByLabel('令牌参数名')).toHaveValue('token');
      await expect(gyl.getByRole('switch', { name: '启用' })).toBeChecked();
      await gyl.getByRole('button', { name: twoChars('保存') }).click();
      await expectToast(page, '保存成功');
      await expect(gyl.getByText('已配置', { exact: true })).toBeVisible();
      await expect(gyl.getByText('已启用', { exact: true })).toBeVisible();
      const secret = gyl.getByRole('region', { name: '密钥' });
      await expect(secret.getByLabel(`${GYL} 密钥`)).toHaveText(/^[0-9a-f]{64}$/);
      await expect(secret.getByRole('button', { name: /复制/ })).toBeVisible();
      await expect(secret.getByRole('button', { name: /重置密钥/ })).toBeVisible();
      await expect(gyl.getByRole('button', { name: /删除配置/ })).toBeVisible();
      // The vendor's guide names the verify call.
      await gyl.getByText('厂商对接说明').click();
      await expect(gyl.getByText(/POST http:\/\/127\.0\.0\.1:\d+\/api\/v1\/external\/verify/)).toBeVisible();
      // From the top: a full-page shot of a scrolled page draws the sticky header where the window was.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shootWidths(page, 'external-admin');

      // The student: 供应链 can be entered, ERP is not open.
      const student = await studentContext.newPage();
      await signInByApi(student, DEMO.student.mobile);
      await student.goto('/supplyChain');
      await expect(student.getByRole('heading', { level: 1, name: '外部实训系统' })).toBeVisible();
      await expect(hubCard(student, GYL).getByText(DESCRIPTION)).toBeVisible();
      await expect(hubCard(student, ERP).getByText('未开通', { exact: true })).toBeVisible();
      await expect(hubCard(student, ERP).getByRole('link')).toHaveCount(0);
      const enter = hubCard(student, GYL).getByRole('link', { name: `进入系统 ${GYL}` });
      await expect(enter).toHaveText('进入系统');
      await shootWidths(student, 'external-supply-chain');

      await enter.click();
      await expect(student).toHaveURL(/\/webview\/gyl$/);
      // The frame holds the stand-in, which verified the token with the platform and greets the student.
      const frame = student.frameLocator('iframe');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`欢迎 ${DEMO.student.name}（${IDENTITY_DEMO.school}）`);
      await expect(student.locator('iframe')).toHaveAttribute('src', new RegExp(`^${standIn.url.replace(/[.?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
      expect(standIn.seen.filter((envelope) => envelope.code === 200)).toHaveLength(1);
      // Bare: no site header, navigation or footer; the frame fills the window; 新窗口打开 in a corner.
      await expect(student.getByRole('navigation', { name: TEXT.nav })).toHaveCount(0);
      await expect(student.getByRole('banner')).toHaveCount(0);
      await expect(student.getByRole('contentinfo')).toHaveCount(0);
      await expect(student.getByRole('button', { name: `在新窗口打开${GYL}` })).toBeVisible();
      const box = await student.locator('iframe').boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, ...student.viewportSize() });
      await shootWidths(student, 'external-webview-gyl', {
        atPhone: async (phone) => {
          await expect(phone.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(DEMO.student.name);
        },
      });

      // ERP is not open: a plain centred page, no frame.
      await student.goto('/webview/erp');
      await expect(student.getByRole('heading', { level: 1, name: `本校尚未开通${ERP}` })).toBeVisible();
      await expect(student.getByText('请联系学校管理员配置', { exact: true })).toBeVisible();
      await expect(student.locator('iframe')).toHaveCount(0);
      await expect(student.getByRole('navigation', { name: TEXT.nav })).toHaveCount(0);
      await expect(student.getByRole('contentinfo')).toHaveCount(0);
      await shootWidths(student, 'external-not-configured');
      await student.getByRole('button', { name: twoChars('返回首页') }).click();
      await expect(student).toHaveURL(/\/(home)?$/);

      // The admin deletes the configuration after the confirmation: 供应链 is 未配置 and 未开通 again.
      await gyl.getByRole('button', { name: /删除配置/ }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: `删除“${GYL}”的配置？` });
      await finishedOpening(confirm);
      await expect(confirm.getByText('删除后学生将无法进入该系统，密钥一并作废。')).toBeVisible();
      await confirm.getByRole('button', { name: /删除配置/ }).click();
      await expectToast(page, '删除成功');
      await expect(gyl.getByText('未配置', { exact: true })).toBeVisible();
      await expect(gyl.getByRole('region', { name: '密钥' })).toHaveCount(0);
      await expect(gyl.getByLabel('系统地址')).toHaveValue('');

      await student.goto('/supplyChain');
      await expect(hubCard(student, GYL).getByText('未开通', { exact: true })).toBeVisible();
      await student.goto('/webview/gyl');
      await expect(student.getByRole('heading', { level: 1, name: `本校尚未开通${GYL}` })).toBeVisible();
    } finally {
      await studentContext.close();
      await standIn.stop();
    }
  });

  test('only the school admin opens /school-admin/external-systems', async ({ page }) => {
    await signInByApi(page, DEMO.teacher.mobile, 'teacher');
    await page.goto('/school-admin/external-systems');
    await expect(page.getByText('身份错误')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
