import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { practiceCard, practiceDetail, runCard, runState, SIGN, stubSimulation } from '@/testing/simulation-fixtures';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

describe('/simulation', () => {
  it('shows the banner, the categories, the practice cards, my runs and the industry news', async () => {
    const { calls } = stubSimulation({
      '/simulation/getPracticeList': (call) => ({
        code: 200,
        data: call.query.categoryId === '2'
          ? { list: [practiceCard({ sign: 'p-tmall', title: '天猫旗舰店运营', marketplace: 'tmall', marketplaceName: '天猫', categoryId: 2, categoryName: '国内电商' })], total: 1 }
          : { list: [practiceCard(), practiceCard({ sign: 'p-jd', title: '京东自营店运营', myStage: 'finished', myBestScore: 82.5 })], total: 2 },
      }),
      '/simulation/getWhaleCreation': { code: 200, data: { runs: [runCard()], practices: [] } },
      '/simulation/getInformationList': {
        code: 200,
        data: { list: [{ sign: 'n1', title: '跨境电商出口增长 12%', summary: '', source: '商务部', publishedAt: '2026-11-20T09:00:00+08:00' }], total: 1 },
      },
    });
    renderAt('/simulation');
    expect(await screen.findByRole('heading', { level: 1, name: '仿真实训' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: '仿真实训' });
    expect(within(grid).getByRole('link', { name: '亚马逊跨境店铺运营' })).toHaveAttribute('href', `/whaleCreation/creationDetails?sign=${SIGN}`);
    expect(within(grid).getByRole('article', { name: '京东自营店运营' })).toHaveTextContent('最佳 82.5 分');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '跨境电商（2）' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '我的实训' })).getByText('已经营 2/10 天')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '行业资讯' })).getByRole('link', { name: '跨境电商出口增长 12%' })).toHaveAttribute(
      'href',
      '/home/news-advisory/n1',
    );
    expect(calls.find((c) => c.path === '/simulation/getPracticeList')?.query).toEqual({ page: '1', size: '9' });

    await userEvent.click(screen.getByRole('tab', { name: '国内电商（1）' }));
    expect(await screen.findByRole('link', { name: '天猫旗舰店运营' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/simulation/getPracticeList').at(-1)?.query).toEqual({ categoryId: '2', page: '1', size: '9' });
    expect(bodiesOf(calls, '/simulation/getInformationList')).toContainEqual({ page: 1, size: 6 });
  });

  it('says so when a category has no practice and I have no run', async () => {
    stubSimulation({ '/simulation/getPracticeList': { code: 200, data: { list: [], total: 0 } } });
    renderAt('/simulation?category=3');
    expect(await screen.findByText('这个分类下还没有实训项目')).toBeInTheDocument();
    expect(await screen.findByText('还没有开始过实训，选一个项目开始吧')).toBeInTheDocument();
    expect(screen.getByText('暂时没有行业资讯')).toBeInTheDocument();
  });

  it('needs a login: a visitor goes to the login page', async () => {
    stubAccountsApi();
    const { router } = renderAt('/simulation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent('/simulation')}`);
  });
});

describe('/whaleCreation', () => {
  it('lists my runs and every practice', async () => {
    stubSimulation({ '/simulation/getWhaleCreation': { code: 200, data: { runs: [runCard({ stage: 'finished', day: 10, score: 80 })], practices: [practiceCard()] } } });
    renderAt('/whaleCreation');
    const runs = await screen.findByRole('list', { name: '我的实训' });
    expect(within(runs).getByText('已完成')).toBeInTheDocument();
    expect(within(runs).getByRole('button', { name: '查看报告' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '全部实训项目' })).getByRole('article', { name: '亚马逊跨境店铺运营' })).toBeInTheDocument();
  });
});

describe('/whaleCreation/creationDetails', () => {
  it('shows the practice, and 开始实训 starts my run and opens the flow', async () => {
    let started = false;
    const { calls } = stubSimulation({
      '/simulation/getProcessData': { code: 200, data: practiceDetail({ courses: ['跨境电商实务'] }) },
      '/simulation/run/state': () => ({ code: 200, data: started ? runState() : null }),
      '/simulation/run/start': () => {
        started = true;
        return { code: 200, data: runState() };
      },
    });
    const { router } = renderAt(`/whaleCreation/creationDetails?sign=${SIGN}`);
    expect(await screen.findByRole('heading', { level: 1, name: '亚马逊跨境店铺运营' })).toBeInTheDocument();
    expect(screen.getByText('课程要求：跨境电商实务')).toBeInTheDocument();
    expect(screen.getByText('缴纳保证金，选择经营类目并上架商品。')).toBeInTheDocument();
    // The answers' fen shown as yuan: 启动资金, 营业额目标, 利润目标.
    for (const money of ['¥100,000.00', '¥50,000.00', '¥8,000.00']) expect(screen.getByText(money)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '开始实训' }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/run/start')).toEqual([{ sign: SIGN }]));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/whaleFlow?sign=${SIGN}`));
    expect(await screen.findByRole('heading', { name: '注册公司' })).toBeInTheDocument();
  });

  it('重新开始 asks first, then replaces the run', async () => {
    const { calls } = stubSimulation({
      '/simulation/run/state': { code: 200, data: runState({ stage: 'operate', day: 4, shop: { name: '鲸创数码', categoryId: 1, categoryName: '3C 数码配件' } }) },
      '/simulation/run/restart': { code: 200, data: runState() },
    });
    renderAt(`/whaleCreation/creationDetails?sign=${SIGN}`);
    expect(await screen.findByText('第 4 / 10 天')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在店铺后台中打开' })).toHaveAttribute('href', `/simulation/amazon-virtual-system?sign=${SIGN}`);
    await userEvent.click(screen.getByRole('button', { name: btn('重新开始') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('当前记录将被新的实训替换，最佳得分会保留。')).toBeInTheDocument();
    expect(bodiesOf(calls, '/simulation/run/restart')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: btn('重新开始') }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/run/restart')).toEqual([{ sign: SIGN }]));
  });

  it("shows the server's answer for a practice of another school", async () => {
    stubSimulation({ '/simulation/getProcessData': { code: -1000, msg: '实训项目不存在' } });
    renderAt('/whaleCreation/creationDetails?sign=nope');
    expect(await screen.findByText('实训项目不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回鲸创实训' })).toHaveAttribute('href', '/whaleCreation');
  });
});
