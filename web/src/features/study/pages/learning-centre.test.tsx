import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { courseCard } from '@/testing/study-fixtures';
import { renderAt } from '@/testing/render';

// The first render of a lazy route is slow on a loaded machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });

// ECharts needs a canvas; jsdom has none. The chart's numbers are in its label.
vi.mock('../lib/echarts', () => ({ drawBarChart: vi.fn(async () => () => undefined) }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.path === path);

const myCourse = (idSign: string, name: string, studyStatus: 1 | 2, progress: number) => ({
  ...courseCard(idSign, name),
  studyStatus,
  progress,
  lastStudiedAt: '2026-11-21T20:10:00+08:00',
  lastVideoIdSign: `${idSign}-v2`,
});

const PERSONAL = {
  '/personal/getUserTrainProgress': {
    code: 200,
    data: { courseCount: 3, finishedCount: 1, inProgressCount: 2, studiedSeconds: 5400, list: [] },
  },
  '/personal/getTrainStudyProcess': {
    code: 200,
    data: {
      days: [
        { date: '2026-11-15', seconds: 0 },
        { date: '2026-11-16', seconds: 90 },
        { date: '2026-11-17', seconds: 0 },
        { date: '2026-11-18', seconds: 600 },
        { date: '2026-11-19', seconds: 0 },
        { date: '2026-11-20', seconds: 0 },
        { date: '2026-11-21', seconds: 1230 },
      ],
    },
  },
  '/personal/getUserWatchLocus': {
    code: 200,
    data: [
      {
        courseIdSign: 'c-py',
        courseName: 'Python 数据分析入门',
        coursePicture: '/files/c.png',
        videoIdSign: 'v-2',
        videoTitle: '安装 Python 环境',
        resumeSeconds: 12,
        durationSeconds: 30,
        completed: false,
        watchedAt: '2026-11-21T20:10:00+08:00',
      },
    ],
  },
  '/personal/getUserTask': {
    code: 200,
    data: [{ courseIdSign: 'c-py', courseName: 'Python 数据分析入门', videoIdSign: 'v-3', videoTitle: '缺失值处理', kind: 'video' }],
  },
};

describe('learning centre (/home/learning)', () => {
  it('centre: keeps the profile and identity, adds the study numbers, the 7-day chart, continue watching and tasks', async () => {
    setLoginCookie('1');
    stubAccountsApi(PERSONAL);
    renderAt('/home/learning/center');
    expect(await screen.findByRole('heading', { name: '个人中心' })).toBeInTheDocument();
    expect(await screen.findByText('138****0001')).toBeInTheDocument();
    expect(screen.getByText('身份认证')).toBeInTheDocument();
    const numbers = await screen.findByText('1小时30分钟');
    const card = numbers.closest('dl') as HTMLElement;
    expect(within(card).getByText('课程与培训').nextElementSibling).toHaveTextContent('3');
    expect(within(card).getByText('已完成').nextElementSibling).toHaveTextContent('1');
    expect(within(card).getByText('学习中').nextElementSibling).toHaveTextContent('2');
    expect(await screen.findByRole('img', { name: /近7天学习时长/ })).toHaveAccessibleName(
      '近7天学习时长（分钟）：11/15 0，11/16 1.5，11/17 0，11/18 10，11/19 0，11/20 0，11/21 20.5',
    );
    const watch = await screen.findByRole('list', { name: '继续观看' });
    expect(within(watch).getByText('看到 00:12 / 00:30')).toBeInTheDocument();
    expect(within(watch).getByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/college/course-video/c-py?video=v-2');
    expect(await screen.findByText('缺失值处理')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去学习' })).toHaveAttribute('href', '/college/course-video/c-py?video=v-3');
    const menu = screen.getByRole('navigation', { name: '学习中心' });
    expect(within(menu).getByRole('link', { name: '个人中心' })).toHaveAttribute('aria-current', 'page');
  });

  it('centre: says so when nothing was watched and there are no tasks', async () => {
    setLoginCookie('1');
    stubAccountsApi({
      ...PERSONAL,
      '/personal/getUserWatchLocus': { code: 200, data: [] },
      '/personal/getUserTask': { code: 200, data: [] },
    });
    renderAt('/home/learning/center');
    expect(await screen.findByText('还没有观看记录')).toBeInTheDocument();
    expect(await screen.findByText('暂无待完成的任务')).toBeInTheDocument();
  });

  it('curriculum: tabs 全部/学习中/已完成 ask /course/studyProgress by status, with progress and continue links', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/course/studyProgress': (call: Call) => {
        const status = call.body?.studyStatus;
        const all = [myCourse('c-a', 'Excel 高效办公', 1, 40), myCourse('c-b', '商务英语写作', 2, 100)];
        const list = status ? all.filter((course) => course.studyStatus === status) : all;
        return { code: 200, data: { list, total: status ? list.length : 20 } };
      },
    });
    renderAt('/home/learning/curriculum');
    const list = await screen.findByRole('list', { name: '我的课程' });
    expect(within(list).getByText('Excel 高效办公')).toBeInTheDocument();
    expect(within(list).getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '40');
    expect(within(list).getByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/college/course-video/c-a?video=c-a-v2');
    expect(within(list).getByRole('link', { name: '再次学习' })).toHaveAttribute('href', '/college/course-video/c-b?video=c-b-v2');
    expect(callsTo(calls, '/course/studyProgress')[0].body).toEqual({ page: 1, size: 8 });

    // Paging: 20 courses, 8 a page.
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(callsTo(calls, '/course/studyProgress').at(-1)?.body).toEqual({ page: 2, size: 8 }));

    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    await waitFor(() => expect(callsTo(calls, '/course/studyProgress').at(-1)?.body).toEqual({ page: 1, size: 8, studyStatus: 2 }));
    await waitFor(() => expect(screen.queryByText('Excel 高效办公')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('tab', { name: '学习中' }));
    await waitFor(() => expect(callsTo(calls, '/course/studyProgress').at(-1)?.body).toEqual({ page: 1, size: 8, studyStatus: 1 }));
  });

  it('curriculum: an empty list offers the course centre', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/course/studyProgress': { code: 200, data: { list: [], total: 0 } } });
    renderAt('/home/learning/curriculum');
    expect(await screen.findByText('还没有加入学习的课程')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去选课' })).toHaveAttribute('href', '/college/master-courses');
  });

  it('history-collect: 取消收藏 asks first, then posts /course/cancelCollect and the list refreshes', async () => {
    setLoginCookie('1');
    let collected = [
      { ...courseCard('c-a', 'Excel 高效办公'), collectedAt: '2026-11-20T09:00:00+08:00' },
      { ...courseCard('c-paid', '财务报表分析'), collectedAt: '2026-11-19T09:00:00+08:00' },
    ];
    const { calls } = stubAccountsApi({
      '/course/collectionList': () => ({ code: 200, data: { list: collected, total: collected.length } }),
      '/course/cancelCollect': (call: Call) => {
        collected = collected.filter((course) => course.idSign !== call.body?.sign);
        return { code: 200, msg: '取消收藏成功', data: null };
      },
      '/course/browseList': {
        code: 200,
        data: { list: [{ ...courseCard('c-z', '职场沟通技巧'), viewedAt: '2026-11-21T10:30:00+08:00' }], total: 1 },
      },
    });
    renderAt('/home/learning/history-collect');
    const list = await screen.findByRole('list', { name: '我的收藏' });
    expect(within(list).getByText('¥199.00')).toBeInTheDocument();
    expect(within(list).getByText('免费')).toBeInTheDocument();
    expect(within(list).getByText('收藏于 2026-11-20 09:00')).toBeInTheDocument();
    expect(callsTo(calls, '/course/collectionList')[0].query).toEqual({ page: '1', page_size: '10' });

    const rows = within(list).getAllByRole('listitem');
    await userEvent.click(within(rows[1]).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('确定取消收藏该课程吗？')).toBeInTheDocument();
    expect(callsTo(calls, '/course/cancelCollect')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(callsTo(calls, '/course/cancelCollect')).toHaveLength(1));
    expect(callsTo(calls, '/course/cancelCollect')[0].body).toEqual({ sign: 'c-paid' });
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/course/collectionList').length).toBeGreaterThan(1));

    await userEvent.click(screen.getByRole('tab', { name: '浏览记录' }));
    const history = await screen.findByRole('list', { name: '浏览记录' });
    expect(within(history).getByText('职场沟通技巧')).toBeInTheDocument();
    expect(within(history).getByText('浏览于 2026-11-21 10:30')).toBeInTheDocument();
    expect(callsTo(calls, '/course/browseList')[0].query).toEqual({ page: '1', page_size: '10' });
  });

  it('history-collect: empty lists say so', async () => {
    setLoginCookie('1');
    stubAccountsApi({
      '/course/collectionList': { code: 200, data: { list: [], total: 0 } },
      '/course/browseList': { code: 200, data: { list: [], total: 0 } },
    });
    renderAt('/home/learning/history-collect');
    expect(await screen.findByText('还没有收藏的课程')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '浏览记录' }));
    expect(await screen.findByText('还没有浏览记录')).toBeInTheDocument();
  });
});
