import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { COURSE_INFO, bodiesOf } from '@/testing/teacher-fixtures';
import { charts, initChart, lastOption, SCORE_ROWS, stubTeacher } from './analysis-fixtures';
import { ScoreCell, ScoreManagementTab } from './score-management-tab';

/** Generous waits: the suite shares two cores with builds. */
const LONG = { timeout: 5000 };

vi.mock('@/components/load-analysis-charts', () => ({ loadAnalysisCharts: async () => ({ init: initChart }) }));

const SUMS = { studentCount: 24, average: 48.6, highest: 91.5, lowest: 3, passCount: 7, passRate: 29.2 };
const COUNTS = { one: 1, two: 0, three: 2, four: 3, five: 4, six: 7, seven: 3, eight: 2, nine: 1, ten: 1 };
const STANDARD = { id: 's1', courseId: 'C1', watchVideo: '30', interactiveQuestion: '10', unitTesting: '20', theFinalExam: '30', logSig: '10' };

function stub(overrides: Record<string, unknown> = {}) {
  return stubTeacher({
    '/statistics/scoreSum': { code: 200, data: SUMS },
    '/statistics/scoreCount': { code: 200, data: COUNTS },
    '/statistics/courseScoreList': { code: 200, data: { list: SCORE_ROWS, total: 24 } },
    '/course/getCourseIdBySign': { code: 200, data: { courseInfoVo: COURSE_INFO, courseTeacherVoList: [], standard: STANDARD } },
    ...(overrides as object),
  });
}

beforeEach(() => {
  charts.length = 0;
});

describe('ScoreCell', () => {
  it('is red with (未及格) below 60 and green with (及格) at 60 or more', () => {
    render(
      <>
        <ScoreCell score={59.9} />
        <ScoreCell score={60} />
      </>,
    );
    const [fail, pass] = screen.getAllByTestId('score-cell');
    expect(fail).toHaveTextContent('59.9(未及格)');
    expect(fail).toHaveStyle({ color: '#e92d08' });
    expect(pass).toHaveTextContent('60(及格)');
    expect(pass).toHaveStyle({ color: '#28B068' });
  });
});

describe('ScoreManagementTab', () => {
  it('shows the sums as cards, the ten buckets as bars and how the score is made from the standard', async () => {
    const { calls } = stub();
    renderInRouter(<ScoreManagementTab courseSign="C1" />);
    await vi.waitFor(() => expect(screen.getByTestId('stat-studentCount')).toHaveTextContent('学员数24'), LONG);
    expect(screen.getByTestId('stat-average')).toHaveTextContent('平均分48.6');
    expect(screen.getByTestId('stat-highest')).toHaveTextContent('最高分91.5');
    expect(screen.getByTestId('stat-lowest')).toHaveTextContent('最低分3');
    expect(screen.getByTestId('stat-passCount')).toHaveTextContent('及格人数7');
    expect(screen.getByTestId('stat-passRate')).toHaveTextContent('及格率29.2%');
    expect(bodiesOf(calls, '/statistics/scoreSum')).toEqual([{ courseId: 'C1' }]);
    expect(bodiesOf(calls, '/statistics/scoreCount')).toEqual([{ courseId: 'C1' }]);

    await vi.waitFor(() => expect(lastOption('score-chart').series[0].data).toHaveLength(10), LONG);
    const option = lastOption('score-chart');
    expect((option.xAxis as { data: string[] }).data).toEqual(['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80–89', '90–100']);
    const bars = option.series[0].data as { value: number; itemStyle: { color: string } }[];
    expect(bars.map((b) => b.value)).toEqual([1, 0, 2, 3, 4, 7, 3, 2, 1, 1]);
    expect(bars[5].itemStyle.color).toBe('#e92d08');
    expect(bars[6].itemStyle.color).toBe('#28B068');

    expect(
      await screen.findByText(
        '总成绩 = 观看视频 × 30% + 互动问答 × 10% + 单元测试 × 20% + 期末考试 × 30% + 登录签到 × 10%（按课程考核标准计算，各项满分100，60分及格）。单元测试和期末考试的成绩在课程开设考试后计入。',
      ),
    ).toBeInTheDocument();
  });

  it('uses the default weights 40/10/20/20/10 when the course has no standard', async () => {
    stub({ '/course/getCourseIdBySign': { code: 200, data: { courseInfoVo: COURSE_INFO, courseTeacherVoList: [], standard: null } } });
    renderInRouter(<ScoreManagementTab courseSign="C1" />);
    expect(await screen.findByText(/^总成绩 = 观看视频 × 40% \+ 互动问答 × 10% \+ 单元测试 × 20% \+ 期末考试 × 20% \+ 登录签到 × 10%/, undefined, LONG)).toBeInTheDocument();
  });

  it('lists the scores with coloured totals; the search goes into the body from page 1', async () => {
    const { calls } = stub();
    renderInRouter(<ScoreManagementTab courseSign="C1" />);
    const list = await screen.findByTestId('score-list', undefined, LONG);
    const passed = (await within(list).findByText('王五', undefined, LONG)).closest('tr') as HTMLElement;
    expect(within(passed).getByTestId('score-cell')).toHaveTextContent('60(及格)');
    expect(within(passed).getByTestId('score-cell')).toHaveStyle({ color: '#28B068' });
    const failed = within(list).getByText('张三').closest('tr') as HTMLElement;
    expect(within(failed).getByTestId('score-cell')).toHaveTextContent('53.2(未及格)');
    expect(within(failed).getByTestId('score-cell')).toHaveStyle({ color: '#e92d08' });
    expect(failed).toHaveTextContent('2024010101');
    for (const title of ['姓名', '学号', '观看视频', '互动问答', '单元测试', '期末考试', '登录签到', '总成绩']) {
      expect(within(list).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(within(list).getByText('共 24 条')).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/courseScoreList')[0]).toEqual({ courseId: 'C1', page: 1, page_size: 10 });
    fireEvent.click(within(list).getByTitle('3'));
    await vi.waitFor(() => expect(bodiesOf(calls, '/statistics/courseScoreList')).toContainEqual({ courseId: 'C1', page: 3, page_size: 10 }), LONG);
    const search = within(list).getByPlaceholderText('搜索姓名、手机号或学号');
    fireEvent.change(search, { target: { value: '王' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await vi.waitFor(() =>
      expect(bodiesOf(calls, '/statistics/courseScoreList')).toContainEqual({ courseId: 'C1', keyword: '王', page: 1, page_size: 10 }), LONG
    );
  });

  it('exports the score list with the search as the body', async () => {
    const { calls } = stub({
      '/statistics/courseScoreList/export': { code: -1000, msg: '导出数据超过50000行，请缩小筛选范围' },
    });
    renderInRouter(<ScoreManagementTab courseSign="C1" />);
    const list = await screen.findByTestId('score-list', undefined, LONG);
    await within(list).findByText('王五', undefined, LONG);
    const search = within(list).getByPlaceholderText('搜索姓名、手机号或学号');
    fireEvent.change(search, { target: { value: '王' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(list).getByRole('button', { name: /导出 Excel/ }));
    expect(await screen.findByText('导出数据超过50000行，请缩小筛选范围', undefined, LONG)).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/courseScoreList/export')).toEqual([{ courseId: 'C1', keyword: '王' }]);
  });

  it('shows the empty state when the course has no students', async () => {
    stub({
      '/statistics/scoreSum': { code: 200, data: { studentCount: 0, average: 0, highest: 0, lowest: 0, passCount: 0, passRate: 0 } },
      '/statistics/scoreCount': { code: 200, data: Object.fromEntries(Object.keys(COUNTS).map((k) => [k, 0])) },
      '/statistics/courseScoreList': { code: 200, data: { list: [], total: 0 } },
    });
    renderInRouter(<ScoreManagementTab courseSign="C1" />);
    expect(await screen.findByText('该课程暂无学员，学员加入课程并开始学习后，这里会显示统计数据', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByTestId('stat-passRate')).toHaveTextContent('及格率0%');
    expect(screen.queryByTestId('score-chart')).not.toBeInTheDocument();
  });
});
