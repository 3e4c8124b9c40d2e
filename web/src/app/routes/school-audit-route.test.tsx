import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { callsTo } from '@/features/admin/testing/admin-fixtures';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { stubSchoolAdmin } from '@/features/school-admin/testing/school-admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const PAGE = '/school-admin/audit';
const SLOW = { timeout: 10_000 };

const row = async (text: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', undefined, SLOW);
  return (await within(table).findByText(text, undefined, SLOW)).closest('tr') as HTMLElement;
};

/** Picks an option of an antd select by the option's title. */
async function choose(combobox: HTMLElement, option: string): Promise<void> {
  await userEvent.click(combobox);
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

describe('/school-admin/audit', { timeout: 40_000 }, () => {
  it("lists the school's rows: time, actor and role, action, target, summary, address (no school column)", async () => {
    const { calls } = stubSchoolAdmin();
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '操作日志' }, SLOW)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent).filter(Boolean);
    expect(headers).toEqual(['时间', '操作人', '操作', '对象', '摘要', 'IP']);
    const approved = await row('通过教师认证');
    expect(approved).toHaveTextContent('2026-11-29 10:30');
    expect(approved).toHaveTextContent('陈国强');
    expect(within(approved).getByText('学校管理员')).toBeInTheDocument();
    expect(approved).toHaveTextContent('通过身份认证');
    expect(approved).toHaveTextContent('赵敏（T2024009）');
    expect(approved).toHaveTextContent('10.0.0.9');
    expect(within(await row('修改了网站标题')).getByText('平台管理员')).toBeInTheDocument();
    expect(callsTo(calls, '/schoolAdmin/audit')[0].query).toEqual({ page: '1', size: '15' });
    // The school admin may not read the platform's calls: no export, no school list, no action list.
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/admin/'))).toBe(false);
  });

  it('sends the filters in the query (no school filter), the dates as YYYY-MM-DD, from page 1', async () => {
    const { calls } = stubSchoolAdmin();
    renderAt(PAGE);
    await userEvent.type(await screen.findByLabelText('操作人', undefined, SLOW), '陈');
    expect(screen.queryByRole('combobox', { name: '学校' })).toBeNull();
    await choose(screen.getByRole('combobox', { name: '操作类型' }), '驳回身份认证');
    await userEvent.click(screen.getByPlaceholderText('开始日期'));
    await userEvent.keyboard('2026-11-01{Enter}');
    await userEvent.click(screen.getByPlaceholderText('结束日期'));
    await userEvent.keyboard('2026-11-29{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(callsTo(calls, '/schoolAdmin/audit').at(-1)?.query).toEqual({
        actor: '陈',
        action: 'claim.reject',
        from: '2026-11-01',
        to: '2026-11-29',
        page: '1',
        size: '15',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(callsTo(calls, '/schoolAdmin/audit').at(-1)?.query).toEqual({ page: '1', size: '15' }));
  });

  it('expands a row to the state before and after; nothing shows —', async () => {
    stubSchoolAdmin();
    renderAt(PAGE);
    const approved = await row('通过教师认证');
    await userEvent.click(within(approved).getByRole('button', { name: '展开行' }));
    const before = await screen.findByRole('figure', { name: '操作前' });
    expect(within(before).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '操作后' }).textContent).toContain(JSON.stringify({ status: 2 }, null, 2));
  });
});
