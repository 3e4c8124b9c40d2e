import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { siteApi } from '@/testing/site-fixtures';
import { ENTERPRISES, QUERY_GROUPS, TRAININGS } from '@/testing/training-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const listBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/train/getTrainList'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

function api(list: unknown = { list: TRAININGS, total: 3 }, recommended: unknown = { list: TRAININGS.slice(0, 2) }) {
  return siteApi({
    '/train/getRecommendTrainList': { code: 200, data: recommended },
    '/train/getQueryList': { code: 200, data: QUERY_GROUPS },
    '/train/getTrainList': { code: 200, data: list },
    '/enterprise/getEnterpriseInfoList': { code: 200, data: { list: ENTERPRISES, total: 1 } },
  });
}

describe('/train', () => {
  it('shows the recommended row, the list with hours, partner, trainees, state and price, and the partners', async () => {
    const fetchMock = stubApi(api());
    renderAt('/train');
    const recommended = await screen.findByRole('list', { name: '推荐培训项目' }, { timeout: 8000 });
    expect(within(recommended).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '查看全部推荐' })).toHaveAttribute('href', '/train/recommendDetail');
    const grid = await screen.findByRole('list', { name: '培训项目列表' });
    const cross = within(grid).getByRole('link', { name: '跨境电商运营实训' });
    expect(cross).toHaveAttribute('href', '/trainDetail/t-cross');
    expect(within(cross).getByText('64 学时')).toBeInTheDocument();
    expect(within(cross).getByText('13 人参训')).toBeInTheDocument();
    expect(within(cross).getByText('进行中')).toBeInTheDocument();
    expect(within(cross).getByText('2026-11-13 至 2027-01-07')).toBeInTheDocument();
    expect(within(cross).getByText('免费')).toBeInTheDocument();
    const live = within(grid).getByRole('link', { name: '新媒体直播运营实训' });
    expect(within(live).getByText('学院自主培训')).toBeInTheDocument();
    expect(within(live).getByText('¥299.00')).toBeInTheDocument();
    expect(within(live).getByText('报名中')).toBeInTheDocument();
    expect(screen.getByText('共 3 个培训项目')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '合作企业' })).getByText('杭州海鲸跨境电子商务有限公司')).toBeInTheDocument();
    expect(listBodies(fetchMock)[0]).toEqual({ page: 1, size: 12, order: 'sort' });
    const recommendCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/train/getRecommendTrainList'));
    expect(JSON.parse(String((recommendCall?.[1] as RequestInit).body))).toEqual({});
  });

  it('filters by the server’s groups and the order, searches, and goes back to page 1', async () => {
    const fetchMock = stubApi(api({ list: TRAININGS, total: 30 }));
    const { router } = renderAt('/train?page=2');
    await screen.findByRole('list', { name: '培训项目列表' }, { timeout: 8000 });
    expect(listBodies(fetchMock).at(-1)).toEqual({ page: 2, size: 12, order: 'sort' });
    await userEvent.click(within(screen.getByRole('group', { name: '培训状态' })).getByRole('button', { name: '报名中' }));
    await vi.waitFor(() => expect(listBodies(fetchMock).at(-1)).toEqual({ page: 1, size: 12, state: 1, order: 'sort' }));
    await userEvent.click(within(screen.getByRole('group', { name: '合作企业' })).getByRole('button', { name: '杭州海鲸跨境电子商务有限公司' }));
    await vi.waitFor(() => expect(listBodies(fetchMock).at(-1)).toMatchObject({ enterpriseId: 'e-1', state: 1 }));
    await userEvent.click(within(screen.getByRole('group', { name: '排序' })).getByRole('button', { name: '最热' }));
    await vi.waitFor(() => expect(listBodies(fetchMock).at(-1)).toMatchObject({ order: 'hot', page: 1 }));
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索培训项目' }), '电商{Enter}');
    await vi.waitFor(() => expect(listBodies(fetchMock).at(-1)).toMatchObject({ keyword: '电商', order: 'hot' }));
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('电商')}&enterpriseId=e-1&state=1&order=hot`);
    expect(await screen.findByText(/“电商”的搜索结果，共 30 个培训项目/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    // The list without the keyword was asked for before: it is shown from the cache.
    await vi.waitFor(() => expect(router.state.location.search).toBe('?enterpriseId=e-1&state=1&order=hot'));
    expect(screen.getByRole('searchbox', { name: '搜索培训项目' })).toHaveValue('');
    expect(await screen.findByText('共 30 个培训项目')).toBeInTheDocument();
  });

  it('says so when nothing matches, and offers a retry when the list fails', async () => {
    stubApi(api({ list: [], total: 0 }, { list: [] }));
    renderAt('/train?state=3');
    expect(await screen.findByText('暂无符合条件的培训项目', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '推荐培训' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi(siteApi({ '/train/getTrainList': { code: 500, msg: '服务器错误' } }));
    renderAt('/train?state=2');
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('/train/recommendDetail lists every recommended training', async () => {
    stubApi(api(undefined, { list: TRAININGS }));
    renderAt('/train/recommendDetail');
    const grid = await screen.findByRole('list', { name: '推荐培训项目' }, { timeout: 8000 });
    expect(within(grid).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: '推荐培训项目' })).toBeInTheDocument();
  });
});
