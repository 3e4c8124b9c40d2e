import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { FakeXhr, stubXhr } from '@/testing/fake-xhr';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';
import { callsTo, schoolDetail, schoolRow, SCHOOL_SIGN, stubAdmin } from './testing/admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const PAGE = '/admin/schools';
const SAVE = '/admin/school/save';
const STATUS = '/admin/school/status';
const SLOW = { timeout: 10_000 };

async function openDrawer(button: RegExp): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: button }, SLOW));
  return screen.findByRole('dialog');
}

const saveIn = (drawer: HTMLElement) => userEvent.click(within(drawer).getByRole('button', { name: btn('保存') }));
const row = async (name: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', undefined, SLOW);
  return (await within(table).findByText(name, undefined, SLOW)).closest('tr') as HTMLElement;
};

/** 编辑 of the first school: its drawer. */
async function openEdit(): Promise<HTMLElement> {
  await userEvent.click(within(await row('杭州职业技术学院')).getByRole('button', { name: btn('编辑') }));
  return screen.findByRole('dialog');
}

/** Adds a host row and fills it. */
async function addHost(drawer: HTMLElement, host: string): Promise<void> {
  await userEvent.click(within(drawer).getByRole('button', { name: /添加域名/ }));
  const rows = within(drawer).getAllByRole('group', { name: /^域名 \d+$/ });
  await userEvent.type(within(rows[rows.length - 1]).getByLabelText('域名'), host);
}

// Drawer forms click through several antd controls: more than the default time on a loaded machine.
describe('/admin/schools', { timeout: 40_000 }, () => {
  it('lists the schools with their hosts and ICP numbers, users, state and creation time', async () => {
    const { calls } = stubAdmin();
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '学校管理' }, SLOW)).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const column of ['学校名称', '学校代码', '域名', '用户数', '状态', '创建时间', '操作']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const hz = await row('杭州职业技术学院');
    expect(hz).toHaveTextContent(SCHOOL_SIGN);
    expect(within(hz).getByText('hz.xuejing.cn')).toBeInTheDocument();
    expect(within(hz).getByText('备案 浙ICP备12345678号-1')).toBeInTheDocument();
    expect(within(hz).getByText('learn.hzvtc.edu.cn')).toBeInTheDocument();
    expect(within(hz).getByRole('cell', { name: '1280' })).toBeInTheDocument();
    expect(within(hz).getByText('已启用')).toBeInTheDocument();
    expect(hz).toHaveTextContent('2026-09-01 08:30');
    expect(within(hz).getByRole('button', { name: btn('停用') })).toBeInTheDocument();
    const nb = await row('宁波职业技术学院');
    expect(within(nb).getByText('已停用')).toBeInTheDocument();
    expect(within(nb).getByRole('button', { name: btn('启用') })).toBeInTheDocument();
    expect(callsTo(calls, '/admin/schools')[0].query).toEqual({ page: '1', size: '15' });
  });

  it('searches by keyword and status from page 1', async () => {
    const { calls } = stubAdmin();
    renderAt(PAGE);
    const keyword = await screen.findByLabelText('学校名称或代码', undefined, SLOW);
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByTitle('停用'));
    await userEvent.type(keyword, '宁波{Enter}');
    await waitFor(() =>
      expect(callsTo(calls, '/admin/schools').at(-1)?.query).toEqual({ keyword: '宁波', status: 'disabled', page: '1', size: '15' }),
    );
  });

  it("checks the form with the rules' own words before sending anything", async () => {
    const { calls } = stubAdmin();
    renderAt(PAGE);
    const drawer = await openDrawer(/新增学校/);
    await saveIn(drawer);
    expect(await within(drawer).findByText('请输入学校代码')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入学校名称')).toBeInTheDocument();

    await userEvent.type(within(drawer).getByLabelText('学校代码'), 'hz vtc');
    fireEvent.change(within(drawer).getByLabelText('学校名称'), { target: { value: '校'.repeat(51) } });
    fireEvent.change(within(drawer).getByLabelText('网站标题'), { target: { value: '题'.repeat(51) } });
    await addHost(drawer, 'http://hz.example.com');
    await addHost(drawer, 'www.hz.edu.cn');
    await addHost(drawer, 'WWW.hz.edu.cn');
    await saveIn(drawer);
    expect(await within(drawer).findByText('学校代码只能包含字母、数字、下划线和短横线（最多20位）')).toBeInTheDocument();
    expect(await within(drawer).findByText('学校名称不能超过50个字')).toBeInTheDocument();
    expect(await within(drawer).findByText('网站标题不能超过50个字')).toBeInTheDocument();
    expect(within(drawer).getByText('域名格式不正确：http://hz.example.com')).toBeInTheDocument();
    expect(within(drawer).getByText('域名重复：www.hz.edu.cn')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: /添加电话/ }));
    fireEvent.change(within(within(drawer).getByRole('group', { name: '电话 1' })).getByLabelText('标签'), {
      target: { value: '签'.repeat(21) },
    });
    await saveIn(drawer);
    expect(await within(drawer).findAllByText('地址与电话每项标签不超过20个字、内容不超过100个字')).not.toHaveLength(0);

    expect(bodiesOf(calls, SAVE)).toHaveLength(0);
  });

  it('新增学校 sends the school without originalSign, says 保存成功 and reads the list again', async () => {
    const { calls } = stubAdmin({ [SAVE]: { code: 200, msg: '保存成功', data: schoolDetail({ sign: 'nbpt' }) } });
    renderAt(PAGE);
    const drawer = await openDrawer(/新增学校/);
    await userEvent.type(within(drawer).getByLabelText('学校代码'), 'nbpt');
    await userEvent.type(within(drawer).getByLabelText('学校名称'), '宁波职业技术学院');
    await userEvent.type(within(drawer).getByLabelText('ICP备案号'), '浙ICP备87654321号');
    await addHost(drawer, ' NB.xuejing.cn ');
    await userEvent.type(within(drawer).getByLabelText('该域名的ICP备案号'), '浙ICP备87654321号-2');
    await userEvent.click(within(drawer).getByRole('button', { name: /添加电话/ }));
    const phone = within(drawer).getByRole('group', { name: '电话 1' });
    await userEvent.type(within(phone).getByLabelText('标签'), '招生热线');
    await userEvent.type(within(phone).getByLabelText('内容'), '0574-88888888');
    const lists = callsTo(calls, '/admin/schools').length;
    await saveIn(drawer);

    await waitFor(() =>
      expect(bodiesOf(calls, SAVE)).toEqual([
        {
          sign: 'nbpt',
          name: '宁波职业技术学院',
          title: '',
          logo: '',
          bottomLogo: '',
          icpNumber: '浙ICP备87654321号',
          address: [],
          phone: [{ label: '招生热线', value: '0574-88888888' }],
          wechatImage: '',
          appImage: '',
          hosts: [{ host: 'nb.xuejing.cn', icpNumber: '浙ICP备87654321号-2' }],
          images: [],
        },
      ]),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/admin/schools').length).toBeGreaterThan(lists));
  });

  it('编辑 loads the school into the form and sends it back with originalSign', async () => {
    const { calls } = stubAdmin({ [SAVE]: { code: 200, msg: '保存成功', data: schoolDetail({ title: '杭职院' }) } });
    renderAt(PAGE);
    const drawer = await openEdit();
    expect(within(drawer).getByText('编辑学校')).toBeInTheDocument();
    const title = await within(drawer).findByLabelText('网站标题');
    expect(callsTo(calls, '/admin/school')[0].query).toEqual({ sign: SCHOOL_SIGN });
    expect(within(drawer).getByLabelText('学校代码')).toHaveValue(SCHOOL_SIGN);
    expect(within(drawer).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/files/school/hz-logo.png');
    await userEvent.clear(title);
    await userEvent.type(title, '杭职院');
    await saveIn(drawer);
    const school = schoolDetail();
    await waitFor(() =>
      expect(bodiesOf(calls, SAVE)).toEqual([
        {
          originalSign: SCHOOL_SIGN,
          sign: SCHOOL_SIGN,
          name: school.name,
          title: '杭职院',
          logo: school.logo,
          bottomLogo: '',
          icpNumber: school.icpNumber,
          address: school.address,
          phone: school.phone,
          wechatImage: '',
          appImage: '',
          hosts: school.hosts,
          images: school.images,
        },
      ]),
    );
  });

  it("shows the server's refusals under their fields: a taken host under its row, a taken code under the code", async () => {
    const answers = [
      { code: -2, msg: '域名已被其他学校使用：hz.xuejing.cn', data: { field: 'hosts' } },
      { code: -2, msg: '学校代码已存在', data: { field: 'sign' } },
      { code: -1000, msg: '学校不存在' },
    ];
    stubAdmin({ [SAVE]: () => answers.shift() ?? { code: 200, data: schoolDetail() } });
    renderAt(PAGE);
    const drawer = await openEdit();
    await within(drawer).findByLabelText('网站标题');
    await saveIn(drawer);
    const host = within(drawer).getByRole('group', { name: '域名 1' });
    expect(await within(host).findByText('域名已被其他学校使用：hz.xuejing.cn')).toBeInTheDocument();
    await saveIn(drawer);
    expect(await within(drawer).findByText('学校代码已存在')).toBeInTheDocument();
    await saveIn(drawer);
    expect(await screen.findByText('学校不存在')).toBeInTheDocument();
  });

  it('uploads a logo with its progress and shows it', async () => {
    stubXhr();
    const { calls } = stubAdmin({ [SAVE]: { code: 200, msg: '保存成功', data: schoolDetail() } });
    renderAt(PAGE);
    const drawer = await openDrawer(/新增学校/);
    const upload = within(drawer).getByRole('button', { name: '上传Logo' }).closest('.ant-upload');
    const input = upload?.querySelector('input') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last?.url).toBe('/api/v1/admin/school/image?kind=logo'));
    act(() => FakeXhr.last?.progress(40, 100));
    expect(await within(drawer).findByRole('progressbar', { name: '上传Logo' })).toHaveAttribute('aria-valuenow', '40');
    act(() => FakeXhr.last?.answer({ code: 200, msg: '上传成功', data: { url: '/files/school/new-logo.png' } }));
    expect(await within(drawer).findByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/files/school/new-logo.png');
    await userEvent.type(within(drawer).getByLabelText('学校代码'), 'nbpt');
    await userEvent.type(within(drawer).getByLabelText('学校名称'), '宁波职业技术学院');
    await saveIn(drawer);
    await waitFor(() => expect(bodiesOf(calls, SAVE)[0]).toMatchObject({ logo: '/files/school/new-logo.png' }));
  });

  it('停用 asks first, then sends the change and says what the server said', async () => {
    const { calls } = stubAdmin({ [STATUS]: { code: 200, msg: '已停用', data: schoolRow({ disabled: true }) } });
    renderAt(PAGE);
    const hz = await row('杭州职业技术学院');
    await userEvent.click(within(hz).getByRole('button', { name: btn('停用') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('停用学校“杭州职业技术学院”？');
    expect(bodiesOf(calls, STATUS)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: btn('停用') }));
    await waitFor(() => expect(bodiesOf(calls, STATUS)).toEqual([{ sign: SCHOOL_SIGN, disabled: true }]));
    expect(await screen.findByText('已停用', { selector: '.ant-message-notice-title' })).toBeInTheDocument();
  });

  it('tells the refusal to disable the default school', async () => {
    stubAdmin({ [STATUS]: { code: -1000, msg: '默认学校不能停用' } });
    renderAt(PAGE);
    const hz = await row('杭州职业技术学院');
    await userEvent.click(within(hz).getByRole('button', { name: btn('停用') }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: btn('停用') }));
    expect(await screen.findByText('默认学校不能停用')).toBeInTheDocument();
  });
});
