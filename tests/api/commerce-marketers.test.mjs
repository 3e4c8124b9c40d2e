// Marketers and refunds (docs/commerce.md "Marketers", "Refunds"): applying and the school admin's review, a
// referral link's public page counting visitors once a day, an order through the link crediting the commission once
// when it is paid, refunds by the school admin into the buyer's balance (the study ended, the commission taken back),
// and every ledger summing to its balance under a random mix of top-ups, payments and refunds.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshIp } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';

let server;
let st;
let admin;
const priced = {};
before(async () => {
  server = await startServer();
  st = new Study(server);
  const list = await st.ok(undefined, 'POST', '/school/getSchoolCourseList', { page: 1, page_size: 50 });
  for (const c of list.list) if (c.coursePrice > 0) priced[c.name] = c;
  admin = await st.tokenOf(DEMO.schoolAdmin);
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body, ip = freshIp(), headers = {}) => st.call(method, p, body, { cookies: token ? { token } : {}, ip, headers });
const ok = (token, method, p, body) => st.ok(token, method, p, body);
const sum = (entries) => entries.reduce((total, e) => total + e.amount, 0);
const application = (over = {}) => ({ realName: '钱推广', mobile: '13912345678', intro: '社群推广', agree: true, ...over });

async function ledgerMatches(token) {
  const { balance } = await ok(token, 'GET', '/balance/getVirtualBalance');
  const ledger = await ok(token, 'POST', '/balance/getVirtualRecord', { page: 1, size: 50 });
  assert.ok(balance >= 0);
  assert.equal(sum(ledger.list), balance, 'the ledger sums to the balance');
  return { balance, ledger: ledger.list };
}

/** Pays an order through the platform cashier, as the QR code's page does. */
async function payOnline(token, orderNo) {
  const checkout = await ok(token, 'POST', `/order/continuePayType/${orderNo}`, { payType: 2 });
  const paid = await api(server, 'POST', `/api/v1/pay/cashier/${new URL(checkout.payUrl).pathname.split('/').pop()}`, {}, {});
  assertEnvelope(paid, { status: 200, code: 200, msg: '支付成功' });
}

/** A new user who applied and was approved at `rate`: {token, sign}. */
async function newMarketer(rate) {
  const { token } = await st.newUser();
  const applied = assertEnvelope(await as(token, 'POST', '/marketer/apply', application()), { status: 200, code: 200, msg: '提交成功，请等待审核' }).data;
  assert.equal(applied.statusName, '待审核');
  const approved = assertEnvelope(await as(admin, 'POST', '/marketer/review', { marketerId: applied.idSign, approve: true, rate }), { status: 200, code: 200, msg: '已通过' }).data;
  assert.equal(approved.rate, rate);
  return { token, sign: applied.idSign };
}

test('the demo: 郑建国 promotes with a paid order and its commission; 王丽华 waits for review', async () => {
  const li = await st.tokenOf(DEMO.colleague);
  const promotion = await ok(li, 'POST', '/marketer/getPromotion', { page: 1, size: 10 });
  assert.equal(promotion.marketer.statusName, '已通过');
  assert.equal(promotion.marketer.rate, 10);
  assert.equal(promotion.totals.visits, 17);
  assert.equal(promotion.totals.orders, 1);
  assert.ok(promotion.list.length >= 3);
  assert.match(promotion.list[0].link, new RegExp(`^/marketer/${promotion.marketer.idSign}\\?courseId=`));
  const records = await ok(li, 'POST', '/marketer/getCommissionList', { page: 1, size: 10 });
  assert.equal(records.total, 1);
  assert.equal(records.list[0].buyerName, '赵*');
  assert.equal(records.list[0].commission, promotion.totals.commission);
  assert.equal(records.list[0].commission, Math.floor(records.list[0].amount / 10));
  const { balance } = await ledgerMatches(li);
  assert.equal(balance, promotion.totals.commission);
  const list = await ok(admin, 'POST', '/marketer/getMarketerList', { page: 1, size: 10 });
  assert.deepEqual(list.list.map((m) => [m.realName, m.statusName]).slice(0, 2), [['王丽华', '待审核'], ['郑建国', '已通过']]);
  const orders = await ok(admin, 'POST', '/order/getSchoolOrderList', { page: 1, size: 10, status: 1 });
  assert.ok(orders.list.some((o) => o.buyerName === '赵敏' && o.commission === promotion.totals.commission));
});

test('applying: the form is checked, a pending application waits, a refused one applies again', async () => {
  const { token } = await st.newUser();
  assert.equal((await ok(token, 'GET', '/marketer/myApplication')), null);
  assertRefused(await as(token, 'POST', '/marketer/getPromotion', {}), -1000, '您还不是推广员');
  assertRefused(await as(token, 'POST', '/marketer/apply', application({ realName: '' })), -2, '请输入真实姓名（2到20个字）', 'realName');
  assertRefused(await as(token, 'POST', '/marketer/apply', application({ realName: '钱' })), -2, '请输入真实姓名（2到20个字）', 'realName');
  assertRefused(await as(token, 'POST', '/marketer/apply', application({ mobile: '12345' })), -2, '请输入正确的手机号', 'mobile');
  assertRefused(await as(token, 'POST', '/marketer/apply', application({ agree: false })), -2, '请阅读并同意《推广员协议》', 'agree');
  assertRefused(await as(token, 'POST', '/marketer/apply', application({ intro: '长'.repeat(501) })), -2, '推广说明最多500字', 'intro');
  assertRefused(await as(token, 'POST', '/marketer/apply', application({ realName: ['x'] })), -2, '请输入真实姓名（2到20个字）', 'realName');
  assert.equal((await ok(token, 'GET', '/marketer/myApplication')), null, 'nothing was written');
  // Two at once: one application.
  const both = await Promise.all([as(token, 'POST', '/marketer/apply', application()), as(token, 'POST', '/marketer/apply', application())]);
  assert.equal(both.filter((r) => r.json?.code === 200).length, 1);
  const mine = await ok(token, 'GET', '/marketer/myApplication');
  assert.equal(mine.statusName, '待审核');
  assertRefused(await as(token, 'POST', '/marketer/apply', application()), -1000, '您的申请正在审核中');

  // The review: a reason to refuse, a rate of 1–50 to approve; a student cannot review.
  assertRefused(await as(await st.tokenOf(DEMO.student), 'POST', '/marketer/review', { marketerId: mine.idSign, approve: true, rate: 10 }), -6, '您没有权限访问!');
  assertRefused(await as(admin, 'POST', '/marketer/review', { marketerId: mine.idSign, approve: false }), -2, '请填写原因', 'note');
  assertRefused(await as(admin, 'POST', '/marketer/review', { marketerId: mine.idSign, approve: true, rate: 0 }), -2, '佣金比例须在1%到50%之间', 'rate');
  assertRefused(await as(admin, 'POST', '/marketer/review', { marketerId: mine.idSign, approve: true, rate: 'x' }), -2, '佣金比例须在1%到50%之间', 'rate');
  assertRefused(await as(admin, 'POST', '/marketer/review', { marketerId: 'nope', approve: true, rate: 10 }), -1000, '申请不存在');
  const refused = assertEnvelope(await as(admin, 'POST', '/marketer/review', { marketerId: mine.idSign, approve: false, note: '请补充推广渠道' }), { status: 200, code: 200, msg: '已驳回' }).data;
  assert.equal(refused.reviewNote, '请补充推广渠道');
  assertRefused(await as(admin, 'POST', '/marketer/review', { marketerId: mine.idSign, approve: true, rate: 10 }), -1000, '该申请已处理');
  const again = await ok(token, 'POST', '/marketer/apply', application({ intro: '校园社群与朋友圈' }));
  assert.equal(again.statusName, '待审核');
  assert.equal(again.idSign, mine.idSign);
});

test('a referral link: its public page counts each visitor once a day; an order through it credits the commission once', async () => {
  const marketer = await newMarketer(20);
  const course = priced['电子商务运营'];
  const landing = (ip, agent) => as(undefined, 'GET', `/marketer/landing/${marketer.sign}?courseId=${course.idSign}`, undefined, ip, { 'user-agent': agent });
  const page = assertEnvelope(await landing('10.9.0.1', 'phone-a'), { status: 200, code: 200 }).data;
  assert.equal(page.course.idSign, course.idSign);
  assert.equal(page.marketer.idSign, marketer.sign);
  assert.ok(!page.others.some((c) => c.idSign === course.idSign));
  await landing('10.9.0.1', 'phone-a');
  await landing('10.9.0.2', 'phone-b');
  assertRefused(await as(undefined, 'GET', '/marketer/landing/nope'), -1000, '推广链接已失效');
  assertRefused(await as(undefined, 'GET', `/marketer/landing/${marketer.sign}?courseId=nope`), -1000, '课程不存在');
  const png = await as(marketer.token, 'GET', `/marketer/promoteQrCode?courseId=${course.idSign}`);
  assert.equal(png.headers['content-type'], 'image/png');

  const buyer = await st.newUser();
  const order = await ok(buyer.token, 'POST', '/order/addOrder', { courseId: course.idSign, marketerId: marketer.sign });
  await payOnline(buyer.token, order.orderNo);
  const commission = Math.floor((course.coursePrice * 20) / 100);
  const { balance, ledger } = await ledgerMatches(marketer.token);
  assert.equal(balance, commission);
  assert.deepEqual(ledger.map((e) => [e.kindName, e.amount]), [['佣金', commission]]);
  const promotion = await ok(marketer.token, 'POST', '/marketer/getPromotion', { page: 1, size: 50 });
  const row = promotion.list.find((r) => r.course.idSign === course.idSign);
  assert.deepEqual([row.visits, row.orders, row.commission], [2, 1, commission]);
  const records = await ok(marketer.token, 'POST', '/marketer/getCommissionList', { page: 1, size: 10 });
  assert.equal(records.list[0].orderNo, `${order.orderNo.slice(0, 10)}****${order.orderNo.slice(-4)}`, 'the buyer\'s number, masked');

  // The marketer's own purchase through the link earns nothing.
  await ok(marketer.token, 'POST', '/order/addTopUp', { amount: 100 }).then((top) => payOnline(marketer.token, top.orderNo));
  const own = await ok(marketer.token, 'POST', '/order/addOrder', { courseId: priced['跨境电商实务']?.idSign ?? Object.values(priced)[1].idSign, marketerId: marketer.sign });
  await payOnline(marketer.token, own.orderNo);
  assert.equal((await ledgerMatches(marketer.token)).balance, commission + 100);

  // A stopped marketer's link no longer opens.
  assertEnvelope(await as(admin, 'POST', '/marketer/stop', { marketerId: marketer.sign, note: '违规推广' }), { status: 200, code: 200, msg: '已停用' });
  assertRefused(await landing('10.9.0.3', 'phone-c'), -1000, '推广链接已失效');
});

test('a refund: the money back in the balance, the course closed to the buyer, the commission taken back, once', async () => {
  const marketer = await newMarketer(10);
  const buyer = await st.newUser();
  const course = priced['电子商务运营'];
  const order = await ok(buyer.token, 'POST', '/order/addOrder', { courseId: course.idSign, marketerId: marketer.sign });
  assertRefused(await as(admin, 'POST', '/order/refund', { orderNo: order.orderNo, reason: '重复购买' }), -1000, '只有已支付的订单可以退款');
  await payOnline(buyer.token, order.orderNo);
  assert.equal((await ok(buyer.token, 'POST', '/course/getStudyInfo', { sign: course.idSign })).studyStatus, 1);

  assertRefused(await as(admin, 'POST', '/order/refund', { orderNo: order.orderNo }), -2, '请填写退款原因', 'reason');
  assertRefused(await as(admin, 'POST', '/order/refund', { orderNo: order.orderNo, reason: '长'.repeat(201) }), -2, '退款原因最多200字', 'reason');
  assertRefused(await as(buyer.token, 'POST', '/order/refund', { orderNo: order.orderNo, reason: '自己退' }), -6, '您没有权限访问!');
  assertRefused(await as(await st.tokenOf(DEMO.teacher), 'POST', '/order/refund', { orderNo: order.orderNo, reason: 'x' }), -6, '您没有权限访问!');
  // Two at once: one refund.
  const both = await Promise.all([1, 2].map(() => as(admin, 'POST', '/order/refund', { orderNo: order.orderNo, reason: '重复购买' })));
  assert.equal(both.filter((r) => r.json?.code === 200).length, 1);
  assert.ok(both.some((r) => r.json?.msg === '订单已退款'));

  const detail = await ok(buyer.token, 'GET', `/order/getOrderDetail?orderNo=${order.orderNo}`);
  assert.equal(detail.statusName, '已退款');
  assert.equal(detail.refundReason, '重复购买');
  const { balance, ledger } = await ledgerMatches(buyer.token);
  assert.equal(balance, course.coursePrice);
  assert.deepEqual(ledger.map((e) => e.kindName), ['退款']);
  assert.notEqual((await ok(buyer.token, 'POST', '/course/getStudyInfo', { sign: course.idSign }))?.studyStatus, 1);
  const m = await ledgerMatches(marketer.token);
  assert.equal(m.balance, 0);
  assert.deepEqual(m.ledger.map((e) => e.kindName), ['佣金退回', '佣金']);

  // Bought again from the refunded money: studied again.
  const again = await ok(buyer.token, 'POST', '/order/addOrder', { courseId: course.idSign });
  assert.equal((await ok(buyer.token, 'POST', '/order/balancePay', { orderNo: again.orderNo })), true);
  assert.equal((await ok(buyer.token, 'POST', '/course/getStudyInfo', { sign: course.idSign })).studyStatus, 1);
  const listed = await ok(admin, 'POST', '/order/getSchoolOrderList', { page: 1, size: 10, keyword: order.orderNo });
  assert.deepEqual(listed.list.map((o) => o.statusName), ['已退款']);
  assertRefused(await as(admin, 'POST', '/order/getSchoolOrderList', { status: 9 }), -2, '校验未通过', 'status');
});

test('a random mix of top-ups, payments and refunds: every ledger sums to its balance, none below zero', async () => {
  const marketer = await newMarketer(15);
  const buyer = await st.newUser();
  const names = Object.keys(priced);
  const paid = [];
  const calls = [];
  for (let i = 0; i < 12; i += 1) {
    if (i % 3 === 0) calls.push(ok(buyer.token, 'POST', '/order/addTopUp', { amount: 5_000 + ((i * 7919) % 30_000) }).then((t) => payOnline(buyer.token, t.orderNo)));
    else {
      const course = priced[names[i % names.length]];
      calls.push(ok(buyer.token, 'POST', '/order/addOrder', { courseId: course.idSign, marketerId: marketer.sign })
        .then(async (o) => {
          const r = await as(buyer.token, 'POST', '/order/balancePay', { orderNo: o.orderNo });
          if (r.json?.data === true) paid.push(o.orderNo);
        })
        .catch(() => undefined));
    }
  }
  await Promise.all(calls);
  await Promise.all(paid.slice(0, 2).map((orderNo) => as(admin, 'POST', '/order/refund', { orderNo, reason: '随机退款' })));
  for (const token of [buyer.token, marketer.token]) {
    const { ledger } = await ledgerMatches(token);
    let running = 0;
    for (const e of [...ledger].reverse()) {
      running += e.amount;
      assert.equal(e.balance, running, 'each row carries the balance after it');
    }
  }
});
