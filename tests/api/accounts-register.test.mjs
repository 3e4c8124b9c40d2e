// Accounts: registration rules (school code → 301, validation messages, uniqueness) and password reset
// (forget code, verify without spending, new password, every session ended, old password refused).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, DEMO, DEMO_PASSWORD, assertRefused, freshIp, freshMobile, setCookies } from './lib/accounts.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

const WEAK = '密码必须是8-20位字母、数字和标点符号(除空格)至少包含2种';

let server;
let accounts;
before(async () => {
  server = await startServer();
  accounts = new Accounts(server);
});
after(async () => {
  await server?.stop();
});

test('registration with a schoolCode answers 301 (authenticate next) and joins no school yet; role normal', async () => {
  const mobile = freshMobile();
  const res = await accounts.register(mobile, 'abc12345', { schoolCode: '1' });
  assertEnvelope(res, { status: 200, code: 301, msg: '注册成功，请完成身份认证' });
  const token = setCookies(res).token.value;
  const info = assertEnvelope(await accounts.info(token), { status: 200, code: 200 }).data;
  assert.equal(info.roleStr, 'normal');
  assert.equal(info.schoolName, '', 'the school comes with an approved identity claim (docs/security.md)');
  assert.equal(info.schoolSign, '');
  assert.equal(info.name, `学员${mobile.slice(-4)}`);
});

test('registration refusals: number, code and password messages on their fields', async () => {
  const mobile = freshMobile();
  const mobileCode = await accounts.codeFor(mobile, 1);
  const post = async (body) => accounts.call('POST', '/register', { mobile, mobileCode, schoolCode: '', ...body });
  assertRefused(await post({ mobile: '', password: await accounts.encrypt('abc12345') }), -2, '请输入手机号', 'mobile');
  assertRefused(await post({ mobile: '1380000', password: await accounts.encrypt('abc12345') }), -2, '请输入正确的手机号', 'mobile');
  assertRefused(await post({ password: 'abc12345' }), -2, '密码格式错误', 'password');
  assertRefused(await post({ password: '' }), -2, '密码不能为空', 'password');
  assertRefused(await post({ password: await accounts.encrypt('   ') }), -2, '密码不能为空', 'password');
  assertRefused(await post({ password: await accounts.encrypt('abcdefgh') }), -2, WEAK, 'password');
  assertRefused(await post({ password: await accounts.encrypt('abc 12345') }), -2, WEAK, 'password');
  const good = await accounts.encrypt('abc12345');
  assertRefused(await post({ password: good, mobileCode: '' }), -1000, '验证码不能为空', 'mobileCode');
  assertRefused(await post({ password: good, mobileCode: '12' }), -1000, '请输入正确的验证码', 'mobileCode');
  const wrong = mobileCode === '000000' ? '111111' : '000000';
  assertRefused(await post({ password: good, mobileCode: wrong }), -1000, '验证码错误或已失效', 'mobileCode');
  assertEnvelope(await post({ password: good }), { status: 200, code: 200 });
  assertRefused(await post({ password: good }), -1000, '该手机号已注册', 'mobile');
});

test('GET /checkUniqueByMobile: null when free, 该手机号已注册 when taken', async () => {
  assertEnvelope(await accounts.call('GET', `/checkUniqueByMobile?mobile=${freshMobile()}`), { status: 200, code: 200 });
  assertRefused(await accounts.call('GET', `/checkUniqueByMobile?mobile=${DEMO.teacher}`), -1000, '该手机号已注册', 'mobile');
  assertRefused(await accounts.call('GET', '/checkUniqueByMobile?mobile=123'), -2, '请输入正确的手机号', 'mobile');
});

test('reset: the code checks without being spent, the new password works, sessions end, the old one is refused', async () => {
  // A demo account no other test of this file uses: a number just registered would wait 60 s for another code.
  const mobile = DEMO.enterprise;
  const password = DEMO_PASSWORD;
  const token = setCookies(await accounts.login(mobile, password)).token.value;
  const second = setCookies(await accounts.login(mobile, password)).token.value;
  const code = await accounts.codeFor(mobile, 4);
  const check = () => accounts.call('POST', '/forget/verifyCode', { account: mobile, code });
  assertEnvelope(await check(), { status: 200, code: 200 });
  assertEnvelope(await check(), { status: 200, code: 200 });
  const reset = (body) => accounts.call('POST', '/forget/resetPassword', { mobile, mobileCode: code, ...body }, { ip: freshIp() });
  assertRefused(await reset({ newPwd: await accounts.encrypt('short1') }), -2, WEAK, 'newPwd');
  assertRefused(await reset({ newPwd: 'new-pass1' }), -2, '密码格式错误', 'newPwd');
  assertEnvelope(await reset({ newPwd: await accounts.encrypt('new-pass1') }), { status: 200, code: 200 });

  assertRefused(await accounts.info(token), -1001, '请登录');
  assertRefused(await accounts.info(second), -1001, '请登录');
  assertRefused(await accounts.login(mobile, password), -1000, '手机号或密码错误', 'password');
  assertEnvelope(await accounts.login(mobile, 'new-pass1'), { status: 200, code: 200 });
  assertRefused(await reset({ newPwd: await accounts.encrypt('new-pass2') }), -1000, '验证码错误或已失效', 'mobileCode');
});

test('reset refusals: unknown number, wrong code on the verify step', async () => {
  const unknown = freshMobile();
  assertRefused(await accounts.sendCode(unknown, 4), -1000, '该手机号未注册', 'mobile');
  const body = { mobile: unknown, mobileCode: '123456', newPwd: await accounts.encrypt('new-pass1') };
  assertRefused(await accounts.call('POST', '/forget/resetPassword', body), -1000, '该手机号未注册', 'mobile');
  const mobile = DEMO.admin;
  const code = await accounts.codeFor(mobile, 4);
  const wrong = code === '000000' ? '111111' : '000000';
  assertRefused(await accounts.call('POST', '/forget/verifyCode', { account: mobile, code: wrong }), -1000, '验证码错误或已失效', 'code');
  assertRefused(await accounts.call('POST', '/forget/verifyCode', { account: mobile, code: '' }), -1000, '验证码不能为空', 'code');
  assertRefused(await accounts.call('POST', '/forget/verifyCode', { account: '', code }), -2, '请输入手机号', 'account');
});
