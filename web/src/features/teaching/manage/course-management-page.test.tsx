import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, stubTeacher } from '@/testing/teacher-fixtures';
import { MY_COURSES } from './test-fixtures';

// The machine is shared: give slow renders time (this file only).
configure({ asyncUtilTimeout: 5000 });

// The analysis tabs stand in as their name and course (they have tests of their own).
vi.mock('../analysis/operational-analysis-tab', () => ({
  OperationalAnalysisTab: ({ courseSign }: { courseSign: string }) => <div>{`operational:${courseSign}`}</div>,
}));
vi.mock('../analysis/study-analysis-tab', () => ({
  StudyAnalysisTab: ({ courseSign }: { courseSign: string }) => <div>{`study:${courseSign}`}</div>,
}));
vi.mock('../analysis/score-management-tab', () => ({
  ScoreManagementTab: ({ courseSign }: { courseSign: string }) => <div>{`score:${courseSign}`}</div>,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const MESSAGES = { '/messageInfo/getCourseMsgList': { code: 200, data: { list: [], total: 0 } } };

describe('/course-management', { timeout: 60_000 }, () => {
  it('opens the first course on 课程公告 and keeps the course in ?course=', async () => {
    const { calls } = stubTeacher({ ...MY_COURSES, ...MESSAGES });
    const { router } = renderAt('/course-management');
    expect(await screen.findByRole('tab', { name: '课程公告', selected: true }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-management/course-bulletin'));
    await waitFor(() => expect(router.state.location.search).toBe('?course=c1'));
    for (const label of ['课程资料', '单元测试', '运营分析', '成绩管理', '学习分析', '学员管理', '仿真实训', '考试管理', '题库管理']) {
      expect(screen.getByRole('tab', { name: label })).toBeInTheDocument();
    }
    await waitFor(() => expect(bodiesOf(calls, '/messageInfo/getCourseMsgList')).toContainEqual({ courseIdSign: 'c1', page: 1, size: 5 }));
  });

  it('switches the course with the picker and the tab with the tabs, keeping both in the address', async () => {
    const { calls } = stubTeacher({ ...MY_COURSES, ...MESSAGES });
    const { router } = renderAt('/course-management/course-bulletin?course=c2');
    await screen.findByRole('tab', { name: '课程公告', selected: true }, { timeout: 5000 });
    await waitFor(() => expect(bodiesOf(calls, '/messageInfo/getCourseMsgList')).toContainEqual({ courseIdSign: 'c2', page: 1, size: 5 }));
    await userEvent.click(screen.getByRole('tab', { name: '单元测试' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-management/unit-testing'));
    expect(router.state.location.search).toBe('?course=c2');
    expect(await screen.findByText('本课程还没有单元测试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '当前课程' }));
    await userEvent.click(await screen.findByTitle('会计基础'));
    await waitFor(() => expect(router.state.location.search).toBe('?course=c1'));
    expect(router.state.location.pathname).toBe('/course-management/unit-testing');
  });

  it('falls back to the first course for an unknown sign', async () => {
    stubTeacher({ ...MY_COURSES, ...MESSAGES });
    const { router } = renderAt('/course-management/course-bulletin?course=nope');
    await waitFor(() => expect(router.state.location.search).toBe('?course=c1'), { timeout: 5000 });
  });

  it('opens 仿真实训 (composed from the simulation feature) on the selected course', async () => {
    const { calls } = stubTeacher({ ...MY_COURSES, ...MESSAGES, '/simulation/course/assignments': { code: 200, data: [] } });
    const { router } = renderAt('/course-management/course-bulletin?course=c2');
    await screen.findByRole('tab', { name: '课程公告', selected: true }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('tab', { name: '仿真实训' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-management/simulation-training'));
    const panel = await screen.findByRole('region', { name: '仿真实训' });
    expect(await within(panel).findByText('本课程还没有添加仿真实训')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /添加实训/ })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/simulation/course/assignments')?.query).toEqual({ courseId: 'c2' });
  });

  it('mounts the analysis tabs with the selected course', async () => {
    stubTeacher({ ...MY_COURSES, ...MESSAGES });
    renderAt('/course-management/operational-analysis?course=c2');
    expect(await screen.findByText('operational:c2', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '学习分析' }));
    expect(await screen.findByText('study:c2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '成绩管理' }));
    expect(await screen.findByText('score:c2')).toBeInTheDocument();
  });

  it('shows an empty state to a teacher without courses', async () => {
    stubTeacher();
    renderAt('/course-management');
    expect(await screen.findByText('你还没有可管理的课程', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去我的授课' })).toBeInTheDocument();
  });

  it('lets a student in with the empty state and asks nothing of the teacher calls', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO } });
    const { router } = renderAt('/course-management');
    expect(await screen.findByText('你还没有可管理的课程', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course-management');
    expect(calls.some((c) => c.path === '/course/myCourseList')).toBe(false);
    expect(screen.queryByRole('button', { name: '去我的授课' })).not.toBeInTheDocument();
  });

  it('/imported-materials is for teachers: six tabs; a student gets 身份错误 and goes home', async () => {
    stubTeacher({ ...MY_COURSES, ...MESSAGES });
    const teacher = renderAt('/imported-materials?course=c1');
    const tabs = await screen.findByRole('tablist', undefined, { timeout: 5000 });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['课程公告', '课程资料', '成绩管理', '运营分析', '单元测试', '学员管理']);
    await waitFor(() => expect(teacher.router.state.location.pathname).toBe('/imported-materials/course-bulletin'));
    teacher.unmount();
    vi.unstubAllGlobals();
    resetThrottle();
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO } });
    const student = renderAt('/imported-materials');
    expect(await screen.findByText('身份错误', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(student.router.state.location.pathname).toBe('/home'));
  });

  it('without a session goes to the login page', async () => {
    stubAccountsApi();
    const { router } = renderAt('/course-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });
});
