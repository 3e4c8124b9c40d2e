import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import {
  CAPTCHA_MISSING,
  clearCookies,
  decryptPassword,
  dialogClosed,
  sendNeedsCaptcha,
  setLoginCookie,
  SOLVED_CAPTCHA as SOLVED,
  stubAccountsApi,
  type Call,
} from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

const { openInNewTab } = vi.hoisted(() => ({ openInNewTab: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), openInNewTab }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  sessionStorage.clear();
  openInNewTab.mockReset();
});

const SENT = { code: 200, data: { resendSeconds: 60, expireSeconds: 300 } };
const phone = () => screen.getByRole('textbox', { name: '请输入手机号码' });
const code = () => screen.getByRole('textbox', { name: '请输入短信验证码' });

const sends = (calls: Call[]) => calls.filter((call) => call.path === '/baseVerify/sendCodeForMobile').map((call) => call.body);
const captchaSrc = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: '图形验证码' }).getAttribute('src') ?? '';

async function openRegister(path = '/login') {
  const rendered = renderAt(path);
  await userEvent.click(await screen.findByRole('button', { name: '免费注册' }));
  expect(screen.getByRole('heading', { name: '注册' })).toBeInTheDocument();
  return rendered;
}

async function fillValid(): Promise<void> {
  await userEvent.type(phone(), '13912345678');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: '60s后可重新发送' });
  await userEvent.type(code(), '123456');
  await userEvent.type(screen.getByLabelText('请输入密码'), 'abc12345');
  await userEvent.type(screen.getByLabelText('请再次输入密码'), 'abc12345');
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('register form', () => {
  it('shows the spec messages, focusing the phone first', async () => {
    stubAccountsApi();
    await openRegister();
    await userEvent.click(screen.getByRole('button', { name: /注\s*册$/ }));
    // Each field's rules settle on their own, so each message is awaited, never assumed rendered with the first.
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(await screen.findByText('验证码不能为空')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('密码不能为空')).toHaveLength(2));
    expect(await screen.findByText('请先阅读并同意协议')).toBeInTheDocument();
    await waitFor(() => expect(phone()).toHaveFocus());

    await userEvent.type(screen.getByLabelText('请输入密码'), 'abcdefgh');
    expect(await screen.findByText('密码必须是8-20位字母、数字和标点符号(除空格)至少包含2种')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('请再次输入密码'), 'abcdefgx');
    await userEvent.tab();
    expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
    await userEvent.type(code(), '12');
    expect(await screen.findByText('请输入正确的验证码')).toBeInTheDocument();
  });

  it('checks the phone on blur and shows the server message', async () => {
    const { calls } = stubAccountsApi({ '/checkUniqueByMobile': { code: -1000, msg: '该手机号已注册', data: { field: 'mobile' } } });
    await openRegister();
    await userEvent.type(phone(), '1380000');
    await userEvent.tab();
    expect(calls.some((call) => call.path === '/checkUniqueByMobile')).toBe(false);
    await userEvent.clear(phone());
    await userEvent.type(phone(), '13800000001');
    await userEvent.tab();
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/checkUniqueByMobile')?.query).toEqual({ mobile: '13800000001' });
  });

  it('asks for a code only for a valid phone, and a phone change resets code and countdown', async () => {
    const { calls } = stubAccountsApi({ '/baseVerify/sendCodeForMobile': SENT });
    await openRegister();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/baseVerify/sendCodeForMobile')).toBe(false);

    await userEvent.type(phone(), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s后可重新发送' })).toBeDisabled();
    expect(screen.getByText('请在60秒内输入验证码')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/baseVerify/sendCodeForMobile')?.body).toEqual({ mobile: '13912345678' });

    await userEvent.type(code(), '1234');
    await userEvent.type(phone(), '{Backspace}9');
    expect(code()).toHaveValue('');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.queryByText(/秒内输入验证码/)).not.toBeInTheDocument();
  });

  it('opens the agreement in a new window', async () => {
    stubAccountsApi();
    await openRegister();
    await userEvent.click(screen.getByRole('link', { name: '《用户服务协议》与《隐私政策》' }));
    expect(openInNewTab).toHaveBeenCalledWith('/agreement?form=1');
  });

  it('registers with the encrypted password and the kept scId, then shows the result screen', async () => {
    const { calls } = stubAccountsApi({
      '/baseVerify/sendCodeForMobile': SENT,
      '/register': () => {
        setLoginCookie('1');
        return { code: 200, data: null };
      },
    });
    const { router } = await openRegister('/login?scId=S001');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: /注\s*册$/ }));
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    const body = calls.find((call) => call.path === '/register')?.body;
    expect(body).toMatchObject({ mobile: '13912345678', mobileCode: '123456', schoolCode: 'S001' });
    expect(decryptPassword(body?.password)).toBe('abc12345');
    await userEvent.click(screen.getByRole('button', { name: '立即进入个人中心' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/learning/center'));
  });

  it('puts a wrong code under the code field, and 301 opens the authentication step', async () => {
    let answer: { code: number; msg: string; data: unknown } = { code: -1000, msg: '验证码错误或已失效', data: { field: 'mobileCode' } };
    stubAccountsApi({ '/baseVerify/sendCodeForMobile': SENT, '/register': () => answer });
    await openRegister();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: /注\s*册$/ }));
    expect(await screen.findByText('验证码错误或已失效')).toBeInTheDocument();
    await waitFor(() => expect(code()).toHaveFocus());

    answer = { code: 301, msg: '注册成功，请完成身份认证', data: null };
    await userEvent.click(screen.getByRole('button', { name: /注\s*册$/ }));
    expect(await screen.findByRole('heading', { name: '学生认证' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '在职教师认证' }));
    expect(screen.getByRole('heading', { name: '老师认证' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '在校学生认证' }));
    expect(screen.getByRole('heading', { name: '学生认证' })).toBeInTheDocument();
  });

  it('asks for the image captcha when the server wants it, and counts only once the code went out', async () => {
    const { calls } = stubAccountsApi({ '/baseVerify/sendCodeForMobile': sendNeedsCaptcha(SENT) });
    await openRegister();
    await userEvent.type(phone(), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));

    const dialog = await screen.findByRole('dialog', { name: '请输入图形验证码' });
    expect(captchaSrc(dialog)).toContain('/captcha/image');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.queryByText(/秒内输入验证码/)).not.toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: '请输入验证码' });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入验证码')).toBeInTheDocument();
    expect(sends(calls)).toEqual([{ mobile: '13912345678' }]);

    const firstPicture = captchaSrc(dialog);
    await userEvent.type(input, 'zzzz{Enter}');
    expect(await within(dialog).findByText('验证码错误!')).toBeInTheDocument();
    expect(captchaSrc(dialog)).not.toBe(firstPicture);
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await userEvent.type(input, `${SOLVED}{Enter}`);
    expect(await screen.findByRole('button', { name: '60s后可重新发送' })).toBeDisabled();
    await dialogClosed();
    expect(sends(calls)).toEqual([
      { mobile: '13912345678' },
      { mobile: '13912345678', captcha: 'zzzz' },
      { mobile: '13912345678', captcha: SOLVED },
    ]);
    // Enter in the dialog went to the dialog only: the form behind was not submitted.
    expect(calls.some((call) => call.path === '/register')).toBe(false);
    expect(screen.queryByText('密码不能为空')).not.toBeInTheDocument();
  });

  it('cancelling the captcha dialog (Esc or 取消) sends nothing and starts no countdown', async () => {
    const { calls } = stubAccountsApi({ '/baseVerify/sendCodeForMobile': sendNeedsCaptcha(SENT) });
    await openRegister();
    await userEvent.type(phone(), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入图形验证码' });
    const input = within(dialog).getByRole('textbox', { name: '请输入验证码' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await dialogClosed();

    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(dialog).not.toHaveClass('ant-zoom-leave'));
    await userEvent.type(input, SOLVED);
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await dialogClosed();

    expect(sends(calls)).toEqual([{ mobile: '13912345678' }, { mobile: '13912345678' }]);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.queryByText(/秒内输入验证码/)).not.toBeInTheDocument();
  });

  it('a refusal other than the captcha closes the dialog and shows under its field', async () => {
    stubAccountsApi({
      '/baseVerify/sendCodeForMobile': (call) =>
        call.body?.captcha === undefined ? CAPTCHA_MISSING : { code: -1000, msg: '该手机号已注册', data: { field: 'mobile' } },
    });
    await openRegister();
    await userEvent.type(phone(), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入图形验证码' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '请输入验证码' }), `${SOLVED}{Enter}`);
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    await dialogClosed();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
