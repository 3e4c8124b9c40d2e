// Accounts: the HTTP SMS provider (SMS_PROVIDER=http) against a stand-in on loopback, and the demo endpoints,
// which a server without --demo does not serve.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { Accounts, assertRefused, freshIp, freshMobile } from './lib/accounts.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

const PROVIDER_KEY = 'test-provider-key-9c1f';

// The stand-in provider: records every request; answers with `status` (200 unless a test changes it).
const provider = { requests: [], status: 200 };
let standIn;
let server;
let plain;
let accounts;

before(async () => {
  standIn = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      provider.requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(provider.status, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  standIn.listen(0, '127.0.0.1');
  await once(standIn, 'listening');
  const url = `http://127.0.0.1:${standIn.address().port}/sms/send`;
  server = await startServer({ env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_KEY: PROVIDER_KEY } });
  accounts = new Accounts(server);
  plain = await startServer({ demo: false });
});
after(async () => {
  await server?.stop();
  await plain?.stop();
  standIn?.close();
});

test('with SMS_PROVIDER=http the code is POSTed as JSON with the bearer key, and it registers', async () => {
  const mobile = freshMobile();
  const ip = freshIp();
  assertEnvelope(await accounts.sendCode(mobile, 1, ip), { status: 200, code: 200 });
  assert.equal(provider.requests.length, 1);
  const sent = provider.requests[0];
  assert.equal(sent.method, 'POST');
  assert.equal(sent.url, '/sms/send');
  assert.equal(sent.headers.authorization, `Bearer ${PROVIDER_KEY}`);
  assert.match(sent.headers['content-type'], /^application\/json/);
  const body = JSON.parse(sent.body);
  assert.deepEqual(Object.keys(body).sort(), ['mobile', 'text']);
  assert.equal(body.mobile, mobile);
  const code = /(\d{6})/.exec(body.text)?.[1];
  assert.ok(code, body.text);

  // Nothing goes to the outbox with a provider.
  assertEnvelope(await accounts.call('GET', `/dev/sms?mobile=${mobile}`), { status: 200, code: -1000 });
  const reg = { mobile, mobileCode: code, password: await accounts.encrypt('abc12345'), schoolCode: '' };
  assertEnvelope(await accounts.call('POST', '/register', reg, { ip }), { status: 200, code: 200 });
});

test('a provider failure is a -1000 on the number', async () => {
  provider.status = 500;
  try {
    assertRefused(await accounts.sendCode(freshMobile(), 1), -1000, '验证码发送失败，请稍后重试', 'mobile');
  } finally {
    provider.status = 200;
  }
});

test('without --demo the demo endpoints are unknown (404) and no demo accounts exist', async () => {
  for (const path of ['/api/v1/dev/sms?mobile=13800000001', '/api/v1/dev/captcha']) {
    const res = await new Accounts(plain).call('GET', path.replace('/api/v1', ''));
    assertEnvelope(res, { status: 404, code: 404, msg: '请求的资源不存在' });
  }
  const clock = await new Accounts(plain).call('POST', '/dev/clock', { advanceSeconds: 60 });
  assertEnvelope(clock, { status: 404, code: 404, msg: '请求的资源不存在' });
  const login = await new Accounts(plain).login('13800000001', 'xuejing2026');
  assertRefused(login, -1000, '该账号未注册', 'phone');
});
