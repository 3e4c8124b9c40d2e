import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { setLoginCookie, STUDENT_INFO, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { saveCourse } from '../lib/wizard-storage';
import { bodiesOf, btn, COURSE_INFO, stubTeacher } from '@/testing/teacher-fixtures';
import { cleanUpTeacherTest } from '../lib/test-fixtures';

afterEach(cleanUpTeacherTest);

const row = (over: Record<string, unknown>) => ({ ...COURSE_INFO, masterFlag: '主讲教师', updatedAt: '2026-11-22T09:00:00+08:00', ...over });
const LIST = [
  row({ idSign: 'd', name: '草稿课', status: 0 }),
  row({ idSign: 'p', name: '已发课', status: 1, studentCount: 3 }),
  row({ idSign: 'a', name: '归档课', status: 2, studentCount: 5 }),
];

describe('/home/learning/my-teaching', { timeout: 20_000 }, () => {
  it('lists the courses with their status badges and an empty state', async () => {
    stubTeacher({ '/course/myCourseList': { code: 200, data: { list: LIST, total: 3 } } });
    renderAt('/home/learning/my-teaching');
    expect(await screen.findByText('草稿课', undefined, { timeout: 10_000 })).toBeInTheDocument();
    for (const s of ['草稿', '已发布', '已归档']) expect(screen.getByText(s)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: btn('发布') })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '取消发布' })).toHaveLength(1);
  });

  it('exports the list and shows the school\'s teachers below it', async () => {
    const { calls } = stubTeacher({
      '/course/myCourseList': { code: 200, data: { list: LIST, total: 3 } },
      '/statistics/schoolTeacherList': {
        code: 200,
        data: { list: [{ teacherIdSign: 't1', name: '郑建国', mobile: '138****0007', jobNumber: 'T2019002', courseCount: 2, studentCount: 30 }], total: 1 },
      },
    });
    renderAt('/home/learning/my-teaching');
    expect(await screen.findByText('郑建国', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('本校教师')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /导出 Excel/ }).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(bodiesOf(calls, '/statistics/schoolTeacherList')).not.toHaveLength(0));
  });

  it('shows the empty state', async () => {
    stubTeacher();
    renderAt('/home/learning/my-teaching');
    expect(await screen.findByText('还没有课程，点击“新建课程”开始', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says a course with students will be archived, and deletes only after the confirmation', async () => {
    const { calls } = stubTeacher({
      '/course/myCourseList': { code: 200, data: { list: LIST, total: 3 } },
      '/course/deleteCourse': { code: 200, msg: '删除成功', data: { archived: true } },
    });
    renderAt('/home/learning/my-teaching');
    await screen.findByText('已发课', undefined, { timeout: 10_000 });
    await userEvent.click(screen.getAllByRole('button', { name: btn('删除') })[1]);
    expect(await screen.findByText('这门课程已有 3 名学员，删除后将归档（不再对学员展示），学员记录保留。确定吗？')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/deleteCourse')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/deleteCourse')).toEqual([{ sign: 'p' }]);
  });

  it('warns that a course without students is removed for good', async () => {
    stubTeacher({ '/course/myCourseList': { code: 200, data: { list: LIST, total: 3 } } });
    renderAt('/home/learning/my-teaching');
    await screen.findByText('草稿课', undefined, { timeout: 10_000 });
    await userEvent.click(screen.getAllByRole('button', { name: btn('删除') })[0]);
    expect(await screen.findByText('确定删除这门课程吗？课程下的章节、视频和资料将一并删除，无法恢复。')).toBeInTheDocument();
  });

  it('publishes a draft (发布成功) and edits through the wizard', async () => {
    const { calls } = stubTeacher({
      '/course/myCourseList': { code: 200, data: { list: LIST, total: 3 } },
      '/course/publish': { code: 200, msg: '发布成功', data: { ...COURSE_INFO, status: 1 } },
    });
    const { router } = renderAt('/home/learning/my-teaching');
    await userEvent.click(await screen.findByRole('button', { name: btn('发布') }, { timeout: 10_000 }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/publish')).toEqual([{ sign: 'd' }]);
    await userEvent.click(screen.getAllByRole('button', { name: btn('编辑') })[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?course=d'));
  });

  it('links each course to its management (管理 → /course-management?course=<sign>)', async () => {
    stubTeacher({ '/course/myCourseList': { code: 200, data: { list: LIST, total: 3 } } });
    renderAt('/home/learning/my-teaching');
    const link = await screen.findByRole('link', { name: '管理：已发课' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/course-management?course=p');
    expect(screen.getAllByRole('link', { name: /^管理：/ })).toHaveLength(3);
  });

  it('starts a new course from a clean wizard', async () => {
    stubTeacher();
    saveCourse('old', 'm');
    const { router } = renderAt('/home/learning/my-teaching');
    await userEvent.click(await screen.findByRole('button', { name: /新建课程/ }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-curriculum/summary-Info'));
    expect(localStorage.getItem('xj.curriculum.courseId')).toBeNull();
  });

  it('is for teachers only; /teacher lands here', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO } });
    const student = renderAt('/home/learning/my-teaching');
    await waitFor(() => expect(student.router.state.location.pathname).toBe('/home'), { timeout: 10_000 });
    student.unmount();
    vi.unstubAllGlobals();
    resetThrottle();
    stubTeacher();
    const { router } = renderAt('/teacher/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/learning/my-teaching'), { timeout: 10_000 });
  });
});
