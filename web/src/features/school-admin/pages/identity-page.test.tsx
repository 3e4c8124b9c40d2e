import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const ADMIN = { ...STUDENT_INFO, userId: 'u-admin', mobile: '13800000004', name: '陈国强', roleStr: 'schoolAdmin', auditStatus: 0 };
const PENDING = {
  claimId: 7,
  type: 2,
  userName: '赵敏',
  mobile: '13800000005',
  realName: '赵敏',
  studentId: 'T2024009',
  createdAt: '2026-11-21 10:00:00',
  status: 1,
  reason: null,
};

function admin(handlers: Record<string, unknown> = {}) {
  setLoginCookie('1');
  let decided = false;
  const stub = stubAccountsApi({
    '/user/getLoginInfo': { code: 200, data: ADMIN },
    '/schoolAdmin/claims': (call: Call) => ({
      code: 200,
      data: call.query.status === '1' && !decided ? { list: [PENDING], total: 1 } : { list: [], total: 0 },
    }),
    '/schoolAdmin/reviewClaim': () => {
      decided = true;
      return { code: 200, msg: '审核成功', data: null };
    },
    '/schoolAdmin/roster': { code: 200, data: { list: [{ kind: 'student', number: '2024010109', name: '李娜' }], total: 1 } },
    ...(handlers as object),
  });
  return { ...stub, ...renderAt('/school-admin/identity') };
}

describe('school admin identity page', () => {
  it('lists pending claims and approves only after the confirmation', async () => {
    const { calls } = admin();
    expect(await screen.findByRole('heading', { name: '身份审核' })).toBeInTheDocument();
    expect(await screen.findByText('T2024009')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/schoolAdmin/claims')?.query).toMatchObject({ status: '1', page: '1', page_size: '15' });
    await userEvent.click(screen.getByRole('button', { name: /^通\s*过$/ }));
    expect(await screen.findByText('确认通过该认证？')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/schoolAdmin/reviewClaim')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('审核成功')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/schoolAdmin/reviewClaim')?.body).toEqual({ claimId: 7, approve: true, reason: '' });
    await waitFor(() => expect(screen.queryByText('T2024009')).not.toBeInTheDocument());
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('rejects with a required reason', async () => {
    const { calls } = admin();
    await screen.findByText('T2024009');
    await userEvent.click(screen.getByRole('button', { name: /^驳\s*回$/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await within(dialog).findByText('请填写驳回原因', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), '学号与学校名单不符');
    await userEvent.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('审核成功')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/schoolAdmin/reviewClaim')?.body).toEqual({ claimId: 7, approve: false, reason: '学号与学校名单不符' });
  });

  it('shows the approved tab and the roster with its template link', async () => {
    const { calls } = admin();
    await screen.findByText('T2024009');
    await userEvent.click(screen.getByRole('tab', { name: '已通过' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/schoolAdmin/claims' && call.query.status === '2')).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: '花名册' }));
    expect(await screen.findByText('2024010109')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/schoolAdmin/roster')?.query).toMatchObject({ kind: 'student' });
    const link = screen.getByRole('link', { name: /下载 CSV 模板/ });
    expect(link).toHaveAttribute('download', '花名册模板.csv');
    const csv = decodeURIComponent((link.getAttribute('href') ?? '').split(',').slice(1).join(','));
    expect(csv.replace('\uFEFF', '').split('\r\n')[0]).toBe('类型,学号/工号,姓名');
    expect(csv.trim().split('\r\n')).toHaveLength(3);
  });

  it("shows a claim's recognition photo, fetched with the session; a click enlarges it", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:claim-7'), revokeObjectURL: vi.fn() });
    setLoginCookie('1');
    const { fetchMock } = stubAccountsApi({
      '/user/getLoginInfo': { code: 200, data: ADMIN },
      '/schoolAdmin/claims': (call: Call) => ({
        code: 200,
        data: call.query.status === '1' ? { list: [{ ...PENDING, hasPhoto: true }, { ...PENDING, claimId: 8, realName: '钱多多', studentId: 'S2024010', hasPhoto: false }], total: 2 } : { list: [], total: 0 },
      }),
    });
    const json = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    const photoFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/schoolAdmin/claimPhoto')
        ? new Response('JPEG', { status: 200, headers: { 'Content-Type': 'image/jpeg' } })
        : json(input, init),
    );
    vi.stubGlobal('fetch', photoFetch);
    renderAt('/school-admin/identity');
    expect(await screen.findByRole('columnheader', { name: '识别照片' })).toBeInTheDocument();
    const thumb = await screen.findByRole('img', { name: '赵敏的识别照片' });
    expect(thumb).toHaveAttribute('src', 'blob:claim-7');
    const [url, init] = photoFetch.mock.calls.find(([input]) => String(input).includes('/schoolAdmin/claimPhoto')) as [string, RequestInit];
    expect(url).toBe('/api/v1/schoolAdmin/claimPhoto?claimId=7');
    expect(init.credentials).toBe('include');
    expect(photoFetch.mock.calls.filter(([input]) => String(input).includes('/schoolAdmin/claimPhoto'))).toHaveLength(1);
    // The other claim has none.
    const other = screen.getByText('S2024010').closest('tr') as HTMLElement;
    expect(within(other).getByText('未上传')).toBeInTheDocument();
    // Enlarged: antd's preview, opened by a click (or Enter: the thumbnail is a button).
    await userEvent.click(thumb);
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')).toHaveAttribute('src', 'blob:claim-7'));
  });

  it('sends other roles home with 身份错误', async () => {
    setLoginCookie('1');
    stubAccountsApi();
    const { router } = renderAt('/school-admin/identity');
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
