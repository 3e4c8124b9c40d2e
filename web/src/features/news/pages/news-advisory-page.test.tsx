import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt } from '@/testing/render';
import { bodiesOf, stubNewsApi } from '@/testing/news-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const LIST = '/news/getInformationList';

describe('/home/news-advisory', () => {
  it('lists 企业资讯 9 a page with cover, title, summary, source, day and reads, and 热门资讯 beside it', async () => {
    const fetchMock = stubNewsApi();
    renderAt('/home/news-advisory/business');
    expect(await screen.findByRole('heading', { level: 1, name: '新闻资讯' }, { timeout: 8000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '企业资讯列表' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(3);
    const first = within(list).getByRole('link', { name: '学院与五家企业共建跨境电商产业学院' });
    expect(first).toHaveAttribute('href', '/home/news-advisory/n-college');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('学院与五家企业共建跨境电商产业学院');
    expect(within(first).getByText(/签署合作协议/)).toBeInTheDocument();
    expect(within(first).getByText('学院新闻中心')).toBeInTheDocument();
    expect(within(first).getByText('2026-11-11')).toBeInTheDocument();
    expect(within(first).getByText('阅读 326')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/files/article-images/demo-news-1.png');
    // No cover: the category on a tinted panel; a large count in 万.
    const jobs = within(list).getByRole('link', { name: '秋季校园招聘会提供岗位一千二百个' });
    expect(jobs.querySelector('img')).toBeNull();
    expect(within(jobs).getByText('阅读 1.2万')).toBeInTheDocument();
    expect(screen.getByText('共 3 条资讯')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, LIST)).toEqual([{ page: 1, size: 9, category: 1 }]);

    const hot = await screen.findByRole('list', { name: '热门资讯' });
    const hotLinks = within(hot).getAllByRole('link');
    expect(hotLinks).toHaveLength(5);
    expect(hotLinks[0]).toHaveAccessibleName(/秋季校园招聘会/);
    expect(hotLinks[0]).toHaveAttribute('href', '/home/hot-advisory/n-jobs');
    expect(screen.getByRole('link', { name: '企业资讯' })).toHaveAttribute('aria-current', 'page');
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('switches to 行业资讯 by its address, and /home/news-advisory opens 企业资讯', async () => {
    const fetchMock = stubNewsApi();
    const { router } = renderAt('/home/news-advisory');
    await screen.findByRole('list', { name: '企业资讯列表' }, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/home/news-advisory/business');
    const tabs = screen.getByRole('navigation', { name: '资讯分类' });
    await userEvent.click(within(tabs).getByRole('link', { name: '行业资讯' }));
    const list = await screen.findByRole('list', { name: '行业资讯列表' });
    expect(router.state.location.pathname).toBe('/home/news-advisory/industry');
    expect(within(list).getByRole('link', { name: '跨境电商出口保持增长，新兴市场表现亮眼' })).toHaveAttribute(
      'href',
      '/home/news-advisory/n-export',
    );
    expect(within(tabs).getByRole('link', { name: '行业资讯' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '企业资讯' })).not.toHaveAttribute('aria-current');
    expect(bodiesOf(fetchMock, LIST).at(-1)).toEqual({ page: 1, size: 9, category: 2 });
  });

  it('pages through a long list by ?page=', async () => {
    const fetchMock = stubNewsApi({}, { business: 20 });
    const { router } = renderAt('/home/news-advisory/business');
    await screen.findByRole('list', { name: '企业资讯列表' }, { timeout: 8000 });
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getAllByRole('button', { name: /^第 \d 页$/ })).toHaveLength(3);
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await vi.waitFor(() => expect(bodiesOf(fetchMock, LIST).at(-1)).toEqual({ page: 3, size: 9, category: 1 }));
    expect(router.state.location.search).toBe('?page=3');
    expect(within(pager).getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: '上一页' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('says so when a tab is empty', async () => {
    stubNewsApi({ [LIST]: { code: 200, data: { list: [], total: 0 } }, '/news/getHotList': { code: 200, data: [] } });
    renderAt('/home/news-advisory/industry');
    expect(await screen.findByText('暂无行业资讯', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('暂无热门资讯')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    const fetchMock = stubNewsApi({ [LIST]: { code: -9999, msg: '系统繁忙' } });
    renderAt('/home/news-advisory/business');
    const main = await screen.findByRole('region', { name: '企业资讯' }, { timeout: 8000 });
    expect(await within(main).findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: /重新加载/ }));
    await vi.waitFor(() => expect(bodiesOf(fetchMock, LIST)).toHaveLength(2));
  });
});
