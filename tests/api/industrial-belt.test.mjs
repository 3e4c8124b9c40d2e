// The industrial belt map (docs/industrial-belt.md) on the real binary: the demo's belts with the job board's
// companies and jobs per province, a province's panel with its matching courses, open to visitors; the platform
// admin adds, changes and deletes a belt, every rule refused verbatim; nobody else may.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { startServer } from './lib/server.mjs';

let server;
let st;
const tokens = {};

before(async () => {
  server = await startServer();
  st = new Study(server);
  for (const who of ['admin', 'schoolAdmin', 'student']) tokens[who] = await st.tokenOf(DEMO[who], DEMO_PASSWORD);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (token, method, p, body) => st.ok(token, method, p, body);

test('the map: belts, companies and jobs per province, and a province’s panel, for visitors too', async () => {
  const map = await ok(undefined, 'GET', '/industrialBelt/map');
  assert.equal(map.totals.belts, 8);
  const zhejiang = map.provinces.find((p) => p.code === '33');
  assert.equal(zhejiang.name, '浙江省');
  assert.equal(zhejiang.belts, 2);
  const sum = (k) => map.provinces.reduce((n, p) => n + p[k], 0);
  assert.equal(sum('belts'), map.totals.belts);
  assert.equal(sum('companies'), map.totals.companies);
  assert.equal(sum('jobs'), map.totals.jobs);
  assert.ok(map.totals.companies > 0 && map.totals.jobs > 0, 'the demo board has companies and jobs');

  const region = await ok(undefined, 'GET', '/industrialBelt/region?code=33');
  assert.equal(region.name, '浙江省');
  assert.deepEqual(region.belts.map((b) => b.name), ['杭州跨境电商产业带', '义乌小商品产业带']);
  assert.deepEqual(region.industries, ['跨境电商', '服装', '数字贸易', '日用百货', '电子商务']);
  assert.equal(region.belts[0].enterprises[0].name, '海鲸跨境电商有限公司');
  assert.ok(region.courses.some((c) => c.name.includes('跨境电商')), JSON.stringify(region.courses.map((c) => c.name)));
  assert.equal(region.companyTotal, zhejiang.companies);
  assert.equal(region.jobTotal, zhejiang.jobs);
  for (const j of region.jobs) assert.ok(j.sign && j.name && j.companyName && j.salary);

  // A province with the board's companies or jobs: the same numbers on the map and in the panel.
  const busiest = map.provinces.reduce((a, b) => (b.jobs > a.jobs ? b : a));
  const panel = await ok(undefined, 'GET', `/industrialBelt/region?code=${busiest.code}`);
  assert.equal(panel.jobTotal, busiest.jobs);
  assert.equal(panel.jobs.length, Math.min(10, busiest.jobs));
  assert.equal(panel.companies.length, Math.min(12, busiest.companies));

  assertRefused(await call(undefined, 'GET', '/industrialBelt/region?code=99'), -2, '地区不存在', 'code');
  assertRefused(await call(undefined, 'GET', '/industrialBelt/region?code=3301'), -2, '地区不存在', 'code');
  assertRefused(await call(undefined, 'GET', '/industrialBelt/region'), -2, '地区不存在', 'code');
});

test('the platform admin adds, changes and deletes a belt; the rules are told verbatim; nobody else may', async () => {
  const save = (body, token = tokens.admin) => call(token, 'POST', '/industrialBelt/admin/save', body);
  const good = {
    province: '44', name: '东莞智能制造产业带', industries: ['智能制造', '电子信息'], summary: '世界工厂',
    courseKeyword: '人工智能', enterprises: [{ name: '东莞鲸造科技有限公司', description: '工业机器人' }],
  };
  assertRefused(await save({ ...good, province: '' }), -2, '请选择省份', 'province');
  assertRefused(await save({ ...good, name: '东' }), -2, '产业带名称应为 2–30 个字', 'name');
  assertRefused(await save({ ...good, industries: [] }), -2, '请填写 1–8 个主导产业，每个不超过 12 个字', 'industries');
  assertRefused(await save({ ...good, industries: 'x' }), -2, '请填写 1–8 个主导产业，每个不超过 12 个字', 'industries');
  assertRefused(await save({ ...good, industries: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }), -2, '请填写 1–8 个主导产业，每个不超过 12 个字', 'industries');
  assertRefused(await save({ ...good, summary: '字'.repeat(501) }), -2, '简介不能超过 500 个字', 'summary');
  assertRefused(await save({ ...good, courseKeyword: '字'.repeat(21) }), -2, '课程关键词不能超过 20 个字', 'courseKeyword');
  assertRefused(await save({ ...good, enterprises: [{ name: '东' }] }), -2, '企业名称应为 2–40 个字', 'enterprises');
  assertRefused(await save({ ...good, enterprises: [{ name: '东莞鲸造', description: '字'.repeat(201) }] }), -2, '企业简介不能超过 200 个字', 'enterprises');
  assertRefused(await save({ ...good, enterprises: Array.from({ length: 21 }, () => ({ name: '东莞鲸造' })) }), -2, '合作企业最多 20 家', 'enterprises');
  assertRefused(await save({ ...good, sign: 'nope' }), -1000, '产业带不存在');
  assertRefused(await save(good, tokens.schoolAdmin), -6, '您没有权限访问!');
  assertRefused(await call(undefined, 'POST', '/industrialBelt/admin/save', good), -1001, '请登录');

  const before = (await ok(tokens.admin, 'GET', '/industrialBelt/admin/list')).length;
  const made = await ok(tokens.admin, 'POST', '/industrialBelt/admin/save', good);
  assert.equal(made.provinceName, '广东省');
  assert.deepEqual(made.industries, ['智能制造', '电子信息']);
  assertRefused(await save(good), -1000, '该省份已有同名产业带');
  const changed = await ok(tokens.admin, 'POST', '/industrialBelt/admin/save', { ...good, sign: made.sign, summary: '  改过的简介  ' });
  assert.equal(changed.summary, '改过的简介');
  const list = await ok(tokens.admin, 'GET', '/industrialBelt/admin/list');
  assert.equal(list.length, before + 1);
  const region = await ok(undefined, 'GET', '/industrialBelt/region?code=44');
  assert.ok(region.belts.some((b) => b.sign === made.sign && b.summary === '改过的简介'));

  assertRefused(await call(tokens.student, 'POST', '/industrialBelt/admin/delete', { sign: made.sign }), -6, '您没有权限访问!');
  await ok(tokens.admin, 'POST', '/industrialBelt/admin/delete', { sign: made.sign });
  assertRefused(await call(tokens.admin, 'POST', '/industrialBelt/admin/delete', { sign: made.sign }), -1000, '产业带不存在');
  assert.equal((await ok(tokens.admin, 'GET', '/industrialBelt/admin/list')).length, before);
});
