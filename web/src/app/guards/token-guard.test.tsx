import { screen, waitFor } from '@testing-library/react';
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
