import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, STUDENT_INFO, TEACHER_INFO } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

const { redirectTo } = vi.hoisted(() => ({ redirectTo: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), redirectTo }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  sessionStorage.clear();
  redirectTo.mockReset();
});

describe('session guard (spec 01 §2.2)', () => {
  it('sends a visitor from a protected page to /login with the path and query', async () => {
    stubAccountsApi();
    const { router } = renderAt('/home/learning/center?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent('/home/learning/center?tab=1')}`);
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
  });

  it.each(['/', '/home', '/agreement?form=1', '/courseDetail/abc', '/no/such/page'])('lets a visitor open %s', async (path) => {
    stubAccountsApi();
    const { router } = renderAt(path);
    await new Promise((done) => setTimeout(done, 50));
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it('keeps a scId query value for the session', async () => {
    stubAccountsApi();
    renderAt('/home?scId=S042');
    await waitFor(() => expect(sessionStorage.getItem('scId')).toBe('S042'));
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
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
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/login'));
    expect(calls.some((call) => call.path === '/logout')).toBe(true);
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
