// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt } from '@/testing/render';
import { bodiesOf, newsArticle, stubNewsApi } from '@/testing/news-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const ITEM = '/news/getNewsById';

describe('/home/news-advisory/{id}', () => {
  it('shows the item with its source, time, reads and content, a way back to its tab, and 热门资讯', async () => {
    const fetchMock = stubNewsApi();
    renderAt('/home/news-advisory/n-college');
    const article = await screen.findByRole('article', { name: '学院与五家企业共建跨境电商产业学院' }, { timeout: 8000 });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('学院与五家企业共建跨境电商产业学院');
    expect(within(article).getByText('学院新闻中心', { exact: false })).toHaveTextContent('来源：学院新闻中心');
    expect(within(article).getByText('2026-11-11 09:30')).toBeInTheDocument();
    expect(within(article).getByText('阅读 326 次')).toBeInTheDocument();
    expect(within(article).getByText('首批合作项目将覆盖店铺运营、海外仓管理和跨境支付三个方向。')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: /返回企业资讯/ })).toHaveAttribute('href', '/home/news-advisory/business');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '企业资讯' })).toHaveAttribute('href', '/home/news-advisory/business');
    expect(bodiesOf(fetchMock, ITEM)).toEqual([{ sign: 'n-college' }]);
    const hot = await screen.findByRole('list', { name: '热门资讯' });
    expect(within(hot).getByRole('link', { name: /学院与五家企业共建/ })).toHaveAttribute('href', '/home/hot-advisory/n-college');
    expect(within(hot).getByRole('link', { name: /学院与五家企业共建/ })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a hot item on /home/hot-advisory/{id}, back to 行业资讯 for an industry item', async () => {
    const export_ = newsArticle({ idSign: 'n-export', category: 2, categoryName: '行业资讯', title: '跨境电商出口保持增长，新兴市场表现亮眼' });
    const fetchMock = stubNewsApi({ [ITEM]: { code: 200, data: export_ } });
    const { router } = renderAt('/home/news-advisory/n-college');
    const hot = await screen.findByRole('list', { name: '热门资讯' }, { timeout: 8000 });
    await userEvent.click(within(hot).getByRole('link', { name: /跨境电商出口保持增长/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home/hot-advisory/n-export'));
    const article = await screen.findByRole('article', { name: export_.title });
    expect(within(article).getByRole('link', { name: /返回行业资讯/ })).toHaveAttribute('href', '/home/news-advisory/industry');
    // The hot list beside it marks the new item once the page has moved on (asked again until it has).
    await vi.waitFor(() =>
      expect(within(screen.getByRole('list', { name: '热门资讯' })).getByRole('link', { name: /跨境电商出口保持增长/ })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await vi.waitFor(() => expect(bodiesOf(fetchMock, ITEM).at(-1)).toEqual({ sign: 'n-export' }));
  });

  it('renders the content through the sanitiser: no script or handler reaches the page', async () => {
    stubNewsApi({
      [ITEM]: { code: 200, data: newsArticle({ content: '<p>正文</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>' }) },
    });
    renderAt('/home/news-advisory/n-college');
    const article = await screen.findByRole('article', {}, { timeout: 8000 });
    expect(within(article).getByText('正文')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('链接')).not.toHaveAttribute('href', 'javascript:alert(3)');
  });

  it('says 资讯不存在 with a way back for an unknown item', async () => {
    stubNewsApi({ [ITEM]: { code: -1000, msg: '资讯不存在' } });
    const { router } = renderAt('/home/hot-advisory/nope');
    expect(await screen.findByRole('heading', { level: 1, name: '资讯不存在' }, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '返回新闻资讯' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home/news-advisory/business'));
  });

  it('offers a retry when the item fails to load', async () => {
    const fetchMock = stubNewsApi({ [ITEM]: { code: -9999, msg: '系统繁忙' } });
    renderAt('/home/news-advisory/n-college');
    await userEvent.click(await screen.findByRole('button', { name: /重新加载/ }, { timeout: 8000 }));
    await vi.waitFor(() => expect(bodiesOf(fetchMock, ITEM)).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: '资讯不存在' })).not.toBeInTheDocument();
  });
});
