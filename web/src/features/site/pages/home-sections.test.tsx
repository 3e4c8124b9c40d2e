// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { siteApi } from '@/testing/site-fixtures';
import { TRAININGS, trainingCard } from '@/testing/training-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const SLOW = { timeout: 8000 };
const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const INDEX = {
  courseCount: 12,
  trainCount: 4,
  learnerCount: 356,
  finishedCount: 41,
  studyHours: 1234.5,
  days: DAYS.map((date, i) => ({ date, minutes: [0, 30, 45, 0, 120, 60, 15][i], learners: [0, 2, 3, 0, 8, 4, 1][i] })),
};
const CRESTS = [
  { idSign: '1', schoolName: '学鲸职业技术学院', crest: '/files/site/logo.png' },
  { idSign: 'dhcj', schoolName: '东海财经职业学院', crest: '/files/site/dhcj-logo.png' },
];

const home = (overrides: Record<string, { code: number; data?: unknown; msg?: string }> = {}) => {
  const fetchMock = stubApi(
    siteApi({
      '/home/getWhaleTrainIndex': { code: 200, data: INDEX },
      '/train/getRecommendTrainList': { code: 200, data: { list: [...TRAININGS, trainingCard({ idSign: 't-4', trainName: '第四个培训' })] } },
      '/school/getSchoolCrestList': { code: 200, data: { list: CRESTS, total: 2 } },
      ...overrides,
    }),
  );
  renderAt('/home');
  return fetchMock;
};

describe('the home page\'s 学鲸实训指数, 实训训练营 and 合作院校', () => {
  it('shows the index as figures and the last week as bars, each day named with its minutes and learners', async () => {
    home();
    const section = await screen.findByRole('region', { name: '学鲸实训指数' }, SLOW);
    expect(await within(section).findByText('12')).toBeInTheDocument();
    expect(within(section).getByText('在线课程')).toBeInTheDocument();
    expect(within(section).getByText('4')).toBeInTheDocument();
    expect(within(section).getByText('41 人次已结业')).toBeInTheDocument();
    expect(within(section).getByText('1234.5 小时')).toBeInTheDocument();
    const chart = within(section).getByRole('img', { name: '近 7 天每天的学习时长（分钟），共 270 分钟' });
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    expect(within(chart).getByText('2026-11-25：120 分钟，8 人')).toBeInTheDocument();
    expect(within(chart).getByText('11-27')).toBeInTheDocument();
  });

  it('lists three recommended trainings with 更多 to the training catalogue', async () => {
    home();
    const section = await screen.findByRole('region', { name: '实训训练营' }, SLOW);
    const grid = await within(section).findByRole('list', { name: '实训训练营' });
    expect(within(grid).getAllByRole('link')).toHaveLength(3);
    expect(within(grid).queryByRole('link', { name: '第四个培训' })).toBeNull();
    expect(within(grid).getByRole('link', { name: '财务共享实训' })).toHaveAttribute('href', '/trainDetail/t-finance');
    expect(within(section).getByRole('link', { name: /更多/ })).toHaveAttribute('href', '/train');
  });

  it('shows the schools\' crests named by their schools', async () => {
    home();
    const strip = await screen.findByRole('list', { name: '合作院校校徽' }, SLOW);
    expect(within(strip).getByRole('img', { name: '东海财经职业学院' })).toHaveAttribute('src', '/files/site/dhcj-logo.png');
  });

  it('leaves out the index and the crests it cannot load, and says when there is no training', async () => {
    home({
      '/home/getWhaleTrainIndex': { code: -9999, msg: '系统繁忙' },
      '/school/getSchoolCrestList': { code: 200, data: { list: [], total: 0 } },
      '/train/getRecommendTrainList': { code: 200, data: { list: [] } },
    });
    const section = await screen.findByRole('region', { name: '实训训练营' }, SLOW);
    expect(await within(section).findByText('暂无推荐的培训')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: '学鲸实训指数' })).toBeNull());
    expect(screen.queryByRole('region', { name: '合作院校' })).toBeNull();
  });
});
