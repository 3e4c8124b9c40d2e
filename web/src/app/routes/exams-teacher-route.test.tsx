import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, stubTeacher } from '@/testing/teacher-fixtures';
import { MY_COURSES } from '@/features/teaching/manage/test-fixtures';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const EMPTY = { code: 200, data: { list: [], total: 0 } };

describe('the exam tabs in course management', { timeout: 60_000 }, () => {
  it('mounts 题库管理, 考试管理 and 单元测试 with the selected course', async () => {
    const { calls } = stubTeacher({
      ...MY_COURSES,
      '/qb/choiceList': { code: 200, data: { list: [], total: 0 } },
      '/exam/list': EMPTY,
      '/exam/findRecords': EMPTY,
    });
    renderAt('/course-management/single-questions?course=c2');
    expect(await screen.findByRole('button', { name: /新增试题/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeDisabled();
    await waitFor(() => expect(bodiesOf(calls, '/qb/choiceList')).toContainEqual({ courseId: 'c2', status: '0', page: 1, size: 5 }));
    await userEvent.click(screen.getByRole('tab', { name: '考试管理' }));
    expect(await screen.findByRole('button', { name: /新增考试/ })).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(calls, '/exam/list')).toContainEqual({ courseId: 'c2', page: 1, size: 10 }));
    await userEvent.click(screen.getByRole('tab', { name: '单元测试' }));
    expect(await screen.findByText('本课程还没有单元测试')).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(calls, '/exam/findRecords')).toContainEqual({ courseId: 'c2', type: 0, page: 1, size: 10 }));
  });
});
