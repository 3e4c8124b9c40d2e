import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { bodiesOf } from '@/testing/teacher-fixtures';
import { charts, initChart, lastOption, PROGRESS, PROGRESS_NEW, stubTeacher } from './analysis-fixtures';
import { StudyAnalysisTab } from './study-analysis-tab';

/** Generous waits: the suite shares two cores with builds. */
const LONG = { timeout: 5000 };

vi.mock('@/components/load-analysis-charts', () => ({ loadAnalysisCharts: async () => ({ init: initChart }) }));

const BUCKETS = [
  { label: '0–19%', count: 5 },
  { label: '20–39%', count: 4 },
  { label: '40–59%', count: 3 },
  { label: '60–79%', count: 2 },
  { label: '80–100%', count: 10 },
];
const VIDEOS = [
  { videoIdSign: 'v1', chapterName: '第一章 入门', videoTitle: '1.1 安装 Python', learners: 20, completed: 12, completionRate: 50 },
  { videoIdSign: 'v2', chapterName: '第一章 入门', videoTitle: '1.2 变量', learners: 8, completed: 3, completionRate: 12.5 },
];

beforeEach(() => {
  charts.length = 0;
});

describe('StudyAnalysisTab', () => {
  it('draws the progress distribution and lists each video with its completion rate as a bar', async () => {
    stubTeacher({
      '/statistics/studyAnalysis': { code: 200, data: { progressBuckets: BUCKETS, videoList: VIDEOS } },
      '/statistics/studyProgressList': { code: 200, data: { list: [PROGRESS], total: 1 } },
    });
    renderInRouter(<StudyAnalysisTab courseSign="C1" />);
    await vi.waitFor(() => expect(lastOption('progress-chart').series[0].data).toEqual([5, 4, 3, 2, 10]), LONG);
    expect((lastOption('progress-chart').xAxis as { data: string[] }).data).toEqual(BUCKETS.map((b) => b.label));
    const videos = screen.getByTestId('video-list');
    const row = (await within(videos).findByText('1.2 变量', undefined, LONG)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('第一章 入门');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12.5');
    expect(row).toHaveTextContent('12.5%');
    for (const title of ['章节', '视频', '学习人数', '完成人数', '完成率']) {
      expect(within(videos).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
  });

  it('exports the video table with the course as the body', async () => {
    const { calls } = stubTeacher({
      '/statistics/studyAnalysis': { code: 200, data: { progressBuckets: BUCKETS, videoList: VIDEOS } },
      '/statistics/studyProgressList': { code: 200, data: { list: [PROGRESS], total: 1 } },
      '/statistics/studyAnalysis/export': { code: -6, msg: '没有权限' },
    });
    renderInRouter(<StudyAnalysisTab courseSign="C1" />);
    const videos = screen.getByTestId('video-list');
    await within(videos).findByText('1.2 变量', undefined, LONG);
    fireEvent.click(within(videos).getByRole('button', { name: /导出 Excel/ }));
    expect(await screen.findByText('您没有权限访问!', undefined, LONG)).toBeInTheDocument(); // -6: the catalogue's fixed text
    expect(bodiesOf(calls, '/statistics/studyAnalysis/export')).toEqual([{ courseId: 'C1' }]);
  });

  it('lists the study progress; the status filter and the search go into the body from page 1', async () => {
    const { calls } = stubTeacher({
      '/statistics/studyAnalysis': { code: 200, data: { progressBuckets: BUCKETS, videoList: [] } },
      '/statistics/studyProgressList': { code: 200, data: { list: [PROGRESS, PROGRESS_NEW], total: 12 } },
    });
    renderInRouter(<StudyAnalysisTab courseSign="C1" />);
    const list = await screen.findByTestId('progress-list', undefined, LONG);
    const done = (await within(list).findByText('张三', undefined, LONG)).closest('tr') as HTMLElement;
    expect(done).toHaveTextContent('已完成');
    expect(done).toHaveTextContent('62'); // 3725 s
    expect(done).toHaveTextContent('2026-11-01 09:30');
    expect(done).toHaveTextContent('2026-11-20 20:15');
    const fresh = within(list).getByText('李四').closest('tr') as HTMLElement;
    expect(fresh).toHaveTextContent('学习中');
    expect(fresh).toHaveTextContent('未开始');
    expect(fresh).toHaveTextContent('—');
    for (const title of ['姓名', '学号', '学习进度(%)', '学习时长(分钟)', '状态', '加入时间', '最近学习']) {
      expect(within(list).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(bodiesOf(calls, '/statistics/studyProgressList')[0]).toEqual({ courseId: 'C1', page: 1, page_size: 10 });

    fireEvent.click(within(list).getByTitle('2'));
    await vi.waitFor(() => expect(bodiesOf(calls, '/statistics/studyProgressList')).toContainEqual({ courseId: 'C1', page: 2, page_size: 10 }), LONG);
    fireEvent.click(within(list).getByRole('radio', { name: '学习中' }));
    await vi.waitFor(() =>
      expect(bodiesOf(calls, '/statistics/studyProgressList')).toContainEqual({ courseId: 'C1', studyStatus: 1, page: 1, page_size: 10 }), LONG
    );
    const search = within(list).getByPlaceholderText('搜索姓名、手机号或学号');
    fireEvent.change(search, { target: { value: '2024' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await vi.waitFor(() =>
      expect(bodiesOf(calls, '/statistics/studyProgressList')).toContainEqual({ courseId: 'C1', keyword: '2024', studyStatus: 1, page: 1, page_size: 10 }), LONG
    );
    fireEvent.click(within(list).getByRole('radio', { name: '已完成' }));
    await vi.waitFor(() =>
      expect(bodiesOf(calls, '/statistics/studyProgressList')).toContainEqual({ courseId: 'C1', keyword: '2024', studyStatus: 2, page: 1, page_size: 10 }), LONG
    );
    fireEvent.click(within(list).getByRole('radio', { name: '全部' }));
    await vi.waitFor(() =>
      expect(bodiesOf(calls, '/statistics/studyProgressList').at(-1)).toEqual({ courseId: 'C1', keyword: '2024', page: 1, page_size: 10 }), LONG
    );
  });

  it('shows the empty states of a course without students and without videos', async () => {
    stubTeacher({
      '/statistics/studyAnalysis': { code: 200, data: { progressBuckets: BUCKETS.map((b) => ({ ...b, count: 0 })), videoList: [] } },
      '/statistics/studyProgressList': { code: 200, data: { list: [], total: 0 } },
    });
    renderInRouter(<StudyAnalysisTab courseSign="C1" />);
    expect(await screen.findByText('该课程暂无学员，学员加入课程并开始学习后，这里会显示统计数据', undefined, LONG)).toBeInTheDocument();
    expect(screen.getAllByText('课程还没有视频').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('progress-chart')).not.toBeInTheDocument();
  });
});
