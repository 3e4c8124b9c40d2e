// Accounts: simulated login — an admin acts as a non-admin user (simulatedLogin cookie, login info says who
// acts), GET /exitSimulation answers code 1 and gives the admin's own session back under a new token.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, DEMO, DEMO_PASSWORD, assertRefused, auditRows, setCookies } from './lib/accounts.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

const SESSION_SECONDS = 2000 * 60;

let server;
let accounts;
before(async () => {
  server = await startServer();
  accounts = new Accounts(server);
});
after(async () => {
  await server?.stop();
});

async function tokenOf(mobile) {
  return setCookies(await accounts.login(mobile, DEMO_PASSWORD)).token.value;
}

async function infoOf(token) {
  return assertEnvelope(await accounts.info(token), { status: 200, code: 200 }).data;
}

const simulate = (token, userId) => accounts.call('POST', '/admin/simulateLogin', { userId }, { cookies: { token } });
const exit = (token) => accounts.call('POST', '/exitSimulation', undefined, { cookies: { token } });

test('simulateLogin: only an admin (-6 for a student, -1001 without login); target must exist and not be an admin', async () => {
  const student = await tokenOf(DEMO.student);
  const admin = await tokenOf(DEMO.admin);
  const studentId = (await infoOf(student)).userId;
  const adminId = (await infoOf(admin)).userId;
  assertEnvelope(await simulate(student, studentId), { status: 403, code: -6, msg: '您没有权限访问!' });
  assertRefused(await simulate(undefined, studentId), -1001, '请登录');
  assertRefused(await simulate(admin, 'AAAAAAAAAAAAAAAA'), -1000, '用户不存在', 'userId');
  assertRefused(await simulate(admin, ''), -1000, '用户不存在', 'userId');
  assertRefused(await simulate(admin, adminId), -1000, '不能模拟登录管理员账号', 'userId');
  assert.equal((await infoOf(admin)).simulated, false);
  assert.equal((await infoOf(admin)).simulatedBy, undefined);
});

test('simulate → act as the student → exitSimulation (code 1, HTTP 200) restores the admin under a new token', async () => {
  const admin = await tokenOf(DEMO.admin);
  const adminInfo = await infoOf(admin);
  const student = await infoOf(await tokenOf(DEMO.student));

  const start = await simulate(admin, student.userId);
  assertEnvelope(start, { status: 200, code: 200 });
  const cookies = setCookies(start);
  const acting = cookies.token.value;
  assert.notEqual(acting, admin);
  assert.equal(decodeURIComponent(cookies.simulatedLogin.value), student.name);
  assert.match(cookies.simulatedLogin.value, /^[A-Za-z0-9%_.!~*'()-]+$/, 'URL-encoded');
  assert.match(cookies.simulatedLogin.attrs, new RegExp(`^Path=/; Max-Age=${SESSION_SECONDS}; SameSite=Lax$`));
  assert.equal(cookies.isLogin.value, '1');

  const info = await infoOf(acting);
  assert.equal(info.userId, student.userId);
  assert.equal(info.mobile, DEMO.student);
  assert.equal(info.simulated, true);
  assert.equal(info.simulatedBy, adminInfo.name);
  // Acting as a student, the admin-only call is refused, and so is changing how the student signs in.
  assertEnvelope(await simulate(acting, student.userId), { status: 403, code: -6 });
  const refused = '模拟登录时不能修改登录凭据';
  assertRefused(await accounts.call('POST', '/user/createTokenKey', undefined, { cookies: { token: acting } }), -1000, refused);
  const pwd = { password: await accounts.encrypt(DEMO_PASSWORD), newPassword: await accounts.encrypt('other.pass1'),
    confirmNewPwd: await accounts.encrypt('other.pass1') };
  assertRefused(await accounts.call('POST', '/user/updatePassword', pwd, { cookies: { token: acting } }), -1000, refused);
  const mobile = { mobile: '13912345678', mobileCode: '123456' };
  assertRefused(await accounts.call('POST', '/user/updateMobile', mobile, { cookies: { token: acting } }), -1000, refused);
  assertEnvelope(await accounts.login(DEMO.student, DEMO_PASSWORD), { status: 200, code: 200 });

  const out = await exit(acting);
  assertEnvelope(out, { status: 200, code: 1, msg: '已退出模拟登录' });
  const back = setCookies(out);
  assert.equal(back.simulatedLogin.value, '');
  assert.match(back.simulatedLogin.attrs, /Max-Age=0/);
  assert.equal(back.isLogin.value, '1');
  const restored = back.token.value;
  assert.match(restored, /^[A-Za-z0-9_-]{43}$/);
  const again = await infoOf(restored);
  assert.equal(again.userId, adminInfo.userId);
  assert.equal(again.simulated, false);

  assertRefused(await accounts.info(acting), -1001, '请登录');
  assertRefused(await accounts.info(admin), -1001, '请登录', undefined);
  assertRefused(await exit(restored), -1000, '当前不是模拟登录');
  const starts = await auditRows(server, 'simulate_start', DEMO.admin);
  assert.ok(starts.some((r) => r.subject === student.userId), JSON.stringify(starts));
  const exits = await auditRows(server, 'simulate_exit', DEMO.admin);
  assert.ok(exits.some((r) => r.detail.endsWith('; admin session restored')), JSON.stringify(exits));
});

test('exitSimulation after the admin session ended: the simulated session still ends, cookies say logged out', async () => {
  const admin = await tokenOf(DEMO.admin);
  const student = await infoOf(await tokenOf(DEMO.student));
  const acting = setCookies(await simulate(admin, student.userId)).token.value;
  assertEnvelope(await accounts.call('POST', '/logout', undefined, { cookies: { token: admin } }), { code: 200 });
  const out = await exit(acting);
  assertEnvelope(out, { status: 200, code: 1, msg: '已退出模拟登录' });
  const cookies = setCookies(out);
  assert.equal(cookies.token.value, '');
  assert.equal(cookies.isLogin.value, '0');
  assertRefused(await accounts.info(acting), -1001, '请登录');
  assertRefused(await exit(undefined), -1001, '请登录');
});
