import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderInRouter } from '@/testing/render';
import { finishedRun, operatingRun, runState, SIGN, stubSimulation } from '@/testing/simulation-fixtures';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';
import { AmazonBackOfficePage } from './pages/back-office-page';
import { WhaleFlowPage } from './pages/whale-flow-page';

const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
vi.mock('@/components/load-analysis-charts', () => ({ loadAnalysisCharts: async () => ({ init: () => chart }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const FLOW = `/whaleFlow?sign=${SIGN}`;
const SHOP = { name: '鲸创数码', categoryId: 1, categoryName: '3C 数码配件' };

describe('/whaleFlow: 注册公司', () => {
  it('checks the company with the rules\' own words before sending it with day 0 and the version shown', async () => {
    const { calls } = stubSimulation({
      '/simulation/run/state': { code: 200, data: runState() },
      '/simulation/run/company': { code: 200, data: runState({ stage: 'shop' }) },
    });
    renderInRouter(<WhaleFlowPage />, FLOW);
    const submit = await screen.findByRole('button', { name: '提交注册' });
    await userEvent.click(submit);
    expect(await screen.findByText('请输入企业名称')).toBeInTheDocument();
    expect(await screen.findByText('请选择 1–5 项经营范围')).toBeInTheDocument();
    expect(screen.getByText('注册资本应为 10–1000 万元')).toBeInTheDocument();

    const name = screen.getByLabelText('企业名称');
    const cases: [string, string][] = [
      ['鲸创公司', '企业名称长度应为 6–30 个字符'],
      ['Whale电子商务有限公司', '企业名称只能由汉字组成'],
      ['杭州鲸创电子商务', '企业名称须以“有限公司”“有限责任公司”或“股份有限公司”结尾'],
      ['中国鲸创电子商务有限公司', '企业名称不得含有“中国”“中华”“全国”“国家”“国际”等字样'],
    ];
    for (const [value, message] of cases) {
      fireEvent.change(name, { target: { value } });
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    fireEvent.change(screen.getByLabelText('注册资本（万元）'), { target: { value: '5' } });
    expect(await screen.findByText('注册资本应为 10–1000 万元')).toBeInTheDocument();
    expect(bodiesOf(calls, '/simulation/run/company')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '杭州鲸创电子商务有限公司' } });
    fireEvent.change(screen.getByLabelText('注册资本（万元）'), { target: { value: '100' } });
    await userEvent.click(screen.getByLabelText('经营范围'));
    await userEvent.click(await screen.findByTitle('电子产品销售'));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(bodiesOf(calls, '/simulation/run/company')).toEqual([
        { sign: SIGN, day: 0, version: 1, name: '杭州鲸创电子商务有限公司', scopes: ['电子产品销售'], capital: 100 },
      ]),
    );
    expect(await screen.findByRole('heading', { name: '开设店铺' })).toBeInTheDocument();
  });
});

describe('/whaleFlow: 开设店铺', () => {
  it('lists a product of the shop\'s category within the rules (typed in yuan, sent in fen), and opens only with stock', async () => {
    const { calls } = stubSimulation({
      '/simulation/run/state': { code: 200, data: runState({ stage: 'listing', shop: SHOP, company: { name: '杭州鲸创电子商务有限公司', scopes: [], capital: 100 } }) },
      '/simulation/run/listing': { code: 200, data: runState({ stage: 'listing', shop: SHOP, listings: [] }) },
    });
    renderInRouter(<WhaleFlowPage />, FLOW);
    await userEvent.click(await screen.findByRole('button', { name: '开始运营' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请至少上架一件有库存的商品');
    const products = screen.getByRole('list', { name: '商品上架' });
    expect(within(products).queryByText(/收纳盒/)).not.toBeInTheDocument();

    const row = screen.getByRole('form', { name: '蓝牙耳机' });
    const [price, stock] = within(row).getAllByRole('spinbutton');
    expect(within(products).getByText(/进货价 ¥60\.00 · 参考价 ¥129\.00/)).toBeInTheDocument();
    expect(price).toHaveValue('129');
    fireEvent.change(price, { target: { value: '1290.01' } });
    expect(await within(row).findByText('价格应大于 0 且不超过参考价的 10 倍')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '1290' } });
    await waitFor(() => expect(within(row).queryByText('价格应大于 0 且不超过参考价的 10 倍')).not.toBeInTheDocument());
    fireEvent.change(price, { target: { value: '129.555' } });
    expect(await within(row).findByText('价格应大于 0 且不超过参考价的 10 倍')).toBeInTheDocument();
    fireEvent.change(stock, { target: { value: '2000' } });
    expect(await within(row).findByText('资金不足，无法完成采购')).toBeInTheDocument();
    fireEvent.change(stock, { target: { value: '10001' } });
    expect(await within(row).findByText('采购数量应为 0–10000 的整数')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '129.9' } });
    fireEvent.change(stock, { target: { value: '200' } });
    await userEvent.click(within(row).getByRole('button', { name: btn('上架') }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/simulation/run/listing')).toEqual([{ sign: SIGN, day: 0, version: 1, productId: 11, price: 12990, stock: 200 }]),
    );
    expect(bodiesOf(calls, '/simulation/run/open')).toHaveLength(0);
  });
});

describe('/whaleFlow: 店铺运营', () => {
  it('answers the event and plays the day, each with the day and version on screen', async () => {
    const { calls } = stubSimulation({
      '/simulation/run/state': { code: 200, data: operatingRun({ version: 7 }) },
      '/simulation/run/reply': (call) => {
        const run = operatingRun({ version: 8 });
        return { code: 200, data: { ...run, event: { ...run.event, answered: call.body?.replyId } } };
      },
      '/simulation/run/advance': { code: 200, data: operatingRun({ day: 4, version: 9 }) },
    });
    renderInRouter(<WhaleFlowPage />, FLOW);
    expect(await screen.findByText('第 3 / 10 天')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: '鲸创数码' });
    for (const money of ['¥78,000.00', '¥10,000.00', '¥5,418.00', '¥1,807.00']) expect(within(figures).getByText(money)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '蓝牙耳机' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '进入下一天' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先处理今日的客服事件');
    expect(bodiesOf(calls, '/simulation/run/advance')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '立即查询并告知准确的发货时间' }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/run/reply')).toEqual([{ sign: SIGN, day: 3, version: 7, replyId: 0 }]));
    expect(await screen.findByText('已回复')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '暂不回复' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '进入下一天' }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/run/advance')).toEqual([{ sign: SIGN, day: 3, version: 8 }]));
    expect(await screen.findByText('第 4 / 10 天')).toBeInTheDocument();
  });

  it('changes a price, restocks and sets the advertising budget within the rules, typed in yuan and sent in fen', async () => {
    const { calls } = stubSimulation({
      '/simulation/run/state': { code: 200, data: operatingRun() },
      '/simulation/run/price': { code: 200, data: operatingRun() },
      '/simulation/run/restock': { code: 200, data: operatingRun() },
      '/simulation/run/advertising': { code: 200, data: operatingRun({ advertising: 30_000 }) },
    });
    renderInRouter(<WhaleFlowPage />, FLOW);
    await userEvent.click(await screen.findByRole('button', { name: btn('改价') }));
    const dialog = await screen.findByRole('dialog', { name: '调整售价：蓝牙耳机' });
    expect(within(dialog).getByLabelText('新售价（元）')).toHaveValue('129');
    fireEvent.change(within(dialog).getByLabelText('新售价（元）'), { target: { value: '0' } });
    await userEvent.click(within(dialog).getByRole('button', { name: btn('确定') }));
    expect(await within(dialog).findByText('价格应大于 0 且不超过参考价的 10 倍')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('新售价（元）'), { target: { value: '139.9' } });
    await userEvent.click(within(dialog).getByRole('button', { name: btn('确定') }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/run/price')).toEqual([{ sign: SIGN, day: 3, version: 1, productId: 11, price: 13990 }]));

    await userEvent.click(screen.getByRole('button', { name: btn('补货') }));
    const restock = await screen.findByRole('dialog', { name: '补货：蓝牙耳机' });
    fireEvent.change(within(restock).getByLabelText('补货数量'), { target: { value: '0' } });
    expect(await within(restock).findByText('补货数量应为 1–10000 的整数')).toBeInTheDocument();
    fireEvent.change(within(restock).getByLabelText('补货数量'), { target: { value: '2000' } });
    expect(await within(restock).findByText('资金不足，无法完成采购')).toBeInTheDocument();
    fireEvent.change(within(restock).getByLabelText('补货数量'), { target: { value: '100' } });
    await userEvent.click(within(restock).getByRole('button', { name: btn('确定') }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/run/restock')).toEqual([{ sign: SIGN, day: 3, version: 1, productId: 11, quantity: 100 }]));

    const budget = screen.getByLabelText('每日预算（元）');
    expect(budget).toHaveValue('100');
    fireEvent.change(budget, { target: { value: '50000.01' } });
    expect(await screen.findByText('广告预算应为 0–50000 元')).toBeInTheDocument();
    fireEvent.change(budget, { target: { value: '300' } });
    await userEvent.click(screen.getByRole('button', { name: '保存预算' }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/run/advertising')).toEqual([{ sign: SIGN, day: 3, version: 1, budget: 30_000 }]));
  });

  it("a stale page gets the server's 页面已过期 and reads the run again", async () => {
    const { calls } = stubSimulation({
      '/simulation/run/state': { code: 200, data: operatingRun() },
      '/simulation/run/reply': { code: -1000, msg: '页面已过期，请刷新后重试' },
    });
    renderInRouter(<WhaleFlowPage />, FLOW);
    await userEvent.click(await screen.findByRole('button', { name: '暂不回复' }));
    expect(await screen.findByText('页面已过期，请刷新后重试')).toBeInTheDocument();
    expect(bodiesOf(calls, '/simulation/run/reply')).toEqual([{ sign: SIGN, day: 3, version: 1, replyId: 2 }]);
    await waitFor(() => expect(calls.filter((c) => c.path === '/simulation/run/state')).toHaveLength(2));
  });

  it('keeps the board on screen when reading the run again fails (the failure is told, the day stays)', async () => {
    let reads = 0;
    const { calls } = stubSimulation({
      '/simulation/run/state': () => {
        reads += 1;
        return reads === 1 ? { code: 200, data: operatingRun() } : { code: 500, msg: '服务繁忙，请稍后重试' };
      },
      '/simulation/run/reply': { code: -1000, msg: '页面已过期，请刷新后重试' },
    });
    renderInRouter(<WhaleFlowPage />, FLOW);
    await userEvent.click(await screen.findByRole('button', { name: '暂不回复' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/simulation/run/state')).toHaveLength(2));
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument();
    expect(screen.getByText('第 3 / 10 天')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '进入下一天' })).toBeInTheDocument();
  });
});

describe('/whaleFlow: 运营报告', () => {
  it('shows the score, its four parts against their weights, the days and the log', async () => {
    stubSimulation({ '/simulation/run/state': { code: 200, data: finishedRun() } });
    renderInRouter(<WhaleFlowPage />, FLOW);
    const score = await screen.findByRole('region', { name: '综合得分' });
    expect(within(score).getByText('78.5')).toBeInTheDocument();
    const parts = within(score).getByRole('list', { name: '得分构成' });
    expect(within(parts).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '营业额达成24.5 / 30',
      '利润达成30 / 40',
      '店铺评分18 / 20',
      '客服质量6 / 10',
    ]);
    expect(screen.getByRole('figure', { name: '每日营业额与利润' })).toBeInTheDocument();
    // The chart plots yuan, so its axis reads naturally.
    await waitFor(() =>
      expect(chart.setOption).toHaveBeenCalledWith(
        expect.objectContaining({
          series: [expect.objectContaining({ data: [2580, 2838] }), expect.objectContaining({ data: [857, 950] })],
        }),
        true,
      ),
    );
    expect(screen.getByRole('cell', { name: '¥2,580.00' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '¥50,000.00' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '¥5,418.00' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '决策日志' })).getByText('注册公司：杭州鲸创电子商务有限公司')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: btn('重新开始') })).toBeInTheDocument();
  });
});

describe('the back office', () => {
  it('shows the same run by menu, with the flow\'s own panels', async () => {
    const { calls } = stubSimulation({
      '/simulation/run/state': { code: 200, data: operatingRun() },
      '/simulation/run/reply': { code: 200, data: operatingRun() },
    });
    renderInRouter(<AmazonBackOfficePage />, `/simulation/amazon-virtual-system?sign=${SIGN}&menu=service`);
    expect(await screen.findByText('亚马逊 · 卖家后台')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '回复“尽快发货”' }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/run/reply')).toEqual([{ sign: SIGN, day: 3, version: 1, replyId: 1 }]));
    await userEvent.click(screen.getByRole('menuitem', { name: /经营报告/ }));
    expect(await screen.findByText('实训完成后即可查看运营报告')).toBeInTheDocument();
  });
});
