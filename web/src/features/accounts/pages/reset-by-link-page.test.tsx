import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, decryptPassword, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const RESET = '/user/resetByLink';
const TOKEN = 'k3J9x2QmLw8vT5nR7pYc1aZ4';
const SLOW = { timeout: 10_000 };
const INVALID = '链接无效或已过期，请重新获取';

const resets = (calls: Call[]) => calls.filter((call) => call.path === RESET).map((call) => call.body);

async function openPage(handlers: Parameters<typeof stubAccountsApi>[0] = {}) {
  const stub = stubAccountsApi(handlers);
  const view = renderAt(`/reset-password?token=${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 1, name: '重置密码' }, SLOW)).toBeInTheDocument();
  return { ...stub, ...view };
}

describe('/reset-password (the reset link an admin sent)', { timeout: 40_000 }, () => {
  it('says at once that a link without a token is not valid, with a way to 登录', async () => {
    const { calls } = stubAccountsApi();
    const { router } = renderAt('/reset-password');
    expect(await screen.findByText(INVALID, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('请输入新密码')).toBeNull();
    expect(resets(calls)).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("checks the passwords with registration's rule before sending", async () => {
    const { calls } = await openPage();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findAllByText('密码不能为空')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('请输入新密码'), 'abcdefgh');
    await userEvent.type(screen.getByLabelText('请确认新密码'), 'abcdefgi');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('密码必须是8-20位字母、数字和标点符号(除空格)至少包含2种')).toBeInTheDocument();
    expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
    expect(resets(calls)).toHaveLength(0);
  });

  it('sends the token and both passwords encrypted (Enter on the last field), then says 密码重置成功', async () => {
    const { calls, router } = await openPage({ [RESET]: { code: 200, msg: '密码重置成功', data: null } });
    await userEvent.type(screen.getByLabelText('请输入新密码'), 'Whale2026!{Enter}');
    await userEvent.type(screen.getByLabelText('请确认新密码'), 'Whale2026!{Enter}');
    await waitFor(() => expect(resets(calls)).toHaveLength(1));
    const [body] = resets(calls);
    expect(body?.token).toBe(TOKEN);
    expect(body?.password).not.toBe('Whale2026!');
    expect(decryptPassword(body?.password)).toBe('Whale2026!');
    expect(decryptPassword(body?.confirmPassword)).toBe('Whale2026!');
    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's words for a used or expired link", async () => {
    const { calls } = await openPage({ [RESET]: { code: -1000, msg: INVALID } });
    await userEvent.type(screen.getByLabelText('请输入新密码'), 'Whale2026!');
    await userEvent.type(screen.getByLabelText('请确认新密码'), 'Whale2026!');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(resets(calls)).toHaveLength(1);
    expect(screen.queryByLabelText('请输入新密码')).toBeNull();
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('shows a refusal of a field under it', async () => {
    await openPage({ [RESET]: { code: -2, msg: '两次密码输入不一致', data: { field: 'confirmPassword' } } });
    await userEvent.type(screen.getByLabelText('请输入新密码'), 'Whale2026!');
    await userEvent.type(screen.getByLabelText('请确认新密码'), 'Whale2026!');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
    expect(screen.getByLabelText('请确认新密码')).toBeInTheDocument();
  });
});
