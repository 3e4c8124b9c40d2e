// Accounts: captcha after 5 failed logins in 15 minutes and lockout after 10 in an hour, per number and per
// address; the captcha picture, its cookie, single use and the per-address throttle.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, assertRefused, freshIp, freshMobile, setCookies } from './lib/accounts.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CAPTCHA_FETCHES_PER_MINUTE = 20;

let server;
let accounts;
before(async () => {
  server = await startServer();
  accounts = new Accounts(server);
});
after(async () => {
  await server?.stop();
});

/** A failed login with a captcha where one is needed. */
async function failWithCaptcha(mobile, ip) {
  const { key, text } = await accounts.captcha(ip);
  return accounts.login(mobile, 'wrong-pass1', { ip, code: text, cookies: { captchaKey: key } });
}

test('GET /captcha/image is a PNG with an HttpOnly captchaKey cookie for 5 minutes', async () => {
  const res = await accounts.call('GET', '/captcha/image', undefined, { ip: freshIp() });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], 'image/png');
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.ok(res.body.subarray(0, 8).equals(PNG_SIGNATURE));
  const { captchaKey } = setCookies(res);
  assert.match(captchaKey.value, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(captchaKey.attrs, 'Path=/; Max-Age=300; HttpOnly; SameSite=Lax');
});

test('after 5 failures a number needs the captcha; after 10 it is locked, even with the right password', async () => {
  const { mobile, password } = await accounts.newUser();
  for (let i = 0; i < 5; i++) {
    const res = await accounts.login(mobile, 'wrong-pass1');
    const data = assertRefused(res, -1000, '手机号或密码错误', 'password');
    if (i === 4) assert.equal(data.captchaRequired, true, 'the fifth failure announces the captcha');
  }
  const missing = assertRefused(await accounts.login(mobile, password), -1000, '请输入验证码', 'code');
  assert.equal(missing.captchaRequired, true);

  const ip = freshIp();
  const { key } = await accounts.captcha(ip);
  const wrong = await accounts.login(mobile, password, { ip, code: 'ZZZZ', cookies: { captchaKey: key } });
  assert.equal(assertRefused(wrong, -5, '验证码错误!', 'code').captchaRequired, true);
  const noCookie = await accounts.login(mobile, password, { ip, code: 'ABCD' });
  assertRefused(noCookie, -5, '验证码错误!', 'code');

  for (let i = 5; i < 10; i++) assertRefused(await failWithCaptcha(mobile, freshIp()), -1000, '手机号或密码错误', 'password');
  const lockedIp = freshIp();
  const { key: k2, text } = await accounts.captcha(lockedIp);
  const locked = await accounts.login(mobile, password, { ip: lockedIp, code: text, cookies: { captchaKey: k2 } });
  assertRefused(locked, -1000, '账号已被锁定，请15分钟后再试', 'phone');
});

test('a right captcha and password sign in after failures, and the number starts afresh', async () => {
  const { mobile, password } = await accounts.newUser();
  for (let i = 0; i < 5; i++) await accounts.login(mobile, 'wrong-pass1');
  const ip = freshIp();
  const { key, text } = await accounts.captcha(ip);
  const ok = await accounts.login(mobile, password, { ip, code: text.toLowerCase(), cookies: { captchaKey: key } });
  assertEnvelope(ok, { status: 200, code: 200 });
  assertEnvelope(await accounts.login(mobile, password), { status: 200, code: 200 });
});

test('a captcha is used once: the same key and text fail the second time', async () => {
  const { mobile, password } = await accounts.newUser();
  for (let i = 0; i < 5; i++) await accounts.login(mobile, 'wrong-pass1');
  const ip = freshIp();
  const { key, text } = await accounts.captcha(ip);
  assertRefused(await accounts.login(mobile, 'wrong-pass1', { ip, code: text, cookies: { captchaKey: key } }), -1000, '手机号或密码错误');
  const replay = await accounts.login(mobile, password, { ip, code: text, cookies: { captchaKey: key } });
  assertRefused(replay, -5, '验证码错误!', 'code');
  const demo = await accounts.call('GET', '/dev/captcha', undefined, { cookies: { captchaKey: key } });
  assertEnvelope(demo, { status: 200, code: -1000 });
});

test('failures from one address make the captcha required there for every number, and lock it after 10', async () => {
  const ip = freshIp();
  for (let i = 0; i < 5; i++) assertRefused(await accounts.login(freshMobile(), 'wrong-pass1', { ip }), -1000, '该账号未注册', 'phone');
  const { mobile, password } = await accounts.newUser();
  assertRefused(await accounts.login(mobile, password, { ip }), -1000, '请输入验证码', 'code');
  assertEnvelope(await accounts.login(mobile, password, { ip: freshIp() }), { status: 200, code: 200 });

  for (let i = 5; i < 10; i++) assertRefused(await failWithCaptcha(freshMobile(), ip), -1000, '该账号未注册', 'phone');
  const { key, text } = await accounts.captcha(ip);
  const locked = await accounts.login(mobile, password, { ip, code: text, cookies: { captchaKey: key } });
  assertRefused(locked, -1000, '账号已被锁定，请15分钟后再试', 'phone');
});

test(`captcha pictures are throttled per address: ${CAPTCHA_FETCHES_PER_MINUTE} a minute, then 429`, async () => {
  const ip = freshIp();
  for (let i = 0; i < CAPTCHA_FETCHES_PER_MINUTE; i++) {
    const res = await accounts.call('GET', '/captcha/image', undefined, { ip });
    assert.equal(res.status, 200, `fetch ${i + 1}`);
  }
  const over = await accounts.call('GET', '/captcha/image', undefined, { ip });
  assertEnvelope(over, { status: 429, code: 429, msg: '您的请求过于频繁，请稍后重试' });
  assert.equal((await accounts.call('GET', '/captcha/image', undefined, { ip: freshIp() })).status, 200);
});

// Issue 13, hole 4: the attempt is counted before the password is checked, in one transaction with the count.
test('twenty wrong passwords at once: five are checked, the other fifteen need the captcha first', async () => {
  const { mobile } = await accounts.newUser();
  const results = await Promise.all(Array.from({ length: 20 }, () => accounts.login(mobile, 'wrong-pass1', { ip: freshIp() })));
  const messages = results.map((r) => assertEnvelope(r, { status: 200, code: -1000 }).msg);
  assert.equal(messages.filter((m) => m === '手机号或密码错误').length, 5, `checked: ${messages.join(', ')}`);
  assert.equal(messages.filter((m) => m === '请输入验证码').length, 15);
});

test('fifteen wrong passwords at once with the captcha solved: ten are checked, then the number is locked', async () => {
  const { mobile, password } = await accounts.newUser();
  for (let i = 0; i < 5; i++) assertRefused(await accounts.login(mobile, 'wrong-pass1'), -1000, '手机号或密码错误', 'password');
  const solved = await Promise.all(Array.from({ length: 10 }, async () => {
    const ip = freshIp();
    const { key, text } = await accounts.captcha(ip);
    return { ip, code: text, cookies: { captchaKey: key } };
  }));
  const results = await Promise.all(solved.map((s) => accounts.login(mobile, 'wrong-pass1', s)));
  const messages = results.map((r) => assertEnvelope(r, { status: 200, code: -1000 }).msg);
  assert.equal(messages.filter((m) => m === '手机号或密码错误').length, 5, `checked: ${messages.join(', ')}`);
  assert.equal(messages.filter((m) => m === '账号已被锁定，请15分钟后再试').length, 5);
  assertRefused(await accounts.login(mobile, password), -1000, '账号已被锁定，请15分钟后再试', 'phone');
});
