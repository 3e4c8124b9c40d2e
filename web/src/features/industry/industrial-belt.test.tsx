import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { EMPTY_REGION, stubIndustry } from '@/testing/industry-fixtures';
import { renderAt } from '@/testing/render';
import { btn } from '@/testing/teacher-fixtures';

type Click = (params: { name?: string }) => void;
const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), on: vi.fn() };
vi.mock('@/features/industry/lib/load-china-map', () => ({
  loadChinaMap: async () => ({ init: () => chart, CHINA_MAP: 'china', NAME_TO_CODE: { 浙江: '33', 广东: '44', 西藏: '54' } }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  chart.setOption.mockClear();
  chart.on.mockClear();
});

const address = (router: ReturnType<typeof renderAt>['router']): string =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The series the map was last drawn with. */
const lastSeries = () => (chart.setOption.mock.calls.at(-1)?.[0] as { series: { nameMap: object; data: object[] }[] }).series[0];

describe('/industrialBelt', () => {
  it('shows a visitor the totals, the map shaded by belts and companies, and every province in the list', async () => {
    const { calls } = stubIndustry();
    renderAt('/industrialBelt');
    expect(await screen.findByRole('heading', { level: 1, name: '产业带地图' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: '全国概况' });
    await waitFor(() => expect(totals).toHaveTextContent('产业带1企业5在招职位11'));
    expect(screen.getByRole('figure', { name: '中国产业带地图' })).toBeInTheDocument();

    const list = screen.getByRole('radiogroup', { name: '省份' });
    const radios = within(list).getAllByRole('radio');
    expect(radios).toHaveLength(34);
    // The provinces with figures first, then the others in code order.
    expect(radios.slice(0, 3).map((r) => r.closest('label')?.textContent)).toEqual([
      '浙江省产业带 1 · 企业 3 · 职位 7',
      '广东省产业带 0 · 企业 2 · 职位 4',
      '北京市暂无数据',
    ]);
    expect(within(list).getByRole('radio', { name: '浙江省' })).toHaveAccessibleDescription('产业带 1 · 企业 3 · 职位 7');
    expect(screen.getByText(/在地图上点击省份/)).toBeInTheDocument();

    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    await waitFor(() =>
      expect(lastSeries().data).toEqual([
        { name: '33', value: 4, selected: false },
        { name: '44', value: 2, selected: false },
      ]),
    );
    expect(lastSeries().nameMap).toMatchObject({ 浙江: '33', 广东: '44' });
    expect(calls.filter((c) => c.path === '/industrialBelt/region')).toHaveLength(0);
  });

  it("choosing 浙江省 in the list puts ?code=33 in the address and shows its belts, companies, jobs and courses", async () => {
    const { calls } = stubIndustry();
    const { router } = renderAt('/industrialBelt');
    await userEvent.click(await screen.findByRole('radio', { name: '浙江省' }));
    await waitFor(() => expect(address(router)).toBe('/industrialBelt?code=33'));
    expect(await screen.findByRole('heading', { level: 2, name: '浙江省' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/industrialBelt/region')?.query).toEqual({ code: '33' });
    expect(screen.getByRole('radio', { name: '浙江省' })).toBeChecked();

    const belt = screen.getByRole('article', { name: '杭州跨境电商产业带' });
    expect(within(belt).getByText('跨境电商')).toBeInTheDocument();
    expect(within(belt).getByText('服装')).toBeInTheDocument();
    expect(within(belt).getByText('依托综合试验区，聚集跨境电商平台、服装制造与物流企业。')).toBeInTheDocument();
    const partners = within(belt).getByRole('list', { name: '杭州跨境电商产业带 合作企业' });
    expect(within(partners).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '杭州海鲸跨境电子商务有限公司跨境电商运营服务商',
      '宁波港通国际物流有限公司',
    ]);

    const companies = screen.getByRole('region', { name: '企业' });
    expect(companies).toHaveTextContent('共 3 家');
    expect(within(companies).getByRole('link', { name: '鲸航供应链管理有限公司' })).toHaveAttribute('href', '/employment/companyDetails?companyId=c-whale');
    expect(companies).toHaveTextContent('在招 4 个职位');
    const jobs = screen.getByRole('region', { name: '在招职位' });
    expect(within(jobs).getByRole('link', { name: '数据分析专员' })).toHaveAttribute('href', '/employment/jobDetails?positionId=j-data');
    expect(jobs).toHaveTextContent('8-12K');
    const courses = screen.getByRole('region', { name: '对口课程' });
    expect(within(courses).getByRole('link', { name: /跨境电商实务/ })).toHaveAttribute('href', '/courseDetail/k-cross');
    expect(courses).toHaveTextContent('36 人学习');
    await waitFor(() => expect(lastSeries().data).toContainEqual({ name: '33', value: 4, selected: true }));
  });

  it('a click on the map selects the province by its code', async () => {
    stubIndustry();
    const { router } = renderAt('/industrialBelt');
    await waitFor(() => expect(chart.on).toHaveBeenCalledWith('click', expect.any(Function)));
    const click = chart.on.mock.calls[0][1] as Click;
    // The frame of the South China Sea islands is no province: nothing happens.
    act(() => click({ name: '南海诸岛' }));
    expect(address(router)).toBe('/industrialBelt');
    act(() => click({ name: '44' }));
    await waitFor(() => expect(address(router)).toBe('/industrialBelt?code=44'));
    expect(await screen.findByRole('heading', { level: 2, name: '广东省' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '广东省' })).toBeChecked();
  });

  it('says so in Chinese for a province with nothing yet', async () => {
    stubIndustry();
    renderAt('/industrialBelt?code=54');
    expect(await screen.findByText('该地区暂无产业带数据')).toBeInTheDocument();
    expect(screen.getByText('该地区暂无入驻企业')).toBeInTheDocument();
    expect(screen.getByText('该地区暂无在招职位')).toBeInTheDocument();
    expect(screen.getByText('暂无匹配的课程')).toBeInTheDocument();
    // A province without figures is still drawn as selected.
    await waitFor(() => expect(lastSeries().data).toContainEqual({ name: '54', value: '-', selected: true }));
  });

  it('offers 重试 when a province fails to load, and reads it again', async () => {
    let failing = true;
    const { calls } = stubIndustry({
      '/industrialBelt/region': () => (failing ? { code: -9999, msg: '系统繁忙,请稍后重试!' } : { code: 200, data: { ...EMPTY_REGION, code: '33', name: '浙江省' } }),
    });
    renderAt('/industrialBelt?code=33');
    expect(await screen.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: btn('重试') }));
    expect(await screen.findByRole('heading', { level: 2, name: '浙江省' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/industrialBelt/region')).toHaveLength(2);
  });

  it('ignores a code that is no province', async () => {
    const { calls } = stubIndustry();
    renderAt('/industrialBelt?code=99');
    expect(await screen.findByText(/在地图上点击省份/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/industrialBelt/region')).toHaveLength(0);
  });
});
