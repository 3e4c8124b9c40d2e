import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderInRouter } from '@/testing/render';
import { closeLoginDialog, openLoginDialog } from '../lib/login-dialog-store';
import { keepWechatBindTicket, WECHAT_BACK_PATH_KEY } from '../lib/wechat-session';
import { LoginDialog } from './login-dialog';
import { LoginPanel } from './login-panel';

const { redirectTo } = vi.hoisted(() => ({ redirectTo: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), redirectTo }));

afterEach(() => {
  act(() => closeLoginDialog());
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  sessionStorage.clear();
  redirectTo.mockReset();
});

const QR = { qrConnectUrl: 'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&state=s1#wechat_redirect', state: 's1' };

describe('微信登录 in the login panel', () => {
  it('is not there while WeChat sign-in is not configured', async () => {
    const { calls } = stubAccountsApi({ '/wechat/config': { code: 200, data: { enabled: false } } });
    renderInRouter(<LoginPanel onLoginPage />, '/login');
    await screen.findByRole('heading', { name: '登录' });
    await waitFor(() => expect(calls.some((call) => call.path === '/wechat/config')).toBe(true));
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('button', { name: /微信登录/ })).not.toBeInTheDocument();
  });

  it('is not there when the config call fails', async () => {
    stubAccountsApi({ '/wechat/config': { code: 500, msg: '服务器错误' } });
    renderInRouter(<LoginPanel onLoginPage />, '/login');
    await screen.findByRole('heading', { name: '登录' });
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.queryByRole('button', { name: /微信登录/ })).not.toBeInTheDocument();
  });

  it('asks for the qrconnect URL with the earlier path, remembers that path and leaves for WeChat', async () => {
    const { calls } = stubAccountsApi({
      '/wechat/config': { code: 200, data: { enabled: true } },
      '/wechat/qrConnect': { code: 200, data: QR },
    });
    renderInRouter(<LoginPanel onLoginPage />, '/login?url=%2Fhome%2Faccount');
    await userEvent.click(await screen.findByRole('button', { name: /微信登录/ }, { timeout: 5000 }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(QR.qrConnectUrl));
    expect(calls.find((call) => call.path === '/wechat/qrConnect')).toMatchObject({
      method: 'POST',
      body: { callBack: '/home/account', bind: false },
    });
    expect(sessionStorage.getItem(WECHAT_BACK_PATH_KEY)).toBe('/home/account');
  });

  it('on /login without a url remembers no path (the landing of a password login applies)', async () => {
    const { calls } = stubAccountsApi({
      '/wechat/config': { code: 200, data: { enabled: true } },
      '/wechat/qrConnect': { code: 200, data: QR },
    });
    renderInRouter(<LoginPanel onLoginPage />, '/login');
    await userEvent.click(await screen.findByRole('button', { name: /微信登录/ }, { timeout: 5000 }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(QR.qrConnectUrl));
    expect(calls.find((call) => call.path === '/wechat/qrConnect')?.body).toEqual({ callBack: '', bind: false });
    expect(sessionStorage.getItem(WECHAT_BACK_PATH_KEY)).toBeNull();
  });

  it('in the dialog on another page, comes back to that page', async () => {
    const { calls } = stubAccountsApi({
      '/wechat/config': { code: 200, data: { enabled: true } },
      '/wechat/qrConnect': { code: 200, data: QR },
    });
    renderInRouter(<LoginDialog />, '/courseDetail/abc?tab=2');
    act(() => openLoginDialog());
    await userEvent.click(await screen.findByRole('button', { name: /微信登录/ }, { timeout: 5000 }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/wechat/qrConnect')?.body).toEqual({ callBack: '/courseDetail/abc?tab=2', bind: false });
    expect(sessionStorage.getItem(WECHAT_BACK_PATH_KEY)).toBe('/courseDetail/abc?tab=2');
  });

  it('says a refusal of the QR request (微信登录未开通) and stays', async () => {
    stubAccountsApi({
      '/wechat/config': { code: 200, data: { enabled: true } },
      '/wechat/qrConnect': { code: -1000, msg: '微信登录未开通', data: null },
    });
    renderInRouter(<LoginPanel onLoginPage />, '/login');
    await userEvent.click(await screen.findByRole('button', { name: /微信登录/ }, { timeout: 5000 }));
    expect(await screen.findByText('微信登录未开通', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('shows 请登录后绑定微信 only while a bind ticket waits', async () => {
    stubAccountsApi({ '/wechat/config': { code: 200, data: { enabled: true } } });
    const { unmount } = renderInRouter(<LoginPanel onLoginPage />, '/login');
    await screen.findByRole('button', { name: /微信登录/ }, { timeout: 5000 });
    expect(screen.queryByText('请登录后绑定微信')).not.toBeInTheDocument();
    unmount();
    keepWechatBindTicket('ticket');
    renderInRouter(<LoginPanel onLoginPage />, '/login');
    expect(await screen.findByText('请登录后绑定微信', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
