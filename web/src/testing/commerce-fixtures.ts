import type { Order } from '@/api/commerce';

/** An order as the server answers it (docs/commerce.md): unpaid, for 电子商务运营, thirty minutes to pay by default. */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    orderNo: 'XJ20261127100000123456',
    orderType: 1,
    orderTypeName: '课程',
    title: '电子商务运营',
    picture: '/files/course-covers/ec.png',
    courseId: 'c-ec',
    price: 19900,
    discount: 0,
    amount: 19900,
    discountCode: null,
    status: 0,
    statusName: '待支付',
    payType: 0,
    payTypeName: '未选择',
    createTime: new Date(Date.now() - 60_000).toISOString(),
    expireTime: new Date(Date.now() + 29 * 60_000).toISOString(),
    payTime: null,
    refundTime: null,
    refundReason: '',
    quantity: 1,
    ...overrides,
  };
}

export const paidOrder = (overrides: Partial<Order> = {}): Order =>
  order({ status: 1, statusName: '已支付', payType: 1, payTypeName: '余额支付', payTime: new Date().toISOString(), ...overrides });
