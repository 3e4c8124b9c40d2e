import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { ADMIN_INFO } from '@/testing/industry-fixtures';
import { newsArticle, newsItem } from '@/testing/news-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';

// The machine is shared: give slow renders time (this file only).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const ADMIN = { ...STUDENT_INFO, userId: 'u-admin', mobile: '13800000004', name: '陈国强', roleStr: 'schoolAdmin', auditStatus: 0 };
const DRAFT = newsItem({ idSign: 'n-draft', title: '运动会延期通知', status: 0, viewCount: 0, publishTime: null });
const PUBLISHED = newsItem();

function asAdmin(path: string, handlers: Record<string, unknown> = {}) {
  setLoginCookie('1');
  const stub = stubAccountsApi({
    '/user/getLoginInfo': { code: 200, data: ADMIN },
    '/news/getManageNewsList': (call: Call) => ({
      code: 200,
      data: call.body?.category === 2 ? { list: [], total: 0 } : { list: [DRAFT, PUBLISHED], total: 2 },
    }),
    ...(handlers as object),
  });
  return { ...stub, ...renderAt(path) };
}

const rowOf = async (title: string): Promise<HTMLElement> => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('/school-admin/news', { timeout: 60_000 }, () => {
  it('lists the school\'s news with their state; 行业资讯 asks category 2 and says when there is none', async () => {
    const { calls } = asAdmin('/school-admin/news');
    expect(await screen.findByRole('heading', { level: 1, name: '资讯管理' })).toBeInTheDocument();
    expect(within(await rowOf('运动会延期通知')).getByText('草稿')).toBeInTheDocument();
    const published = await rowOf('学院与五家企业共建跨境电商产业学院');
    expect(within(published).getByText('已发布')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: '学院与五家企业共建跨境电商产业学院' })).toHaveAttribute('href', '/home/news-advisory/n-college');
    expect(bodiesOf(calls, '/news/getManageNewsList')[0]).toEqual({ page: 1, size: 10 });
    await userEvent.click(screen.getByText('行业资讯'));
    expect(await screen.findByText('还没有资讯，点“发布资讯”写第一条')).toBeInTheDocument();
    expect(bodiesOf(calls, '/news/getManageNewsList').at(-1)).toEqual({ page: 1, size: 10, category: 2 });
  });

  it('publishes a draft, withdraws and deletes only after asking', async () => {
    const { calls } = asAdmin('/school-admin/news', {
      '/news/publishNews': (call: Call) => ({ code: 200, msg: call.body?.status === 1 ? '发布成功' : '已撤回', data: newsArticle() }),
      '/news/deleteNews': { code: 200, msg: '删除成功', data: null },
    });
    await userEvent.click(within(await rowOf('运动会延期通知')).getByRole('button', { name: '发布 运动会延期通知' }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/news/publishNews')).toEqual([{ sign: 'n-draft', status: 1 }]);

    const published = await rowOf('学院与五家企业共建跨境电商产业学院');
    await userEvent.click(within(published).getByRole('button', { name: '撤回 学院与五家企业共建跨境电商产业学院' }));
    expect(await screen.findByText('撤回后这条资讯不再对外显示，可以再次发布。确定撤回？')).toBeInTheDocument();
    expect(bodiesOf(calls, '/news/publishNews')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: btn('撤回') }));
    await waitFor(() => expect(bodiesOf(calls, '/news/publishNews').at(-1)).toEqual({ sign: 'n-college', status: 0 }));

    await userEvent.click(within(await rowOf('运动会延期通知')).getByRole('button', { name: '删除 运动会延期通知' }));
    expect(await screen.findByText('删除后无法恢复，确定删除这条资讯？')).toBeInTheDocument();
    expect(bodiesOf(calls, '/news/deleteNews')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: btn('删除') }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/news/deleteNews')).toEqual([{ sign: 'n-draft' }]);
  });

  it('goes back a page when its last row is gone', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => newsItem({ idSign: `n${i}`, title: `资讯 ${i + 1}` }));
    let lastGone = false;
    const { calls } = asAdmin('/school-admin/news', {
      '/news/getManageNewsList': (call: Call) => ({
        code: 200,
        data: call.body?.page === 2 ? { list: lastGone ? [] : [DRAFT], total: lastGone ? 10 : 11 } : { list: rows, total: lastGone ? 10 : 11 },
      }),
      '/news/deleteNews': () => {
        lastGone = true;
        return { code: 200, msg: '删除成功', data: null };
      },
    });
    await screen.findByText('资讯 1');
    await userEvent.click(screen.getByTitle('2'));
    await userEvent.click(within(await rowOf('运动会延期通知')).getByRole('button', { name: '删除 运动会延期通知' }));
    await userEvent.click(screen.getByRole('button', { name: btn('删除') }));
    expect(await screen.findByText('资讯 1')).toBeInTheDocument();
    expect(bodiesOf(calls, '/news/getManageNewsList').at(-1)).toEqual({ page: 1, size: 10 });
  });

  it('the editor checks the title and the content before sending anything', async () => {
    const { calls } = asAdmin('/school-admin/news/edit');
    expect(await screen.findByRole('heading', { level: 1, name: '发布资讯' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('标题', { selector: 'input' }), '实训基地开放日');
    await userEvent.click(screen.getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('请输入资讯内容')).toBeInTheDocument();
    expect(bodiesOf(calls, '/news/addNews')).toHaveLength(0);
  });

  it('says 资讯不存在 for an item it cannot edit', async () => {
    asAdmin('/school-admin/news/edit?id=n-other', { '/news/getManageNewsDetail': { code: -1000, msg: '资讯不存在', data: null } });
    expect(await screen.findByText('资讯不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: btn('返回资讯管理') })).toHaveAttribute('href', '/school-admin/news');
  });
});

describe('/admin/news', { timeout: 60_000 }, () => {
  it('the platform admin’s news: inside the admin console, the editor and its way back are the console’s', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/user/getLoginInfo': { code: 200, data: ADMIN_INFO },
      '/news/getManageNewsList': { code: 200, data: { list: [PUBLISHED], total: 1 } },
      '/news/getManageNewsDetail': { code: 200, data: newsArticle() },
    });
    const { router } = renderAt('/admin/news');
    expect(await screen.findByRole('heading', { level: 1, name: '资讯管理' })).toBeInTheDocument();
    expect(screen.getByText(/发布后出现在每所学校的首页和新闻资讯页/)).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: '管理菜单' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /发布资讯/ })).toHaveAttribute('href', '/admin/news/edit');
    const row = await rowOf('学院与五家企业共建跨境电商产业学院');
    await userEvent.click(within(row).getByRole('link', { name: /编辑/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/news/edit'));
    expect(await screen.findByRole('link', { name: /返回资讯管理/ })).toHaveAttribute('href', '/admin/news');
    expect(bodiesOf(calls, '/news/getManageNewsList')[0]).toEqual({ page: 1, size: 10 });
  });
});
