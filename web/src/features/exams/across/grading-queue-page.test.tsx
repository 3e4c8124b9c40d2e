import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { stubExamTeacher } from '../teacher/test-fixtures';
import { queueRecord } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const COURSES = { code: 200, data: [{ idSign: 'c1', name: 'Python 程序设计' }, { idSign: 'c2', name: '会计基础' }] };
const queue = (call: Call) =>
  call.query.courseId === 'c2'
    ? { code: 200, data: { list: [], total: 0 } }
    : { code: 200, data: { list: [queueRecord(1), queueRecord(2, { examinationName: '期末考试', courseName: '会计基础', courseId: 'c2' })], total: 2 } };
const queueCalls = (calls: Call[]) => calls.filter((c) => c.path === '/exam/gradingQueue').map((c) => c.query);

describe('/criticizes-system 批阅系统', { timeout: 60_000 }, () => {
  it('lists the answers waiting for a mark, each with 批改 to its grading page', async () => {
    const { calls } = stubExamTeacher({ '/exam/courseListByName': COURSES, '/exam/gradingQueue': queue });
    renderAt('/criticizes-system');
    expect(await screen.findByRole('heading', { name: '批阅系统' })).toBeInTheDocument();
    const row = (await screen.findByText('学生1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('20240001')).toBeInTheDocument();
    expect(within(row).getByText('第1单元测试')).toBeInTheDocument();
    expect(within(row).getByText('Python 程序设计')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-21 09:20')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '批改 学生1 第1单元测试' })).toHaveAttribute('href', '/criticizes-system-one?recordId=r1');
    expect(screen.getByText('共 2 份待批改')).toBeInTheDocument();
    expect(queueCalls(calls)[0]).toEqual({ page: '1', size: '10' });
  });

  it('keeps to one course with the filter, and says when nothing waits', async () => {
    const { calls } = stubExamTeacher({ '/exam/courseListByName': COURSES, '/exam/gradingQueue': queue });
    const { router } = renderAt('/criticizes-system');
    await screen.findByText('学生1');
    await userEvent.click(screen.getByRole('combobox', { name: '课程' }));
    await userEvent.click(await screen.findByTitle('会计基础'));
    expect(await screen.findByText('暂无待批改的答卷')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?courseId=c2');
    expect(queueCalls(calls)).toContainEqual({ courseId: 'c2', page: '1', size: '10' });
  });

  it('tells anyone else that grading is for teachers, with a way to their own work', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO } });
    renderAt('/criticizes-system');
    expect(await screen.findByText('批阅系统供教师使用')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的作业与考试' })).toHaveAttribute('href', '/test');
    expect(queueCalls(calls)).toHaveLength(0);
  });

  it('sends a visitor to log in first', async () => {
    stubAccountsApi();
    const { router } = renderAt('/criticizes-system');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
