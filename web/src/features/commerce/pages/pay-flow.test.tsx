import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { order, paidOrder } from '@/testing/commerce-fixtures';
import { courseDetail } from '@/testing/courses-fixtures';
import { renderAt } from '@/testing/render';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const COURSE = courseDetail({}, { idSign: 'c-ec', name: '电子商务运营', coursePrice: 19900 });
const checkout = (o = order(), balance = 0, payUrl = '') => ({ order: o, balance, enough: balance >= o.amount, payUrl, qrCode: payUrl ? '/api/v1/order/payQrCode' : '' });

describe('/confirm-order (确认订单)', () => {
  it('a short balance cannot be chosen; 提交订单 makes the order and opens the QR page', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/course/getCourseById': { code: 200, data: COURSE },
      '/order/selectByCourse': { code: 200, data: null },
      '/balance/getVirtualBalance': { code: 200, data: { balance: 100 } },
      '/order/addOrder': { code: 200, data: order() },
      '/order/continuePayType/XJ20261127100000123456': { code: 200, data: checkout(order({ payType: 2 }), 100, 'http://localhost/pay/abc') },
      '/order/toPay': { code: 200, data: checkout(order({ payType: 2 }), 100, 'http://localhost/pay/abc') },
      '/order/checkPayment': { code: 200, data: { orderNo: 'XJ20261127100000123456', status: 0, paid: false } },
    });
    renderAt('/confirm-order?courseId=c-ec');
    expect(await screen.findByRole('heading', { name: '确认订单' })).toBeInTheDocument();
    expect(screen.getByText('电子商务运营')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '余额支付' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '扫码支付' })).toBeChecked();
    expect(screen.getByText(/当前余额 ¥1\.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/home/learning/wallet');
    await userEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByRole('heading', { name: '扫码支付' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/order/addOrder')?.body).toEqual({ courseId: 'c-ec' });
    expect(calls.find((c) => c.path.startsWith('/order/continuePayType/'))?.body).toEqual({ payType: 2 });
    expect(screen.getByRole('link', { name: '在本机打开支付页' })).toHaveAttribute('href', 'http://localhost/pay/abc');
    expect(screen.getByRole('timer')).toHaveTextContent(/剩余支付时间 (28|29):\d\d/);
  });

  it('pays from an ample balance and lands on 支付成功; a short answer says 余额不足 and stays', async () => {
    setLoginCookie('1');
    let answer = false;
    stubAccountsApi({
      '/course/getCourseById': { code: 200, data: COURSE },
      '/order/selectByCourse': { code: 200, data: null },
      '/balance/getVirtualBalance': { code: 200, data: { balance: 50_000 } },
      '/order/addOrder': { code: 200, data: order() },
      '/order/continuePayType/XJ20261127100000123456': { code: 200, data: checkout(order({ payType: 1 }), 50_000) },
      '/order/balancePay': () => ({ code: 200, msg: answer ? '支付成功' : '余额不足', data: answer }),
      '/order/orderSuccess/XJ20261127100000123456': { code: 200, data: paidOrder() },
    });
    renderAt('/confirm-order?courseId=c-ec');
    expect(await screen.findByRole('radio', { name: '余额支付' })).toBeChecked();
    expect(screen.getAllByText('¥199.00').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '确认订单' })).toBeInTheDocument();
    answer = true;
    await userEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText('你已成功购买「电子商务运营」')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /开始学习/ })).toBeInTheDocument();
  });

  it('a discount code: the refusal the server gives is shown as it is; an accepted one lowers the amount and goes with the order', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/course/getCourseById': { code: 200, data: COURSE },
      '/order/selectByCourse': { code: 200, data: null },
      '/balance/getVirtualBalance': { code: 200, data: { balance: 50_000 } },
      '/order/checkDiscountCode': (call: Call) =>
        call.body?.discountCode === 'SPRING80A'
          ? { code: 200, data: { price: 19900, discount: 3980, amount: 15920, discountCode: 'SPRING80A' } }
          : { code: -1000, msg: '优惠码已过期', data: null },
      '/order/addOrder': { code: 200, data: order({ amount: 15920, discount: 3980, discountCode: 'SPRING80A' }) },
      '/order/continuePayType/XJ20261127100000123456': { code: 200, data: checkout(order({ payType: 1 }), 50_000) },
      '/order/balancePay': { code: 200, msg: '支付成功', data: true },
      '/order/orderSuccess/XJ20261127100000123456': { code: 200, data: paidOrder() },
    });
    renderAt('/confirm-order?courseId=c-ec');
    const input = await screen.findByRole('textbox', { name: '优惠码' });
    await userEvent.type(input, 'OLD2020');
    await userEvent.click(screen.getByRole('button', { name: /使\s?用/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('优惠码已过期');
    await userEvent.clear(input);
    await userEvent.type(input, 'SPRING80A{Enter}');
    expect(await screen.findByText('已优惠 ¥39.80')).toBeInTheDocument();
    expect(screen.getByText('¥159.20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText('你已成功购买「电子商务运营」')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/order/addOrder')?.body).toEqual({ courseId: 'c-ec', discountCode: 'SPRING80A' });
  });

  it('a course already studied offers 去学习 instead', async () => {
    setLoginCookie('1');
    stubAccountsApi({
      '/course/getCourseById': { code: 200, data: { ...COURSE, myStudy: { joined: true, progress: 10, studyStatus: 1 } } },
      '/order/selectByCourse': { code: 200, data: null },
      '/balance/getVirtualBalance': { code: 200, data: { balance: 0 } },
    });
    renderAt('/confirm-order?courseId=c-ec');
    expect(await screen.findByText('你已拥有该课程，可以直接学习')).toBeInTheDocument();
  });
});

describe('/online-payment (扫码支付)', () => {
  it('moves on by itself once the polling says paid', async () => {
    setLoginCookie('1');
    let paid = false;
    const { calls } = stubAccountsApi({
      '/order/toPay': { code: 200, data: checkout(order({ payType: 2 }), 0, 'http://localhost/pay/abc') },
      '/order/checkPayment': () => ({ code: 200, data: { orderNo: 'XJ20261127100000123456', status: paid ? 1 : 0, paid } }),
      '/order/orderSuccess/XJ20261127100000123456': { code: 200, data: paidOrder({ payType: 2, payTypeName: '在线支付' }) },
    });
    renderAt('/online-payment?orderNo=XJ20261127100000123456');
    expect(await screen.findByText('等待支付结果…')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/order/checkPayment')).toBe(true));
    paid = true;
    expect(await screen.findByText('你已成功购买「电子商务运营」', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('在线支付')).toBeInTheDocument();
  });

  it('an expired order offers 重新下单, which goes back to 确认订单', async () => {
    setLoginCookie('1');
    stubAccountsApi({
      '/order/toPay': { code: 200, data: checkout(order({ expireTime: new Date(Date.now() - 1000).toISOString() })) },
      '/course/getCourseById': { code: 200, data: COURSE },
      '/order/selectByCourse': { code: 200, data: null },
      '/balance/getVirtualBalance': { code: 200, data: { balance: 0 } },
    });
    renderAt('/online-payment?orderNo=XJ20261127100000123456');
    expect(await screen.findByText('订单已过期，请重新下单')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重新下单/ }));
    expect(await screen.findByRole('heading', { name: '确认订单' })).toBeInTheDocument();
  });

  it('opens the trade itself when the order came without one (the list’s 去支付)', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/order/toPay': { code: 200, data: checkout(order()) },
      '/order/continuePayType/XJ20261127100000123456': { code: 200, data: checkout(order({ payType: 2 }), 0, 'http://localhost/pay/xyz') },
      '/order/checkPayment': { code: 200, data: { orderNo: 'XJ20261127100000123456', status: 0, paid: false } },
    });
    renderAt('/online-payment?orderNo=XJ20261127100000123456');
    expect(await screen.findByRole('link', { name: '在本机打开支付页' })).toHaveAttribute('href', 'http://localhost/pay/xyz');
    expect(calls.filter((c: Call) => c.path.startsWith('/order/continuePayType/'))).toHaveLength(1);
  });
});

describe('the cashier and the learning centre', () => {
  it('/pay/{token} pays on opening, once', async () => {
    const { calls } = stubAccountsApi({
      '/pay/cashier/tok': { code: 200, msg: '支付成功', data: { orderNo: 'XJ1', title: '电子商务运营', amount: 19900, orderType: 1, status: 1, expireTime: '', paid: true } },
    });
    renderAt('/pay/tok');
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('支付金额 ¥199.00')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/pay/cashier/tok' && c.method === 'POST')).toHaveLength(1);
  });

  it('我的订单 lists orders with their filters and deletes an unpaid one after a confirmation', async () => {
    setLoginCookie('1');
    let list = [order(), paidOrder({ orderNo: 'XJ2', title: 'Python 程序设计' })];
    const { calls } = stubAccountsApi({
      '/order/getOrderList': () => ({ code: 200, data: { list, total: list.length } }),
      '/order/deleteOrder': () => {
        list = list.filter((o) => o.status !== 0);
        return { code: 200, msg: '删除成功', data: null };
      },
    });
    renderAt('/home/learning/orders');
    const row = (await screen.findByText('电子商务运营')).closest('tr') as HTMLElement;
    expect(within(row).getByText('待支付')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /去支付/ })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/order/getOrderList')?.body).toEqual({ page: 1, size: 10, orderType: 0, payType: 0 });
    await userEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除「电子商务运营」的订单吗？删除后不能恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(screen.queryByText('电子商务运营')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/order/deleteOrder')?.body).toEqual({ orderNo: 'XJ20261127100000123456' });
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索订单标题' }), 'Python{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.path === '/order/getOrderList').at(-1)?.body).toMatchObject({ title: 'Python' }));
  });

  it('我的余额 shows the balance and its ledger; a top-up checks the amount before the QR page', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/balance/getVirtualBalance': { code: 200, data: { balance: 40_100 } },
      '/balance/getVirtualRecord': {
        code: 200,
        data: { list: [{ id: 1, kind: 6, kindName: '赠送', amount: 50_000, balance: 50_000, orderNo: '', note: '新生礼金（演示）', createTime: '2026-11-07T10:00:00+08:00' }], total: 1 },
      },
      '/order/addTopUp': { code: 200, data: order({ orderNo: 'XJ9', orderType: 3, title: '余额充值', courseId: '', amount: 10_050, price: 10_050 }) },
      '/order/continuePayType/XJ9': { code: 200, data: checkout(order({ orderNo: 'XJ9', orderType: 3, amount: 10_050 }), 40_100, 'http://localhost/pay/t9') },
      '/order/toPay': { code: 200, data: checkout(order({ orderNo: 'XJ9', orderType: 3, amount: 10_050 }), 40_100, 'http://localhost/pay/t9') },
      '/order/checkPayment': { code: 200, data: { orderNo: 'XJ9', status: 0, paid: false } },
    });
    renderAt('/home/learning/wallet');
    expect(await screen.findByText('¥401.00')).toBeInTheDocument();
    expect(await screen.findByText('+¥500.00')).toBeInTheDocument();
    expect(screen.getByText('新生礼金（演示）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^充\s?值$/ }));
    const amount = await screen.findByLabelText('充值金额（元）');
    await userEvent.type(amount, '0.5');
    await userEvent.click(screen.getByRole('button', { name: /去支付/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入1元到50000元之间的金额，最多两位小数');
    expect(calls.some((c) => c.path === '/order/addTopUp')).toBe(false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.5');
    await userEvent.click(screen.getByRole('button', { name: /去支付/ }));
    expect(await screen.findByRole('heading', { name: '扫码支付' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/order/addTopUp')?.body).toEqual({ amount: 10_050 });
  });
});
