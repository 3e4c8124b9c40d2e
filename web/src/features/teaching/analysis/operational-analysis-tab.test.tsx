import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { bodiesOf } from '@/testing/teacher-fixtures';
import { chartAnswer, charts, EMPTY_COUNTS, initChart, lastOption, RECORD, stubTeacher } from './analysis-fixtures';
import { OperationalAnalysisTab } from './operational-analysis-tab';

/** Generous waits: the suite shares two cores with builds. */
const LONG = { timeout: 5000 };

vi.mock('@/components/load-analysis-charts', () => ({ loadAnalysisCharts: async () => ({ init: initChart }) }));

beforeEach(() => {
  charts.length = 0;
});

describe('OperationalAnalysisTab', () => {
  it('shows the counts as cards and draws the last 30 days; 近7天 asks for 7 days and redraws', async () => {
    const { calls } = stubTeacher({
      '/statistics/chartData': (call) => ({ code: 200, data: chartAnswer(Number(call.body?.days)) }),
      '/statistics/recordList': { code: 200, data: { list: [RECORD], total: 1 } },
    });
    renderInRouter(<OperationalAnalysisTab courseSign="C1" />);
    await vi.waitFor(() => expect(screen.getByTestId('stat-studentCount')).toHaveTextContent('学员总数24'), LONG);
    expect(screen.getByTestId('stat-studyingCount')).toHaveTextContent('学习中15');
    expect(screen.getByTestId('stat-finishedCount')).toHaveTextContent('已完成6');
    expect(screen.getByTestId('stat-totalStudyMinutes')).toHaveTextContent('累计学习时长1320 分钟');
    expect(screen.getByTestId('stat-questionCount')).toHaveTextContent('提问9');
    expect(screen.getByTestId('stat-answerCount')).toHaveTextContent('回答14');
    expect(screen.getByTestId('stat-viewCount')).toHaveTextContent('浏览310');
    expect(screen.getByTestId('stat-averageProgress')).toHaveTextContent('平均进度47.5%');
    expect(bodiesOf(calls, '/statistics/chartData')).toEqual([{ courseId: 'C1', days: 30 }]);

    await vi.waitFor(() => expect(lastOption('trend-chart').series).toHaveLength(2), LONG);
    const trend = lastOption('trend-chart');
    expect(trend.series.map((s) => s.name)).toEqual(['学习时长(分钟)', '学习人数']);
    expect(trend.series[0].data).toHaveLength(30);
    expect((trend.xAxis as { data: string[] }).data[0]).toBe('11-01');
    await vi.waitFor(() => expect(lastOption('enrolment-chart').series[0].data).toHaveLength(30), LONG);

    fireEvent.click(screen.getByText('近7天'));
    await vi.waitFor(() => expect(lastOption('trend-chart').series[0].data).toHaveLength(7), LONG);
    expect(bodiesOf(calls, '/statistics/chartData')).toContainEqual({ courseId: 'C1', days: 7 });
    expect(lastOption('enrolment-chart').series[0].data).toEqual([3, 0, 0, 0, 0, 0, 0]);
  });

  it('lists the study records (minutes) and sends the search in the body, from page 1', async () => {
    const { calls } = stubTeacher({
      '/statistics/chartData': { code: 200, data: chartAnswer(30) },
      '/statistics/recordList': { code: 200, data: { list: [RECORD], total: 23 } },
    });
    renderInRouter(<OperationalAnalysisTab courseSign="C1" />);
    const list = await screen.findByTestId('record-list', undefined, LONG);
    const row = (await within(list).findByText('张三', undefined, LONG)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2024010101');
    expect(row).toHaveTextContent('2026-11-20');
    expect(within(row).getByText('31')).toBeInTheDocument(); // 1830 s, rounded as the export rounds
    expect(within(list).getByText('共 23 条')).toBeInTheDocument();
    for (const title of ['姓名', '学号', '日期', '学习时长(分钟)']) expect(within(list).getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/recordList')[0]).toEqual({ courseId: 'C1', page: 1, page_size: 10 });

    fireEvent.click(within(list).getByTitle('2'));
    await vi.waitFor(() => expect(bodiesOf(calls, '/statistics/recordList')).toContainEqual({ courseId: 'C1', page: 2, page_size: 10 }), LONG);

    const search = within(list).getByPlaceholderText('搜索姓名、手机号或学号');
    fireEvent.change(search, { target: { value: ' 张三 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await vi.waitFor(() =>
      expect(bodiesOf(calls, '/statistics/recordList')).toContainEqual({ courseId: 'C1', keyword: '张三', page: 1, page_size: 10 }), LONG
    );
    expect(within(list).getByRole('button', { name: /导出 Excel/ })).toBeEnabled();
  });

  it('shows the empty state instead of charts when the course has no students', async () => {
    stubTeacher({
      '/statistics/chartData': { code: 200, data: chartAnswer(30, EMPTY_COUNTS) },
      '/statistics/recordList': { code: 200, data: { list: [], total: 0 } },
    });
    renderInRouter(<OperationalAnalysisTab courseSign="C1" />);
    expect(await screen.findByText('该课程暂无学员，学员加入课程并开始学习后，这里会显示统计数据', undefined, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('trend-chart')).not.toBeInTheDocument();
    expect(screen.getByTestId('stat-studentCount')).toHaveTextContent('学员总数0');
    const list = screen.getByTestId('record-list');
    await vi.waitFor(() => expect(within(list).getAllByText('暂无数据').length).toBeGreaterThan(0), LONG);
    expect(within(list).getByRole('button', { name: /导出 Excel/ })).toBeDisabled();
  });

  it('offers to retry when the figures fail to load', async () => {
    let fail = true;
    stubTeacher({
      '/statistics/chartData': () => (fail ? { code: -6, msg: '您没有权限访问!' } : { code: 200, data: chartAnswer(30) }),
      '/statistics/recordList': { code: 200, data: { list: [], total: 0 } },
    });
    renderInRouter(<OperationalAnalysisTab courseSign="C1" />);
    expect(await screen.findByText('数据加载失败', undefined, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await vi.waitFor(() => expect(screen.getByTestId('stat-studentCount')).toHaveTextContent('学员总数24'), LONG);
  });
});
