// The platform admin's orders and balances (docs/admin.md "Orders and balances"): every school's orders with their
// school and buyer, filtered by school, kind, status and keyword; a refund of any school's paid order into the
// buyer's balance (once, with its audit row); any user's balance and ledger. Refused to everyone else.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshIp } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';

let server;
let st;
let admin;
let course;
before(async () => {
  server = await startServer();
  st = new Study(server);
  const list = await st.ok(undefined, 'POST', '/school/getSchoolCourseList', { page: 1, page_size: 50 });
  course = list.list.find((c) => c.coursePrice > 0);
  admin = await st.tokenOf(DEMO.admin);
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {}, ip: freshIp() });
const ok = (token, method, p, body) => st.ok(token, method, p, body);

/** A new buyer with a paid order for the priced course (paid through the platform cashier): {buyer, order}. */
async function paidOrder() {
  const buyer = await st.newUser();
  const order = await ok(buyer.token, 'POST', '/order/addOrder', { courseId: course.idSign });
  const checkout = await ok(buyer.token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  const token = new URL(checkout.payUrl).pathname.split('/').pop();
  assertEnvelope(await api(server, 'POST', `/api/v1/pay/cashier/${token}`, {}, {}), { status: 200, code: 200, msg: '支付成功' });
  return { buyer, order };
}

async function signOf(mobile) {
  const users = await ok(admin, 'GET', `/admin/users?mobile=${mobile}`);
  assert.equal(users.list.length, 1);
  return users.list[0].userId;
}

test('every school’s orders, with their school and buyer, filtered by school, kind, status and keyword', async () => {
  const { buyer, order } = await paidOrder();
  const top = await ok(buyer.token, 'POST', '/order/addTopUp', { amount: 5000 });
  const mine = await ok(admin, 'GET', `/admin/orders?keyword=${buyer.mobile}`);
  assert.equal(mine.total, 2);
  assert.deepEqual(mine.list.map((o) => o.orderNo), [top.orderNo, order.orderNo]);
  const paid = mine.list[1];
  assert.equal(paid.schoolName, '学鲸职业技术学院');
  assert.equal(paid.buyerMobile, buyer.mobile);
  assert.equal(paid.statusName, '已支付');
  assert.equal(paid.amount, course.coursePrice);
  // The kind, the status, the school.
  assert.deepEqual((await ok(admin, 'GET', `/admin/orders?keyword=${buyer.mobile}&orderType=3`)).list.map((o) => o.orderNo), [top.orderNo]);
  assert.deepEqual((await ok(admin, 'GET', `/admin/orders?keyword=${buyer.mobile}&status=1`)).list.map((o) => o.orderNo), [order.orderNo]);
  assert.equal((await ok(admin, 'GET', `/admin/orders?keyword=${order.orderNo}&schoolSign=1`)).total, 1);
  assert.equal((await ok(admin, 'GET', `/admin/orders?keyword=${order.orderNo}&schoolSign=nowhere`)).total, 0);
  // Newest first across schools, paged.
  const page = await ok(admin, 'GET', '/admin/orders?page=1&size=5');
  assert.ok(page.total >= 2 && page.list.length <= 5);
  // Bad filters.
  assertRefused(await as(admin, 'GET', '/admin/orders?orderType=9'), -2, '校验未通过', 'orderType');
  assertRefused(await as(admin, 'GET', '/admin/orders?status=7'), -2, '校验未通过', 'status');
  assertRefused(await as(admin, 'GET', `/admin/orders?keyword=${encodeURIComponent('长'.repeat(51))}`), -2, '校验未通过', 'keyword');
  // Nobody else.
  for (const who of [DEMO.schoolAdmin, DEMO.teacher, DEMO.student]) {
    assertRefused(await as(await st.tokenOf(who), 'GET', '/admin/orders'), -6, '您没有权限访问!');
  }
  assert.equal((await as(undefined, 'GET', '/admin/orders')).status, 401);
});

test('a refund of any school’s paid order: into the balance, once, with its audit row; the wallet shows it', async () => {
  const { buyer, order } = await paidOrder();
  assertRefused(await as(admin, 'POST', '/admin/order/refund', { orderNo: order.orderNo }), -2, '请填写退款原因', 'reason');
  assertRefused(await as(admin, 'POST', '/admin/order/refund', { orderNo: 'XJ-none', reason: 'x' }), -1000, '订单不存在');
  assertRefused(await as(await st.tokenOf(DEMO.student), 'POST', '/admin/order/refund', { orderNo: order.orderNo, reason: 'x' }), -6, '您没有权限访问!');
  // Two at once: one refund.
  const both = await Promise.all([1, 2].map(() => as(admin, 'POST', '/admin/order/refund', { orderNo: order.orderNo, reason: '平台退款' })));
  assert.equal(both.filter((r) => r.json?.code === 200).length, 1);
  assert.equal(both.find((r) => r.json?.code === 200).json.msg, '退款成功');
  assert.ok(both.some((r) => r.json?.msg === '订单已退款'));

  const sign = await signOf(buyer.mobile);
  const wallet = await ok(admin, 'GET', `/admin/user/wallet?userId=${sign}&page=1&size=10`);
  assert.equal(wallet.balance, course.coursePrice);
  assert.equal(wallet.total, 1);
  assert.deepEqual(wallet.list.map((e) => [e.kindName, e.amount, e.balance, e.orderNo]), [['退款', course.coursePrice, course.coursePrice, order.orderNo]]);
  // The same as the buyer's own.
  assert.equal((await ok(buyer.token, 'GET', '/balance/getVirtualBalance')).balance, course.coursePrice);
  assertRefused(await as(admin, 'GET', '/admin/user/wallet'), -2, '请选择用户', 'userId');
  assertRefused(await as(admin, 'GET', '/admin/user/wallet?userId=nobody'), -1000, '用户不存在');
  assertRefused(await as(await st.tokenOf(DEMO.schoolAdmin), 'GET', `/admin/user/wallet?userId=${sign}`), -6, '您没有权限访问!');

  // The audit row: the platform admin's, in the order's school, seen by that school's admin too.
  const rows = await ok(admin, 'GET', '/admin/audit?action=order.refund&size=100');
  const row = rows.list.find((r) => r.summary.includes(order.orderNo));
  assert.equal(row.actorName, '周杰');
  assert.equal(row.actorRole, 'admin');
  assert.match(row.summary, /原因：平台退款$/);
  const school = await ok(await st.tokenOf(DEMO.schoolAdmin), 'GET', '/schoolAdmin/audit?action=order.refund&size=100');
  assert.ok(school.list.some((r) => r.summary.includes(order.orderNo)));
  // The school admin's list shows it refunded.
  const listed = await ok(await st.tokenOf(DEMO.schoolAdmin), 'POST', '/order/getSchoolOrderList', { page: 1, size: 10, keyword: order.orderNo });
  assert.deepEqual(listed.list.map((o) => o.statusName), ['已退款']);
});
