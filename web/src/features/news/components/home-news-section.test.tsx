// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt } from '@/testing/render';
import { stubNewsApi } from '@/testing/news-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const newsCalls = (fetchMock: ReturnType<typeof vi.fn>, path = '/news/') => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

describe('home 新闻资讯', () => {
  it('shows the latest news of both tabs with 更多, and 热门资讯', async () => {
    stubNewsApi();
    renderAt('/home');
    const section = await screen.findByRole('region', { name: '新闻资讯' }, { timeout: 8000 });
    const latest = await within(section).findByRole('list', { name: '最新资讯' });
    const cards = within(latest).getAllByRole('link');
    expect(cards).toHaveLength(5);
    const college = within(latest).getByRole('link', { name: '学院与五家企业共建跨境电商产业学院' });
    expect(college).toHaveAttribute('href', '/home/news-advisory/n-college');
    expect(within(college).getByText('企业资讯')).toBeInTheDocument();
    expect(within(college).getByText('2026-11-11')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: '数字化人才需求持续上升' })).toHaveTextContent('行业资讯');
    expect(within(section).getByRole('link', { name: /更多/ })).toHaveAttribute('href', '/home/news-advisory');
    const hot = await within(section).findByRole('list', { name: '热门资讯' });
    expect(within(hot).getAllByRole('link')[0]).toHaveAttribute('href', '/home/hot-advisory/n-jobs');
  });

  it('fetches nothing until it comes near the viewport', async () => {
    const reveals: (() => void)[] = [];
    class Observer {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(): void {
        reveals.push(() => this.callback([{ isIntersecting: true }]));
      }
      disconnect(): void {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    const fetchMock = stubNewsApi();
    renderAt('/home');
    expect(await screen.findByTestId('home-news-loading', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(newsCalls(fetchMock)).toHaveLength(0);
    reveals.forEach((reveal) => reveal());
    expect(await screen.findByRole('list', { name: '最新资讯' })).toBeInTheDocument();
    expect(newsCalls(fetchMock, '/news/getNewsList')).toHaveLength(1);
    expect(newsCalls(fetchMock, '/news/getHotList')).toHaveLength(1);
  });

  it('a failed list says so and offers a retry; no news says so', async () => {
    const fetchMock = stubNewsApi({ '/news/getNewsList': { code: -9999, msg: '系统繁忙' }, '/news/getHotList': { code: 200, data: [] } });
    renderAt('/home');
    const section = await screen.findByRole('region', { name: '新闻资讯' }, { timeout: 8000 });
    expect(await within(section).findByText('暂无热门资讯')).toBeInTheDocument();
    await userEvent.click(await within(section).findByRole('button', { name: /重新加载/ }));
    await vi.waitFor(() => expect(newsCalls(fetchMock, '/news/getNewsList')).toHaveLength(2));
  });
});
