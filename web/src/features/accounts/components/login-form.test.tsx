import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, decryptPassword, signsIn, stubAccountsApi, TEACHER_INFO } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

const { redirectTo } = vi.hoisted(() => ({ redirectTo: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), redirectTo }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  redirectTo.mockReset();
});

const phone = () => screen.getByRole('textbox', { name: '请输入手机号码' });
const password = () => screen.getByLabelText('请输入密码');
const loginButton = () => screen.getByRole('button', { name: /^登\s*录$/ });

async function fillAndSubmit(mobile: string, secret: string): Promise<void> {
  await userEvent.type(phone(), mobile);
  await userEvent.type(password(), secret);
  await userEvent.click(loginButton());
}

describe('login form', () => {
  it('shows the login messages of spec 01 §5 and focuses the phone', async () => {
    stubAccountsApi();
    renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: /^登\s*录$/ }));
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    await waitFor(() => expect(phone()).toHaveFocus());
    await userEvent.type(phone(), '1280000');
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
  });

  it('strips non-digits from the phone and keeps 11 at most', async () => {
    stubAccountsApi();
    renderAt('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: '请输入手机号码' }), '138 0000-00019');
    expect(phone()).toHaveValue('13800000001');
  });

  it('signs a student in with an encrypted password and opens the personal centre', async () => {
    const { calls } = stubAccountsApi({ '/login': signsIn() });
    const { router } = renderAt('/login');
    await screen.findByRole('heading', { name: '登录' });
    await fillAndSubmit('13800000001', 'xuejing2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/learning/center'), { timeout: 3000 });
    const login = calls.find((call) => call.path === '/login');
    expect(login?.body).toMatchObject({ phone: '13800000001', isRemeber: false });
    expect(login?.body?.password).not.toBe('xuejing2026');
    expect(decryptPassword(login?.body?.password)).toBe('xuejing2026');
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/auth/publicKey', '/user/getLoginInfo', '/user/refreshLastLoginTime']),
    );
    expect(calls.find((call) => call.path === '/user/refreshLastLoginTime')?.method).toBe('PUT');
  });

  it('goes back to the url query after login', async () => {
    stubAccountsApi({ '/login': signsIn() });
    const { router } = renderAt('/login?url=%2Fhome%2Flearning%2Fcenter%3Ftab%3D2');
    await screen.findByRole('heading', { name: '登录' });
    await fillAndSubmit('13800000001', 'xuejing2026');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'), { timeout: 3000 });
  });

  it('signs a teacher in on the teacher tab and opens the teacher side', async () => {
    const { calls } = stubAccountsApi({ '/teacher/login': signsIn(), '/user/getLoginInfo': { code: 200, data: TEACHER_INFO } });
    renderAt('/login');
    await userEvent.click(await screen.findByRole('tab', { name: '教师登录' }));
    expect(screen.queryByRole('button', { name: '免费注册' })).not.toBeInTheDocument();
    await fillAndSubmit('13800000002', 'xuejing2026');
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/teacher/#/teachingCenter'));
    expect(calls.some((call) => call.path === '/login')).toBe(false);
  });

  it.each([
    [{ field: 'password' }, '手机号或密码错误', '请输入密码'],
    [null, '手机号或密码错误', '请输入密码'],
    [null, '该账号未注册', '请输入手机号码'],
  ])('puts a -1000 answer (data %j) %s under the right field', async (data, msg, fieldLabel) => {
    stubAccountsApi({ '/login': { code: -1000, msg, data } });
    renderAt('/login');
    await screen.findByRole('heading', { name: '登录' });
    await fillAndSubmit('13800000001', 'wrongpass1');
    const message = await screen.findByText(msg);
    const item = message.closest('.ant-form-item');
    expect(item?.querySelector(`input[aria-label="${fieldLabel}"]`)).not.toBeNull();
  });

  it('shows the captcha when the server asks for it, and refetches the image on click', async () => {
    stubAccountsApi({ '/login': { code: -1000, msg: '请输入验证码', data: { field: 'code', captchaRequired: true } } });
    renderAt('/login');
    await screen.findByRole('heading', { name: '登录' });
    await fillAndSubmit('13800000001', 'wrongpass1');
    expect(await screen.findByText('请输入验证码', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: '图形验证码' });
    expect(screen.getByRole('button', { name: '点击刷新验证码' })).toBeVisible();
    expect(image.getAttribute('src')).toMatch(/^\/api\/v1\/captcha\/image\?t=\d+$/);
    const first = image.getAttribute('src');
    await new Promise((done) => setTimeout(done, 5));
    await userEvent.click(image);
    await waitFor(() => expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).not.toBe(first));
  });

  it('says so when the captcha image fails to load', async () => {
    stubAccountsApi({ '/login': { code: -5, msg: '验证码错误!', data: { field: 'code' } } });
    renderAt('/login');
    await screen.findByRole('heading', { name: '登录' });
    await fillAndSubmit('13800000001', 'wrongpass1');
    expect(await screen.findByText('验证码错误!')).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: '图形验证码' });
    fireEvent.error(image);
    expect(await screen.findByText('验证码获取失败，请稍后重试！')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '点击刷新验证码' }));
    expect(await screen.findByRole('img', { name: '图形验证码' })).toBeInTheDocument();
  });

  it('moves with Enter and the arrows, and Enter on the last input submits on /login', async () => {
    const { calls } = stubAccountsApi({ '/login': { code: -1000, msg: '手机号或密码错误', data: { field: 'password' } } });
    renderAt('/login');
    await userEvent.click(await screen.findByRole('textbox', { name: '请输入手机号码' }));
    await userEvent.keyboard('13800000001{Enter}');
    expect(password()).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(phone()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}secret123{Enter}');
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/login')).toHaveLength(1);
  });
});
