import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, STUDENT_INFO, TEACHER_INFO } from '@/testing/accounts-fixtures';
import { closeLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { renderAt } from '@/testing/render';
import { BASE_INFO } from '@/testing/site-fixtures';

const { redirectTo } = vi.hoisted(() => ({ redirectTo: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), redirectTo }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  sessionStorage.clear();
  redirectTo.mockReset();
  closeLoginDialog();
});

/** Lazy routes load on first use: on a loaded machine that can take seconds. */
const SLOW = { timeout: 5_000 };

const pathOf = (router: { state: { location: { pathname: string } } }): string => router.state.location.pathname;

describe('session guard (spec 01 §2.2)', () => {
  it('sends a visitor from a protected page to /login with the path and query', async () => {
    stubAccountsApi();
    const { router } = renderAt('/home/learning/center?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent('/home/learning/center?tab=1')}`);
    // The first render imports the lazy login route: give a loaded machine time.
    expect(await screen.findByRole('heading', { name: '登录' }, SLOW)).toBeInTheDocument();
  });

  it.each(['/home', '/agreement?form=1', '/courseDetail/abc', '/no/such/page'])('lets a visitor open %s', async (path) => {
    stubAccountsApi();
    const { router } = renderAt(path);
    await new Promise((done) => setTimeout(done, 50));
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it('sends a visitor at / to the school homeIndex, with the query', async () => {
    stubAccountsApi();
    const { router } = renderAt('/?scId=S1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
    expect(router.state.location.search).toBe('?scId=S1');
  });

  it.each([
    ['/', '/'],
    ['null', null],
    ['empty', ''],
  ])('keeps a visitor at / when homeIndex is %s', async (_name, homeIndex) => {
    const { calls } = stubAccountsApi({ '/school/getSchoolBaseInfo': { code: 200, data: { ...BASE_INFO, homeIndex } } });
    const { router } = renderAt('/');
    await waitFor(() => expect(calls.some((call) => call.path === '/school/getSchoolBaseInfo')).toBe(true), SLOW);
    await new Promise((done) => setTimeout(done, 50));
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves a visitor at / when a guard sent them there (请登录 from /home/message)', async () => {
    const { calls } = stubAccountsApi();
    const { router } = renderAt('/home/message');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5_000 });
    await waitFor(() => expect(calls.some((call) => call.path === '/school/getSchoolBaseInfo')).toBe(true), SLOW);
    await new Promise((done) => setTimeout(done, 100));
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor who follows a link to / on to homeIndex', async () => {
    stubAccountsApi();
    const { router } = renderAt('/agreement');
    await waitFor(() => expect(pathOf(router)).toBe('/agreement'), SLOW);
    await router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
  });

  it('leaves a signed-in user at /', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi();
    const { router } = renderAt('/');
    expect(await screen.findByRole('button', { name: '用户菜单' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/school/getSchoolBaseInfo')).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor at / to an absolute homeIndex through the browser', async () => {
    stubAccountsApi({ '/school/getSchoolBaseInfo': { code: 200, data: { ...BASE_INFO, homeIndex: 'https://school.example.cn/' } } });
    renderAt('/');
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://school.example.cn/'), SLOW);
  });

  it('opens the authentication form when the login info answers 301 (spec 01 §4)', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 301, msg: '请先完成身份认证' } });
    renderAt('/home');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('学生认证')).toBeInTheDocument();
  });

  it('keeps a scId query value for the session', async () => {
    stubAccountsApi();
    renderAt('/home?scId=S042');
    await waitFor(() => expect(sessionStorage.getItem('scId')).toBe('S042'), SLOW);
  });
});

describe('learning area and header for users', () => {
  it('opens the personal centre with the profile from the login info', async () => {
    setLoginCookie('1');
    stubAccountsApi();
    renderAt('/home/learning/center');
    expect(await screen.findByRole('heading', { name: '个人中心' })).toBeInTheDocument();
    expect(await screen.findByText('138****0001')).toBeInTheDocument();
    expect(screen.getAllByText('学生').length).toBeGreaterThan(0);
    expect(screen.getByText('已认证')).toBeInTheDocument();
    expect(screen.getByText(STUDENT_INFO.schoolName ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '用户菜单' })).toHaveTextContent(STUDENT_INFO.name ?? '');
    expect(screen.queryByRole('link', { name: /登录\/注册/ })).not.toBeInTheDocument();
  });

  it('turns away a role without learning access with 身份错误', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: { ...STUDENT_INFO, roleStr: 'enterprise' } } });
    const { router } = renderAt('/home/learning/center');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
  });

  it('offers teachers the teacher side', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: TEACHER_INFO } });
    renderAt('/home');
    await userEvent.hover(await screen.findByRole('button', { name: '用户菜单' }));
    await userEvent.click(await screen.findByText('去教师端'));
    expect(redirectTo).toHaveBeenCalledWith('/teacher/#/teachingCenter');
  });

  it('safe logout calls /logout, writes isLogin=0 and goes to /login', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi();
    renderAt('/home');
    await userEvent.hover(await screen.findByRole('button', { name: '用户菜单' }));
    expect(screen.queryByText('去教师端')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByText('安全退出'));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/login'), SLOW);
    expect(calls.some((call) => call.path === '/logout' && call.method === 'POST')).toBe(true); // a state change: POST (issue 13)
    expect(document.cookie).toContain('isLogin=0');
  });

  it('opens the closable login dialog from the header button', async () => {
    stubAccountsApi();
    renderAt('/home');
    await userEvent.click(await screen.findByRole('link', { name: /登录\/注册/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('登录');
    expect(screen.getByRole('button', { name: /close|关闭/i })).toBeInTheDocument();
  });
});
