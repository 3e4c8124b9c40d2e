// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { COURSES, courseCard } from '@/testing/courses-fixtures';
import { siteApi } from '@/testing/site-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const homeCourses = {
  '/course/recommendList': { code: 200, data: COURSES },
  '/course/chosenList': { code: 200, data: [courseCard({ idSign: 'free-1', name: '职场沟通' })] },
  '/course/kinds': { code: 200, data: [{ kindId: 4, name: '入门', count: 5 }, { kindId: 5, name: '进阶', count: 4 }, { kindId: 6, name: '高级', count: 3 }] },
  '/course/listByKind': { code: 200, data: { list: [courseCard({ idSign: 'k-1', name: '入门课' })], total: 1 } },
};

const kindIds = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/course/listByKind'))
    .map((url) => url.searchParams.get('kindId'));

describe('home course sections', () => {
  it('shows recommended courses, free chosen courses and courses by kind with price or 免费', async () => {
    const fetchMock = stubApi(siteApi(homeCourses));
    renderAt('/home');
    const recommend = await screen.findByRole('region', { name: '推荐课程' }, { timeout: 8000 });
    const cards = await within(recommend).findAllByRole('link', { name: /会计基础|Python|机器学习/ });
    expect(cards).toHaveLength(3);
    expect(within(recommend).getByText('¥199.00')).toBeInTheDocument();
    expect(within(recommend).getAllByText('免费').length).toBeGreaterThan(0);
    const free = screen.getByRole('region', { name: '免费精选' });
    expect(await within(free).findByText('职场沟通')).toBeInTheDocument();
    const kinds = screen.getByRole('region', { name: '分级课程' });
    expect(await within(kinds).findByText('入门课')).toBeInTheDocument();
    expect(await within(kinds).findByText('进阶 4')).toBeInTheDocument();

    await userEvent.click(within(kinds).getByText('高级 3'));
    await vi.waitFor(() => expect(kindIds(fetchMock)).toEqual(['4', '6']));
  });

  it('a failed section says so quietly and offers a retry', async () => {
    stubApi(siteApi({ ...homeCourses, '/course/recommendList': { code: -9999, msg: '系统繁忙' } }));
    renderAt('/home');
    const recommend = await screen.findByRole('region', { name: '推荐课程' }, { timeout: 8000 });
    expect(await within(recommend).findByRole('button', { name: /重新加载/ })).toBeInTheDocument();
    expect(within(recommend).getByText('加载失败')).toBeInTheDocument();
  });
});

describe('home course sections below the fold', () => {
  it('fetch nothing until they come near the viewport', async () => {
    // Every section below the fold (the news section too) watches on its own: all of them come into view at once.
    const reveals: (() => void)[] = [];
    class Observer {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(): void {
        reveals.push(() => this.callback([{ isIntersecting: true }]));
      }
      disconnect(): void {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    const fetchMock = stubApi(siteApi(homeCourses));
    renderAt('/home');
    expect(await screen.findByTestId('recommend-loading', {}, { timeout: 8000 })).toBeInTheDocument();
    const courseCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/course/'));
    expect(courseCalls()).toHaveLength(0);
    reveals.forEach((reveal) => reveal());
    expect(await screen.findByText('职场沟通')).toBeInTheDocument();
    expect(courseCalls().length).toBeGreaterThan(0);
  });
});
