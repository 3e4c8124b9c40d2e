import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';
import { callsTo, SCHOOL_SIGN, stubAdmin, USER_ID, userRow } from './testing/admin-fixtures';

const { redirectTo } = vi.hoisted(() => ({ redirectTo: vi.fn() }));
vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<object>()), redirectTo }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  redirectTo.mockReset();
});

const PAGE = '/admin/users';
const ROLES = '/admin/user/roles';
const STATUS = '/admin/user/status';
const RESET = '/admin/user/resetPassword';
const SIMULATE = '/admin/simulateLogin';
const SLOW = { timeout: 10_000 };

const row = async (name: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', undefined, SLOW);
  return (await within(table).findByText(name, undefined, SLOW)).closest('tr') as HTMLElement;
};
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice-title' });

/** 详情 of 李同学: the drawer, once the detail has loaded. */
async function openDetail(): Promise<HTMLElement> {
  await userEvent.click(within(await row('李同学')).getByRole('button', { name: btn('详情') }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByRole('region', { name: '基本信息' }, SLOW);
  return drawer;
}

/** Picks an option of an antd select by the option's title. */
async function choose(combobox: HTMLElement, option: string): Promise<void> {
  await userEvent.click(combobox);
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

describe('/admin/users', { timeout: 40_000 }, () => {
  it('lists the users with masked numbers, roles, school, identity state and last sign-in', async () => {
    stubAdmin();
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '用户管理' }, SLOW)).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const column of ['姓名', '手机号', '身份', '学校', '认证状态', '状态', '最近登录', '操作']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const li = await row('李同学');
    expect(li).toHaveTextContent('138****0001');
    expect(within(li).getByText('普通用户')).toBeInTheDocument();
    expect(within(li).getByText('学生')).toBeInTheDocument();
    expect(li).toHaveTextContent('杭州职业技术学院');
    expect(li).toHaveTextContent('已认证');
    expect(li).toHaveTextContent('2026-11-27 21:15');
    expect(within(li).getByRole('button', { name: btn('模拟登录') })).toBeInTheDocument();
    const admin = await row('周杰');
    expect(within(admin).getByText('平台管理员')).toBeInTheDocument();
    expect(admin).toHaveTextContent('未加入学校');
    expect(admin).toHaveTextContent('从未登录');
    // The server refuses to act as an admin.
    expect(within(admin).queryByRole('button', { name: btn('模拟登录') })).toBeNull();
  });

  it('asks for a whole mobile number, then searches with every filter from page 1', async () => {
    const { calls } = stubAdmin();
    renderAt(PAGE);
    const mobile = await screen.findByLabelText('手机号', undefined, SLOW);
    await userEvent.type(mobile, '1380000{Enter}');
    expect(await screen.findByText('请输入完整的11位手机号')).toBeInTheDocument();
    expect(callsTo(calls, '/admin/users').filter((c) => c.query.mobile)).toHaveLength(0);

    await userEvent.type(mobile, '0001');
    await userEvent.type(screen.getByLabelText('姓名'), '李');
    await choose(screen.getByRole('combobox', { name: '身份' }), '学生');
    await choose(screen.getByRole('combobox', { name: '学校' }), '杭州职业技术学院');
    await choose(screen.getByRole('combobox', { name: '状态' }), '启用');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(callsTo(calls, '/admin/users').at(-1)?.query).toEqual({
        keyword: '李',
        mobile: '13800000001',
        role: 'student',
        schoolSign: SCHOOL_SIGN,
        status: 'enabled',
        page: '1',
        size: '15',
      }),
    );
    // The schools' choices are the first hundred schools.
    expect(callsTo(calls, '/admin/schools')[0].query).toEqual({ page: '1', size: '100' });
  });

  it("详情 shows the user's information, claims, sign-ins and live sessions", async () => {
    const { calls } = stubAdmin();
    renderAt(PAGE);
    const drawer = await openDetail();
    expect(callsTo(calls, '/admin/user')[0].query).toEqual({ userId: USER_ID });
    const info = within(drawer).getByRole('region', { name: '基本信息' });
    expect(info).toHaveTextContent('138****0001');
    expect(info).toHaveTextContent('在线会话2 个');
    const claims = within(drawer).getByRole('region', { name: '身份认证' });
    expect(claims).toHaveTextContent('李明');
    expect(claims).toHaveTextContent('2023010101');
    expect(within(claims).getByText('已通过')).toBeInTheDocument();
    const logins = within(drawer).getByRole('region', { name: '登录记录' });
    const rows = within(logins).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026-11-27 21:15');
    expect(rows[0]).toHaveTextContent('10.1.2.3');
    expect(within(rows[0]).getByText('成功')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('密码登录');
    expect(within(rows[1]).getByText('失败')).toBeInTheDocument();
  });

  it('saves the ticked roles, at least one, in the contract\'s order', async () => {
    const answers = [
      { code: -1000, msg: '该用户未加入学校，不能设为学生、教师或学校管理员' },
      { code: 200, msg: '身份已更新', data: userRow({ roles: ['normal', 'teacher'] }) },
    ];
    const { calls } = stubAdmin({ [ROLES]: () => answers.shift() ?? { code: 200, data: userRow() } });
    renderAt(PAGE);
    const drawer = await openDetail();
    const roles = within(drawer).getByRole('region', { name: '身份' });
    await userEvent.click(within(roles).getByRole('checkbox', { name: '普通用户' }));
    await userEvent.click(within(roles).getByRole('checkbox', { name: '学生' }));
    await userEvent.click(within(roles).getByRole('button', { name: btn('保存') }));
    expect(await within(roles).findByText('请至少选择一个身份')).toBeInTheDocument();
    expect(bodiesOf(calls, ROLES)).toHaveLength(0);

    await userEvent.click(within(roles).getByRole('checkbox', { name: '教师' }));
    await userEvent.click(within(roles).getByRole('checkbox', { name: '普通用户' }));
    await userEvent.click(within(roles).getByRole('button', { name: btn('保存') }));
    expect(await within(roles).findByText('该用户未加入学校，不能设为学生、教师或学校管理员')).toBeInTheDocument();
    await userEvent.click(within(roles).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(bodiesOf(calls, ROLES)).toHaveLength(2));
    expect(bodiesOf(calls, ROLES)[1]).toEqual({ userId: USER_ID, roles: ['normal', 'teacher'] });
    expect(await toast('身份已更新')).toBeInTheDocument();
  });

  it('停用 asks first, then sends the change and says what the server said', async () => {
    const { calls } = stubAdmin({ [STATUS]: { code: 200, msg: '已停用', data: userRow({ disabled: true }) } });
    renderAt(PAGE);
    await userEvent.click(within(await row('李同学')).getByRole('button', { name: btn('停用') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('停用账号“李同学”？');
    expect(bodiesOf(calls, STATUS)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: btn('停用') }));
    await waitFor(() => expect(bodiesOf(calls, STATUS)).toEqual([{ userId: USER_ID, disabled: true }]));
    expect(await toast('已停用')).toBeInTheDocument();
  });

  it('模拟登录 asks first, then signs in as the user and loads /home afresh', async () => {
    const { calls } = stubAdmin({ [SIMULATE]: { code: 200, data: null } });
    renderAt(PAGE);
    await userEvent.click(within(await row('李同学')).getByRole('button', { name: btn('模拟登录') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('以“李同学”的身份登录？');
    expect(bodiesOf(calls, SIMULATE)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: btn('模拟登录') }));
    await waitFor(() => expect(bodiesOf(calls, SIMULATE)).toEqual([{ userId: USER_ID }]));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/home'));
  });

  it('发送重置密码链接 asks first and tells what the server said, or why not', async () => {
    const answers = [
      { code: 200, msg: '重置密码链接已通过短信发送', data: null },
      { code: -1000, msg: '每60秒只能发送一次' },
    ];
    const { calls } = stubAdmin({ [RESET]: () => answers.shift() ?? { code: 200, data: null } });
    renderAt(PAGE);
    const drawer = await openDetail();
    const send = async (): Promise<void> => {
      await userEvent.click(within(drawer).getByRole('button', { name: /发送重置密码链接/ }));
      // The drawer is a dialog too, and a confirmation closed before stays in the page while it leaves (jsdom).
      const dialog = await waitFor(() => {
        const title = '向“李同学”发送重置密码链接？';
        const open = screen.getAllByRole('dialog').filter((d) => d.textContent?.includes(title));
        const last = open[open.length - 1];
        expect(last).not.toHaveClass('ant-zoom-leave');
        return last;
      });
      await userEvent.click(within(dialog).getByRole('button', { name: btn('发送') }));
    };
    await send();
    await waitFor(() => expect(bodiesOf(calls, RESET)).toEqual([{ userId: USER_ID }]));
    expect(await toast('重置密码链接已通过短信发送')).toBeInTheDocument();
    await send();
    expect(await toast('每60秒只能发送一次')).toBeInTheDocument();
  });
});
