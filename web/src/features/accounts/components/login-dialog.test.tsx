import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderInRouter } from '@/testing/render';
import { closeLoginDialog, openLoginDialog } from '../lib/login-dialog-store';
import { LoginDialog } from './login-dialog';

afterEach(() => {
  act(() => closeLoginDialog());
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

describe('login dialog', () => {
  it('is 444 px wide, closable, and Enter moves between inputs without submitting', async () => {
    const { calls } = stubAccountsApi();
    renderInRouter(<LoginDialog />, '/home');
    act(() => openLoginDialog());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveStyle({ width: '444px' });
    expect(screen.getByRole('button', { name: /close|关闭/i })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: '请输入手机号码' }));
    await userEvent.keyboard('13800000001{Enter}');
    expect(screen.getByLabelText('请输入密码')).toHaveFocus();
    await userEvent.keyboard('xuejing2026{Enter}');
    await new Promise((done) => setTimeout(done, 50));
    expect(calls.some((call) => call.path === '/login')).toBe(false);
  });

  it('has no close button when login is mandatory', async () => {
    stubAccountsApi();
    renderInRouter(<LoginDialog />, '/home');
    act(() => openLoginDialog({ mandatory: true }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: /close|关闭/i })).not.toBeInTheDocument();
  });
});
