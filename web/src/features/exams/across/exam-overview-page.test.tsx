import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn, record, stubExamTeacher } from '../teacher/test-fixtures';
import { bandsOf } from './score-chart';
import { overview, recordView } from './test-fixtures';

type Chart = { setOption: ReturnType<typeof vi.fn>; resize: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn> };
/** The charts drawn (ECharts stands in: jsdom has no canvas). */
const charts: { element: HTMLElement; chart: Chart }[] = [];
const initChart = (element: HTMLElement): Chart => {
  const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
  charts.push({ element, chart });
  return chart;
};
function lastOption(testId: string): { series: { data: unknown[] }[] } {
  const found = [...charts].reverse().find((c) => c.element.dataset.testid === testId);
  if (!found) throw new Error(`no chart ${testId}`);
  const calls = found.chart.setOption.mock.calls;
  return calls[calls.length - 1][0] as never;
}

vi.mock('@/components/load-analysis-charts', () => ({ loadAnalysisCharts: async () => ({ init: initChart }) }));

beforeEach(() => {
  charts.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const RECORDS = { list: [record(1), record(2, { submitStatus: 2, score: 12 })], total: 2 };

describe('/test-one 考试概况', { timeout: 60_000 }, () => {
  it('is a teacher\'s: 身份错误 and home for a student, login first for a visitor', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO } });
    const first = renderAt('/test-one?id=e1');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
    first.unmount();
    clearCookies();
    stubAccountsApi();
    const second = renderAt('/test-one?id=e1');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
  });

  it('shows the header, the eight figures, the distribution chart and the records linked to their grading', async () => {
    const { calls } = stubExamTeacher({
      '/exam/overview': { code: 200, data: overview() },
      '/exam/findRecords': { code: 200, data: RECORDS },
    });
    renderAt('/test-one?id=e1');
    expect(await screen.findByRole('heading', { name: '第1单元测试' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Python 程序设计' })).toHaveAttribute('href', '/courseDetail/c1');
    expect(screen.getByText('单元测试')).toBeInTheDocument();
    expect(screen.getByText('100 分')).toBeInTheDocument();
    expect(screen.getByText('在线作答')).toBeInTheDocument();
    expect(screen.getByText('已发布')).toBeInTheDocument();
    const figures = screen.getByRole('list', { name: '考试概况' });
    const values = within(figures).getAllByRole('listitem').map((li) => li.textContent);
    expect(values).toEqual(['学员30', '已提交12', '已批改9', '待批改3', '平均分76', '最高分98', '最低分41', '及格7']);
    expect(calls.find((c) => c.path === '/exam/overview')?.query).toEqual({ examinationId: 'e1' });
    await waitFor(() => expect(lastOption('distribution-chart').series[0].data).toHaveLength(5));
    const option = lastOption('distribution-chart') as unknown as { xAxis: { data: string[] }; series: { data: { value: number; itemStyle: { color: string } }[] }[] };
    expect(option.xAxis.data).toEqual(['0-59', '60-69', '70-79', '80-89', '90-100']);
    expect(option.series[0].data.map((d) => d.value)).toEqual([2, 1, 3, 2, 1]);
    expect(option.series[0].data[0].itemStyle.color).toBe('#e92d08');
    expect(screen.getByText('0-59分 2人')).toBeInTheDocument();
    const row = (await screen.findByText('学生1')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '批改' })).toHaveAttribute('href', '/criticizes-system-one?recordId=r1');
    expect(within(screen.getByText('学生2').closest('tr') as HTMLElement).getByRole('link', { name: '查看' })).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/findRecords')[0]).toEqual({ courseId: 'c1', examinationId: 'e1', type: 0, page: 1, size: 10 });
  });

  it('without a graded answer: -- figures and no chart', async () => {
    stubExamTeacher({
      '/exam/overview': { code: 200, data: overview({ graded: 0, submitted: 0, pending: 0, average: null, highest: null, lowest: null, passed: 0, distribution: [] }) },
      '/exam/findRecords': { code: 200, data: { list: [], total: 0 } },
    });
    renderAt('/test-one?id=e1');
    expect(await screen.findByText('暂无已批改的答卷')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-平均分')).getByText('--')).toBeInTheDocument();
    expect(charts).toHaveLength(0);
    expect(await screen.findByText('还没有作答记录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: btn('批改') })).toBeDisabled();
  });

  it('批改 opens the first record waiting for a mark', async () => {
    const { calls } = stubExamTeacher({
      '/exam/overview': { code: 200, data: overview() },
      '/exam/findRecords': { code: 200, data: { list: [record(7)], total: 3 } },
      '/qb/getExaminationPaperRecord': { code: 200, data: recordView(7) },
      '/exam/get': { code: 200, data: overview().exam },
      '/exam/twoList': { code: 200, data: { subjects: [], answers: [] } },
    });
    const { router } = renderAt('/test-one?id=e1');
    await userEvent.click(await screen.findByRole('button', { name: btn('批改') }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/criticizes-system-one?recordId=r7'));
    expect(bodiesOf(calls, '/exam/findRecords')).toContainEqual({ courseId: 'c1', examinationId: 'e1', submitStatus: 1, type: 0, page: 1, size: 1 });
    expect(await screen.findByText('学生7（20240007）')).toBeInTheDocument();
  });

  it('the server\'s refusal shows in the page', async () => {
    stubExamTeacher({ '/exam/overview': { code: -1000, msg: '考试不存在' } });
    renderAt('/test-one?id=nope');
    expect(await screen.findByText('考试不存在')).toBeInTheDocument();
  });

  it('orders the bands and fills the missing ones', () => {
    expect(bandsOf([{ label: '90-100', count: 4 }, { label: '0-59', count: 1 }]).map((b) => b.count)).toEqual([1, 0, 0, 0, 4]);
  });
});
