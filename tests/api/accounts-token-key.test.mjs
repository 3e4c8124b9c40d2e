// Accounts: temporary-token login — createTokenKey (login) gives a random key; loginByTokenKey signs its user in
// once, even when two clients present it at the same moment.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, assertRefused, auditRows, setCookies } from './lib/accounts.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

const INVALID = '登录凭证无效或已过期';

let server;
let accounts;
before(async () => {
  server = await startServer();
  accounts = new Accounts(server);
});
after(async () => {
  await server?.stop();
});

async function newKey(token) {
  const res = await accounts.call('POST', '/user/createTokenKey', undefined, { cookies: { token } });
  const { tokenKey } = assertEnvelope(res, { status: 200, code: 200 }).data;
  assert.match(tokenKey, /^[A-Za-z0-9_-]{43}$/);
  return tokenKey;
}

const useKey = (tokenKey) => accounts.call('PUT', '/user/loginByTokenKey', { tokenKey });

test('createTokenKey needs login; the key signs its user in like login, once', async () => {
  assertRefused(await accounts.call('POST', '/user/createTokenKey'), -1001, '请登录');
  const user = await accounts.newUser();
  const key = await newKey(user.token);
  assert.notEqual(key, await newKey(user.token), 'every key is new');

  const res = await useKey(key);
  const data = assertEnvelope(res, { status: 200, code: 200 }).data;
  assert.deepEqual(data, { code: 200, msg: '登录成功', roleAlias: 'normal', auditStatus: 0 });
  const cookies = setCookies(res);
  assert.match(cookies.token.attrs, /HttpOnly/);
  assert.equal(cookies.isLogin.value, '1');
  assert.notEqual(cookies.token.value, user.token, 'a new session');
  const info = assertEnvelope(await accounts.info(cookies.token.value), { status: 200, code: 200 }).data;
  assert.equal(info.mobile, user.mobile);

  assertRefused(await useKey(key), -1000, INVALID, 'tokenKey');
  assert.equal((await auditRows(server, 'token_key_created', user.mobile)).length, 2);
  const logins = await auditRows(server, 'login_success', user.mobile);
  assert.deepEqual(logins.filter((r) => r.detail === 'tokenKey').length, 1);
});

test('loginByTokenKey: unknown, empty and missing keys are refused', async () => {
  assertRefused(await useKey('x'.repeat(43)), -1000, INVALID, 'tokenKey');
  assertRefused(await useKey(''), -1000, INVALID, 'tokenKey');
  assertRefused(await accounts.call('PUT', '/user/loginByTokenKey', {}), -1000, INVALID, 'tokenKey');
});

test('loginByTokenKey: of concurrent uses of one key exactly one signs in', async () => {
  const user = await accounts.newUser();
  for (let round = 0; round < 3; round += 1) {
    const key = await newKey(user.token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => useKey(key)));
    const ok = answers.filter((r) => r.json.code === 200);
    assert.equal(ok.length, 1, answers.map((r) => r.text).join('\n'));
    for (const r of answers.filter((a) => a.json.code !== 200)) assertRefused(r, -1000, INVALID, 'tokenKey');
  }
});

// Issue 13, hole 9: a link with someone else's key must not silently replace the session of whoever opens it.
test('loginByTokenKey while another account is signed in asks first; the key survives the question', async () => {
  const attacker = await accounts.newUser();
  const victim = await accounts.newUser();
  const key = await newKey(attacker.token);
  const asked = await accounts.call('PUT', '/user/loginByTokenKey', { tokenKey: key }, { cookies: { token: victim.token } });
  const data = assertRefused(asked, -1000, '当前已登录其他账号，确定切换账号吗？');
  assert.equal(data.confirmSwitch, true);
  assert.equal(data.mobile, `${attacker.mobile.slice(0, 3)}****${attacker.mobile.slice(-4)}`, 'whom the switch would sign in');
  assert.ok(!asked.headers['set-cookie']?.some((c) => c.startsWith('token=')), 'no new session cookie');
  assertEnvelope(await accounts.info(victim.token), { status: 200, code: 200 });
  const switched = await accounts.call('PUT', '/user/loginByTokenKey', { tokenKey: key, confirmSwitch: true },
    { cookies: { token: victim.token } });
  assertEnvelope(switched, { status: 200, code: 200 });
  // the key of one's own account needs no question
  const own = await newKey(victim.token);
  assertEnvelope(await accounts.call('PUT', '/user/loginByTokenKey', { tokenKey: own }, { cookies: { token: victim.token } }),
    { status: 200, code: 200 });
});
