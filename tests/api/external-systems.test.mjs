// External systems (docs/external-systems.md) on the real binary: nothing is open until the school admin configures
// it; a stand-in system on loopback receives the signed-in student through a signed token it verifies once with the
// platform; the rules are told verbatim; only the school admin sees and changes the configuration and its secret.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused } from './lib/accounts.mjs';
import { startExternalStandIn } from './lib/external-standin.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, startServer } from './lib/server.mjs';

let server;
let st;
let standIn;
const tokens = {};

before(async () => {
  server = await startServer();
  st = new Study(server);
  standIn = await startExternalStandIn(server.base);
  for (const who of ['admin', 'schoolAdmin', 'student', 'teacher']) tokens[who] = await st.tokenOf(DEMO[who], DEMO_PASSWORD);
});
after(async () => {
  await standIn?.stop();
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (token, method, p, body) => st.ok(token, method, p, body);
const save = (body, token = tokens.schoolAdmin) => call(token, 'POST', '/schoolAdmin/externalSystems/save', body);

test('a student reaches the school’s supply-chain system with a token it verifies once', async () => {
  const cards = await ok(undefined, 'GET', '/external/systems');
  assert.deepEqual(cards.map((c) => [c.system, c.name, c.configured]), [['erp', 'ERP 系统', false], ['gyl', '供应链管理系统', false]]);
  assertRefused(await call(tokens.student, 'POST', '/external/launch', { system: 'gyl' }), -1000, '本校尚未开通该系统');
  assertRefused(await call(undefined, 'POST', '/external/launch', { system: 'gyl' }), -1001, '请登录');

  const saved = await ok(tokens.schoolAdmin, 'POST', '/schoolAdmin/externalSystems/save', {
    system: 'gyl', name: '鲸链供应链', url: standIn.url, passMode: 'token', tokenParam: 'token', description: '采购与仓储实训',
  });
  assert.equal(saved.configured, true);
  assert.match(saved.secret, /^[0-9a-f]{64}$/);
  const card = (await ok(undefined, 'GET', '/external/systems'))[1];
  assert.deepEqual([card.name, card.description, card.configured], ['鲸链供应链', '采购与仓储实训', true]);
  assert.equal('secret' in card, false, 'the public list never carries the secret');

  const launch = await ok(tokens.student, 'POST', '/external/launch', { system: 'gyl' });
  assert.ok(launch.url.startsWith(`${standIn.url}?token=`), launch.url);
  assert.ok(launch.expiresAt);
  const page = await (await fetch(launch.url)).text();
  assert.match(page, /欢迎 张晓明（/);
  const again = await (await fetch(launch.url)).text();
  assert.match(again, /登录失败：令牌已使用/);

  // Only the school's own users are passed to its system.
  assertRefused(await call(tokens.admin, 'POST', '/external/launch', { system: 'gyl' }), -1000, '仅限本校师生进入该系统');
  const token = new URL(launch.url).searchParams.get('token');
  assertRefused(await call(undefined, 'POST', '/external/verify', { token: `${token}x` }), -1000, '令牌无效');
  assertRefused(await call(undefined, 'POST', '/external/verify', {}), -1000, '令牌无效');
  assertRefused(await call(undefined, 'POST', '/external/verify', { token: 'x'.repeat(5000) }), -1000, '令牌无效');

  const late = new URL((await ok(tokens.teacher, 'POST', '/external/launch', { system: 'gyl' })).url).searchParams.get('token');
  await advanceClock(server, 301);
  assertRefused(await call(undefined, 'POST', '/external/verify', { token: late }), -1000, '令牌已过期');

  // A new secret: a token signed with the old one is no longer valid.
  const fresh = new URL((await ok(tokens.student, 'POST', '/external/launch', { system: 'gyl' })).url).searchParams.get('token');
  const reset = await ok(tokens.schoolAdmin, 'POST', '/schoolAdmin/externalSystems/resetSecret', { system: 'gyl' });
  assert.notEqual(reset.secret, saved.secret);
  assertRefused(await call(undefined, 'POST', '/external/verify', { token: fresh }), -1000, '令牌无效');
});

test('the rules are told verbatim; only the school admin configures, and sees the secret', async () => {
  const good = { system: 'erp', name: '鲸云 ERP', url: 'https://erp.example.com/login', passMode: 'none', description: '' };
  assertRefused(await save({ ...good, system: 'crm' }), -2, '系统不存在', 'system');
  assertRefused(await save({ ...good, name: 'E' }), -2, '系统名称应为 2–20 个字', 'name');
  assertRefused(await save({ ...good, url: 'http://erp.example.com' }), -2, '请输入以 https:// 开头的完整系统地址', 'url');
  assertRefused(await save({ ...good, url: 'javascript:alert(1)' }), -2, '请输入以 https:// 开头的完整系统地址', 'url');
  assertRefused(await save({ ...good, passMode: 'cookie' }), -2, '请选择用户传递方式', 'passMode');
  assertRefused(await save({ ...good, tokenParam: 'a b' }), -2, '参数名只能包含字母、数字、下划线和短横线', 'tokenParam');
  assertRefused(await save({ ...good, description: '字'.repeat(201) }), -2, '系统简介不能超过 200 个字', 'description');
  for (const who of ['student', 'teacher', 'admin']) {
    assertRefused(await save(good, tokens[who]), -6, '您没有权限访问!');
    assertRefused(await call(tokens[who], 'GET', '/schoolAdmin/externalSystems'), -6, '您没有权限访问!');
  }

  const saved = await ok(tokens.schoolAdmin, 'POST', '/schoolAdmin/externalSystems/save', good);
  assert.equal(saved.passMode, 'none');
  assert.equal(saved.tokenParam, 'token');
  const launch = await ok(tokens.student, 'POST', '/external/launch', { system: 'erp' });
  assert.equal(launch.url, good.url);
  assert.equal(launch.expiresAt, null);

  const list = await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/externalSystems');
  assert.deepEqual(list.map((s) => s.system), ['erp', 'gyl']);
  await ok(tokens.schoolAdmin, 'POST', '/schoolAdmin/externalSystems/delete', { system: 'erp' });
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/externalSystems/delete', { system: 'erp' }), -1000, '本校尚未开通该系统');
  assertRefused(await call(tokens.student, 'POST', '/external/launch', { system: 'erp' }), -1000, '本校尚未开通该系统');
  assert.equal((await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/externalSystems'))[0].configured, false);
});

test('the platform admin configures any school’s systems, naming the school; the audit row is that school’s', async () => {
  const good = { system: 'erp', name: '平台配置 ERP', url: 'https://erp.platform.example.com/', passMode: 'none', description: '' };
  assertRefused(await call(tokens.admin, 'GET', '/admin/externalSystems'), -2, '请选择学校', 'school');
  assertRefused(await call(tokens.admin, 'GET', '/admin/externalSystems?school=nowhere'), -1000, '学校不存在');
  assertRefused(await call(tokens.admin, 'POST', '/admin/externalSystems/save', { ...good, school: 'nowhere' }), -1000, '学校不存在');
  assertRefused(await call(tokens.admin, 'POST', '/admin/externalSystems/save', { ...good, school: '1', url: 'http://x' }), -2, '请输入以 https:// 开头的完整系统地址', 'url');
  for (const who of ['schoolAdmin', 'teacher', 'student']) {
    assertRefused(await call(tokens[who], 'GET', '/admin/externalSystems?school=1'), -6, '您没有权限访问!');
  }
  const saved = await ok(tokens.admin, 'POST', '/admin/externalSystems/save', { ...good, school: '1' });
  assert.equal(saved.name, '平台配置 ERP');
  // The school's own admin sees the same configuration, and its students launch it.
  const theirs = await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/externalSystems');
  assert.equal(theirs.find((s) => s.system === 'erp').name, '平台配置 ERP');
  assert.equal((await ok(tokens.student, 'POST', '/external/launch', { system: 'erp' })).url, good.url);
  const reset = await ok(tokens.admin, 'POST', '/admin/externalSystems/resetSecret', { school: '1', system: 'erp' });
  assert.notEqual(reset.secret, saved.secret);
  const rows = await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/audit?action=external.save&size=50');
  assert.ok(rows.list.some((r) => r.actorName === '周杰' && r.summary.includes('平台配置 ERP')));
  await ok(tokens.admin, 'POST', '/admin/externalSystems/delete', { school: '1', system: 'erp' });
  assertRefused(await call(tokens.admin, 'POST', '/admin/externalSystems/delete', { school: '1', system: 'erp' }), -1000, '本校尚未开通该系统');
});
