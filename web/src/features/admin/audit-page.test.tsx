import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { callsTo, SCHOOL_SIGN, stubAdmin } from './testing/admin-fixtures';

const { saveBlob } = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), saveBlob }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  saveBlob.mockReset();
});

const PAGE = '/admin/audit';
const SLOW = { timeout: 10_000 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/** Fills the filters: actor, action, school and the date range (typed, as a keyboard user would). */
async function fillFilters(): Promise<void> {
  await userEvent.type(await screen.findByLabelText('操作人', undefined, SLOW), '周');
  await choose(screen.getByRole('combobox', { name: '操作类型' }), '编辑学校');
  await choose(screen.getByRole('combobox', { name: '学校' }), '杭州职业技术学院');
  await userEvent.click(screen.getByPlaceholderText('开始日期'));
  await userEvent.keyboard('2026-11-01{Enter}');
  await userEvent.click(screen.getByPlaceholderText('结束日期'));
  await userEvent.keyboard('2026-11-28{Enter}');
}

describe('/admin/audit', { timeout: 40_000 }, () => {
  it('lists the audit rows: time, actor and role, school, action, target, summary, address', async () => {
    const { calls } = stubAdmin();
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '操作日志' }, SLOW)).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const column of ['时间', '操作人', '学校', '操作', '对象', '摘要', 'IP']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const edited = await row('修改了网站标题');
    expect(edited).toHaveTextContent('2026-11-28 09:05');
    expect(edited).toHaveTextContent('周杰');
    expect(within(edited).getByText('平台管理员')).toBeInTheDocument();
    expect(edited).toHaveTextContent('杭州职业技术学院');
    expect(edited).toHaveTextContent('编辑学校');
    expect(edited).toHaveTextContent('杭州职业技术学院（hzvtc）');
    expect(edited).toHaveTextContent('10.0.0.8');
    expect(within(await row('陈国强')).getByText('学校管理员')).toBeInTheDocument();
    expect(callsTo(calls, '/admin/audit')[0].query).toEqual({ page: '1', size: '15' });
  });

  it('sends the filters in the query, the dates as YYYY-MM-DD, from page 1', async () => {
    const { calls } = stubAdmin();
    renderAt(PAGE);
    await fillFilters();
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(callsTo(calls, '/admin/audit').at(-1)?.query).toEqual({
        actor: '周',
        action: 'school.update',
        schoolSign: SCHOOL_SIGN,
        from: '2026-11-01',
        to: '2026-11-28',
        page: '1',
        size: '15',
      }),
    );
  });

  it('expands a row to the state before and after, pretty-printed side by side; nothing shows —', async () => {
    stubAdmin();
    renderAt(PAGE);
    const edited = await row('修改了网站标题');
    await userEvent.click(within(edited).getByRole('button', { name: '展开行' }));
    const before = await screen.findByRole('figure', { name: '操作前' });
    const after = screen.getByRole('figure', { name: '操作后' });
    expect(within(before).getByText(/"title": "杭州职业技术学院",/).textContent).toBe(
      JSON.stringify({ title: '杭州职业技术学院', hosts: ['hz.xuejing.cn'] }, null, 2),
    );
    expect(after).toHaveTextContent('"title": "杭州职业技术学院 · 学鲸"');

    const created = await row('陈国强');
    await userEvent.click(within(created).getByRole('button', { name: '展开行' }));
    await waitFor(() => expect(screen.getAllByRole('figure', { name: '操作前' })).toHaveLength(2));
    expect(within(screen.getAllByRole('figure', { name: '操作前' })[1]).getByText('—')).toBeInTheDocument();
  });

  it('导出 downloads the rows of the searched filters as .xlsx', async () => {
    const { calls, fetchMock } = stubAdmin();
    const answer = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await answer(input, init);
      if (!String(input).includes('/admin/audit/export')) return response;
      return new Response('xlsx', {
        status: 200,
        headers: { 'Content-Type': XLSX, 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('操作日志.xlsx')}` },
      });
    });
    renderAt(PAGE);
    await fillFilters();
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(calls, '/admin/audit').at(-1)?.query.actor).toBe('周'));
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), '操作日志.xlsx'));
    expect(callsTo(calls, '/admin/audit/export')[0].query).toEqual({
      actor: '周',
      action: 'school.update',
      schoolSign: SCHOOL_SIGN,
      from: '2026-11-01',
      to: '2026-11-28',
    });
    expect(await screen.findByText('导出成功')).toBeInTheDocument();
  });
});
