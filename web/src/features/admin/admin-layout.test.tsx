import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { stubAdmin } from './testing/admin-fixtures';
import { phoneWidth } from './testing/phone-width';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetThrottle();
  clearCookies();
});

const SLOW = { timeout: 10_000 };
const SECTIONS = ['学校管理', '站点内容', '系统消息', '资讯管理', '用户管理', '企业审核', '订单与余额', '操作日志', '产业带管理', '外部实训系统'];

/** The side menu's items, by their names. */
const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);
const selectedItem = (menu: HTMLElement) => menu.querySelector('.ant-menu-item-selected')?.textContent;

// Each test renders the whole app with its lazy routes: more than the default time on a loaded machine.
describe('/admin (the console layout)', { timeout: 40_000 }, () => {
  it('goes from /admin to 学校管理, with the side menu selecting the page it shows', async () => {
    stubAdmin();
    const { router } = renderAt('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/schools'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: '学校管理' }, SLOW)).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: '管理菜单' });
    expect(menuItems(menu)).toEqual(SECTIONS);
    expect(selectedItem(menu)).toBe('学校管理');
    // No menu button on a wide screen.
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();

    await userEvent.click(within(menu).getByRole('menuitem', { name: /用户管理/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByRole('heading', { level: 1, name: '用户管理' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(selectedItem(menu)).toBe('用户管理'));
  });

  it('puts the industrial belts inside the console, 产业带管理 selected', async () => {
    stubAdmin();
    renderAt('/admin/industrial-belts');
    expect(await screen.findByRole('heading', { level: 1, name: '产业带管理' }, SLOW)).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: '管理菜单' });
    expect(selectedItem(menu)).toBe('产业带管理');
  });

  it('at phone width, puts the menu in a drawer behind a menu button', async () => {
    phoneWidth();
    stubAdmin();
    const { router } = renderAt('/admin/schools');
    expect(await screen.findByRole('heading', { level: 1, name: '学校管理' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: '管理菜单' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog');
    const menu = within(drawer).getByRole('menu', { name: '管理菜单' });
    expect(menuItems(menu)).toEqual(SECTIONS);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /操作日志/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit'));
    expect(await screen.findByRole('heading', { level: 1, name: '操作日志' }, SLOW)).toBeInTheDocument();
  });

  it("opens from the avatar menu's 管理后台", async () => {
    stubAdmin();
    const { router } = renderAt('/home');
    await userEvent.hover(await screen.findByRole('button', { name: '用户菜单' }, SLOW));
    const menu = await waitFor(() => {
      const found = screen.getByRole('menu');
      expect(found.closest('.ant-dropdown')).not.toHaveClass(/ant-dropdown-hidden|-leave/);
      return found;
    }, SLOW);
    await userEvent.click(within(menu).getByText('管理后台'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/schools'));
    expect(await screen.findByRole('heading', { level: 1, name: '学校管理' }, SLOW)).toBeInTheDocument();
  });

  it('turns away a user who is not the platform admin', async () => {
    setLoginCookie('1');
    stubAccountsApi();
    const { router } = renderAt('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
  });

  it('sends a visitor to login first', async () => {
    stubAccountsApi();
    const { router } = renderAt('/admin/schools');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent('/admin/schools')}`);
  });
});
