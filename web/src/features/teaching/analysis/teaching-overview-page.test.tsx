import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeachingFigure } from '@/api/teaching';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi, TEACHER_INFO } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { charts, initChart, lastOption } from './analysis-fixtures';
import { overviewTotals } from './teaching-overview-page';

// The first render of a lazy route is slow on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });
vi.mock('@/components/load-analysis-charts', () => ({ loadAnalysisCharts: async () => ({ init: initChart }) }));

beforeEach(() => {
  charts.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const figure = (over: Partial<TeachingFigure>): TeachingFigure => ({
  courseIdSign: 'c1', courseName: 'Python 数据分析入门', status: 1, studentCount: 30, studyingCount: 20, finishedCount: 10,
  activeCount: 12, averageProgress: 60, ...over,
});
const COURSES = [
  figure({}),
  figure({ courseIdSign: 'c2', courseName: '跨境电商运营实务', studentCount: 10, studyingCount: 9, finishedCount: 1, activeCount: 3, averageProgress: 20 }),
  figure({ courseIdSign: 'c3', courseName: '新课草稿', status: 0, studentCount: 0, studyingCount: 0, finishedCount: 0, activeCount: 0, averageProgress: 0 }),
];

function asTeacher(data: TeachingFigure[]) {
  setLoginCookie('1');
  const stub = stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: TEACHER_INFO }, '/statistics/teachingOverview': { code: 200, data } });
  return { ...stub, ...renderAt('/home/learning/teacher-study') };
}

describe('/home/learning/teacher-study (教学学情)', () => {
  it('adds up the courses, weighs the progress by students, charts the busiest and links each to its analysis', async () => {
    asTeacher(COURSES);
    expect(await screen.findByRole('heading', { level: 2, name: '教学学情' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-courses')).toHaveTextContent('3'));
    expect(screen.getByTestId('stat-students')).toHaveTextContent('40');
    expect(screen.getByTestId('stat-active')).toHaveTextContent('15');
    expect(screen.getByTestId('stat-progress')).toHaveTextContent('50%'); // (30 × 60 + 10 × 20) / 40
    const row = screen.getByRole('cell', { name: '跨境电商运营实务' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('已发布')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '跨境电商运营实务 学习分析' })).toHaveAttribute(
      'href',
      '/course-management/study-analysis?course=c2',
    );
    expect(within(screen.getByRole('cell', { name: '新课草稿' }).closest('tr') as HTMLElement).getByText('草稿')).toBeInTheDocument();
    await waitFor(() => expect(lastOption('overview-chart').series.map((s) => s.data)).toEqual([[0, 9, 20], [0, 1, 10]]));
    expect(screen.getByRole('figure', { name: '各课程学习中、已完成人数的堆叠条形图' })).toBeInTheDocument();
  });

  it('says so when the teacher teaches no course, with the way to create one', async () => {
    asTeacher([]);
    expect(await screen.findByText('你还没有教授的课程')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /去创建课程/ })).toHaveAttribute('href', '/new-curriculum');
    expect(charts).toHaveLength(0);
  });

  it('is not a student\'s page', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO } });
    const { router } = renderAt('/home/learning/teacher-study');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/home/learning/teacher-study'));
    expect(calls.some((c) => c.path === '/statistics/teachingOverview')).toBe(false);
  });
});

describe('overviewTotals', () => {
  it('is all zero without students', () => {
    expect(overviewTotals([])).toEqual({ courses: 0, students: 0, active: 0, finished: 0, progress: 0 });
  });
});
