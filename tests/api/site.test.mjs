// Site calls (navigation, school, adverts) against the demo data set.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, assertEnvelope, request, startServer } from './lib/server.mjs';

const SCHOOL_NAME = '学鲸职业技术学院';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

async function ok(method, path, body, headers) {
  const res = await api(server, method, path, body, headers);
  return assertEnvelope(res, { status: 200, code: 200 }).data;
}

async function assertPng(url, what) {
  assert.equal(typeof url, 'string', `${what}: URL is a string`);
  assert.ok(url.length > 0, `${what}: URL is not empty`);
  const target = new URL(url, server.base);
  assert.equal(target.protocol, 'http:', `${what}: ${url}`);
  const res = await request(server, { path: target.pathname + target.search, headers: { host: target.host } });
  assert.equal(res.status, 200, `${what}: GET ${url}`);
  assert.match(res.headers['content-type'] ?? '', /^image\/png/, `${what}: Content-Type of ${url}`);
  assert.ok(res.body.subarray(0, 8).equals(PNG_SIGNATURE), `${what}: ${url} starts with the PNG signature`);
}

function assertKeys(obj, keys, what) {
  assert.ok(obj && typeof obj === 'object', `${what} is an object`);
  for (const k of keys) assert.ok(k in obj, `${what} has ${k}: ${JSON.stringify(obj).slice(0, 300)}`);
}

test('GET /api/v1/menu/getNavigationBar lists menus with their child menus', async () => {
  const menus = await ok('GET', '/api/v1/menu/getNavigationBar');
  assert.ok(Array.isArray(menus) && menus.length > 0, 'a non-empty array');
  for (const m of menus) {
    assertKeys(m, ['menuName', 'menuUrl', 'explain', 'openMode', 'active', 'parameterInterface', 'childMenuList'], 'menu');
    assert.equal(typeof m.menuName, 'string');
    assert.ok(Array.isArray(m.childMenuList), 'childMenuList is an array');
    for (const c of m.childMenuList) {
      assertKeys(c, ['childMenuName', 'childMenuUrl', 'openMode', 'parameterInterface'], 'child menu');
    }
  }
  assert.ok(menus.some((m) => m.childMenuList.length > 0), 'at least one menu has children');
  const children = menus.flatMap((m) => m.childMenuList);
  assert.ok(
    children.some((c) => c.parameterInterface === '/school/getSchoolSign'),
    'a child menu takes its parameter from /school/getSchoolSign',
  );
});

test('GET /api/v1/school/getSchoolBaseInfo describes the default school and its images are PNGs', async () => {
  const info = await ok('GET', '/api/v1/school/getSchoolBaseInfo');
  assertKeys(
    info,
    ['schoolSign', 'schoolName', 'logo', 'bottomLogo', 'homeIndex', 'title', 'address', 'phone', 'wechatImage', 'appImage', 'icpNumber'],
    'school base info',
  );
  assert.equal(info.schoolSign, '1');
  assert.equal(info.schoolName, SCHOOL_NAME);
  for (const key of ['logo', 'bottomLogo', 'wechatImage', 'appImage']) await assertPng(info[key], key);
});

test('the ICP number follows the Host header: unknown hosts get the default, xuejing.example.cn its own', async () => {
  const byHost = async (host) => (await ok('GET', '/api/v1/school/getSchoolBaseInfo', undefined, { host })).icpNumber;
  const local = await byHost('localhost');
  const unknown = await byHost('unknown-host.example.org');
  const branded = await byHost('xuejing.example.cn');
  assert.equal(typeof local, 'string');
  assert.ok(local.length > 0, 'default ICP number is not empty');
  assert.equal(unknown, local, 'an unknown host gets the default ICP number');
  assert.equal(typeof branded, 'string');
  assert.ok(branded.length > 0, 'xuejing.example.cn has an ICP number');
  assert.notEqual(branded, local, 'xuejing.example.cn has its own ICP number');
});

test('GET /api/v1/school/getSchoolBaseInfo?sign=nope answers code -1000 学校不存在', async () => {
  const res = await api(server, 'GET', '/api/v1/school/getSchoolBaseInfo?sign=nope');
  assertEnvelope(res, { status: 200, code: -1000, msg: '学校不存在' });
});

test('POST /api/v1/school/getSchoolImages returns {title, imageUrl} for sign "1" and by default', async () => {
  const explicit = await ok('POST', '/api/v1/school/getSchoolImages', { sign: '1' });
  const byDefault = await ok('POST', '/api/v1/school/getSchoolImages', {});
  assert.ok(Array.isArray(explicit) && explicit.length > 0, 'a non-empty array');
  for (const img of explicit) {
    assertKeys(img, ['title', 'imageUrl'], 'school image');
    assert.equal(typeof img.imageUrl, 'string');
  }
  assert.deepEqual(byDefault, explicit, 'no sign means school "1"');
  await assertPng(explicit[0].imageUrl, 'school image');
});

test('a sign may be sent as a number, as the spec\'s own defaults are: {"sign": 1} is school "1"', async () => {
  const asText = await ok('POST', '/api/v1/school/getSchoolImages', { sign: '1' });
  const asNumber = await ok('POST', '/api/v1/school/getSchoolImages', { sign: 1 });
  assert.ok(asNumber.length > 0, 'school 1 has images');
  assert.deepEqual(asNumber, asText, '{"sign": 1} and {"sign": "1"} are the same school');
  const list = await ok('POST', '/api/v1/school/getSchoolList', { sign: 1 });
  assert.deepEqual(list.schoolImages, asText);
  const info = await ok('GET', '/api/v1/school/getSchoolBaseInfo?sign=1');
  assert.deepEqual(info, await ok('GET', '/api/v1/school/getSchoolBaseInfo'));
  for (const sign of [true, { id: 1 }, [1], 1.5]) {
    const res = await api(server, 'POST', '/api/v1/school/getSchoolImages', { sign });
    const env = assertEnvelope(res, { status: 400, code: -2, msg: '学校标识必须是字符串' });
    assert.equal(env.data?.field, 'sign', JSON.stringify(sign));
  }
});

test('POST /api/v1/school/getSchoolList returns schoolVoList and schoolImages', async () => {
  const data = await ok('POST', '/api/v1/school/getSchoolList', { sign: '1' });
  assertKeys(data, ['schoolVoList', 'schoolImages'], 'school list');
  assert.ok(Array.isArray(data.schoolVoList) && data.schoolVoList.length > 0);
  for (const s of data.schoolVoList) assertKeys(s, ['schoolName', 'schoolSign'], 'school');
  assert.ok(
    data.schoolVoList.some((s) => s.schoolSign === '1' && s.schoolName === SCHOOL_NAME),
    `lists ${SCHOOL_NAME} with sign "1"`,
  );
  assert.ok(Array.isArray(data.schoolImages));
  for (const img of data.schoolImages) assertKeys(img, ['title', 'imageUrl'], 'school image');
});

test('the school crest list: GET or POST {page 0, size 20}, pages counted from 0, crests are PNGs', async () => {
  const first = await ok('GET', '/api/v1/school/getSchoolCrestList');
  assert.equal(first.total, 3, 'the demo school and the two others');
  assert.deepEqual(first.list.map((s) => s.schoolName), [SCHOOL_NAME, '东海财经职业学院', '西岭信息工程学院']);
  assert.equal(first.list[0].idSign, '1');
  for (const s of first.list) await assertPng(s.crest, `crest of ${s.schoolName}`);
  assert.deepEqual(await ok('POST', '/api/v1/school/getSchoolCrestList', { page: 0, size: 20 }), first);
  const second = await ok('POST', '/api/v1/school/getSchoolCrestList', { page: 1, size: 2 });
  assert.deepEqual(second, { list: [first.list[2]], total: 3 });
  assert.deepEqual((await ok('GET', '/api/v1/school/getSchoolCrestList?page=0&size=1')).list, [first.list[0]]);
  for (const body of [{ page: -1 }, { page: 'x' }, { size: 0 }, { size: 51 }]) {
    const res = await api(server, 'POST', '/api/v1/school/getSchoolCrestList', body);
    const field = 'page' in body ? 'page' : 'size';
    assert.equal(assertEnvelope(res, { status: 400, code: -2 }).data.field, field, JSON.stringify(body));
  }
});

test('GET /api/v1/school/getSchoolSign returns {schoolSign:"1"}', async () => {
  const data = await ok('GET', '/api/v1/school/getSchoolSign');
  assert.equal(data.schoolSign, '1');
});

test('GET /api/v1/adverting/getSchoolHomeBanner returns at least three banners', async () => {
  const banners = await ok('GET', '/api/v1/adverting/getSchoolHomeBanner');
  assert.ok(Array.isArray(banners) && banners.length >= 3, `≥ 3 banners, got ${banners?.length}`);
  for (const b of banners) assertKeys(b, ['sign', 'title', 'imageUrl', 'linkUrl', 'openMode'], 'banner');
  await assertPng(banners[0].imageUrl, 'banner image');
  assert.equal(new Set(banners.map((b) => b.sign)).size, banners.length, 'banner signs are unique');
});

test('GET /api/v1/adverting/getAllAdvertisingList returns adverts with their position', async () => {
  const ads = await ok('GET', '/api/v1/adverting/getAllAdvertisingList');
  assert.ok(Array.isArray(ads) && ads.length > 0, 'a non-empty array');
  for (const a of ads) {
    assertKeys(a, ['sign', 'title', 'subtitle', 'imageUrl', 'linkUrl', 'openMode', 'position'], 'advert');
  }
});

test('site answers are the same on repeated calls (no state leaks between requests)', async () => {
  const a = await ok('GET', '/api/v1/menu/getNavigationBar');
  const b = await ok('GET', '/api/v1/menu/getNavigationBar');
  assert.deepEqual(a, b);
});
