// Accounts: mobile change — the current number verified first (type 2, saveVerifyCache), the new number free and
// its type-3 code valid (used up); other sessions end; only the caller's number changes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, DEMO, DEMO_PASSWORD, assertRefused, auditRows, freshMobile, setCookies } from './lib/accounts.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

let server;
let accounts;
before(async () => {
  server = await startServer();
  accounts = new Accounts(server);
});
after(async () => {
  await server?.stop();
});

// A number gets one SMS per 60 s, so a freshly registered user (type 1 just sent) cannot get its type-2 code at
// once: each test takes a seeded demo account that no other test of this file uses.
async function demoUser(mobile) {
  const token = setCookies(await accounts.login(mobile, DEMO_PASSWORD)).token.value;
  return { mobile, password: DEMO_PASSWORD, token };
}

const change = (token, mobile, mobileCode) =>
  accounts.call('POST', '/user/updateMobile', { mobile, mobileCode }, { cookies: { token } });

async function verifyOld(mobile) {
  const mobileCode = await accounts.codeFor(mobile, 2);
  const res = await accounts.call('POST', '/baseVerify/verifyCode', { mobile, mobileCode, type: 2, saveVerifyCache: true });
  assertEnvelope(res, { status: 200, code: 200 });
}

test('updateMobile: refused until the current number is verified; a registered new number is refused', async () => {
  const user = await demoUser(DEMO.normal);
  const taken = await accounts.newUser();
  assertRefused(await change(user.token, freshMobile(), '123456'), -1000, '请先验证原手机号');
  assertRefused(await change(user.token, '12345', '123456'), -2, '请输入正确的手机号', 'mobile');
  await verifyOld(user.mobile);
  assertRefused(await change(user.token, taken.mobile, '123456'), -1000, '该手机号已注册', 'mobile');
  assertRefused(await change(user.token, user.mobile, '123456'), -1000, '该手机号已注册', 'mobile');
  assertRefused(await change(undefined, freshMobile(), '123456'), -1001, '请登录');
});

test('updateMobile: wrong code refused; the right one changes the number once, ends other sessions', async () => {
  const user = await demoUser(DEMO.enterprise);
  const otherToken = setCookies(await accounts.login(user.mobile, user.password)).token.value;
  const bystander = await accounts.newUser();
  await verifyOld(user.mobile);
  const next = freshMobile();
  const code = await accounts.codeFor(next, 3);
  const wrong = code === '000000' ? '111111' : '000000';
  assertRefused(await change(user.token, next, wrong), -1000, '验证码错误或已失效', 'mobileCode');
  assertRefused(await change(user.token, next, ''), -1000, '验证码不能为空', 'mobileCode');

  assertEnvelope(await change(user.token, next, code), { status: 200, code: 200, msg: '修改成功' });
  assert.equal(assertEnvelope(await accounts.info(user.token), { code: 200 }).data.mobile, next);
  assertRefused(await accounts.info(otherToken), -1001, '请登录');
  assert.equal(assertEnvelope(await accounts.info(bystander.token), { code: 200 }).data.mobile, bystander.mobile);
  assertEnvelope(await accounts.login(next, user.password), { status: 200, code: 200 });
  assertRefused(await accounts.login(user.mobile, user.password), -1000, '该账号未注册', 'phone');
  assert.deepEqual(await auditRows(server, 'mobile_change', next),
    [{ event: 'mobile_change', subject: user.mobile, detail: `${next}; sessions ended: 1` }]);

  // The old-number mark and the code were used up: a second change needs both again.
  assertRefused(await change(user.token, freshMobile(), code), -1000, '请先验证原手机号');
});

test('updateMobile: a new number already verified with saveVerifyCache (type 3) counts as its code', async () => {
  const user = await demoUser(DEMO.schoolAdmin);
  await verifyOld(user.mobile);
  const next = freshMobile();
  const code = await accounts.codeFor(next, 3);
  const verify = await accounts.call('POST', '/baseVerify/verifyCode', { mobile: next, mobileCode: code, type: 3, saveVerifyCache: true });
  assertEnvelope(verify, { status: 200, code: 200 });
  assertEnvelope(await change(user.token, next, code), { status: 200, code: 200, msg: '修改成功' });
  assert.equal(assertEnvelope(await accounts.info(user.token), { code: 200 }).data.mobile, next);
});
