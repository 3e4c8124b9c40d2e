import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { readCookie } from '@/lib/browser';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { WECHAT_BACK_PATH_KEY } from '../lib/wechat-session';

const { redirectTo } = vi.hoisted(() => ({ redirectTo: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), redirectTo }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  sessionStorage.clear();
  redirectTo.mockReset();
});

const enabled = { '/wechat/config': { code: 200, data: { enabled: true } } };
const info = (extra: object) => ({ '/user/getLoginInfo': { code: 200, data: { ...STUDENT_INFO, ...extra } } });

async function openAccount(handlers: Parameters<typeof stubAccountsApi>[0]) {
  setLoginCookie('1');
  const stub = stubAccountsApi(handlers);
  const view = renderAt('/home/account');
  expect(await screen.findByRole('heading', { name: '账号设置' }, { timeout: 5000 })).toBeInTheDocument();
  return { ...stub, ...view };
}

describe('the account page 微信 card', () => {
  it('is absent while WeChat sign-in is not configured', async () => {
    const { calls } = await openAccount({ '/wechat/config': { code: 200, data: { enabled: false } }, ...info({ wechatBound: false }) });
    await waitFor(() => expect(calls.some((call) => call.path === '/wechat/config')).toBe(true));
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByText('绑定微信')).not.toBeInTheDocument();
  });

  it('绑定微信 starts the QR flow for binding and comes back to the account page', async () => {
    const url = 'https://open.weixin.qq.com/connect/qrconnect?state=b#wechat_redirect';
    const { calls } = await openAccount({
      ...enabled,
      ...info({ wechatBound: false, wechatNickname: '' }),
      '/wechat/qrConnect': { code: 200, data: { qrConnectUrl: url, state: 'b' } },
    });
    expect(await screen.findByText('未绑定', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '绑定微信' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(url));
    expect(calls.find((call) => call.path === '/wechat/qrConnect')?.body).toEqual({ callBack: '/home/account', bind: true });
    expect(sessionStorage.getItem(WECHAT_BACK_PATH_KEY)).toBe('/home/account');
  });

  it('shows 已绑定 with the nickname; 解绑 asks first, then says 解绑成功，即将前往首页, sets isLogin 0 and goes home', async () => {
    const { calls } = await openAccount({
      ...enabled,
      ...info({ wechatBound: true, wechatNickname: '小鲸鱼' }),
      '/wechat/unbind': { code: 200, msg: '解绑成功，即将前往首页', data: null },
    });
    expect(await screen.findByText('已绑定 小鲸鱼', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '解 绑' }));
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText('解绑微信')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/wechat/unbind')).toBe(false);
    await userEvent.click(confirm.getByRole('button', { name: '解 绑' }));
    expect(await screen.findByText('解绑成功，即将前往首页')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled(); // not before the toast has been seen for its time
    expect(calls.filter((call) => call.path === '/wechat/unbind' && call.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/home'), { timeout: 5000 });
    expect(readCookie('isLogin')).toBe('0'); // after the toast: marking it earlier let the guard leave the page first
  });

  it('a refused unbind keeps the user signed in', async () => {
    const { calls } = await openAccount({
      ...enabled,
      ...info({ wechatBound: true, wechatNickname: '' }),
      '/wechat/unbind': { code: -1000, msg: '当前账号未绑定微信', data: null },
    });
    expect(await screen.findByText('已绑定', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '解 绑' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '解 绑' }));
    expect(await screen.findByText('当前账号未绑定微信', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/wechat/unbind')).toHaveLength(1);
    expect(readCookie('isLogin')).toBe('1');
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
