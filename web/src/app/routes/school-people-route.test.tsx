import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { userRow } from '@/features/admin/testing/admin-fixtures';
import { stubSchoolAdmin } from '@/features/school-admin/testing/school-admin-fixtures';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const SLOW = { timeout: 10_000 };
const PAGE = '/school-admin/people';
const ROLES = '/schoolAdmin/user/roles';
const STUDENT = userRow();
const HEAD = userRow({ userId: 'u-admin', name: '陈国强', mobile: '138****0004', roles: ['schoolAdmin', 'teacher'] });
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice-title' });

const row = async (name: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', undefined, SLOW);
  return (await within(table).findByText(name, undefined, SLOW)).closest('tr') as HTMLElement;
};

describe('/school-admin/people', { timeout: 40_000 }, () => {
  it('lists the school’s users with their roles; the admin’s own row offers no change', async () => {
    const { calls } = stubSchoolAdmin({ '/schoolAdmin/users': { code: 200, data: { list: [STUDENT, HEAD], total: 2 } } });
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '师生管理' }, SLOW)).toBeInTheDocument();
    const li = await row('李同学');
    expect(li).toHaveTextContent('138****0001');
    expect(within(li).getByText('学生')).toBeInTheDocument();
    expect(within(li).getByRole('button', { name: '设置「李同学」的身份' })).toBeInTheDocument();
    const head = await row('陈国强');
    expect(within(head).queryByRole('button')).toBeNull();
    expect(head).toHaveTextContent('不能修改自己的身份');
    // A whole number or nothing; then every filter from page 1, without a school.
    const mobile = screen.getByLabelText('手机号');
    await userEvent.type(mobile, '1380000{Enter}');
    expect(await screen.findByText('请输入完整的11位手机号')).toBeInTheDocument();
    await userEvent.type(mobile, '0001{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/schoolAdmin/users').at(-1)?.query).toEqual({ mobile: '13800000001', page: '1', size: '15' }),
    );
  });

  it('设置身份 sends the student and teacher roles ticked and says what the server said', async () => {
    const { calls } = stubSchoolAdmin({
      '/schoolAdmin/users': { code: 200, data: { list: [STUDENT], total: 1 } },
      [ROLES]: { code: 200, msg: '身份已更新', data: { ...STUDENT, roles: ['normal', 'student', 'teacher'] } },
    });
    renderAt(PAGE);
    await userEvent.click(within(await row('李同学')).getByRole('button', { name: '设置「李同学」的身份' }));
    const dialog = (await screen.findByText('设置 李同学 的身份')).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByRole('checkbox', { name: '学生' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '教师' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '教师' }));
    await userEvent.click(within(dialog).getByRole('button', { name: btn('保存') }));
    expect(await toast('身份已更新')).toBeInTheDocument();
    expect(bodiesOf(calls, ROLES)).toEqual([{ userId: 'u-li', roles: ['student', 'teacher'] }]);
  });
});
