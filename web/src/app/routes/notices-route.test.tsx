import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import type { Notice } from '@/api/notices';
import { stubSchoolAdmin } from '@/features/school-admin/testing/school-admin-fixtures';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';
import { callsTo, stubAdmin } from '@/features/admin/testing/admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const SLOW = { timeout: 10_000 };

const notice = (change: Partial<Notice> = {}): Notice => ({
  idSign: 'n-exam',
  msgType: 3,
  title: '期末考试安排',
  content: '1月10日起期末考试，请同学们提前做好准备。',
  createTime: '2026-11-28T09:00:00+08:00',
  authorName: '陈国强',
  ...change,
});
const page = (list: Notice[]) => ({ code: 200, data: { list, total: list.length } });
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice-title' });

const row = async (text: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', undefined, SLOW);
  return (await within(table).findByText(text, undefined, SLOW)).closest('tr') as HTMLElement;
};

/** The open modal or confirmation whose text holds `title` (happy-dom names no dialog by aria-labelledby). */
async function dialogWith(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const open = screen.getAllByRole('dialog').filter((d) => d.textContent?.includes(title) && !d.className.includes('leave'));
    expect(open.length).toBeGreaterThan(0);
    return open[open.length - 1];
  });
}

describe('/school-admin/notices', { timeout: 40_000 }, () => {
  it('lists the school’s bulletins; 发布公告 checks the rules in the server’s words, then publishes', async () => {
    const { calls } = stubSchoolAdmin({
      '/schoolAdmin/notices': page([notice()]),
      '/schoolAdmin/notice/save': { code: 200, msg: '发布成功', data: { idSign: 'n-new' } },
    });
    renderAt('/school-admin/notices');
    expect(await screen.findByRole('heading', { level: 1, name: '学校公告' }, SLOW)).toBeInTheDocument();
    const exam = await row('期末考试安排');
    expect(exam).toHaveTextContent('陈国强');
    expect(exam).toHaveTextContent('2026-11-28 09:00');
    expect(callsTo(calls, '/schoolAdmin/notices')[0].query).toEqual({ page: '1', size: '15' });

    await userEvent.click(screen.getByRole('button', { name: /发布公告/ }));
    const dialog = await dialogWith('发布公告');
    await userEvent.click(within(dialog).getByRole('button', { name: btn('发布') }));
    expect(await within(dialog).findByText('请输入标题')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入内容')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('标题'), '长'.repeat(51));
    expect(await within(dialog).findByText('标题不能超过50个字')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('标题'));
    await userEvent.type(within(dialog).getByLabelText('标题'), ' 运动会通知 ');
    await userEvent.type(within(dialog).getByLabelText('内容'), '周五下午举行秋季运动会。');
    await userEvent.click(within(dialog).getByRole('button', { name: btn('发布') }));
    expect(await toast('发布成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/schoolAdmin/notice/save')).toEqual([{ title: '运动会通知', content: '周五下午举行秋季运动会。' }]);
    await waitFor(() => expect(callsTo(calls, '/schoolAdmin/notices').length).toBeGreaterThan(1));
  });

  it('编辑 sends the notice’s sign with the new texts; a field the server refuses shows under it', async () => {
    const answers = [
      { code: -2, msg: '内容不能超过2000个字', data: { field: 'content' } },
      { code: 200, msg: '保存成功', data: { idSign: 'n-exam' } },
    ];
    const { calls } = stubSchoolAdmin({
      '/schoolAdmin/notices': page([notice()]),
      '/schoolAdmin/notice/save': () => answers.shift() ?? { code: 200, data: null },
    });
    renderAt('/school-admin/notices');
    await userEvent.click(within(await row('期末考试安排')).getByRole('button', { name: '编辑「期末考试安排」' }));
    const dialog = await dialogWith('编辑公告');
    expect(within(dialog).getByLabelText('标题')).toHaveValue('期末考试安排');
    await userEvent.clear(within(dialog).getByLabelText('标题'));
    await userEvent.type(within(dialog).getByLabelText('标题'), '期末考试安排（更正）');
    await userEvent.click(within(dialog).getByRole('button', { name: btn('保存') }));
    expect(await within(dialog).findByText('内容不能超过2000个字')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: btn('保存') }));
    expect(await toast('保存成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/schoolAdmin/notice/save').at(-1)).toEqual({
      idSign: 'n-exam',
      title: '期末考试安排（更正）',
      content: '1月10日起期末考试，请同学们提前做好准备。',
    });
  });

  it('删除 asks first, then deletes and says so', async () => {
    const { calls } = stubSchoolAdmin({
      '/schoolAdmin/notices': page([notice()]),
      '/schoolAdmin/notice/delete': { code: 200, msg: '删除成功', data: null },
    });
    renderAt('/school-admin/notices');
    await userEvent.click(within(await row('期末考试安排')).getByRole('button', { name: '删除「期末考试安排」' }));
    const confirm = await dialogWith('删除“期末考试安排”？');
    expect(confirm).toHaveTextContent('已读记录一并删除');
    expect(bodiesOf(calls, '/schoolAdmin/notice/delete')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: btn('删除') }));
    expect(await toast('删除成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/schoolAdmin/notice/delete')).toEqual([{ idSign: 'n-exam' }]);
  });
});

describe('/admin/notices', { timeout: 40_000 }, () => {
  it('the platform admin’s system notices, through the admin’s calls', async () => {
    const { calls } = stubAdmin({
      '/admin/notices': page([notice({ idSign: 'n-sys', msgType: 1, title: '平台升级', authorName: '周杰' })]),
      '/admin/notice/save': { code: 200, msg: '发布成功', data: { idSign: 'n-new' } },
    });
    renderAt('/admin/notices');
    expect(await screen.findByRole('heading', { level: 1, name: '系统消息' }, SLOW)).toBeInTheDocument();
    expect(await row('平台升级')).toHaveTextContent('周杰');
    await userEvent.click(screen.getByRole('button', { name: /发布系统消息/ }));
    const dialog = await dialogWith('发布系统消息');
    await userEvent.type(within(dialog).getByLabelText('标题'), '春节放假安排');
    await userEvent.type(within(dialog).getByLabelText('内容'), '2月10日至2月17日客服暂停。');
    await userEvent.click(within(dialog).getByRole('button', { name: btn('发布') }));
    expect(await toast('发布成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/admin/notice/save')).toEqual([{ title: '春节放假安排', content: '2月10日至2月17日客服暂停。' }]);
    expect(callsTo(calls, '/schoolAdmin/notice/save')).toEqual([]);
  });
});
