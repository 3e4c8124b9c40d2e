import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, decryptPassword, dialogClosed, sendNeedsCaptcha, SOLVED_CAPTCHA, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const SENT = { code: 200, data: { resendSeconds: 60, expireSeconds: 300 } };
const phone = () => screen.getByRole('textbox', { name: '请输入手机号码' });
const code = () => screen.getByRole('textbox', { name: '请输入短信验证码' });

async function openForget(): Promise<void> {
  renderAt('/login');
  await userEvent.click(await screen.findByRole('button', { name: '忘记密码?' }));
  expect(screen.getByRole('heading', { name: '找回密码' })).toBeInTheDocument();
}

describe('forgot password', () => {
  it('puts send refusals under the phone and stops the countdown it started early', async () => {
    stubAccountsApi({ '/forget/sendCode': { code: -1000, msg: '该手机号未注册', data: null } });
    await openForget();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await userEvent.type(phone(), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号未注册')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新发送' })).toBeEnabled();
  });

  it('keeps counting and shows the 60-second message under the code', async () => {
    stubAccountsApi({ '/forget/sendCode': { code: -1000, msg: '每60秒只能发送一次验证码', data: null } });
    await openForget();
    await userEvent.type(phone(), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('每60秒只能发送一次验证码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /s后可重新发送$/ })).toBeDisabled();
  });

  it('goes forget → setPassword → reseted → login, sending the encrypted new password', async () => {
    let verify = { code: -1000, msg: '验证码错误或已失效', data: null as unknown };
    const { calls } = stubAccountsApi({
      '/forget/sendCode': SENT,
      '/forget/verifyCode': () => verify,
      '/forget/resetPassword': { code: 200, data: null },
    });
    await openForget();
    await userEvent.type(phone(), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s后可重新发送' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请输入短信验证码', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();

    await userEvent.type(code(), '654321{Enter}');
    expect(await screen.findByText('验证码错误或已失效')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/forget/verifyCode')?.body).toEqual({ account: '13800000001', code: '654321' });

    verify = { code: 200, msg: '', data: null };
    await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
    const newPassword = await screen.findByLabelText('请输入新密码');
    expect(screen.getByRole('heading', { name: '找回密码' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /上一步/ }));
    expect(phone()).toHaveValue('13800000001');
    await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
    await userEvent.type(await screen.findByLabelText('请输入新密码'), 'newpass123');
    expect(newPassword).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('请确认新密码'), 'newpass124');
    await userEvent.tab();
    expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('请确认新密码'), '{Backspace}3');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    const reset = calls.find((call) => call.path === '/forget/resetPassword')?.body;
    expect(reset).toMatchObject({ mobile: '13800000001', mobileCode: '654321' });
    expect(decryptPassword(reset?.newPwd)).toBe('newpass123');
    await userEvent.click(screen.getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument());
  });

  it('asks for the image captcha without counting, and counts once the code went out with it', async () => {
    const { calls } = stubAccountsApi({ '/forget/sendCode': sendNeedsCaptcha(SENT) });
    await openForget();
    await userEvent.type(phone(), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入图形验证码' });
    // The early countdown of this form is taken back: nothing went out.
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    const input = within(dialog).getByRole('textbox', { name: '请输入验证码' });
    await userEvent.type(input, 'abcd');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('验证码错误!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await userEvent.type(input, SOLVED_CAPTCHA);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByRole('button', { name: '60s后可重新发送' })).toBeDisabled();
    await dialogClosed();
    expect(calls.filter((call) => call.path === '/forget/sendCode').map((call) => call.body)).toEqual([
      { mobile: '13800000001' },
      { mobile: '13800000001', captcha: 'abcd' },
      { mobile: '13800000001', captcha: SOLVED_CAPTCHA },
    ]);
  });
});
