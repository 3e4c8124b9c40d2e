import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { belt, BELT_SIGN, stubBeltAdmin } from '@/testing/industry-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const ADMIN = '/admin/industrial-belts';
const SAVE = '/industrialBelt/admin/save';
const DELETE = '/industrialBelt/admin/delete';

async function openDrawer(button: RegExp): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

const saveIn = (drawer: HTMLElement) => userEvent.click(within(drawer).getByRole('button', { name: btn('保存') }));

// Drawer forms click through several antd controls: more than the default time on a loaded machine.
describe('/admin/industrial-belts', { timeout: 40_000 }, () => {
  it('lists the belts by province with their industries, partner count and update time', async () => {
    stubBeltAdmin();
    renderAt(ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: '产业带管理' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const column of ['省份', '名称', '主导产业', '合作企业数', '更新时间', '操作']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const row = (await within(table).findByText('杭州跨境电商产业带')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('浙江省');
    expect(within(row).getByText('跨境电商')).toBeInTheDocument();
    expect(within(row).getByText('服装')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(row).toHaveTextContent('2026-11-20 09:30');
  });

  it("checks the form with the rules' own words before sending anything", async () => {
    const { calls } = stubBeltAdmin();
    renderAt(ADMIN);
    const drawer = await openDrawer(/新增产业带/);
    await saveIn(drawer);
    expect(await within(drawer).findByText('产业带名称应为 2–30 个字')).toBeInTheDocument();
    expect(await within(drawer).findByText('请选择省份')).toBeInTheDocument();
    expect(await within(drawer).findByText('请填写 1–8 个主导产业，每个不超过 12 个字')).toBeInTheDocument();

    await userEvent.type(within(drawer).getByLabelText('产业带名称'), '带');
    fireEvent.change(within(drawer).getByLabelText('简介'), { target: { value: '长'.repeat(501) } });
    fireEvent.change(within(drawer).getByLabelText('课程关键词'), { target: { value: '词'.repeat(21) } });
    await userEvent.click(within(drawer).getByRole('button', { name: /添加合作企业/ }));
    fireEvent.change(within(drawer).getByLabelText('企业简介'), { target: { value: '简'.repeat(201) } });
    await saveIn(drawer);
    expect(await within(drawer).findByText('企业名称应为 2–40 个字')).toBeInTheDocument();
    expect(await within(drawer).findByText('产业带名称应为 2–30 个字')).toBeInTheDocument();
    expect(await within(drawer).findByText('简介不能超过 500 个字')).toBeInTheDocument();
    expect(await within(drawer).findByText('课程关键词不能超过 20 个字')).toBeInTheDocument();
    expect(await within(drawer).findByText('企业简介不能超过 200 个字')).toBeInTheDocument();

    expect(bodiesOf(calls, SAVE)).toHaveLength(0);
  });

  it('refuses a twenty-first partner enterprise before sending', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `合作企业${i + 1}`, description: '' }));
    const { calls } = stubBeltAdmin({ '/industrialBelt/admin/list': { code: 200, data: [belt({ enterprises: many })] } });
    renderAt(ADMIN);
    const drawer = await openDrawer(btn('编辑'));
    await saveIn(drawer);
    expect(await within(drawer).findByText('合作企业最多 20 家')).toBeInTheDocument();
    expect(bodiesOf(calls, SAVE)).toHaveLength(0);
  });

  it('新增产业带 sends the belt without a sign and toasts the server\'s message', async () => {
    const added = belt({ sign: 'b-dongguan', province: '44', provinceName: '广东省', name: '东莞智能制造产业带', industries: ['智能制造', '电子信息'] });
    let list = [belt()];
    const { calls } = stubBeltAdmin({
      '/industrialBelt/admin/list': () => ({ code: 200, data: list }),
      [SAVE]: () => {
        list = [belt(), added];
        return { code: 200, msg: '保存成功', data: added };
      },
    });
    renderAt(ADMIN);
    const drawer = await openDrawer(/新增产业带/);
    // The list is virtual: search first, so the option is drawn.
    await userEvent.type(within(drawer).getByRole('combobox', { name: '省份' }), '广东');
    await userEvent.click(await screen.findByTitle('广东省'));
    await userEvent.type(within(drawer).getByLabelText('产业带名称'), '东莞智能制造产业带');
    const industries = within(drawer).getByRole('combobox', { name: '主导产业' });
    // Typed with the separators the field splits on (jsdom draws no option for Enter to choose).
    await userEvent.type(industries, '智能制造，电子信息，');
    await userEvent.click(within(drawer).getByRole('button', { name: /添加合作企业/ }));
    await userEvent.type(within(drawer).getByLabelText('企业名称'), '东莞松山湖智造有限公司');
    await userEvent.type(within(drawer).getByLabelText('企业简介'), '工业机器人与智能装备');
    await saveIn(drawer);

    await waitFor(() =>
      expect(bodiesOf(calls, SAVE)).toEqual([
        {
          province: '44',
          name: '东莞智能制造产业带',
          industries: ['智能制造', '电子信息'],
          summary: '',
          courseKeyword: '',
          enterprises: [{ name: '东莞松山湖智造有限公司', description: '工业机器人与智能装备' }],
        },
      ]),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await within(screen.getByRole('table')).findByText('东莞智能制造产业带')).toBeInTheDocument();
  });

  it('编辑 opens the belt in the form and sends it back with its sign', async () => {
    const { calls } = stubBeltAdmin({ [SAVE]: { code: 200, msg: '保存成功', data: belt({ summary: '新的简介' }) } });
    renderAt(ADMIN);
    const drawer = await openDrawer(btn('编辑'));
    expect(within(drawer).getByText('编辑产业带')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('产业带名称')).toHaveValue('杭州跨境电商产业带');
    const summary = within(drawer).getByLabelText('简介');
    await userEvent.clear(summary);
    await userEvent.type(summary, '新的简介');
    await saveIn(drawer);
    await waitFor(() =>
      expect(bodiesOf(calls, SAVE)).toEqual([
        {
          sign: BELT_SIGN,
          province: '33',
          name: '杭州跨境电商产业带',
          industries: ['跨境电商', '服装'],
          summary: '新的简介',
          courseKeyword: '跨境电商',
          enterprises: [
            { name: '杭州海鲸跨境电子商务有限公司', description: '跨境电商运营服务商' },
            { name: '宁波港通国际物流有限公司', description: '' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it("shows the server's refusals under their fields, and tells the others", async () => {
    const answers = [
      { code: -2, msg: '企业名称应为 2–40 个字', data: { field: 'enterprises' } },
      { code: -1000, msg: '该省份已有同名产业带' },
      { code: -1000, msg: '产业带不存在' },
    ];
    stubBeltAdmin({ [SAVE]: () => answers.shift() ?? { code: 200, data: belt() } });
    renderAt(ADMIN);
    const drawer = await openDrawer(btn('编辑'));
    await saveIn(drawer);
    expect(await within(drawer).findByText('企业名称应为 2–40 个字')).toBeInTheDocument();
    await saveIn(drawer);
    expect(await within(drawer).findByText('该省份已有同名产业带')).toBeInTheDocument();
    await saveIn(drawer);
    expect(await screen.findByText('产业带不存在')).toBeInTheDocument();
  });

  it('删除 asks first, then deletes and toasts the server\'s message', async () => {
    const { calls } = stubBeltAdmin({ [DELETE]: { code: 200, msg: '删除成功', data: null } });
    renderAt(ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: btn('删除') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('删除产业带“杭州跨境电商产业带”？');
    expect(bodiesOf(calls, DELETE)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(bodiesOf(calls, DELETE)).toEqual([{ sign: BELT_SIGN }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('turns away a user who is not the platform admin', async () => {
    setLoginCookie('1');
    stubAccountsApi();
    const { router } = renderAt(ADMIN);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
  });
});
