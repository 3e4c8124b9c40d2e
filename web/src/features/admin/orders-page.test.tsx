import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';
import { adminOrder, callsTo, SCHOOL_SIGN, stubAdmin } from './testing/admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const PAGE = '/admin/orders';
const REFUND = '/admin/order/refund';
const SLOW = { timeout: 10_000 };

const row = async (text: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', undefined, SLOW);
  return (await within(table).findByText(text, undefined, SLOW)).closest('tr') as HTMLElement;
};
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice-title' });

async function choose(combobox: HTMLElement, option: string): Promise<void> {
  await userEvent.click(combobox);
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

/** 退款 on the Python order: the dialog, found by its title (happy-dom names no dialog by aria-labelledby). */
async function openRefund(): Promise<HTMLElement> {
  await userEvent.click(within(await row('Python 程序设计')).getByRole('button', { name: '退款「Python 程序设计」' }));
  return (await screen.findByText('退款到买家余额')).closest('[role="dialog"]') as HTMLElement;
}

describe('/admin/orders', { timeout: 40_000 }, () => {
  it('lists every school’s orders with school, buyer, amount and state; only a paid course order offers 退款', async () => {
    stubAdmin();
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '订单与余额' }, SLOW)).toBeInTheDocument();
    const python = await row('Python 程序设计');
    expect(python).toHaveTextContent('杭州职业技术学院');
    expect(python).toHaveTextContent('李同学 13800000001');
    expect(python).toHaveTextContent('¥199.00');
    expect(within(python).getByText('已支付')).toBeInTheDocument();
    // A top-up is paid but never refunded; a refunded order shows its reason.
    const topUp = await row('XJ202611260001');
    expect(within(topUp).queryByRole('button')).toBeNull();
    const refunded = await row('跨境电商实务');
    expect(within(refunded).getByText('已退款')).toBeInTheDocument();
    expect(refunded).toHaveTextContent('重复购买');
    expect(within(refunded).queryByRole('button')).toBeNull();
  });

  it('searches with every filter from page 1', async () => {
    const { calls } = stubAdmin();
    renderAt(PAGE);
    await row('Python 程序设计');
    await userEvent.type(screen.getByLabelText('关键词'), ' 13800000001 ');
    await choose(screen.getByRole('combobox', { name: '学校' }), '杭州职业技术学院');
    await choose(screen.getByRole('combobox', { name: '类型' }), '培训');
    await choose(screen.getByRole('combobox', { name: '状态' }), '已退款');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(callsTo(calls, '/admin/orders').at(-1)?.query).toEqual({
        keyword: '13800000001',
        schoolSign: SCHOOL_SIGN,
        orderType: '2',
        status: '3',
        page: '1',
        size: '15',
      }),
    );
  });

  it('退款 asks for a reason, sends it and says so; a refusal stays in the dialog', async () => {
    const answers = [
      { code: -1000, msg: '订单已退款' },
      { code: 200, msg: '退款成功', data: adminOrder({ status: 3, statusName: '已退款' }) },
    ];
    const { calls } = stubAdmin({ [REFUND]: () => answers.shift() ?? { code: 200, data: null } });
    renderAt(PAGE);
    const dialog = await openRefund();
    expect(dialog).toHaveTextContent('将 杭州职业技术学院 的 Python 程序设计 实付 ¥199.00 退回 李同学 的余额');
    await userEvent.click(within(dialog).getByRole('button', { name: btn('确认退款') }));
    expect(await within(dialog).findByText('请填写退款原因')).toBeInTheDocument();
    expect(bodiesOf(calls, REFUND)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('退款原因'), '  学员申请退课 ');
    await userEvent.click(within(dialog).getByRole('button', { name: btn('确认退款') }));
    expect(await within(dialog).findByText('订单已退款')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: btn('确认退款') }));
    expect(await toast('退款成功')).toBeInTheDocument();
    expect(bodiesOf(calls, REFUND)).toEqual([
      { orderNo: 'XJ202611270001', reason: '学员申请退课' },
      { orderNo: 'XJ202611270001', reason: '学员申请退课' },
    ]);
    // The list is read again.
    await waitFor(() => expect(callsTo(calls, '/admin/orders').length).toBeGreaterThan(1));
  });
});

describe('the user drawer’s balance', { timeout: 40_000 }, () => {
  it('shows the balance and the ledger with signed amounts, paged by the server', async () => {
    const { calls } = stubAdmin();
    renderAt('/admin/users');
    const table = await screen.findByRole('table', undefined, SLOW);
    const li = (await within(table).findByText('李同学', undefined, SLOW)).closest('tr') as HTMLElement;
    await userEvent.click(within(li).getByRole('button', { name: btn('详情') }));
    const drawer = await screen.findByRole('dialog');
    const wallet = await within(drawer).findByRole('region', { name: '余额与明细' }, SLOW);
    const balance = (await within(wallet).findByText('当前余额')).closest('.ant-statistic') as HTMLElement;
    await waitFor(() => expect(balance).toHaveTextContent('¥101.00'));
    const rows = within(wallet).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('支付');
    expect(rows[0]).toHaveTextContent('-¥199.00');
    expect(rows[0]).toHaveTextContent('购买课程：Python 程序设计');
    expect(rows[1]).toHaveTextContent('+¥300.00');
    expect(callsTo(calls, '/admin/user/wallet')[0].query).toEqual({ userId: 'u-li', page: '1', size: '10' });
  });
});
