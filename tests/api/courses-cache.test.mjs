// The catalogue's answers from memory (docs/decisions/0006-catalogue-answers-from-memory.md): repeated public
// list calls answer the same bytes, and a join is visible on the very next call of every cached list — the
// school course list (POST, worker pool), the home lists and lists by kind (GET, served from memory on the I/O
// thread) and a visitor's course page — while keyword searches and bad input behave as before.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, assertRefused } from './lib/accounts.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

let server;
let acc;
before(async () => {
  server = await startServer();
  acc = new Accounts(server);
});
after(async () => {
  await server?.stop();
});

const ok = async (res) => assertEnvelope(await res, { status: 200, code: 200 }).data;
const raw = async (res) => { const r = await res; assert.equal(r.status, 200); return r.body.toString(); };
const list = (body) => acc.call('POST', '/school/getSchoolCourseList', body);
const get = (path) => acc.call('GET', path);
const count = (cards, sign) => cards.find((c) => c.idSign === sign)?.studentCount;

test('a repeated list call answers the same bytes; the same query in another spelling too', async () => {
  const first = await raw(list({ page: 1, page_size: 15 }));
  assert.equal(await raw(list({ page: 1, page_size: 15 })), first);
  assert.equal(await raw(list({ page_size: '15', page: '1', order: 'sort' })), first, 'normalised: defaults and text numbers');
  assert.notEqual(await raw(list({ page: 2, page_size: 15 })), first);
  const home = await raw(get('/course/recommendList?page_size=8'));
  assert.equal(await raw(get('/course/recommendList?page_size=8')), home);
  assert.notEqual(await raw(get('/course/recommendList?page_size=7')), home);
  assertRefused(await get('/course/recommendList?page_size=51'), -2, '校验未通过', 'page_size');
  assertRefused(await get('/course/recommendList?page_size=51'), -2, '校验未通过', 'page_size');
  assertRefused(await list({ page: 0 }), -2, '校验未通过', 'page');
  for (let i = 0; i < 2; i++) assertRefused(await acc.call('POST', '/course/getCourseById', { sign: 'nosuchcourse' }), -1000, '课程不存在');
});

test('joining a course shows its new studentCount on the next call of every cached list', async () => {
  const all = await ok(list({ page: 1, page_size: 50 }));
  const course = all.list.find((c) => c.free && c.name === '会计基础');
  assert.ok(course, 'the demo course 会计基础 is free');
  const lists = {
    school: async () => (await ok(list({ page: 1, page_size: 50 }))).list,
    hot: async () => (await ok(list({ page: 1, page_size: 50, order: 'hot' }))).list,
    recommended: async () => ok(get('/course/recommendList?page_size=50')),
    chosen: async () => ok(get('/course/chosenList?page_size=50')),
    byKind: async () => (await ok(get(`/course/listByKind?kindId=${course.kind}&page=1&page_size=50`))).list,
    page: async () => [(await ok(acc.call('POST', '/course/getCourseById', { sign: course.idSign }))).courseInfoVo],
  };
  const before = {};
  for (const [name, read] of Object.entries(lists)) {
    await read();  // built …
    before[name] = count(await read(), course.idSign);  // … and now answered from memory
    assert.equal(before[name], course.studentCount, name);
  }
  const keyword = async () => count((await ok(list({ keyword: '会计基础', page_size: 50 }))).list, course.idSign);
  assert.equal(await keyword(), course.studentCount);

  const { token } = await acc.newUser();
  const joined = await acc.call('POST', '/course/joinStudy', { sign: course.idSign }, { cookies: { token } });
  assertEnvelope(joined, { status: 200, code: 200 });
  for (const [name, read] of Object.entries(lists)) assert.equal(count(await read(), course.idSign), course.studentCount + 1, name);
  assert.equal(await keyword(), course.studentCount + 1);

  // joining again changes nothing
  await acc.call('POST', '/course/joinStudy', { sign: course.idSign }, { cookies: { token } });
  assert.equal(count(await lists.recommended(), course.idSign), course.studentCount + 1);
});
