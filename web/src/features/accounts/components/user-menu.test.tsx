import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, TEACHER_INFO } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { plateCount, resumePercent } from './user-menu.plate';

const { redirectTo } = vi.hoisted(() => ({ redirectTo: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), redirectTo }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  redirectTo.mockReset();
});

/** Lazy routes load on first use: on a loaded machine that can take seconds. */
const SLOW = { timeout: 5_000 };

const unread = (course: number, school: number, system: number) => ({
  '/messageInfo/getMessageUnreadNum': {
    code: 200,
    data: { courseMsgUnreadNum: course, schoolMsgUnreadNum: school, systemMsgUnreadNum: system },
  },
});
const PLATE = {
  '/personal/getUserSmallPlate': {
    code: 200,
    data: { resumeRatio: 60, workNum: 3, workTrainId: 't1', examNum: 2, examTrainId: 't2' },
  },
};

/**
 * Opens the menu and answers it once it takes the pointer. A menu closed a moment ago (an item was clicked) stays
 * in the page while it leaves, and antd's leave motion sets `pointer-events: none` on it: the test waits for the
 * popup to be open again, not merely present.
 */
async function openMenu(): Promise<HTMLElement> {
  await userEvent.hover(await screen.findByRole('button', { name: '用户菜单' }, SLOW));
  return waitFor(() => {
    const menu = screen.getByRole('menu');
    expect(menu.closest('.ant-dropdown')).not.toHaveClass(/ant-dropdown-hidden|-leave/);
    return menu;
  }, SLOW);
}

// Each test renders the whole app: on a loaded machine that takes more than the default 15 s.
describe('avatar menu (spec 01 §2.4)', { timeout: 40_000 }, () => {
  it('shows the envelope with the sum of the three unread counts, linking to /home/message', async () => {
    setLoginCookie('1');
    stubAccountsApi({ ...unread(3, 4, 5), ...PLATE });
    const { router } = renderAt('/home');
    const envelope = await screen.findByRole('link', { name: '消息中心，12 条未读' }, SLOW);
    expect(within(envelope).getByTestId('unread-badge')).toHaveTextContent('12');
    await userEvent.click(envelope);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/message'), SLOW);
  });

  it('reads 99+ above 99', async () => {
    setLoginCookie('1');
    stubAccountsApi({ ...unread(50, 30, 20) });
    renderAt('/home');
    const envelope = await screen.findByRole('link', { name: '消息中心，100 条未读' }, SLOW);
    expect(within(envelope).getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('shows no badge without unread messages', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({ ...unread(0, 0, 0) });
    renderAt('/home');
    const envelope = await screen.findByRole('link', { name: '消息中心' }, SLOW);
    await waitFor(() => expect(calls.some((call) => call.path === '/messageInfo/getMessageUnreadNum')).toBe(true), SLOW);
    expect(within(envelope).queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('lists resume completeness (to /resume), the assignment and exam counts from the small plate', async () => {
    setLoginCookie('1');
    stubAccountsApi({ ...unread(1, 0, 0), ...PLATE });
    const { router } = renderAt('/home');
    const menu = await openMenu();
    expect(await within(menu).findByText('60%')).toBeInTheDocument();
    expect(within(menu).getByText('简历完整度')).toBeInTheDocument();
    expect(within(menu).getByText('作业').nextSibling).toHaveTextContent('3');
    expect(within(menu).getByText('考试').nextSibling).toHaveTextContent('2');
    expect(within(menu).queryByText('去教师端')).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByText('简历完整度'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume'), SLOW);
  });

  it("opens the training of the first due assignment or exam (workTrainId, examTrainId), else 我的作业与考试", async () => {
    setLoginCookie('1');
    stubAccountsApi({ ...unread(0, 0, 0), ...PLATE });
    const { router } = renderAt('/home');
    await userEvent.click(await within(await openMenu()).findByText('作业'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/learning/trainDetail/assignment'), SLOW);
    expect(router.state.location.search).toBe('?id=t1');
    await userEvent.click(await within(await openMenu()).findByText('考试'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/learning/trainDetail/examine'), SLOW);
    expect(router.state.location.search).toBe('?id=t2');
  });

  it("sends the counts of courses' homework and exams to /test's 待完成 (docs/exams.md \"Across courses\")", async () => {
    setLoginCookie('1');
    stubAccountsApi({
      ...unread(0, 0, 0),
      '/personal/getUserSmallPlate': { code: 200, data: { resumeRatio: 0, workNum: 2, workTrainId: null, examNum: 1, examTrainId: null } },
    });
    const { router } = renderAt('/home');
    await userEvent.click(await within(await openMenu()).findByText('作业'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test'), SLOW);
    expect(router.state.location.search).toBe('?tab=todo&kind=work');
    await userEvent.click(await within(await openMenu()).findByText('考试'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=todo&kind=exam'), SLOW);
  });

  it('without the small plate call keeps the menu quiet: no lines, no toast', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({ ...unread(1, 0, 0) }); // /personal/getUserSmallPlate answers 404
    renderAt('/home');
    await waitFor(() => expect(calls.some((call) => call.path === '/personal/getUserSmallPlate')).toBe(true), SLOW);
    const menu = await openMenu();
    expect(within(menu).getByText('个人中心')).toBeInTheDocument();
    expect(within(menu).queryByText('简历完整度')).not.toBeInTheDocument();
    expect(within(menu).queryByText('作业')).not.toBeInTheDocument();
    expect(screen.queryByText('请求的资源不存在')).not.toBeInTheDocument();
  });

  it('offers teachers the teacher side beside the plate lines', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: TEACHER_INFO }, ...unread(0, 0, 0), ...PLATE });
    renderAt('/home');
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByText('去教师端'));
    expect(redirectTo).toHaveBeenCalledWith('/teacher/#/teachingCenter');
  });

  it('offers the platform admin 产业带管理', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: { ...TEACHER_INFO, roleStr: 'admin' } }, ...unread(0, 0, 0), ...PLATE });
    const { router } = renderAt('/home');
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByText('产业带管理'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/industrial-belts'));
  });

  it('keeps open the menu the pointer opened when the name is clicked; Escape closes it', async () => {
    setLoginCookie('1');
    stubAccountsApi({ ...unread(0, 0, 0), ...PLATE });
    renderAt('/home');
    const menu = await openMenu();
    const popup = menu.closest('.ant-dropdown') as HTMLElement;
    const trigger = screen.getByRole('button', { name: '用户菜单' });
    await userEvent.click(trigger);
    expect(popup).not.toHaveClass(/ant-dropdown-hidden|-leave/);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    expect(popup).not.toHaveClass(/ant-dropdown-hidden|-leave/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('asks for neither unread counts nor the small plate for visitors', async () => {
    const { calls } = stubAccountsApi({ ...unread(1, 1, 1), ...PLATE });
    renderAt('/home');
    expect(await screen.findByRole('link', { name: /登录\/注册/ }, SLOW)).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 50));
    expect(calls.some((call) => call.path.startsWith('/messageInfo') || call.path.startsWith('/personal'))).toBe(false);
  });
});

describe('small plate values', () => {
  it.each([
    [60, 60],
    ['60', 60],
    ['60%', 60],
    [0.6, 60],
    [0, 0],
    [150, 100],
    [null, null],
    ['', null],
    ['abc', null],
  ])('resumeRatio %j reads %j percent', (resumeRatio, percent) => {
    expect(resumePercent({ resumeRatio, workNum: 0, workTrainId: null, examNum: 0, examTrainId: null })).toBe(percent);
  });

  it('counts only non-negative numbers', () => {
    expect(plateCount(3)).toBe(3);
    expect(plateCount(0)).toBe(0);
    expect(plateCount(null)).toBeNull();
    expect(plateCount(-1)).toBeNull();
    expect(plateCount(undefined)).toBeNull();
  });
});
