// The real payment provider client (docs/commerce.md "Alipay"): the server configured with ALIPAY_* talks to a
// stand-in Alipay gateway on loopback that checks every request's RSA2 signature with the app's public key and signs
// its answers and notifications with "Alipay's" key. Precreate gives the QR code, a signed notification pays once
// however often it comes, a forged one changes nothing, a late notification is made up for by a query, and a gateway
// that refuses leaves nothing written.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { assertRefused } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, assertEnvelope, request, startServer } from './lib/server.mjs';

const APP_ID = '2021000000000001';
const app = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

/** What Alipay signs: the parameters but sign (and sign_type for notifications), sorted, name=value joined by '&'. */
function signingText(params, notification) {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && !(notification && k === 'sign_type') && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}
const sign = (key, text) => crypto.sign('sha256', Buffer.from(text), key).toString('base64');

/** The stand-in gateway: trades by out_trade_no, every request it saw, and a switch to refuse precreates. */
class Gateway {
  trades = new Map();
  requests = [];
  refuse = false;
  badSignatures = 0;

  async start() {
    this.http = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const params = Object.fromEntries(new URLSearchParams(body));
        this.requests.push(params);
        const verified = crypto.verify('sha256', Buffer.from(signingText(params, false)), app.publicKey, Buffer.from(params.sign ?? '', 'base64'));
        if (!verified) this.badSignatures += 1;
        const method = params.method;
        const biz = JSON.parse(params.biz_content ?? '{}');
        const key = `${method.replaceAll('.', '_')}_response`;
        const answer = verified ? this.handle(method, biz, params) : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' };
        const member = JSON.stringify(answer);
        res.setHeader('content-type', 'application/json;charset=utf-8');
        res.end(`{"${key}":${member},"sign":"${sign(alipay.privateKey, member)}"}`);
      });
    });
    await new Promise((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${this.http.address().port}/gateway.do`;
  }

  handle(method, biz, params) {
    const trade = this.trades.get(biz.out_trade_no);
    if (method === 'alipay.trade.precreate') {
      if (this.refuse) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.SYSTEM_ERROR', sub_msg: '系统繁忙' };
      this.trades.set(biz.out_trade_no, { ...biz, notifyUrl: params.notify_url, status: 'WAIT_BUYER_PAY' });
      return { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, qr_code: `https://qr.alipay.com/bax0${this.trades.size}` };
    }
    if (!trade) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
    if (method === 'alipay.trade.query') {
      return { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: trade.tradeNo ?? '', trade_status: trade.status, total_amount: trade.total_amount };
    }
    if (method === 'alipay.trade.close') {
      trade.status = 'TRADE_CLOSED';
      return { code: '10000', msg: 'Success' };
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.INVALID_PARAMETER' };
  }

  /** The buyer pays the trade (scans and confirms); the notification body Alipay would POST. */
  pay(outTradeNo, key = alipay.privateKey) {
    const trade = this.trades.get(outTradeNo);
    trade.status = 'TRADE_SUCCESS';
    trade.tradeNo = `20261127220014${String(this.trades.size).padStart(8, '0')}`;
    const params = {
      app_id: APP_ID, notify_type: 'trade_status_sync', notify_id: crypto.randomUUID(), notify_time: '2026-11-27 10:00:00',
      charset: 'utf-8', version: '1.0', sign_type: 'RSA2', out_trade_no: outTradeNo, trade_no: trade.tradeNo,
      trade_status: 'TRADE_SUCCESS', total_amount: trade.total_amount, subject: trade.subject,
    };
    params.sign = sign(key, signingText(params, true));
    return new URLSearchParams(params).toString();
  }

  stop() {
    return new Promise((resolve) => this.http.close(resolve));
  }
}

let server;
let st;
let gateway;
let dir;
const priced = [];
before(async () => {
  gateway = new Gateway();
  const url = await gateway.start();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-alipay-'));
  const keyFile = path.join(dir, 'app-private.pem');
  fs.writeFileSync(keyFile, app.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  // Alipay's public key as its console shows it: one line of base64, no armour.
  const alipayPublic = alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  server = await startServer({
    env: {
      ALIPAY_APP_ID: APP_ID, ALIPAY_GATEWAY: url, ALIPAY_PRIVATE_KEY_FILE: keyFile, ALIPAY_PUBLIC_KEY: alipayPublic,
      ALIPAY_NOTIFY_URL: 'https://xuejing.example.cn/api/v1/pay/notify/alipay', ALIPAY_TIMEOUT_SECONDS: '5',
    },
  });
  st = new Study(server);
  const list = await st.ok(undefined, 'POST', '/school/getSchoolCourseList', { page: 1, page_size: 50 });
  priced.push(...list.list.filter((c) => c.coursePrice > 0));
});
after(async () => {
  await server?.stop();
  await gateway?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const ok = (token, method, p, body) => st.ok(token, method, p, body);
const notify = (body) => request(server, {
  method: 'POST', path: '/api/v1/pay/notify/alipay', body, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
});
const tradeOf = (orderNo) => [...gateway.trades.keys()].find((k) => k.startsWith(`${orderNo}-`));

async function enrolments(mobile, source = 'order') {
  return Number((await runSql(server, `SELECT COUNT(*) FROM enrolment e JOIN users u ON u.id = e.user_id
    WHERE u.mobile = '${mobile}' AND e.source = '${source}'`)).trim());
}

test('precreate: the QR code is Alipay\'s, the request signed by the app, the amount in yuan', async () => {
  const { token } = await st.newUser();
  const order = await ok(token, 'POST', '/order/addOrder', { courseId: priced[0].idSign });
  const checkout = await ok(token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  assert.match(checkout.payUrl, /^https:\/\/qr\.alipay\.com\/bax0\d+$/);
  const sent = gateway.requests.at(-1);
  assert.equal(sent.method, 'alipay.trade.precreate');
  assert.equal(sent.app_id, APP_ID);
  assert.equal(sent.sign_type, 'RSA2');
  assert.equal(sent.notify_url, 'https://xuejing.example.cn/api/v1/pay/notify/alipay');
  const biz = JSON.parse(sent.biz_content);
  assert.equal(biz.total_amount, (priced[0].coursePrice / 100).toFixed(2));
  assert.equal(biz.subject, priced[0].name);
  assert.match(biz.time_expire, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  assert.equal(gateway.badSignatures, 0);
  const png = await st.call('GET', `/order/payQrCode?orderNo=${order.orderNo}`, undefined, { cookies: { token } });
  assert.equal(png.headers['content-type'], 'image/png');
  // The platform cashier is not this deployment's: its links are refused.
  assertRefused(await request(server, { method: 'POST', path: '/api/v1/pay/cashier/0123456789abcdef0123456789abcdef', body: '{}', headers: { 'content-type': 'application/json' } }), -1000, '支付链接无效');
});

test('a signed notification pays once however often it comes; a forged one is refused and changes nothing', async () => {
  const buyer = await st.newUser();
  const order = await ok(buyer.token, 'POST', '/order/addOrder', { courseId: priced[1].idSign });
  await ok(buyer.token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  const other = await st.newUser();
  const otherOrder = await ok(other.token, 'POST', '/order/addOrder', { courseId: priced[1].idSign });
  await ok(other.token, 'POST', `/order/continuePayType/${otherOrder.orderNo}`, { payType: 2 });

  // Forged: signed with the app's own key, not Alipay's.
  const forged = await notify(gateway.pay(tradeOf(otherOrder.orderNo), app.privateKey));
  assert.equal(forged.text, 'fail');
  assert.equal((await ok(other.token, 'GET', `/order/checkPayment?orderNo=${otherOrder.orderNo}`)).paid, false);

  const body = gateway.pay(tradeOf(order.orderNo));
  const answers = await Promise.all(Array.from({ length: 8 }, () => notify(body)));
  assert.deepEqual(answers.map((a) => [a.status, a.text]), Array.from({ length: 8 }, () => [200, 'success']));
  assert.equal((await ok(buyer.token, 'GET', `/order/checkPayment?orderNo=${order.orderNo}`)).paid, true);
  assert.equal((await ok(buyer.token, 'POST', '/course/getStudyInfo', { sign: priced[1].idSign })).studyStatus, 1);
  assert.equal(await enrolments(buyer.mobile), 1);
  assert.equal((await notify(body)).text, 'success', 'a late replay is acknowledged and ignored');
  assert.equal(await enrolments(buyer.mobile), 1);
  assert.equal((await ok(buyer.token, 'POST', '/balance/getVirtualRecord', { page: 1, size: 10 })).total, 0);
  // A tampered amount does not verify.
  assert.equal((await notify(body.replace(/total_amount=[^&]+/, 'total_amount=0.01'))).text, 'fail');
});

test('a notification that never comes: the payment page\'s polling asks Alipay once the trade is 10 s old', async () => {
  const buyer = await st.newUser();
  const order = await ok(buyer.token, 'POST', '/order/addOrder', { courseId: priced[2].idSign });
  await ok(buyer.token, 'POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 });
  gateway.pay(tradeOf(order.orderNo)); // paid at Alipay, notification lost
  assert.equal((await ok(buyer.token, 'GET', `/order/checkPayment?orderNo=${order.orderNo}`)).paid, false);
  await advanceClock(server, 11);
  assert.equal((await ok(buyer.token, 'GET', `/order/checkPayment?orderNo=${order.orderNo}`)).paid, true);
  assert.ok(gateway.requests.some((r) => r.method === 'alipay.trade.query'));
  assert.equal(await enrolments(buyer.mobile), 1);
});

test('a gateway that refuses: 支付渠道暂不可用，请稍后再试, and no trade is recorded', async () => {
  const { token } = await st.newUser();
  const order = await ok(token, 'POST', '/order/addOrder', { courseId: priced[0].idSign });
  gateway.refuse = true;
  try {
    assertRefused(await st.call('POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 }, { cookies: { token } }), -1000, '支付渠道暂不可用，请稍后再试');
  } finally {
    gateway.refuse = false;
  }
  assert.equal((await ok(token, 'POST', '/order/toPay', { orderNo: order.orderNo })).payUrl, '');
  const checkout = assertEnvelope(await st.call('POST', `/order/continuePayType/${order.orderNo}`, { payType: 2 }, { cookies: { token } }), { status: 200, code: 200 }).data;
  assert.match(checkout.payUrl, /^https:\/\/qr\.alipay\.com\//);
});
