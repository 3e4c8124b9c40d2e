// Accounts: WeChat sign-in (docs/accounts.md "WeChat sign-in") against a stand-in WeChat API on loopback:
// disabled without configuration, the qrconnect URL, a browser-bound single-use state, the code exchange and its
// failures, bind tickets, binding through a QR state, WeChat login sessions and unbinding.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { Accounts, assertRefused, auditRows, DEMO, DEMO_PASSWORD, freshIp, setCookies } from './lib/accounts.mjs';
import { assertEnvelope, freePort, startServer } from './lib/server.mjs';

const APPID = 'wx-test-appid';
const SECRET = 'wechat-secret-7f3a';
const REDIRECT = 'https://xj.example.com/weixin-form';

// The stand-in WeChat API: codes map to WeChat users; special codes answer an errcode, HTTP 500, or too late.
const wechat = { requests: [], codes: new Map(), userInfoFails: false };
let seq = 0;
/** A fresh code that the stand-in exchanges for `openid` (a fresh one unless given). */
function codeFor(openid = `oTest${process.pid}x${(seq += 1)}abcdef`, nickname = `鲸友${seq}`) {
  seq += 1;
  const code = `code-${seq}`;
  wechat.codes.set(code, { openid, nickname, unionid: `u-${openid}` });
  return { code, openid, nickname };
}

let standIn;
let server;
let down;
let plain;
let accounts;

before(async () => {
  standIn = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://stand-in');
    wechat.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/sns/oauth2/access_token') {
      const code = url.searchParams.get('code');
      if (code === 'errcode') return send(200, { errcode: 40029, errmsg: 'invalid code' });
      if (code === 'http500') return send(500, { oops: true });
      if (code === 'notjson') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>busy</html>');
      }
      if (code === 'slow') return setTimeout(() => send(200, { errcode: 1 }), 3000);
      const user = wechat.codes.get(code);
      if (!user) return send(200, { errcode: 40163, errmsg: 'code been used' });
      wechat.codes.delete(code);
      return send(200, { access_token: `AT-${user.openid}`, expires_in: 7200, openid: user.openid, unionid: user.unionid });
    }
    if (url.pathname === '/api/sns/userinfo') {
      if (wechat.userInfoFails) return send(200, { errcode: 40001, errmsg: 'invalid credential' });
      const openid = url.searchParams.get('openid');
      const user = [...wechat.nicknames.entries()].find(([id]) => id === openid);
      return send(200, { openid, nickname: user?.[1] ?? '', headimgurl: 'http://img.example/h.png' });
    }
    return send(404, { errcode: 404 });
  });
  wechat.nicknames = new Map();
  standIn.listen(0, '127.0.0.1');
  await once(standIn, 'listening');
  const env = {
    WECHAT_APPID: APPID,
    WECHAT_SECRET: SECRET,
    WECHAT_REDIRECT_URI: REDIRECT,
    WECHAT_QR_URL: 'https://open.example.com/connect/qrconnect',
    WECHAT_API_URL: `http://127.0.0.1:${standIn.address().port}/api`,
    WECHAT_TIMEOUT_SECONDS: '1',
  };
  server = await startServer({ env });
  accounts = new Accounts(server);
  // Nothing listens on this port: the WeChat API is down.
  down = await startServer({ env: { ...env, WECHAT_API_URL: `http://127.0.0.1:${await freePort()}/api` } });
  plain = await startServer();
});
after(async () => {
  await server?.stop();
  await down?.stop();
  await plain?.stop();
  standIn?.close();
});

/** Registers the stand-in's nickname for an open id (userinfo answers it). */
function nick(openid, nickname) {
  wechat.nicknames.set(openid, nickname);
}

/** POST /wechat/qrConnect: {res, state, cookie (wechatState value), url (URL object)}. */
async function qrConnect(acc, { callBack = '/home/account', bind, token, ip = freshIp() } = {}) {
  const body = { callBack };
  if (bind !== undefined) body.bind = bind;
  const res = await acc.call('POST', '/wechat/qrConnect', body, { ip, cookies: { token } });
  if (res.json?.code !== 200) return { res };
  const data = res.json.data;
  return { res, state: data.state, cookie: setCookies(res).wechatState?.value, url: new URL(data.qrConnectUrl) };
}

function wechatLogin(acc, code, state, cookie, { token, ip = freshIp() } = {}) {
  return acc.call('POST', '/wechat/login', { code, state }, { ip, cookies: { wechatState: cookie, token } });
}

/** The whole QR round trip of a browser without a session for the WeChat user `who`. */
async function scan(acc, who, opts = {}) {
  const qr = await qrConnect(acc, opts);
  assertEnvelope(qr.res, { status: 200, code: 200 });
  return wechatLogin(acc, who.code, qr.state, qr.cookie, opts);
}

describe('disabled without WECHAT_APPID and WECHAT_SECRET', () => {
  test('config says so and every call answers 微信登录未开通', async () => {
    const acc = new Accounts(plain);
    const config = assertEnvelope(await acc.call('GET', '/wechat/config'), { status: 200, code: 200 });
    assert.deepEqual(config.data, { enabled: false });
    assertRefused(await acc.call('POST', '/wechat/qrConnect', { callBack: '/' }), -1000, '微信登录未开通');
    assertRefused(await acc.call('POST', '/wechat/login', { code: 'c', state: 's' }), -1000, '微信登录未开通');
    const user = await acc.newUser();
    const cookies = { token: user.token };
    assertRefused(await acc.call('POST', '/wechat/bind', { bindTicket: 't' }, { cookies }), -1000, '微信登录未开通');
    assertRefused(await acc.call('POST', '/wechat/unbind', undefined, { cookies }), -1000, '微信登录未开通');
    const info = assertEnvelope(await acc.info(user.token), { status: 200, code: 200 }).data;
    assert.equal(info.wechatBound, false);
    assert.equal(info.wechatNickname, '');
  });
});

describe('QR connect', () => {
  test('config is enabled; the qrconnect URL carries appid, redirect, code, snsapi_login, the state and #wechat_redirect', async () => {
    const config = assertEnvelope(await accounts.call('GET', '/wechat/config'), { status: 200, code: 200 });
    assert.deepEqual(config.data, { enabled: true });
    const qr = await qrConnect(accounts);
    assertEnvelope(qr.res, { status: 200, code: 200 });
    assert.equal(`${qr.url.origin}${qr.url.pathname}`, 'https://open.example.com/connect/qrconnect');
    assert.deepEqual(Object.fromEntries(qr.url.searchParams), {
      appid: APPID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'snsapi_login',
      state: qr.state,
    });
    assert.equal(qr.url.hash, '#wechat_redirect');
    assert.match(qr.state, /^[A-Za-z0-9_-]{43}$/);
    assert.ok(!res_has_secret(qr.res));
    const cookie = setCookies(qr.res).wechatState;
    assert.match(cookie.value, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(cookie.value, qr.state);
    assert.match(cookie.attrs, /HttpOnly/);
    assert.match(cookie.attrs, /Max-Age=600/);
    assert.match(cookie.attrs, /SameSite=Lax/);
    assert.match(cookie.attrs, /Path=\//);
  });

  test('callBack must be a same-site path; bind needs a session', async () => {
    for (const callBack of ['https://evil.example.com/home', '//evil.example.com/x', 'javascript:alert(1)', '/\\evil.com']) {
      assertRefused(await accounts.call('POST', '/wechat/qrConnect', { callBack }), -2, '回跳地址无效', 'callBack');
    }
    const own = await qrConnect(accounts, { callBack: `http://127.0.0.1:${server.port}/home/learning/center?x=1` });
    assertEnvelope(own.res, { status: 200, code: 200 });
    const who = codeFor();
    nick(who.openid, '同站');
    const unbound = assertRefused(await wechatLogin(accounts, who.code, own.state, own.cookie), -1000, '该微信未绑定账号，请登录后绑定');
    assert.ok(unbound.bindTicket);
    assertRefused(await accounts.call('POST', '/wechat/qrConnect', { callBack: '/', bind: true }), -1001, '请登录');
  });
});

function res_has_secret(res) {
  return res.text.includes(SECRET);
}

describe('login, bind, WeChat session, unbind', () => {
  test('an unbound WeChat gets a masked open id and a bind ticket; the secret and code went to the stand-in', async () => {
    const who = codeFor();
    nick(who.openid, '小鲸鱼');
    const before = wechat.requests.length;
    const res = await scan(accounts, who);
    const data = assertRefused(res, -1000, '该微信未绑定账号，请登录后绑定');
    assert.deepEqual(Object.keys(data).sort(), ['bindTicket', 'nickname', 'openId']);
    assert.equal(data.openId, `${who.openid.slice(0, 4)}****${who.openid.slice(-4)}`);
    assert.equal(data.nickname, '小鲸鱼');
    assert.match(data.bindTicket, /^[A-Za-z0-9_-]{43}$/);
    assert.ok(!res.text.includes(who.openid));
    assert.equal(setCookies(res).token, undefined);
    const [exchange, userinfo] = wechat.requests.slice(before);
    assert.deepEqual(exchange, {
      path: '/api/sns/oauth2/access_token',
      query: { appid: APPID, secret: SECRET, code: who.code, grant_type: 'authorization_code' },
    });
    assert.deepEqual(userinfo, { path: '/api/sns/userinfo', query: { access_token: `AT-${who.openid}`, openid: who.openid } });
    assert.ok(!server.log().includes(SECRET), 'the secret is never logged');
    assert.ok(!server.log().includes(`AT-${who.openid}`), 'the access token is never logged');
  });

  test('sign in and bind with the ticket; then the WeChat signs in like a password login; unbind ends the session', async () => {
    const who = codeFor();
    nick(who.openid, '绑定者');
    const ticket = assertRefused(await scan(accounts, who), -1000, '该微信未绑定账号，请登录后绑定').bindTicket;
    const user = await accounts.newUser();
    const bound = await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }, { cookies: { token: user.token } });
    assert.deepEqual(assertEnvelope(bound, { status: 200, code: 200, msg: '绑定成功' }).data, { nickname: '绑定者' });
    const info = assertEnvelope(await accounts.info(user.token), { status: 200, code: 200 }).data;
    assert.equal(info.wechatBound, true);
    assert.equal(info.wechatNickname, '绑定者');
    assert.equal((await auditRows(server, 'wechat_bound', user.mobile)).length, 1);

    // The same ticket again, by the same user or another: used.
    assertRefused(await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }, { cookies: { token: user.token } }),
      -1000, '绑定凭证无效或已过期', 'bindTicket');
    const other = await accounts.newUser();
    assertRefused(await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }, { cookies: { token: other.token } }),
      -1000, '绑定凭证无效或已过期', 'bindTicket');
    assertRefused(await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }), -1001, '请登录');

    // WeChat login with the bound WeChat: a session like a password login, and the remembered callBack.
    const again = codeFor(who.openid);
    const res = await scan(accounts, again, { callBack: '/home/learning/center' });
    const body = assertEnvelope(res, { status: 200, code: 200 });
    assert.equal(body.data.code, 200);
    assert.equal(body.data.msg, '登录成功');
    assert.equal(body.data.callBack, '/home/learning/center');
    assert.equal(typeof body.data.roleAlias, 'string');
    const cookies = setCookies(res);
    assert.match(cookies.token.attrs, /HttpOnly/);
    assert.match(cookies.token.attrs, /Max-Age=120000/);
    assert.equal(cookies.isLogin.value, '1');
    assert.match(cookies.wechatState.attrs, /Max-Age=0/);
    const token = cookies.token.value;
    assert.equal(assertEnvelope(await accounts.info(token), { status: 200, code: 200 }).data.mobile, user.mobile);
    const logins = await auditRows(server, 'login_success', user.mobile);
    assert.deepEqual(logins.at(-1), { event: 'login_success', subject: user.mobile, detail: 'wechat' });

    // Unbind: the binding goes, the session ends.
    const unbind = await accounts.call('POST', '/wechat/unbind', undefined, { cookies: { token } });
    assertEnvelope(unbind, { status: 200, code: 200, msg: '解绑成功，即将前往首页' });
    const ended = setCookies(unbind);
    assert.equal(ended.token.value, '');
    assert.equal(ended.isLogin.value, '0');
    assertRefused(await accounts.info(token), -1001, '请登录');
    assert.equal((await auditRows(server, 'wechat_unbound', user.mobile)).length, 1);
    // The password session is still alive and sees no binding; unbinding again is refused.
    const still = assertEnvelope(await accounts.info(user.token), { status: 200, code: 200 }).data;
    assert.equal(still.wechatBound, false);
    assertRefused(await accounts.call('POST', '/wechat/unbind', undefined, { cookies: { token: user.token } }),
      -1000, '当前账号未绑定微信');
    // The WeChat is unbound again: a new ticket, no session.
    assertRefused(await scan(accounts, codeFor(who.openid)), -1000, '该微信未绑定账号，请登录后绑定');
  });

  test('a QR state asked by a signed-in user binds that user; a WeChat bound elsewhere and a second WeChat are refused', async () => {
    const user = await accounts.newUser();
    const who = codeFor();
    nick(who.openid, '扫码绑定');
    const qr = await qrConnect(accounts, { bind: true, token: user.token, callBack: '/home/account' });
    const res = await wechatLogin(accounts, who.code, qr.state, qr.cookie, { token: user.token });
    const body = assertEnvelope(res, { status: 200, code: 200 });
    assert.deepEqual(body.data, { code: 200, msg: '绑定成功', callBack: '/home/account', bound: true, nickname: '扫码绑定' });
    assert.equal(setCookies(res).token, undefined, 'binding opens no new session');
    assert.equal(assertEnvelope(await accounts.info(user.token), { code: 200 }).data.wechatNickname, '扫码绑定');

    // Another user asks to bind the same WeChat.
    const other = await accounts.newUser();
    const qr2 = await qrConnect(accounts, { bind: true, token: other.token });
    assertRefused(await wechatLogin(accounts, codeFor(who.openid).code, qr2.state, qr2.cookie), -1000, '该微信已绑定其他账号');
    // The bound user tries to bind a second WeChat with a ticket: refused, and the ticket stays usable.
    const second = codeFor();
    const ticket = assertRefused(await scan(accounts, second), -1000, '该微信未绑定账号，请登录后绑定').bindTicket;
    assertRefused(await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }, { cookies: { token: user.token } }),
      -1000, '当前账号已绑定微信');
    assertEnvelope(await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }, { cookies: { token: other.token } }),
      { status: 200, code: 200, msg: '绑定成功' });
  });
});

describe('refusals', () => {
  test('unknown, reused, cookie-less or another browser\'s state; missing code or state', async () => {
    const who = codeFor();
    const qr = await qrConnect(accounts);
    assertRefused(await wechatLogin(accounts, who.code, 'x'.repeat(43), qr.cookie), -1000, '授权已失效，请重新扫码');
    const other = await qrConnect(accounts);
    assertRefused(await wechatLogin(accounts, who.code, qr.state, other.cookie), -1000, '授权已失效，请重新扫码');
    assertRefused(await wechatLogin(accounts, who.code, qr.state, undefined), -1000, '授权已失效，请重新扫码');
    // Refusals before the exchange do not call WeChat and do not use the state up.
    assertRefused(await wechatLogin(accounts, who.code, qr.state, qr.cookie), -1000, '该微信未绑定账号，请登录后绑定');
    assertRefused(await wechatLogin(accounts, codeFor().code, qr.state, qr.cookie), -1000, '授权已失效，请重新扫码');
    assertRefused(await accounts.call('POST', '/wechat/login', { state: other.state }), -2, '缺少授权码', 'code');
    assertRefused(await accounts.call('POST', '/wechat/login', { code: 'c' }), -2, '缺少授权状态', 'state');
    assertRefused(await accounts.call('POST', '/wechat/bind', {}, { cookies: { token: (await accounts.newUser()).token } }),
      -1000, '绑定凭证无效或已过期', 'bindTicket');
  });

  test('an errcode from WeChat is 微信授权失败，请重试; an HTTP error, a non-JSON answer or a slow API is unavailable', async () => {
    assertRefused(await scan(accounts, { code: 'errcode' }), -1000, '微信授权失败，请重试');
    for (const code of ['http500', 'notjson']) {
      assertRefused(await scan(accounts, { code }), -1000, '微信服务暂时不可用，请稍后重试');
    }
    const started = Date.now();
    assertRefused(await scan(accounts, { code: 'slow' }), -1000, '微信服务暂时不可用，请稍后重试');
    assert.ok(Date.now() - started < 2900, 'the 1-second timeout cut the call short');
  });

  test('a WeChat API that is down is a clear -1000, not a 500', async () => {
    assertRefused(await scan(new Accounts(down), codeFor()), -1000, '微信服务暂时不可用，请稍后重试');
  });

  test('a failing userinfo call still signs a bound WeChat in', async () => {
    const who = codeFor();
    const ticket = assertRefused(await scan(accounts, who), -1000, '该微信未绑定账号，请登录后绑定').bindTicket;
    const user = await accounts.newUser();
    assertEnvelope(await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }, { cookies: { token: user.token } }),
      { code: 200 });
    wechat.userInfoFails = true;
    try {
      const res = await scan(accounts, codeFor(who.openid));
      assertEnvelope(res, { status: 200, code: 200 });
      assert.ok(setCookies(res).token.value);
    } finally {
      wechat.userInfoFails = false;
    }
  });
});

describe('limits', () => {
  test('an admin acting as a user may not bind, ask to bind or unbind', async () => {
    const admin = setCookies(await accounts.login(DEMO.admin, DEMO_PASSWORD)).token.value;
    const user = await accounts.newUser();
    const userId = assertEnvelope(await accounts.info(user.token), { code: 200 }).data.userId;
    const simulated = setCookies(await accounts.call('POST', '/admin/simulateLogin', { userId }, { cookies: { token: admin } }))
      .token.value;
    const who = codeFor();
    const ticket = assertRefused(await scan(accounts, who), -1000, '该微信未绑定账号，请登录后绑定').bindTicket;
    const cookies = { token: simulated };
    assertRefused(await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }, { cookies }), -1000, '模拟登录时不能修改登录凭据');
    assertRefused(await accounts.call('POST', '/wechat/qrConnect', { callBack: '/', bind: true }, { cookies }), -1000,
      '模拟登录时不能修改登录凭据');
    assertRefused(await accounts.call('POST', '/wechat/unbind', undefined, { cookies }), -1000, '模拟登录时不能修改登录凭据');
    // The refused bind left the ticket for the user's own session.
    assertEnvelope(await accounts.call('POST', '/wechat/bind', { bindTicket: ticket }, { cookies: { token: user.token } }),
      { status: 200, code: 200, msg: '绑定成功' });
  });

  test('30 QR requests per address in 10 minutes, then 您的请求过于频繁，请稍后重试', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      assertEnvelope((await qrConnect(accounts, { ip })).res, { status: 200, code: 200 });
    }
    assertRefused((await qrConnect(accounts, { ip })).res, -1000, '您的请求过于频繁，请稍后重试');
    assertEnvelope((await qrConnect(accounts, { ip: freshIp() })).res, { status: 200, code: 200 });
  });
});
