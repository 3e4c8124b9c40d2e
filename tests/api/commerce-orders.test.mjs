// Orders, payment and the balance (docs/commerce.md): a priced course bought from the balance, a top-up paid online
// through the platform cashier (the offline default), money moving exactly once under concurrent calls, the ledger
// always summing to the balance, expiry, and orders that belong to their buyer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshIp } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, api, assertEnvelope, request, startServer } from './lib/server.mjs';

let server;
let st;
const priced = {};
let free;
before(async () => {
  server = await startServer();
  st = new Study(server);
  const list = await st.ok(undefined, 'POST', '/school/getSchoolCourseList', { page: 1, page_size: 50 });
  for (const c of list.list) if (c.coursePrice > 0) priced[c.name] = c;
  free = list.list.find((c) => c.coursePrice === 0);
  assert.ok(Object.keys(priced).length >= 3, 'the demo has priced courses');
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body, ip = freshIp()) => st.call(method, p, body, { cookies: token ? { token } : {}, ip });
const ok = (token, method, p, body) => st.ok(token, method, p, body);
const sum = (entries) => entries.reduce((total, e) => total + e.amount, 0);

/** Tops the balance up by `fen` through the platform cashier, as the QR code's page does. */
async function topUp(token, fen) {
  const order = await ok(token, 'POST', '/order/addTopUp', { amount: fen });
  const checkout = await ok(token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  const link = new URL(checkout.payUrl);
  const paid = await api(server, 'POST', `/api/v1/pay/cashier/${link.pathname.split('/').pop()}`, {}, {});
  assertEnvelope(paid, { status: 200, code: 200, msg: '支付成功' });
  return order;
}

async function records(token) {
  return ok(token, 'POST', '/balance/getVirtualRecord', { page: 1, size: 50 });
}

test("the demo: 张晓明's balance, a paid top-up, an order waiting to be paid, and a ledger that sums to the balance", async () => {
  const token = await st.tokenOf(DEMO.student);
  const { balance } = await ok(token, 'GET', '/balance/getVirtualBalance');
  assert.equal(balance, 60_000);
  const ledger = await records(token);
  assert.equal(sum(ledger.list), balance);
  assert.deepEqual(ledger.list.map((e) => e.kindName).reverse(), ['赠送', '充值']);
  const orders = await ok(token, 'POST', '/order/getOrderList', { page: 1, size: 10 });
  assert.deepEqual(orders.list.map((o) => [o.orderTypeName, o.statusName]), [['课程', '待支付'], ['余额充值', '已支付']]);
  const unpaid = orders.list[0];
  assert.match(unpaid.orderNo, /^XJ\d{20}$/);
  const checkout = await ok(token, 'POST', '/order/toPay', { orderNo: unpaid.orderNo });
  assert.equal(checkout.balance, balance);
  assert.equal(checkout.order.amount, unpaid.price);
  assert.equal(checkout.enough, balance >= unpaid.price);
  // He studies the three courses the other demos give him, no more.
  assert.equal((await ok(token, 'POST', '/course/studyProgress', { page: 1, size: 50 })).total, 3);
});

test('a new student tops up online, buys a priced course from the balance and studies it at once', async () => {
  const { token } = await st.newUser();
  const course = priced['电子商务运营'];
  assertRefused(await as(token, 'POST', '/course/joinStudy', { sign: course.idSign }), -1000, '该课程需购买或使用激活码后学习');
  const top = await topUp(token, 30_000);
  assert.equal((await ok(token, 'GET', '/balance/getVirtualBalance')).balance, 30_000);
  assert.equal((await ok(token, 'GET', `/order/orderSuccess/${top.orderNo}`)).statusName, '已支付');

  const order = await ok(token, 'POST', '/order/addOrder', { courseId: course.idSign });
  assert.equal(order.amount, course.coursePrice);
  assert.equal(order.statusName, '待支付');
  assert.equal((await ok(token, 'POST', '/order/addOrder', { courseId: course.idSign })).orderNo, order.orderNo);
  assert.equal((await ok(token, 'GET', `/order/selectByCourse?courseId=${course.idSign}`)).orderNo, order.orderNo);
  assertRefused(await as(token, 'GET', `/order/orderSuccess/${order.orderNo}`), -1000, '订单未支付');
  const chosen = await ok(token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 1 });
  assert.equal(chosen.order.payTypeName, '余额支付');
  assert.equal(chosen.payUrl, '');
  const paid = assertEnvelope(await as(token, 'POST', '/order/balancePay', { orderNo: order.orderNo }), { status: 200, code: 200, msg: '支付成功' });
  assert.equal(paid.data, true);
  assert.equal((await ok(token, 'POST', '/course/getStudyInfo', { sign: course.idSign })).studyStatus, 1);
  const success = await ok(token, 'GET', `/order/orderSuccess/${order.orderNo}`);
  assert.equal(success.courseId, course.idSign);
  assert.equal(success.payTypeName, '余额支付');
  const { balance } = await ok(token, 'GET', '/balance/getVirtualBalance');
  assert.equal(balance, 30_000 - course.coursePrice);
  const ledger = await records(token);
  assert.deepEqual(ledger.list.map((e) => [e.kindName, e.amount]), [['支付', -course.coursePrice], ['充值', 30_000]]);
  assert.equal(sum(ledger.list), balance);
  assertRefused(await as(token, 'POST', '/order/addOrder', { courseId: course.idSign }), -1000, '您已加入该课程的学习');
  assertRefused(await as(token, 'POST', '/order/deleteOrder', { orderNo: order.orderNo }), -1000, '已支付的订单不能删除');

  // The list's filters.
  const list = (body) => ok(token, 'POST', '/order/getOrderList', { page: 1, size: 10, ...body });
  assert.equal((await list({})).total, 2);
  assert.equal((await list({ orderType: 3 })).list[0].orderNo, top.orderNo);
  assert.equal((await list({ orderType: 0, payType: 1 })).list[0].orderNo, order.orderNo);
  assert.equal((await list({ title: '电子商务' })).total, 1);
  assert.equal((await list({ startTime: '2000-01-01', endTime: '2000-01-02' })).total, 0);
  assert.equal((await list({ startTime: '2000-01-01 00:00', endTime: '2999-12-31' })).total, 2);
});

test('a thousand balance payments of one order at once: one payment, one enrolment, one ledger row', async () => {
  const { token, mobile } = await st.newUser();
  const course = priced['跨境电商实务'];
  await topUp(token, course.coursePrice * 2);
  const order = await ok(token, 'POST', '/order/addOrder', { courseId: course.idSign });
  // From four client addresses: the server holds at most 512 connections of one address (docs/security.md).
  const body = JSON.stringify({ orderNo: order.orderNo });
  const headers = { 'content-type': 'application/json', accept: 'application/json', cookie: `token=${token}` };
  const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => request(server, {
    method: 'POST', path: '/api/v1/order/balancePay', headers, body, localAddress: `127.0.3.${1 + (i % 4)}`, timeoutMs: 60_000,
  })));
  const codes = new Map();
  for (const res of answers) {
    const key = `${res.status} ${res.json?.code} ${JSON.stringify(res.json?.data)}`;
    codes.set(key, (codes.get(key) ?? 0) + 1);
  }
  assert.deepEqual([...codes.keys()], ['200 200 true'], JSON.stringify([...codes]));
  const { balance } = await ok(token, 'GET', '/balance/getVirtualBalance');
  assert.equal(balance, course.coursePrice);
  const ledger = await records(token);
  assert.equal(ledger.list.filter((e) => e.kindName === '支付').length, 1);
  assert.equal(sum(ledger.list), balance);
  const rows = await runSql(server, `SELECT COUNT(*) FROM enrolment e JOIN users u ON u.id = e.user_id
    WHERE u.mobile = '${mobile}' AND e.source = 'order'`);
  assert.equal(Number(rows.trim()), 1);
});

test('a random mix of top-ups and payments: the ledger always sums to the balance, never below zero', async () => {
  const { token } = await st.newUser();
  const names = Object.keys(priced);
  const calls = [];
  for (let i = 0; i < 12; i += 1) {
    if (i % 3 === 0) calls.push(topUp(token, 100 + ((i * 7919) % 20_000)));
    else {
      const course = priced[names[i % names.length]];
      calls.push(ok(token, 'POST', '/order/addOrder', { courseId: course.idSign })
        .then((o) => as(token, 'POST', '/order/balancePay', { orderNo: o.orderNo }))
        .catch(() => undefined));
    }
  }
  await Promise.all(calls);
  const { balance } = await ok(token, 'GET', '/balance/getVirtualBalance');
  const ledger = await records(token);
  assert.ok(balance >= 0);
  assert.equal(sum(ledger.list), balance);
  let running = 0;
  for (const e of [...ledger.list].reverse()) {
    running += e.amount;
    assert.equal(e.balance, running, 'each row carries the balance after it');
  }
});

test('a short balance is refused with nothing written; a top-up cannot be paid from the balance', async () => {
  const { token } = await st.newUser();
  await topUp(token, 100);
  const order = await ok(token, 'POST', '/order/addOrder', { courseId: priced['电子商务运营'].idSign });
  const res = assertEnvelope(await as(token, 'POST', '/order/balancePay', { orderNo: order.orderNo }), { status: 200, code: 200, msg: '余额不足' });
  assert.equal(res.data, false);
  assert.equal((await ok(token, 'GET', '/balance/getVirtualBalance')).balance, 100);
  assert.equal((await records(token)).total, 1);
  assert.equal((await ok(token, 'GET', `/order/getOrderDetail?orderNo=${order.orderNo}`)).statusName, '待支付');
  const top = await ok(token, 'POST', '/order/addTopUp', { amount: 500 });
  assertRefused(await as(token, 'POST', '/order/balancePay', { orderNo: top.orderNo }), -1000, '充值请使用在线支付');
  assertRefused(await as(token, 'POST', `/order/continuePayType/${top.orderNo}`, { payType: 1 }), -1000, '充值请使用在线支付');
});

test('the QR code and the cashier: a PNG of the payment link, paid once however often it is opened', async () => {
  const { token } = await st.newUser();
  const order = await ok(token, 'POST', '/order/addOrder', { courseId: priced['电子商务运营'].idSign });
  assertRefused(await as(token, 'GET', `/order/payQrCode?orderNo=${order.orderNo}`), -1000, '请先选择在线支付');
  const checkout = await ok(token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  assert.match(checkout.payUrl, /^http:\/\/[^/]+\/pay\/[0-9a-f]{32}$/);
  assert.equal(checkout.qrCode, `/api/v1/order/payQrCode?orderNo=${order.orderNo}`);
  const png = await as(token, 'GET', `/order/payQrCode?orderNo=${order.orderNo}`);
  assert.equal(png.status, 200);
  assert.equal(png.headers['content-type'], 'image/png');
  assert.equal(png.body.subarray(1, 4).toString(), 'PNG');
  const again = await ok(token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  assert.equal(again.payUrl, checkout.payUrl, 'the waiting trade is reused');
  const tokenOfLink = checkout.payUrl.split('/').pop();
  const view = assertEnvelope(await api(server, 'GET', `/api/v1/pay/cashier/${tokenOfLink}`), { status: 200, code: 200 }).data;
  assert.deepEqual([view.orderNo, view.amount, view.paid], [order.orderNo, order.amount, false]);
  assert.equal((await ok(token, 'GET', `/order/checkPayment?orderNo=${order.orderNo}`)).paid, false);
  const opened = await Promise.all(Array.from({ length: 10 }, () => api(server, 'POST', `/api/v1/pay/cashier/${tokenOfLink}`, {}, { 'x-forwarded-for': freshIp() })));
  for (const res of opened) assert.equal(assertEnvelope(res, { status: 200, code: 200, msg: '支付成功' }).data.paid, true);
  assert.deepEqual(await ok(token, 'GET', `/order/checkPayment?orderNo=${order.orderNo}`), { orderNo: order.orderNo, status: 1, paid: true });
  assert.equal((await ok(token, 'POST', '/course/getStudyInfo', { sign: priced['电子商务运营'].idSign })).studyStatus, 1);
  assert.equal((await records(token)).total, 0, 'paid from outside: the balance is untouched');
  assertRefused(await api(server, 'GET', '/api/v1/pay/cashier/0123456789abcdef0123456789abcdef'), -1000, '支付链接无效');
  assertRefused(await api(server, 'POST', '/api/v1/pay/cashier/nope', {}), -1000, '支付链接无效');
});

test('an unpaid order expires: it cannot be paid, and a new order is made for the course', async () => {
  const { token } = await st.newUser();
  await topUp(token, 100_000);
  const course = priced['电子商务运营'];
  const order = await ok(token, 'POST', '/order/addOrder', { courseId: course.idSign });
  const checkout = await ok(token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  await advanceClock(server, 30 * 60);
  assertRefused(await as(token, 'POST', '/order/balancePay', { orderNo: order.orderNo }), -1000, '订单已过期，请重新下单');
  assertRefused(await api(server, 'POST', `/api/v1/pay/cashier/${checkout.payUrl.split('/').pop()}`, {}), -1000, '订单已过期，请重新下单');
  assert.equal((await ok(token, 'GET', '/balance/getVirtualBalance')).balance, 100_000);
  const next = await ok(token, 'POST', '/order/addOrder', { courseId: course.idSign });
  assert.notEqual(next.orderNo, order.orderNo);
  assert.equal((await ok(token, 'GET', `/order/getOrderDetail?orderNo=${order.orderNo}`)).statusName, '已关闭');
  assert.equal((await ok(token, 'POST', '/order/balancePay', { orderNo: next.orderNo })), true);
});

test('orders belong to their buyer; deleting an unpaid order hides it', async () => {
  const buyer = await st.newUser();
  const other = await st.newUser();
  const order = await ok(buyer.token, 'POST', '/order/addOrder', { courseId: priced['电子商务运营'].idSign });
  for (const [method, p, body] of [
    ['GET', `/order/getOrderDetail?orderNo=${order.orderNo}`],
    ['POST', '/order/toPay', { orderNo: order.orderNo }],
    ['POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 }],
    ['POST', '/order/balancePay', { orderNo: order.orderNo }],
    ['GET', `/order/checkPayment?orderNo=${order.orderNo}`],
    ['GET', `/order/orderSuccess/${order.orderNo}`],
    ['GET', `/order/payQrCode?orderNo=${order.orderNo}`],
    ['POST', '/order/deleteOrder', { orderNo: order.orderNo }],
  ]) {
    assertRefused(await as(other.token, method, p, body), -1000, '订单不存在');
    assertRefused(await as(undefined, method, p, body), -1001, '请登录');
  }
  assert.equal((await ok(other.token, 'POST', '/order/getOrderList', {})).total, 0);
  assertEnvelope(await as(buyer.token, 'POST', '/order/deleteOrder', { orderNo: order.orderNo }), { status: 200, code: 200, msg: '删除成功' });
  assert.equal((await ok(buyer.token, 'POST', '/order/getOrderList', {})).total, 0);
  assert.equal(await ok(buyer.token, 'GET', `/order/selectByCourse?courseId=${priced['电子商务运营'].idSign}`), null);
  assertRefused(await as(buyer.token, 'POST', '/order/balancePay', { orderNo: order.orderNo }), -1000, '订单已关闭');
});

test('bad input gets the catalogue codes with Chinese messages and writes nothing', async () => {
  const { token } = await st.newUser();
  assertRefused(await as(token, 'POST', '/order/addOrder', {}), -2, '请选择课程', 'courseId');
  assertRefused(await as(token, 'POST', '/order/addOrder', { courseId: free.idSign }), -1000, '免费课程无需购买');
  assertRefused(await as(token, 'POST', '/order/addOrder', { courseId: 'nope' }), -1000, '课程不存在');
  assertRefused(await as(token, 'POST', '/order/addOrder', { courseId: { a: 1 } }), -2, '请选择课程', 'courseId');
  assertRefused(await as(token, 'POST', '/order/addTopUp', {}), -2, '请输入充值金额', 'amount');
  assertRefused(await as(token, 'POST', '/order/addTopUp', { amount: 'abc' }), -2, '请输入充值金额', 'amount');
  assertRefused(await as(token, 'POST', '/order/addTopUp', { amount: 99 }), -2, '充值金额须在1元到50000元之间', 'amount');
  assertRefused(await as(token, 'POST', '/order/addTopUp', { amount: 1e15 }), -2, '充值金额须在1元到50000元之间', 'amount');
  assertRefused(await as(token, 'POST', '/order/balancePay', {}), -2, '请选择订单', 'orderNo');
  assertRefused(await as(token, 'POST', '/order/balancePay', { orderNo: 'x'.repeat(100) }), -2, '校验未通过', 'orderNo');
  const order = await ok(token, 'POST', '/order/addOrder', { courseId: priced['电子商务运营'].idSign });
  assertRefused(await as(token, 'POST', `/order/continuePayType/${order.orderNo}`, {}), -2, '请选择支付方式', 'payType');
  assertRefused(await as(token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 3 }), -2, '请选择支付方式', 'payType');
  assertRefused(await as(token, 'POST', '/order/getOrderList', { orderType: 9 }), -2, '校验未通过', 'orderType');
  assertRefused(await as(token, 'POST', '/order/getOrderList', { payType: -1 }), -2, '校验未通过', 'payType');
  assertRefused(await as(token, 'POST', '/order/getOrderList', { startTime: '昨天' }), -2, '时间格式不正确', 'startTime');
  assertRefused(await as(token, 'POST', '/order/getOrderList', { size: 1e9 }), -2, '校验未通过', 'size');
  assert.equal((await ok(token, 'POST', '/order/getOrderList', {})).total, 1);
  assert.equal((await records(token)).total, 0);
});

test('a free course still joins without an order', async () => {
  const { token } = await st.newUser();
  const joined = await ok(token, 'POST', '/course/joinStudy', { sign: free.idSign });
  assert.equal(joined.joined ?? true, true);
  assert.equal((await ok(token, 'POST', '/order/getOrderList', {})).total, 0);
});

test('discount codes: the demo code prices the order, is held by it, and checks its course, time and format', async () => {
  const { token } = await st.newUser();
  let target;
  for (const course of Object.values(priced)) {
    const res = await as(token, 'POST', '/order/checkDiscountCode', { courseId: course.idSign, discountCode: 'SPRING80A' });
    if (res.json.code === 200) target = { course, quote: res.json.data };
    else assertRefused(res, -1000, '该优惠码不适用于此课程');
  }
  assert.ok(target, 'SPRING80A belongs to a demo course');
  const { course, quote } = target;
  const pay = Math.round(course.coursePrice * 0.8);
  assert.deepEqual(quote, { price: course.coursePrice, discount: course.coursePrice - pay, amount: pay, discountCode: 'SPRING80A' });
  assertRefused(await as(token, 'POST', '/order/checkDiscountCode', { courseId: course.idSign, discountCode: 'NOSUCH00' }), -1000, '优惠码不存在');
  assertRefused(await as(token, 'POST', '/order/checkDiscountCode', { courseId: course.idSign, discountCode: '八折' }), -2, '优惠码格式不正确', 'discountCode');
  assertRefused(await as(token, 'POST', '/order/checkDiscountCode', { courseId: course.idSign }), -2, '请输入优惠码', 'discountCode');

  const order = await ok(token, 'POST', '/order/addOrder', { courseId: course.idSign, discountCode: ' spring80a ' });
  assert.deepEqual([order.price, order.discount, order.amount, order.discountCode], [course.coursePrice, course.coursePrice - pay, pay, 'SPRING80A']);
  const removed = assertEnvelope(await as(token, 'POST', '/order/updateOrderDetail', { orderNo: order.orderNo, discountCode: '' }), { status: 200, code: 200, msg: '修改成功' }).data;
  assert.deepEqual([removed.amount, removed.discountCode], [course.coursePrice, null]);
  const again = await ok(token, 'POST', '/order/updateOrderDetail', { orderNo: order.orderNo, discountCode: 'SPRING80A' });
  assert.equal(again.amount, pay);

  // The teacher's batches: the demo one counts the held use; a student may not see or make batches.
  const teacher = await st.tokenOf(DEMO.teacher);
  const batches = await ok(teacher, 'GET', `/discount/getBatchList?courseId=${course.idSign}`);
  assert.equal(batches[0].name, '新学期八折');
  assert.equal(batches[0].kindName, '折扣');
  assert.ok(batches[0].usedCount >= 1);
  assertRefused(await as(token, 'GET', `/discount/getBatchList?courseId=${course.idSign}`), -6, '您没有权限访问!');
  const made = assertEnvelope(await as(teacher, 'POST', '/discount/addBatch', {
    courseId: course.idSign, name: '立减五十', kind: 2, value: 5000, startTime: '2026-01-01', endTime: '2099-12-31', useLimit: 2, count: 3,
  }), { status: 200, code: 200, msg: '添加成功' }).data;
  assert.equal(made.codeCount, 3);
  const codes = await ok(teacher, 'POST', '/discount/getCodeList', { batchId: made.idSign, page: 1, size: 20 });
  assert.equal(codes.total, 3);
  assert.match(codes.list[0].code, /^[A-Z0-9]{8}$/);
  // The export: every code of the batch in an .xlsx named after the batch.
  const sheet = await as(teacher, 'POST', '/discount/getCodeList/export', { batchId: made.idSign });
  assert.equal(sheet.status, 200);
  assert.match(sheet.headers['content-type'], /spreadsheetml/);
  assert.match(decodeURIComponent(sheet.headers['content-disposition']), /立减五十-优惠码-\d{8}\.xlsx/);
  assertRefused(await as(token, 'POST', '/discount/getCodeList/export', { batchId: made.idSign }), -6, '您没有权限访问!');
  assertRefused(await as(teacher, 'POST', '/discount/addBatch', { courseId: course.idSign, name: '坏', kind: 1, value: 100, startTime: '2026-01-01', endTime: '2099-12-31', useLimit: 1, count: 1 }),
    -2, '折扣须在10到99之间（80即八折）', 'value');
  assertRefused(await as(teacher, 'POST', '/discount/addBatch', { courseId: course.idSign, name: '坏', kind: 2, value: 100, startTime: '2026-02-01', endTime: '2026-01-01', useLimit: 1, count: 1 }),
    -2, '结束时间必须晚于开始时间', 'endTime');
  assertRefused(await as(teacher, 'POST', '/discount/addBatch', { courseId: course.idSign, name: '坏', kind: 2, value: 100, startTime: '2026-01-01', endTime: '2099-12-31', useLimit: 1, count: 501 }),
    -2, '生成数量须在1到500之间', 'count');
  assertRefused(await as(token, 'POST', '/discount/addBatch', { courseId: course.idSign, name: '学生', kind: 2, value: 100, startTime: '2026-01-01', endTime: '2099-12-31', useLimit: 1, count: 1 }),
    -6, '您没有权限访问!');
});

test("the demo's priced training (新媒体直播运营实训, by order) is bought from the balance and joined at once", async () => {
  const trainings = await st.ok(undefined, 'POST', '/train/getTrainList', { page: 1, size: 50 });
  const live = trainings.list.find((t) => t.trainName === '新媒体直播运营实训');
  const { token } = await st.newUser();
  assertRefused(await as(token, 'POST', '/train/joinTrain', { trainId: live.idSign }), -1000, '该培训项目需购买后参加');
  await topUp(token, 50_000);
  const order = await ok(token, 'POST', '/order/addOrder', { trainId: live.idSign });
  assert.deepEqual([order.orderTypeName, order.amount, order.courseId], ['培训', 39_900, live.idSign]);
  assert.equal(await ok(token, 'POST', '/order/balancePay', { orderNo: order.orderNo }), true);
  const header = await ok(token, 'GET', `/train/getTrainHeaderDetail/${live.idSign}`);
  assert.notEqual(header.myStudy, null, 'joined');
  assertRefused(await as(token, 'POST', '/order/addOrder', { trainId: live.idSign }), -1000, '您已加入该课程的学习');
});

test('activation codes in bulk: N codes at N × the price, paid once, each opening the course to whoever redeems it', async () => {
  const course = priced['电子商务运营'];
  const buyer = await st.newUser();
  assertRefused(await as(buyer.token, 'POST', '/order/addCodeOrder', { courseId: course.idSign, quantity: 0 }), -2, '购买数量须在1到500之间', 'quantity');
  assertRefused(await as(buyer.token, 'POST', '/order/addCodeOrder', { courseId: course.idSign, quantity: 'x' }), -2, '购买数量须在1到500之间', 'quantity');
  assertRefused(await as(buyer.token, 'POST', '/order/addCodeOrder', { courseId: course.idSign }), -2, '购买数量须在1到500之间', 'quantity');
  assertRefused(await as(buyer.token, 'POST', '/order/addCodeOrder', { quantity: 2 }), -2, '请选择课程', 'courseId');
  const order = await ok(buyer.token, 'POST', '/order/addCodeOrder', { courseId: course.idSign, quantity: 3 });
  assert.deepEqual([order.orderTypeName, order.quantity, order.amount], ['激活码', 3, course.coursePrice * 3]);
  assert.equal((await ok(buyer.token, 'POST', '/order/getOrderCodes', { orderNo: order.orderNo })).total, 0, 'none before it is paid');
  // Paid online through the platform cashier.
  const checkout = await ok(buyer.token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  const paid = await api(server, 'POST', `/api/v1/pay/cashier/${new URL(checkout.payUrl).pathname.split('/').pop()}`, {}, {});
  assertEnvelope(paid, { status: 200, code: 200, msg: '支付成功' });
  const codes = await ok(buyer.token, 'POST', '/order/getOrderCodes', { orderNo: order.orderNo, page: 1, size: 20 });
  assert.equal(codes.total, 3);
  for (const c of codes.list) assert.match(c.code, /^[A-Z0-9]{16}$/);
  assert.equal((await ok(buyer.token, 'POST', '/course/getStudyInfo', { sign: course.idSign })), null, 'the buyer does not study it');

  // A student redeems one; the order shows who.
  const student = await st.newUser();
  const ip = freshIp();
  const solved = await st.captcha(ip);
  const redeemed = await st.call('POST', '/course/activate', { code: codes.list[0].code, captcha: solved.text }, { ip, cookies: { token: student.token, captchaKey: solved.key } });
  assertEnvelope(redeemed, { status: 200, code: 200 });
  assert.equal((await ok(student.token, 'POST', '/course/getStudyInfo', { sign: course.idSign })).studyStatus, 1);
  const after = await ok(buyer.token, 'POST', '/order/getOrderCodes', { orderNo: order.orderNo, page: 1, size: 20 });
  assert.equal(after.list.filter((c) => c.used).length, 1);
  const sheet = await as(buyer.token, 'POST', '/order/getOrderCodes/export', { orderNo: order.orderNo });
  assert.equal(sheet.status, 200);
  assert.match(decodeURIComponent(sheet.headers['content-disposition']), /激活码/);
  // The codes are the buyer's alone; a code order is not refunded.
  assertRefused(await as(student.token, 'POST', '/order/getOrderCodes', { orderNo: order.orderNo }), -1000, '订单不存在');
  assertRefused(await as(await st.tokenOf(DEMO.schoolAdmin), 'POST', '/order/refund', { orderNo: order.orderNo, reason: '退' }), -1000, '激活码订单不能退款');
});
