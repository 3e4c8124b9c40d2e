import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdvertRow, MenuRow } from '@/api/site-content';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { btn } from '@/testing/teacher-fixtures';
import { callsTo, SCHOOL_SIGN, stubAdmin } from './testing/admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const SLOW = { timeout: 10_000 };

const menuRow = (change: Partial<MenuRow>): MenuRow => ({
  id: 1,
  parentId: null,
  name: '首页',
  url: '/home',
  explain: '',
  openMode: '_self',
  active: null,
  parameterInterface: null,
  visible: true,
  children: [],
  ...change,
});
const MENUS: MenuRow[] = [
  menuRow({ id: 1, name: '首页' }),
  menuRow({
    id: 2,
    name: '就业服务',
    url: '/employment',
    children: [menuRow({ id: 3, parentId: 2, name: '校园招聘', url: 'https://jobs.example.cn', openMode: '_blank' })],
  }),
  menuRow({ id: 4, name: '旧版入口', url: '/old', visible: false }),
];
const advertRow = (change: Partial<AdvertRow>): AdvertRow => ({
  sign: 'a1',
  position: 'banner',
  title: '职业教育 · 学以致用',
  subtitle: '',
  imageUrl: '/files/site/a1.jpg',
  linkUrl: '/class',
  openMode: '_self',
  visible: true,
  startsAt: null,
  endsAt: null,
  state: 'live',
  ...change,
});
const BANNERS: AdvertRow[] = [
  advertRow({}),
  advertRow({ sign: 'a2', title: '招生开放日', startsAt: '2026-12-06T08:00:00+08:00', endsAt: '2026-12-07T00:00:00+08:00', state: 'scheduled' }),
];

function stubContent() {
  return stubAdmin({
    '/admin/site/menus': { code: 200, data: MENUS },
    '/admin/site/adverts': { code: 200, data: BANNERS },
    '/admin/site/menu/save': (call) => ({ code: 200, msg: '保存成功', data: menuRow({ ...(call.body as Partial<MenuRow>), id: 9 }) }),
    '/admin/site/menu/order': { code: 200, msg: '顺序已保存', data: null },
    '/admin/site/menu/delete': { code: 200, msg: '删除成功', data: null },
    '/admin/site/advert/delete': { code: 200, msg: '删除成功', data: null },
  });
}

const rowOf = async (name: string): Promise<HTMLElement> =>
  (await within(await screen.findByRole('table', undefined, SLOW)).findByText(name, undefined, SLOW)).closest('tr') as HTMLElement;

describe('/admin/site-content', { timeout: 40_000 }, () => {
  it('shows the first school’s menu as a tree, hidden items marked, and names the school in every call', async () => {
    const { calls } = stubContent();
    renderAt('/admin/site-content');
    expect(await screen.findByRole('heading', { level: 1, name: '站点内容' }, SLOW)).toBeInTheDocument();
    expect(within(await rowOf('校园招聘')).getByText('新标签页')).toBeInTheDocument();
    expect(within(await rowOf('旧版入口')).getByText('隐藏')).toBeInTheDocument();
    expect(callsTo(calls, '/admin/site/menus')[0]?.query).toEqual({ school: SCHOOL_SIGN });
    // The first item cannot go up, the last cannot go down; a child has no 添加子菜单.
    expect(within(await rowOf('首页')).getByRole('button', { name: '上移「首页」' })).toBeDisabled();
    expect(within(await rowOf('旧版入口')).getByRole('button', { name: '下移「旧版入口」' })).toBeDisabled();
    expect(within(await rowOf('校园招聘')).queryByRole('button', { name: /添加子菜单/ })).toBeNull();
  });

  it('checks a new item as the server does, then sends it with the school', async () => {
    const { calls } = stubContent();
    renderAt('/admin/site-content');
    await userEvent.click(await screen.findByRole('button', { name: /新增菜单/ }, SLOW));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: btn('保存') }));
    expect(await within(drawer).findByText('请输入菜单名称')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入链接地址')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('菜单名称'), '校园服务');
    await userEvent.type(within(drawer).getByLabelText('链接地址'), '//evil.example');
    await userEvent.click(within(drawer).getByRole('button', { name: btn('保存') }));
    expect(await within(drawer).findByText('链接地址应为以 / 开头的站内路径或 http(s):// 开头的完整地址')).toBeInTheDocument();
    await userEvent.clear(within(drawer).getByLabelText('链接地址'));
    await userEvent.type(within(drawer).getByLabelText('链接地址'), '/home/news-advisory');
    await userEvent.click(within(drawer).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(callsTo(calls, '/admin/site/menu/save')).toHaveLength(1));
    expect(callsTo(calls, '/admin/site/menu/save')[0]?.body).toEqual({
      school: SCHOOL_SIGN,
      parentId: null,
      name: '校园服务',
      url: '/home/news-advisory',
      explain: '',
      openMode: '_self',
      active: null,
      parameterInterface: null,
      visible: true,
    });
  });

  it('moves an item within its level and deletes one after a confirmation', async () => {
    const { calls } = stubContent();
    renderAt('/admin/site-content');
    await userEvent.click(within(await rowOf('就业服务')).getByRole('button', { name: '上移「就业服务」' }));
    await waitFor(() => expect(callsTo(calls, '/admin/site/menu/order')[0]?.body).toEqual({ school: SCHOOL_SIGN, parentId: null, ids: [2, 1, 4] }));

    await userEvent.click(within(await rowOf('就业服务')).getByRole('button', { name: '删除「就业服务」' }));
    // (happy-dom names no dialog by aria-labelledby: the title's text finds it.)
    const titles = await screen.findAllByText('删除菜单「就业服务」？');
    const confirm = titles.map((t) => t.closest('[role="dialog"]')).find(Boolean) as HTMLElement;
    expect(within(confirm).getByText('其下的子菜单将一并删除，网站导航栏随即更新，此操作不可撤销。')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(callsTo(calls, '/admin/site/menu/delete')[0]?.body).toEqual({ school: SCHOOL_SIGN, id: 2 }));
  });

  it('lists the banners with their schedule and state, and asks for a picture before saving one', async () => {
    stubContent();
    renderAt('/admin/site-content');
    await userEvent.click(await screen.findByRole('tab', { name: '首页轮播图' }, SLOW));
    const scheduled = await rowOf('招生开放日');
    expect(within(scheduled).getByText('未开始')).toBeInTheDocument();
    expect(within(scheduled).getByText('2026-12-06 08:00 ~ 2026-12-07 00:00')).toBeInTheDocument();
    expect(within(await rowOf('职业教育 · 学以致用')).getByText('展示中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /新增轮播图/ }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: btn('保存') }));
    expect(await within(drawer).findByText('请上传图片')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入标题')).toBeInTheDocument();
  });
});
