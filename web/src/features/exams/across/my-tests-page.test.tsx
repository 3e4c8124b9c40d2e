import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi, TEACHER_INFO, type Call } from '@/testing/accounts-fixtures';
import { FakeXhr, stubXhr } from '@/testing/fake-xhr';
import { renderAt } from '@/testing/render';
import { exam } from '../teacher/test-fixtures';
import { mineAnswer, mineItem } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const COUNTS = { todo: 2, submitted: 1, missed: 4 };
const TODO = [
  mineItem({ idSign: 'e1', examinationName: '第一章作业', type: 1 }),
  mineItem({ idSign: 'e2', examinationName: '实训考试', type: 2, answerMode: 2, courseId: 't9', courseName: '跨境电商运营实训', offering: 2 }),
];
const SUBMITTED = [mineItem({ idSign: 'e3', examinationName: '期末考试', type: 3, commitStatus: 1, submitStatus: 1, recordId: 'r3', canStart: false })];

/** /exam/mine by its query: the counts call (size 1), then each status's list. */
function mine(call: Call) {
  const { status, size, kind } = call.query;
  if (size === '1') return { code: 200, data: mineAnswer([], kind === 'work' ? { todo: 1, submitted: 0, missed: 0 } : COUNTS, 9) };
  if (kind === 'work') return { code: 200, data: mineAnswer([], { todo: 1, submitted: 0, missed: 0 }) };
  if (status === 'todo') return { code: 200, data: mineAnswer(TODO, COUNTS) };
  if (status === 'submitted') return { code: 200, data: mineAnswer(SUBMITTED, COUNTS) };
  return { code: 200, data: mineAnswer([], COUNTS) };
}

const asStudent = (handlers = {}) => {
  setLoginCookie('1');
  return stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO }, '/exam/mine': mine, ...handlers });
};
const asTeacher = (handlers = {}) => {
  setLoginCookie('1');
  return stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: TEACHER_INFO }, '/exam/mine': mine, ...handlers });
};
const mineCalls = (calls: Call[]) => calls.filter((c) => c.path === '/exam/mine' && c.query.size !== '1').map((c) => c.query);

describe('/test 我的作业与考试', { timeout: 60_000 }, () => {
  it('sends a visitor to log in first', async () => {
    stubAccountsApi();
    const { router } = renderAt('/test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?url=%2Ftest');
  });

  it('a student: 待完成 first, the four tabs with their counts, each row with its course, marks and action', async () => {
    const { calls } = asStudent();
    renderAt('/test');
    const list = await screen.findByRole('list', { name: '待完成列表' });
    expect(screen.queryByRole('tab', { name: /我布置的/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('tab', { name: /^待完成\s*2$/ })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: /^已提交\s*1$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^已错过\s*4$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^全部\s*9$/ })).toBeInTheDocument();
    expect(mineCalls(calls)[0]).toEqual({ status: 'todo', page: '1', size: '10' });
    const [work, training] = within(list).getAllByRole('listitem');
    expect(within(work).getByRole('link', { name: 'Python 程序设计' })).toHaveAttribute('href', '/courseDetail/c1');
    expect(within(work).getByText('(未提交)')).toHaveStyle({ color: '#e92d08' });
    expect(within(work).getByRole('link', { name: '开始作答' })).toHaveAttribute('href', '/testPaper/e1');
    expect(within(work).getByText(/作业 · 限时 30 分钟/)).toBeInTheDocument();
    expect(within(training).getByRole('link', { name: '跨境电商运营实训' })).toHaveAttribute('href', '/trainDetail/t9');
    expect(within(training).queryByRole('link', { name: '开始作答' })).toBeNull();
    expect(within(training).getByLabelText('上传答案 实训考试')).toBeInTheDocument();
  });

  it('switches tabs and kinds through the address; each empty list says so', async () => {
    const { calls } = asStudent();
    const { router } = renderAt('/test');
    await screen.findByRole('list', { name: '待完成列表' });
    await userEvent.click(screen.getByRole('tab', { name: /已提交/ }));
    const submitted = await screen.findByRole('list', { name: '已提交列表' });
    expect(router.state.location.search).toBe('?tab=submitted');
    expect(within(submitted).getByRole('link', { name: '查看结果' })).toHaveAttribute('href', '/look-answer?recordId=r3');
    expect(within(submitted).getByText('(批改中)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /已错过/ }));
    expect(await screen.findByText('暂无已错过的作业或考试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '作业' }));
    expect(await screen.findByText('暂无已错过的作业')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=missed&kind=work');
    await waitFor(() => expect(screen.getByRole('tab', { name: /^待完成\s*1$/ })).toBeInTheDocument());
    expect(mineCalls(calls)).toContainEqual({ kind: 'work', status: 'missed', page: '1', size: '10' });
    await userEvent.click(screen.getByRole('tab', { name: /待完成/ }));
    expect(await screen.findByText('暂无待完成的作业')).toBeInTheDocument();
  });

  it('uploads a training exam\'s answer file through the training\'s call and reloads the lists', async () => {
    stubXhr();
    const { calls } = asStudent();
    renderAt('/test');
    const input = await screen.findByLabelText('上传答案 实训考试');
    const before = mineCalls(calls).length;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' }));
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.url).toMatch(/\/train\/upExamineFile$/);
    expect(xhr.body?.get('examinationId')).toBe('e2');
    xhr.answer({ code: 200, msg: '上传成功.', data: { recordId: 'r9' } });
    expect(await screen.findByText('上传成功.')).toBeInTheDocument();
    await waitFor(() => expect(mineCalls(calls).length).toBeGreaterThan(before));
  });

  it('a teacher: 我布置的 open first with the exams set across courses, each opening /test-one', async () => {
    const { calls } = asTeacher({
      '/exam/managedList': {
        code: 200,
        data: { list: [exam(1, { courseName: 'Python 程序设计', releaseStatus: 1, attemptCount: 5, gradedCount: 3, pendingCount: 2 })], total: 1 },
      },
    });
    renderAt('/test');
    const link = await screen.findByRole('link', { name: '第1单元测试' });
    expect(link).toHaveAttribute('href', '/test-one?id=e1');
    expect(screen.getByRole('tab', { name: '我布置的' })).toHaveAttribute('aria-selected', 'true');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Python 程序设计')).toBeInTheDocument();
    expect(within(row).getByText('已发布')).toBeInTheDocument();
    expect(row.querySelector('[class*="pending"]')).toHaveTextContent('2');
    expect(calls.find((c) => c.path === '/exam/managedList')?.query).toEqual({ page: '1', size: '10' });
    expect(mineCalls(calls)).toHaveLength(0);
    // Their own homework and exams are the other tabs.
    await userEvent.click(screen.getByRole('tab', { name: /待完成/ }));
    expect(await screen.findByRole('list', { name: '待完成列表' })).toBeInTheDocument();
  });

  it('a teacher who set nothing sees the empty state with what to do', async () => {
    asTeacher({ '/exam/managedList': { code: 200, data: { list: [], total: 0 } } });
    renderAt('/test');
    expect(await screen.findByText('暂无布置的作业或考试')).toBeInTheDocument();
  });
});
