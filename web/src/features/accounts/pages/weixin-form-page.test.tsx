import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import {
  clearCookies,
  setLoginCookie,
  signsIn,
  STUDENT_INFO,
  stubAccountsApi,
  TEACHER_INFO,
  type Call,
} from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { closeLoginDialog } from '../lib/login-dialog-store';
import { pendingWechatBindTicket, WECHAT_BACK_PATH_KEY, WECHAT_BIND_TICKET_KEY } from '../lib/wechat-session';

const { redirectTo } = vi.hoisted(() => ({ redirectTo: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), redirectTo }));

afterEach(() => {
  act(() => closeLoginDialog());
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  sessionStorage.clear();
  redirectTo.mockReset();
});

const enabled = { '/wechat/config': { code: 200, data: { enabled: true } } };
const TICKET = 'ticket-abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const unbound = { code: -1000, msg: '该微信未绑定账号，请登录后绑定', data: { openId: 'oAbc****wxyz', bindTicket: TICKET, nickname: '小鲸鱼' } };

function signedInByWechat(callBack = '/home/learning/center') {
  return () => {
    setLoginCookie('1');
    return { code: 200, data: { code: 200, msg: '登录成功', roleAlias: 'student', auditStatus: 2, callBack } };
  };
}

const posts = (calls: Call[], path: string) => calls.filter((call) => call.path === path);

describe('/weixin-form (spec 01 §2.1, §4 social login)', () => {
  it('posts code and state once, loads login info and goes to the stored earlier path', async () => {
    sessionStorage.setItem(WECHAT_BACK_PATH_KEY, '/home/account');
    const { calls } = stubAccountsApi({ ...enabled, '/wechat/login': signedInByWechat('/home/account') });
    const { router } = renderAt('/weixin-form?code=CODE1&state=STATE1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/account'), { timeout: 10_000 });
    expect(posts(calls, '/wechat/login')).toEqual([
      expect.objectContaining({ method: 'POST', body: { code: 'CODE1', state: 'STATE1' } }),
    ]);
    expect(calls.some((call) => call.path === '/user/getLoginInfo')).toBe(true);
    expect(sessionStorage.getItem(WECHAT_BACK_PATH_KEY)).toBeNull();
  });

  it('goes to the personal centre when no path was stored', async () => {
    const stubbed = stubAccountsApi({ ...enabled, '/wechat/login': signedInByWechat('') });
    const { router } = renderAt('/weixin-form?code=C&state=S');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/learning/center'), { timeout: 10_000 });
    expect(stubbed.calls.some((call) => call.path === '/user/refreshLastLoginTime')).toBe(true);
  });

  it('sends a teacher without a stored path to the teacher side, as a password login does', async () => {
    stubAccountsApi({
      ...enabled,
      '/wechat/login': signedInByWechat(''),
      '/user/getLoginInfo': { code: 200, data: TEACHER_INFO },
    });
    renderAt('/weixin-form?code=C&state=S');
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/teacher/#/teachingCenter'), { timeout: 10_000 });
  });

  it('shows the signing-in state while the login runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock } = stubAccountsApi(enabled);
    const original = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/wechat/login')) {
        await gate;
        return new Response(JSON.stringify({ code: -1000, msg: '授权已失效，请重新扫码', data: null }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return original(input, init);
    });
    renderAt('/weixin-form?code=C&state=S');
    expect(await screen.findByText('正在登录，请稍候…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('授权已失效，请重新扫码')).toBeInTheDocument();
  });

  it('keeps the bind ticket of an unbound WeChat, asks for a sign-in and binds right after it', async () => {
    const { calls } = stubAccountsApi({
      ...enabled,
      '/wechat/login': unbound,
      '/login': signsIn(),
      '/wechat/bind': { code: 200, msg: '绑定成功', data: { nickname: '小鲸鱼' } },
    });
    renderAt('/weixin-form?code=C&state=S');
    expect(await screen.findByText('该微信尚未绑定学鲸账号')).toBeInTheDocument();
    expect(screen.getByText(/微信「小鲸鱼」还没有绑定账号/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录并绑定' })).toBeInTheDocument();
    expect(pendingWechatBindTicket()).toBe(TICKET);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('请登录后绑定微信')).toBeInTheDocument();

    await userEvent.type(dialog.getByRole('textbox', { name: '请输入手机号码' }), '13800000001');
    await userEvent.type(dialog.getByLabelText('请输入密码'), 'xuejing2026');
    await userEvent.click(dialog.getByRole('button', { name: /^登\s*录$/ }));
    expect(await screen.findByText('绑定微信成功')).toBeInTheDocument();
    expect(posts(calls, '/wechat/bind')).toEqual([expect.objectContaining({ method: 'POST', body: { bindTicket: TICKET } })]);
    expect(sessionStorage.getItem(WECHAT_BIND_TICKET_KEY)).toBeNull();
  }, 40_000);

  it('shows a refusal with ways back: 重新扫码 starts the QR flow again, 返回首页 goes home', async () => {
    const { calls } = stubAccountsApi({
      ...enabled,
      '/wechat/login': { code: -1000, msg: '微信授权失败，请重试', data: null },
      '/wechat/qrConnect': { code: 200, data: { qrConnectUrl: 'https://open.example.com/qr?state=x', state: 'x' } },
    });
    const { router } = renderAt('/weixin-form?code=C&state=S');
    expect(await screen.findByText('微信授权失败，请重试')).toBeInTheDocument();
    expect(screen.getByText('微信登录失败')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '重新扫码' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://open.example.com/qr?state=x'));
    expect(posts(calls, '/wechat/qrConnect')[0]?.body).toEqual({ callBack: '', bind: false });
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('without code or state says so and posts nothing', async () => {
    const { calls } = stubAccountsApi(enabled);
    renderAt('/weixin-form?state=S');
    expect(await screen.findByText('缺少微信授权信息，请重新扫码登录')).toBeInTheDocument();
    expect(posts(calls, '/wechat/login')).toEqual([]);
  });

  it('a binding started on the account page says 绑定微信成功 and goes back there', async () => {
    setLoginCookie('1');
    sessionStorage.setItem(WECHAT_BACK_PATH_KEY, '/home/account');
    stubAccountsApi({
      ...enabled,
      '/user/getLoginInfo': { code: 200, data: { ...STUDENT_INFO, wechatBound: true, wechatNickname: '小鲸鱼' } },
      '/wechat/login': { code: 200, data: { code: 200, msg: '绑定成功', callBack: '/home/account', bound: true, nickname: '小鲸鱼' } },
    });
    const { router } = renderAt('/weixin-form?code=C&state=S');
    expect(await screen.findByText('绑定微信成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/account'));
    expect(await screen.findByText('已绑定 小鲸鱼')).toBeInTheDocument();
  });

  it('a binding answered while the page still reads the login info shows it bound, not the answer sent before', async () => {
    setLoginCookie('1');
    sessionStorage.setItem(WECHAT_BACK_PATH_KEY, '/home/account');
    let bound = false;
    const { fetchMock } = stubAccountsApi({
      ...enabled,
      '/user/getLoginInfo': () => ({ code: 200, data: { ...STUDENT_INFO, wechatBound: bound, wechatNickname: bound ? '小鲸鱼' : null } }),
      '/wechat/login': () => {
        bound = true;
        return { code: 200, data: { code: 200, msg: '绑定成功', callBack: '/home/account', bound: true, nickname: '小鲸鱼' } };
      },
    });
    // The page's first login-info request leaves before the binding's answer: its answer (not bound) is computed
    // then, and arrives after the binding's.
    const answer = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    let infoSent = (): void => undefined;
    const infoLeft = new Promise<void>((resolve) => {
      infoSent = resolve;
    });
    let bindingAnswered = (): void => undefined;
    const bindingDone = new Promise<void>((resolve) => {
      bindingAnswered = resolve;
    });
    let first = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/user/getLoginInfo') && first) {
          first = false;
          const early = await answer(input, init);
          infoSent();
          await bindingDone;
          return early;
        }
        if (url.includes('/wechat/login')) {
          await infoLeft;
          const res = await answer(input, init);
          setTimeout(bindingAnswered, 0);
          return res;
        }
        return answer(input, init);
      }),
    );
    const { router } = renderAt('/weixin-form?code=C&state=S');
    expect(await screen.findByText('绑定微信成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/account'));
    expect(await screen.findByText('已绑定 小鲸鱼')).toBeInTheDocument();
  });
});

