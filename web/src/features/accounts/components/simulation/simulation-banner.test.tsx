import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

const setSimulated = (name: string) => {
  document.cookie = `simulatedLogin=${encodeURIComponent(name)}; path=/`;
};
const clearSimulated = () => {
  document.cookie = 'simulatedLogin=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  clearSimulated();
});

describe('simulated-login banner (spec 01 §2.3, §4)', () => {
  it('is absent without the simulatedLogin cookie', async () => {
    setLoginCookie('1');
    stubAccountsApi();
    renderAt('/home');
    await screen.findByRole('button', { name: '用户菜单' });
    expect(screen.queryByText(/当前正在操作/)).not.toBeInTheDocument();
  });

  it('names the acted user at the very top and leaves with POST /exitSimulation (code 1 → /home)', async () => {
    setLoginCookie('1');
    setSimulated('李同学');
    const { calls } = stubAccountsApi({
      '/exitSimulation': () => {
        clearSimulated();
        return { code: 1, msg: '已退出模拟登录', data: null };
      },
    });
    const { router } = renderAt('/home/learning/center');
    const banner = await screen.findByText('当前正在操作 李同学 的账号');
    const shell = banner.closest('[role="region"]');
    expect(shell?.parentElement?.querySelector('[role="region"], header')).toBe(shell);
    const loadsBefore = calls.filter((call) => call.path === '/user/getLoginInfo').length;
    await userEvent.click(screen.getByRole('button', { name: '退出模拟' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.find((call) => call.path === '/exitSimulation')?.method).toBe('POST');
    expect(await screen.findByText('已退出模拟登录')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/当前正在操作/)).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((call) => call.path === '/user/getLoginInfo').length).toBeGreaterThan(loadsBefore));
  });

  it('keeps the banner when the exit fails', async () => {
    setLoginCookie('1');
    setSimulated('李同学');
    stubAccountsApi({ '/exitSimulation': { code: -1, msg: '', data: null } });
    const { router } = renderAt('/home/learning/center');
    await userEvent.click(await screen.findByRole('button', { name: '退出模拟' }));
    expect(await screen.findByText('请求失败，请稍后重试')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/learning/center');
    expect(screen.getByText('当前正在操作 李同学 的账号')).toBeInTheDocument();
  });
});
