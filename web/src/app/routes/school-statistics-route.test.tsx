import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { stubSchoolAdmin } from '@/features/school-admin/testing/school-admin-fixtures';
import { initChart, SCORE_ROWS } from '@/features/teaching/analysis/analysis-fixtures';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, COURSE_INFO } from '@/testing/teacher-fixtures';

vi.mock('@/components/load-analysis-charts', () => ({ loadAnalysisCharts: async () => ({ init: initChart }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const SLOW = { timeout: 10_000 };
const course = (idSign: string, name: string, offering: 1 | 2 = 1) => ({
  ...COURSE_INFO,
  idSign,
  name,
  studentCount: 24,
  status: 1,
  masterFlag: '',
  updatedAt: '2026-11-20T10:00:00+08:00',
  offering,
});
const TEACHER = { teacherIdSign: 't1', name: '王丽华', mobile: '138****0002', jobNumber: 'T001', courseCount: 3, studentCount: 120 };

function stub() {
  return stubSchoolAdmin({
    '/schoolAdmin/courses': { code: 200, data: { list: [course('c-py', 'Python 程序设计'), course('c-tr', '跨境电商运营实训', 2)], total: 2 } },
    '/statistics/schoolTeacherList': { code: 200, data: { list: [TEACHER], total: 1 } },
    '/statistics/scoreSum': { code: 200, data: { studentCount: 24, average: 48.6, highest: 91.5, lowest: 3, passCount: 7, passRate: 29.2 } },
    '/statistics/scoreCount': { code: 200, data: { one: 1, two: 0, three: 2, four: 3, five: 4, six: 7, seven: 3, eight: 2, nine: 1, ten: 1 } },
    '/statistics/courseScoreList': { code: 200, data: { list: SCORE_ROWS, total: 24 } },
    '/course/getCourseIdBySign': { code: 200, data: { courseInfoVo: COURSE_INFO, courseTeacherVoList: [], standard: null } },
  });
}

describe('/school-admin/statistics', { timeout: 40_000 }, () => {
  it('opens on 本校教师, and a course picked among the school’s published ones opens its 成绩管理', async () => {
    const { calls } = stub();
    const { router } = renderAt('/school-admin/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: '教学统计' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('王丽华', undefined, SLOW)).toBeInTheDocument();
    // The picker asks for the published courses and trainings only.
    await waitFor(() => expect(calls.find((c) => c.path === '/schoolAdmin/courses')?.query).toEqual({ status: '1', page: '1', size: '50' }));
    // A course's tab without a course asks for one.
    await userEvent.click(screen.getByRole('tab', { name: '学习分析' }));
    expect(await screen.findByText('请选择要查看的课程或培训项目')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: '课程' }));
    const options = await screen.findAllByTitle('跨境电商运营实训 · 24 名学员');
    expect(options[options.length - 1]).toHaveTextContent('跨境电商运营实训（培训）');
    const python = await screen.findAllByTitle('Python 程序设计 · 24 名学员');
    await userEvent.click(python[python.length - 1]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=study&course=c-py'));

    await userEvent.click(screen.getByRole('tab', { name: '成绩管理' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=scores&course=c-py'));
    await waitFor(() => expect(bodiesOf(calls, '/statistics/courseScoreList')[0]).toMatchObject({ courseId: 'c-py' }));
    const panel = screen.getByRole('tabpanel', { name: '成绩管理' });
    expect(await within(panel).findByText('平均分', undefined, SLOW)).toBeInTheDocument();
  });

  it('keeps the tab and the course in the address', async () => {
    const { calls } = stub();
    renderAt('/school-admin/statistics?tab=scores&course=c-py');
    await waitFor(() => expect(bodiesOf(calls, '/statistics/scoreSum')[0]).toMatchObject({ courseId: 'c-py' }), SLOW);
    expect(screen.getByRole('tab', { name: '成绩管理', selected: true })).toBeInTheDocument();
  });
});
