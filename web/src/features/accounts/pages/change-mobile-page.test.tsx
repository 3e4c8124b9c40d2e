import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import {
  clearCookies,
  dialogClosed,
  sendNeedsCaptcha,
  setLoginCookie,
  SOLVED_CAPTCHA,
  stubAccountsApi,
  type Call,
} from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const ok = { code: 200, data: null };
const sent = { code: 200, data: { resendSeconds: 60, expireSeconds: 300 } };

async function openWizard(handlers: Parameters<typeof stubAccountsApi>[0] = {}) {
  setLoginCookie('1');
  const stub = stubAccountsApi({ '/baseVerify/sendCode': sent, '/baseVerify/verifyCode': ok, ...handlers });
  const view = renderAt('/home/changeMoblie');
  expect(await screen.findByRole('heading', { name: '更换手机号' })).toBeInTheDocument();
  return { ...stub, ...view };
}

const stepStates = () =>
  [...document.querySelectorAll('.ant-steps-item')].map((item) =>
    ['finish', 'process', 'wait'].find((state) => item.classList.contains(`ant-steps-item-${state}`)),
  );

async function passStepOne(calls: Call[]) {
  await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: /s后可重新发送/ })).toBeDisabled();
  expect(calls.find((call) => call.path === '/baseVerify/sendCode')?.body).toEqual({ mobile: '13800000001', type: 2 });
  await userEvent.type(screen.getByLabelText('请输入短信验证码'), '123456');
  await userEvent.click(screen.getByRole('button', { name: '下一步' }));
  expect(await screen.findByText('原手机号验证成功')).toBeInTheDocument();
}

describe('/home/changeMoblie (spec 01 §4 mobile change)', () => {
  it('sends a visitor to / with 请登录', async () => {
    stubAccountsApi();
    const { router } = renderAt('/home/changeMoblie');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('请登录')).toBeInTheDocument();
  });

  it('step 1 verifies the current number with a type 2 code and saveVerifyCache, then step one is done', async () => {
    const { calls } = await openWizard();
    expect(screen.getByLabelText('当前手机号')).toHaveValue('138****0001');
    expect(stepStates()).toEqual(['process', 'wait']);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码不能为空')).toBeInTheDocument();
    await passStepOne(calls);
    expect(calls.find((call) => call.path === '/baseVerify/verifyCode')?.body).toEqual({
      mobile: '13800000001',
      mobileCode: '123456',
      type: 2,
      saveVerifyCache: true,
    });
    await waitFor(() => expect(stepStates()).toEqual(['finish', 'process']));
  });

  it('shows a wrong old code under the code field and stays on step 1', async () => {
    await openWizard({ '/baseVerify/verifyCode': { code: -1000, msg: '验证码错误或已失效', data: { field: 'mobileCode' } } });
    await userEvent.type(screen.getByLabelText('请输入短信验证码'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误或已失效')).toBeInTheDocument();
    expect(stepStates()).toEqual(['process', 'wait']);
  });

  it('step 2 sends a type 3 code to the new number, updates the mobile, says 修改成功 and returns to /home/account', async () => {
    const { calls, router } = await openWizard({ '/user/updateMobile': ok });
    await passStepOne(calls);
    const phone = await screen.findByLabelText('请输入新手机号');
    await userEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await userEvent.type(phone, '139 0000 1234');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/baseVerify/sendCode').at(-1)?.body).toEqual({ mobile: '13900001234', type: 3 }),
    );
    await userEvent.type(screen.getByLabelText('请输入短信验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user/updateMobile')?.body).toEqual({ mobile: '13900001234', mobileCode: '654321' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/account'));
  });

  it('shows a refusal for the new number under the phone field', async () => {
    const { calls } = await openWizard({ '/baseVerify/sendCode': (call) => (call.body?.type === 3 ? { code: -1000, msg: '该手机号已注册', data: { field: 'mobile' } } : sent) });
    await passStepOne(calls);
    await userEvent.type(await screen.findByLabelText('请输入新手机号'), '13800000002');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const item = (await screen.findByText('该手机号已注册')).closest('.ant-form-item');
    expect(item).toContainElement(screen.getByLabelText('请输入新手机号'));
  });

  it('goes back to step 1 when the server asks to verify the old number first', async () => {
    const { calls } = await openWizard({ '/user/updateMobile': { code: -1000, msg: '请先验证原手机号', data: null } });
    await passStepOne(calls);
    await userEvent.type(await screen.findByLabelText('请输入新手机号'), '13900001234');
    await userEvent.type(screen.getByLabelText('请输入短信验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请先验证原手机号')).toBeInTheDocument();
    await waitFor(() => expect(stepStates()).toEqual(['process', 'wait']));
  });

  it('asks for the image captcha on either step when the server wants it, and sends it with the code request', async () => {
    const { calls } = await openWizard({ '/baseVerify/sendCode': sendNeedsCaptcha(sent) });
    const sends = () => calls.filter((call) => call.path === '/baseVerify/sendCode').map((call) => call.body);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    let dialog = await screen.findByRole('dialog', { name: '请输入图形验证码' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '请输入验证码' }), `${SOLVED_CAPTCHA}{Enter}`);
    expect(await screen.findByRole('button', { name: /s后可重新发送/ })).toBeDisabled();
    await dialogClosed();
    expect(sends()).toEqual([{ mobile: '13800000001', type: 2 }, { mobile: '13800000001', type: 2, captcha: SOLVED_CAPTCHA }]);

    await userEvent.type(screen.getByLabelText('请输入短信验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.type(await screen.findByLabelText('请输入新手机号'), '13900001234');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    dialog = await screen.findByRole('dialog', { name: '请输入图形验证码' });
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await dialogClosed();
    expect(sends().slice(2)).toEqual([{ mobile: '13900001234', type: 3 }]);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
