import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { withoutTokenKey } from './token-guard';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

describe('temporary token (spec 01 §2.2)', () => {
  it('drops only the tokenKey from the address', () => {
    expect(withoutTokenKey('/home/account', '?tokenKey=abc')).toBe('/home/account');
    expect(withoutTokenKey('/home', '?a=1&tokenKey=abc&b=2', '#x')).toBe('/home?a=1&b=2#x');
  });

  it('signs in with PUT /user/loginByTokenKey once, then opens the target without the token', async () => {
    const { calls } = stubAccountsApi({
      '/user/loginByTokenKey': () => {
        setLoginCookie('1');
        return { code: 200, data: null };
      },
    });
    const { router } = renderAt('/home/learning/center?tab=2&tokenKey=k-123');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(router.state.location.pathname).toBe('/home/learning/center');
    // The first render imports the lazy personal centre route: give a loaded machine time.
    expect(await screen.findByRole('heading', { name: '个人中心' }, { timeout: 5_000 })).toBeInTheDocument();
    const logins = calls.filter((call) => call.path === '/user/loginByTokenKey');
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ method: 'PUT', body: { tokenKey: 'k-123' } });
    expect(calls.some((call) => call.path === '/user/getLoginInfo')).toBe(true);
  });

  it('goes to /home with the message when the token is refused', async () => {
    stubAccountsApi({ '/user/loginByTokenKey': { code: -1000, msg: '登录凭证无效或已过期', data: null } });
    const { router } = renderAt('/home/account?tokenKey=old');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('登录凭证无效或已过期')).toBeInTheDocument();
    expect(screen.queryByText('请登录')).not.toBeInTheDocument();
  });
});

describe('temporary token of another account (issue 13)', () => {
  const asking = {
    code: -1000,
    msg: '当前已登录其他账号，确定切换账号吗？',
    data: { confirmSwitch: true, name: '王五', mobile: '137****0009' },
  };

  it('asks before switching; 切换账号 sends the key again with confirmSwitch and opens the target', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/user/loginByTokenKey': (call) => {
        if (!call.body?.confirmSwitch) return asking;
        return { code: 200, data: null };
      },
    });
    const { router } = renderAt('/home/account?tokenKey=k-9');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('打开的链接将登录 王五（137****0009），确定切换账号吗？');
    expect(calls.filter((call) => call.path === '/user/loginByTokenKey')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '切换账号' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/home/account');
    const logins = calls.filter((call) => call.path === '/user/loginByTokenKey');
    expect(logins).toHaveLength(2);
    expect(logins[1].body).toEqual({ tokenKey: 'k-9', confirmSwitch: true });
  });

  it('保持当前账号 keeps the session: no second call, the target without the token', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({ '/user/loginByTokenKey': asking });
    const { router } = renderAt('/home/account?tokenKey=k-10');
    await screen.findByRole('dialog', {}, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: '保持当前账号' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/home/account');
    expect(calls.filter((call) => call.path === '/user/loginByTokenKey')).toHaveLength(1);
  });
});
