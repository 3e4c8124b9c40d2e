import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { phoneWidth } from '@/features/admin/testing/phone-width';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { stubSchoolAdmin } from '@/features/school-admin/testing/school-admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetThrottle();
  clearCookies();
});

const SLOW = { timeout: 10_000 };
const SECTIONS = ['身份审核', '师生管理', '课程管理', '站点内容', '订单与推广', '学校公告', '资讯管理', '文章管理', '教学统计', '就业统计', '证书管理', '外部实训系统', '操作日志'];

/** The side menu's items, by their names. */
const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);
const selectedItem = (menu: HTMLElement) => menu.querySelector('.ant-menu-item-selected')?.textContent;

// Each test renders the whole app with its lazy routes: more than the default time on a loaded machine.
describe('/school-admin (the school console layout)', { timeout: 40_000 }, () => {
  it('goes from /school-admin to 身份审核, with the side menu selecting the page it shows', async () => {
    stubSchoolAdmin();
    const { router } = renderAt('/school-admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/school-admin/identity'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: '身份审核' }, SLOW)).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: '管理菜单' });
    expect(menuItems(menu)).toEqual(SECTIONS);
    expect(selectedItem(menu)).toBe('身份审核');
    expect(screen.getByRole('link', { name: '学校管理后台' })).toHaveAttribute('href', '/school-admin');
    // No menu button on a wide screen.
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();

    await userEvent.click(within(menu).getByRole('menuitem', { name: /操作日志/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/school-admin/audit'));
    expect(await screen.findByRole('heading', { level: 1, name: '操作日志' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(selectedItem(menu)).toBe('操作日志'));
  });

  it('wraps the other school admin pages, their item selected', async () => {
    stubSchoolAdmin({ '/news/getManageNewsList': { code: 200, data: { list: [], total: 0 } } });
    renderAt('/school-admin/news');
    expect(await screen.findByRole('heading', { level: 1, name: '资讯管理' }, SLOW)).toBeInTheDocument();
    expect(selectedItem(screen.getByRole('menu', { name: '管理菜单' }))).toBe('资讯管理');
  });

  it('leaves the news editor full width, without the side menu', async () => {
    stubSchoolAdmin();
    renderAt('/school-admin/news/edit');
    expect(await screen.findByRole('heading', { level: 1, name: '发布资讯' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: '管理菜单' })).toBeNull();
  });

  it('at phone width, puts the menu in a drawer behind a menu button', async () => {
    phoneWidth();
    stubSchoolAdmin();
    const { router } = renderAt('/school-admin/identity');
    expect(await screen.findByRole('heading', { level: 1, name: '身份审核' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: '管理菜单' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('学校管理后台')).toBeInTheDocument();
    const menu = within(drawer).getByRole('menu', { name: '管理菜单' });
    expect(menuItems(menu)).toEqual(SECTIONS);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /操作日志/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/school-admin/audit'));
    expect(await screen.findByRole('heading', { level: 1, name: '操作日志' }, SLOW)).toBeInTheDocument();
  });

  it("opens from the avatar menu's 学校管理后台", async () => {
    stubSchoolAdmin();
    const { router } = renderAt('/home');
    await userEvent.hover(await screen.findByRole('button', { name: '用户菜单' }, SLOW));
    const menu = await waitFor(() => {
      const found = screen.getByRole('menu');
      expect(found.closest('.ant-dropdown')).not.toHaveClass(/ant-dropdown-hidden|-leave/);
      return found;
    }, SLOW);
    await userEvent.click(within(menu).getByText('学校管理后台'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/school-admin/identity'));
    expect(await screen.findByRole('heading', { level: 1, name: '身份审核' }, SLOW)).toBeInTheDocument();
  });

  it('turns away a user who is not a school admin', async () => {
    setLoginCookie('1');
    stubAccountsApi();
    const { router } = renderAt('/school-admin/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
  });
});
