// Accounts: public key, register → login → info → logout, cookies, token replay, login messages, teacher login,
// demo accounts, and the access rule of every accounts route.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, DEMO, DEMO_PASSWORD, assertRefused, freshIp, freshMobile, setCookies } from './lib/accounts.mjs';
import { assertEnvelope, readRoutes, startServer } from './lib/server.mjs';

const SESSION_SECONDS = 2000 * 60;
const REMEMBERED_SECONDS = 30 * 24 * 3600;

let server;
let accounts;
before(async () => {
  server = await startServer();
  accounts = new Accounts(server);
});
after(async () => {
  await server?.stop();
});

test('GET /auth/publicKey is an RSA SPKI PEM; a plaintext password is refused with 密码格式错误', async () => {
  const res = await accounts.call('GET', '/auth/publicKey');
  const { publicKey } = assertEnvelope(res, { status: 200, code: 200 }).data;
  assert.match(publicKey, /^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
  const plain = await accounts.call('POST', '/login', { phone: DEMO.student, password: DEMO_PASSWORD }, { ip: freshIp() });
  assertRefused(plain, -2, '密码格式错误', 'password');
});

test('register → login → info → refresh → role info → logout; the token is refused afterwards (-1001)', async () => {
  const mobile = freshMobile();
  const reg = await accounts.register(mobile, 'abc12345');
  assertEnvelope(reg, { status: 200, code: 200 });
  assert.equal(reg.json.data, null);
  assert.ok(setCookies(reg).token.value.length >= 43, 'registration signs in');

  const login = await accounts.login(mobile, 'abc12345');
  const data = assertEnvelope(login, { status: 200, code: 200 }).data;
  assert.deepEqual(data, { code: 200, msg: '登录成功', roleAlias: 'normal', auditStatus: 0 });
  const token = setCookies(login).token.value;
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);

  const info = assertEnvelope(await accounts.info(token), { status: 200, code: 200 }).data;
  assert.deepEqual(Object.keys(info).sort(), ['auditStatus', 'mobile', 'name', 'photo', 'roleStr', 'schoolName', 'schoolSign', 'sex', 'simulated', 'userId', 'wechatBound', 'wechatNickname']);
  assert.equal(info.mobile, mobile);
  assert.equal(info.roleStr, 'normal');
  assert.equal(info.sex, 0);
  assert.equal(info.schoolName, '');
  assert.match(info.userId, /^[0-9A-Za-z]{16}$/);

  const refresh = await accounts.call('PUT', '/user/refreshLastLoginTime', undefined, { cookies: { token } });
  assertEnvelope(refresh, { status: 200, code: 200 });
  const roles = await accounts.call('GET', '/user/findUserRoleInfo', undefined, { cookies: { token } });
  assert.deepEqual(assertEnvelope(roles, { status: 200, code: 200 }).data, { roleStr: 'normal', roles: ['normal'], auditStatus: 0 });

  const out = await accounts.call('POST', '/logout', undefined, { cookies: { token } });
  assertEnvelope(out, { status: 200, code: 200 });
  const cleared = setCookies(out);
  assert.equal(cleared.token.value, '');
  assert.match(cleared.token.attrs, /Max-Age=0/);
  assert.equal(cleared.isLogin.value, '0');

  assertRefused(await accounts.info(token), -1001, '请登录');
  const again = await accounts.call('PUT', '/user/refreshLastLoginTime', undefined, { cookies: { token } });
  assertRefused(again, -1001, '请登录');
});

test('session cookies: HttpOnly token, readable isLogin, 2000 minutes or 30 days with isRemeber, Secure under HTTPS', async () => {
  const plain = setCookies(await accounts.login(DEMO.normal, DEMO_PASSWORD));
  assert.match(plain.token.attrs, new RegExp(`^Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; SameSite=Lax$`));
  assert.match(plain.isLogin.attrs, new RegExp(`^Path=/; Max-Age=${SESSION_SECONDS}; SameSite=Lax$`));
  assert.equal(plain.isLogin.value, '1');

  const remembered = setCookies(await accounts.login(DEMO.normal, DEMO_PASSWORD, { isRemeber: true }));
  assert.match(remembered.token.attrs, new RegExp(`Max-Age=${REMEMBERED_SECONDS};`));
  assert.match(remembered.isLogin.attrs, new RegExp(`Max-Age=${REMEMBERED_SECONDS};`));

  const https = setCookies(await accounts.login(DEMO.normal, DEMO_PASSWORD, { headers: { 'x-forwarded-proto': 'https' } }));
  assert.match(https.token.attrs, /; Secure$/);
  assert.match(https.isLogin.attrs, /; Secure$/);
  assert.doesNotMatch(plain.token.attrs, /Secure/);
});

test('login refusals carry the contract messages and fields', async () => {
  const ip = freshIp();
  const post = async (body) => accounts.call('POST', '/login', body, { ip });
  assertRefused(await post({ phone: '', password: 'x' }), -2, '请输入手机号码', 'phone');
  assertRefused(await post({ phone: '12345', password: 'x' }), -2, '请输入正确的手机号', 'phone');
  assertRefused(await post({ phone: DEMO.student, password: '' }), -2, '请输入密码', 'password');
  assertRefused(await post({ phone: DEMO.student }), -2, '请输入密码', 'password');
  assertRefused(await post({ phone: DEMO.student, password: await accounts.encrypt('   ') }), -2, '请输入密码', 'password');
  assertRefused(await accounts.login(freshMobile(), DEMO_PASSWORD), -1000, '该账号未注册', 'phone');
  assertRefused(await accounts.login(DEMO.student, 'wrong-pass1'), -1000, '手机号或密码错误', 'password');
  // Spaces and dashes in the number are ignored, the password is trimmed.
  assertEnvelope(await accounts.login('138 0000-0001', `  ${DEMO_PASSWORD} `), { status: 200, code: 200 });
});

test('every demo account signs in with its role; the teacher call refuses a student', async () => {
  for (const [key, mobile] of Object.entries(DEMO)) {
    const role = key === 'colleague' ? 'teacher' : key; // the second demo teacher
    const res = await accounts.login(mobile, DEMO_PASSWORD);
    assert.equal(assertEnvelope(res, { status: 200, code: 200 }).data.roleAlias, role, mobile);
  }
  const student = await accounts.login(DEMO.student, DEMO_PASSWORD);
  assert.equal(student.json.data.auditStatus, 2);
  const info = assertEnvelope(await accounts.info(setCookies(student).token.value), { code: 200 }).data;
  assert.equal(info.name, '张晓明');
  assert.equal(info.schoolName, '学鲸职业技术学院');
  assert.equal(info.schoolSign, '1');

  const teacher = await accounts.login(DEMO.teacher, DEMO_PASSWORD, { teacher: true });
  assert.deepEqual(assertEnvelope(teacher, { status: 200, code: 200 }).data, {
    code: 200,
    msg: '登录成功',
    roleAlias: 'teacher',
    auditStatus: 2,
  });
  assertRefused(await accounts.login(DEMO.student, DEMO_PASSWORD, { teacher: true }), -1000, '该账号不是教师账号', 'phone');
  assertRefused(await accounts.login(DEMO.teacher, 'wrong-pass1', { teacher: true }), -1000, '手机号或密码错误', 'password');
});

test('a forged or malformed token is anonymous; logout without a session still clears the cookies', async () => {
  assertRefused(await accounts.info('A'.repeat(43)), -1001, '请登录');
  assertRefused(await accounts.info(''), -1001, '请登录');
  const out = await accounts.call('POST', '/logout');
  assertEnvelope(out, { status: 200, code: 200 });
  assert.equal(setCookies(out).isLogin.value, '0');
});

test('every accounts route has its declared access rule', async () => {
  const expected = {
    'GET /api/v1/auth/publicKey': 'public',
    'GET /api/v1/captcha/image': 'public',
    'POST /api/v1/login': 'public',
    'POST /api/v1/teacher/login': 'public',
    'GET /api/v1/user/getLoginInfo': 'login',
    'PUT /api/v1/user/refreshLastLoginTime': 'login',
    'GET /api/v1/user/findUserRoleInfo': 'login',
    'POST /api/v1/logout': 'public',
    'GET /api/v1/checkUniqueByMobile': 'public',
    'POST /api/v1/baseVerify/sendCodeForMobile': 'public',
    'POST /api/v1/baseVerify/sendCode': 'public',
    'POST /api/v1/baseVerify/verifyCode': 'public',
    'POST /api/v1/forget/sendCode': 'public',
    'POST /api/v1/forget/verifyCode': 'public',
    'POST /api/v1/forget/resetPassword': 'public',
    'POST /api/v1/user/resetByLink': 'public',
    'POST /api/v1/register': 'public',
    'GET /api/v1/dev/sms': 'demo',
    'GET /api/v1/dev/captcha': 'demo',
    'POST /api/v1/user/updatePassword': 'login',
    'POST /api/v1/user/updateName': 'login',
    'POST /api/v1/user/updateSex': 'login',
    'POST /api/v1/user/updateMobile': 'login',
    'POST /api/v1/user/createTokenKey': 'login',
    'PUT /api/v1/user/loginByTokenKey': 'public',
    // POST /admin/simulateLogin (role admin) is the admin console's: it writes the audit row with the session.
    'POST /api/v1/exitSimulation': 'login',
    'POST /api/v1/file/upload': 'login',
    'POST /api/v1/user/updatePhoto': 'login',
    'GET /api/v1/wechat/config': 'public',
    'POST /api/v1/wechat/qrConnect': 'public',
    'POST /api/v1/wechat/login': 'public',
    'POST /api/v1/wechat/bind': 'login',
    'POST /api/v1/wechat/unbind': 'login',
  };
  const actual = Object.fromEntries(
    (await readRoutes()).filter((r) => r.domain === 'accounts').map((r) => [`${r.method} ${r.path}`, r.access]),
  );
  assert.deepEqual(actual, expected);
});

// Issue 13, hole 8: the calls that end a session change state, so they are POSTs with the writes' origin checks
// (SameSite=Lax sends the cookie on a cross-site GET link, e.g. <img src=".../logout">).
test('logout, exitSimulation and wechat/unbind are POST only; a cross-site POST is refused and the session lives on', async () => {
  const { token } = await accounts.newUser();
  for (const p of ['/logout', '/exitSimulation', '/wechat/unbind']) {
    const res = await accounts.call('GET', p, undefined, { cookies: { token } });
    assertEnvelope(res, { status: 405, code: 405 });
    assert.equal(res.headers.allow, 'POST');
  }
  const cross = await accounts.call('POST', '/logout', undefined,
    { cookies: { token }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
  assertEnvelope(cross, { status: 403, code: -6 });
  assertEnvelope(await accounts.info(token), { status: 200, code: 200 });
  assertEnvelope(await accounts.call('POST', '/logout', undefined, { cookies: { token } }), { status: 200, code: 200 });
  assertEnvelope(await accounts.info(token), { status: 401, code: -1001 });
});
