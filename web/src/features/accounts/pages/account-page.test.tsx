import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, decryptPassword, setLoginCookie, STUDENT_INFO, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { uploadedUrl } from '../components/settings/photo-setting';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const ok = { code: 200, data: null };

async function openAccount(handlers: Parameters<typeof stubAccountsApi>[0] = {}) {
  setLoginCookie('1');
  const stub = stubAccountsApi(handlers);
  const view = renderAt('/home/account');
  expect(await screen.findByRole('heading', { name: '账号设置' })).toBeInTheDocument();
  return { ...stub, ...view };
}

const infoLoads = (calls: { path: string }[]) => calls.filter((call) => call.path === '/user/getLoginInfo').length;

describe('/home/account (spec 01 §2.1, §4, §5)', () => {
  it('sends a visitor to / with 请登录', async () => {
    stubAccountsApi();
    const { router } = renderAt('/home/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('请登录')).toBeInTheDocument();
  });

  it('is also the learning centre\'s 账号设置, beside its menu', async () => {
    setLoginCookie('1');
    stubAccountsApi();
    renderAt('/home/learning/account');
    expect(await screen.findByRole('heading', { level: 2, name: '账号设置' }, { timeout: 8000 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '学习中心' });
    expect(within(menu).getByRole('link', { name: '账号设置' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('138****0001')).toBeInTheDocument();
  });

  it('shows the profile: name, sex, masked mobile and the link to the mobile change', async () => {
    await openAccount();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(STUDENT_INFO.name ?? '')).toBeInTheDocument();
    expect(main.getByText('男')).toBeInTheDocument();
    expect(screen.getByText('138****0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '更换手机号' })).toHaveAttribute('href', '/home/changeMoblie');
  });

  it('edits the name inline with the spec messages, then saves it and closes the editor', async () => {
    const { calls } = await openAccount({ '/user/updateName': ok });
    await userEvent.click(screen.getByRole('button', { name: '修改姓名' }));
    const input = screen.getByRole('textbox', { name: '姓名' });
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('姓名不能为空')).toBeInTheDocument();
    await userEvent.type(input, '一'.repeat(20));
    expect(await screen.findByText('姓名过长')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, ' 张三 ');
    const loadsBefore = infoLoads(calls);
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user/updateName')).toMatchObject({ method: 'POST', body: { userName: '张三' } });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '姓名' })).not.toBeInTheDocument());
    await waitFor(() => expect(infoLoads(calls)).toBeGreaterThan(loadsBefore));
  });

  it('shows a name refusal of the server under the name field', async () => {
    await openAccount({ '/user/updateName': { code: -1000, msg: '姓名过长', data: { field: 'userName' } } });
    await userEvent.click(screen.getByRole('button', { name: '修改姓名' }));
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('姓名过长')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '姓名' })).toBeInTheDocument();
  });

  it('changes the sex with the radios (0 保密, 1 男, 2 女)', async () => {
    const { calls } = await openAccount({ '/user/updateSex': ok });
    await userEvent.click(screen.getByRole('button', { name: '修改性别' }));
    const group = screen.getByRole('radiogroup', { name: '性别' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['保密', '男', '女']);
    await userEvent.click(within(group).getByLabelText('女'));
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user/updateSex')?.body).toEqual({ sex: 2 });
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument());
  });

  it('checks the password form and sends all three fields encrypted', async () => {
    const { calls } = await openAccount({ '/user/updatePassword': ok });
    await userEvent.click(screen.getByRole('button', { name: '修改登录密码' }));
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    // antd validates the three fields one after another: findAll would settle on the first message shown.
    await waitFor(() => expect(screen.getAllByText('密码不能为空')).toHaveLength(3), { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('请输入原密码'), 'xuejing2026');
    await userEvent.type(screen.getByLabelText('请输入新密码'), 'short');
    await userEvent.type(screen.getByLabelText('请确认新密码'), 'other');
    await userEvent.tab();
    expect(await screen.findByText('密码必须是8-20位字母、数字和标点符号(除空格)至少包含2种')).toBeInTheDocument();
    expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('请输入新密码'));
    await userEvent.type(screen.getByLabelText('请输入新密码'), 'newpass2026');
    await userEvent.clear(screen.getByLabelText('请确认新密码'));
    await userEvent.type(screen.getByLabelText('请确认新密码'), 'newpass2026');
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const body = calls.find((call) => call.path === '/user/updatePassword')?.body ?? {};
    expect(Object.keys(body).sort()).toEqual(['confirmNewPwd', 'newPassword', 'password']);
    expect(decryptPassword(body.password)).toBe('xuejing2026');
    expect(decryptPassword(body.newPassword)).toBe('newpass2026');
    expect(decryptPassword(body.confirmNewPwd)).toBe('newpass2026');
    await waitFor(() => expect(screen.queryByLabelText('请输入原密码')).not.toBeInTheDocument());
  });

  it.each([
    ['原密码错误', '请输入原密码'],
    ['新密码不能与原密码相同', '请输入新密码'],
  ])('puts the refusal %s under its field', async (msg, field) => {
    await openAccount({ '/user/updatePassword': { code: -1000, msg, data: null } });
    await userEvent.click(screen.getByRole('button', { name: '修改登录密码' }));
    await userEvent.type(screen.getByLabelText('请输入原密码'), 'xuejing2026');
    await userEvent.type(screen.getByLabelText('请输入新密码'), 'xuejing2026');
    await userEvent.type(screen.getByLabelText('请确认新密码'), 'xuejing2026');
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    const item = (await screen.findByText(msg)).closest('.ant-form-item');
    expect(item).toContainElement(screen.getByLabelText(field));
  });

  it('refuses a picture type it cannot take', async () => {
    await openAccount();
    await userEvent.click(screen.getByRole('button', { name: '修改头像' }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('仅支持 PNG、JPG、WEBP、GIF 图片')).toBeInTheDocument();
  });
});

describe('upload answer', () => {
  it('reads the url or the message of the envelope', () => {
    expect(uploadedUrl({ code: 200, msg: '', data: { url: '/files/a.png' } })).toEqual({ url: '/files/a.png' });
    expect(uploadedUrl({ code: -1000, msg: '仅支持 PNG、JPG、WEBP、GIF 图片', data: null })).toEqual({
      error: '仅支持 PNG、JPG、WEBP、GIF 图片',
    });
    expect(uploadedUrl(undefined)).toEqual({ error: '上传失败，请稍后重试' });
  });
});
