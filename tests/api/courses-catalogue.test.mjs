// Courses catalogue (docs/courses.md): home lists, kinds with counts, lists by kind, the three-level type tree,
// the school course list with its filters, orders and paging (and bad paging), Chinese substring search with
// 2- and 4-character keywords, suggestions, the slider and school districts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, assertRefused } from './lib/accounts.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';

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
const get = (path) => acc.call('GET', path);
const list = (body) => acc.call('POST', '/school/getSchoolCourseList', body);
const CARD_KEYS = ['coursePicture', 'coursePrice', 'courseScore', 'courseTime', 'free', 'idSign', 'introduction', 'kind',
  'kindName', 'name', 'studentCount', 'teacherName', 'type', 'typeName'];

test('home lists: recommended by enrolment, self-study of type 2 newest first, free chosen courses', async () => {
  const recommended = await ok(get('/course/recommendList?page_size=8'));
  assert.equal(recommended.length, 8);
  assert.deepEqual(Object.keys(recommended[0]).sort(), CARD_KEYS);
  for (let i = 1; i < recommended.length; i++) assert.ok(recommended[i - 1].studentCount >= recommended[i].studentCount);
  assert.ok(recommended[0].studentCount >= 2, 'the demo student and 李娜 share the most enrolled courses');
  const selfStudy = await ok(get('/course/selfStudyList'));
  assert.ok(selfStudy.length > 0 && selfStudy.length <= 8);
  assert.ok(selfStudy.every((c) => c.type === 2));
  const chosen = await ok(get('/course/chosenList?page_size=3'));
  assert.equal(chosen.length, 3);
  assert.ok(chosen.every((c) => c.free === true && c.coursePrice === 0));
  const card = recommended.find((c) => c.name === '会计基础');
  assert.equal(card.kindName, '入门');
  assert.equal(card.typeName, '会计实务');
  assert.equal(card.teacherName, '王丽华');
  assert.match(card.coursePicture, /^\/files\/course-covers\/demo\/[0-9a-f]+\.png$/);
  const cover = await api(server, 'GET', card.coursePicture);
  assert.equal(cover.status, 200);
  assert.equal(cover.body.subarray(1, 4).toString(), 'PNG');
  assertRefused(await get('/course/recommendList?page_size=51'), -2, '校验未通过', 'page_size');
});

test('kinds with counts, lists by kind and the three-level type tree', async () => {
  const kinds = await ok(get('/course/kinds'));
  assert.deepEqual(kinds.map((k) => [k.kindId, k.name]), [[4, '入门'], [5, '进阶'], [6, '高级']]);
  const all = await ok(list({ page: 1, page_size: 50 }));
  assert.equal(kinds.reduce((n, k) => n + k.count, 0), all.total);
  assert.ok(all.total >= 12);
  for (const k of kinds) {
    const page = await ok(get(`/course/listByKind?kindId=${k.kindId}&page=1&page_size=2`));
    assert.equal(page.total, k.count);
    assert.ok(page.list.length <= 2 && page.list.every((c) => c.kind === k.kindId));
  }
  assertRefused(await get('/course/listByKind?kindId=7'), -2, '校验未通过', 'kindId');
  assertRefused(await get('/course/listByKind'), -2, '校验未通过', 'kindId');

  const tree = await ok(get('/course/typeTree'));
  assert.ok(tree.length >= 3);
  assert.ok(tree.every((t) => t.level === 1 && t.children.every((c) => c.level === 2 && c.children.every((g) => g.level === 3))));
  const finance = tree.find((t) => t.name === '财经商贸');
  const accounting = finance.children.find((c) => c.name === '财务会计类');
  assert.deepEqual(accounting.children.map((c) => c.name), ['会计实务']);
  const thirds = await ok(get(`/course/thirdTypeList?parentSign=${accounting.idSign}`));
  assert.deepEqual(thirds.map((t) => [t.name, t.parentIdSign]), [['会计实务', accounting.idSign]]);
  assert.ok((await ok(get('/course/thirdTypeList'))).length >= 10);

  const byLevel1 = await ok(list({ page: 1, page_size: 50, typeSign: finance.idSign }));
  assert.ok(byLevel1.total >= 6);
  const byLevel3 = await ok(list({ page: 1, page_size: 50, typeSign: accounting.children[0].idSign }));
  assert.deepEqual(byLevel3.list.map((c) => c.name), ['会计基础']);
  assert.deepEqual(await ok(list({ typeSign: 'nope' })), { list: [], total: 0 });
});

test('school course list: type, kind, free, orders and pages of 15', async () => {
  const first = await ok(list({ page: 1, page_size: 5 }));
  const second = await ok(list({ page: 2, page_size: 5 }));
  const third = await ok(list({ page: 3, page_size: 5 }));
  assert.equal(first.list.length, 5);
  assert.equal(first.total, second.total);
  const names = [...first.list, ...second.list, ...third.list].map((c) => c.name);
  assert.equal(new Set(names).size, first.total, 'pages neither repeat nor skip');
  assert.equal((await ok(list({}))).list.length, Math.min(15, first.total), 'page_size defaults to 15');
  assert.deepEqual((await ok(list({ page: 99 }))).list, []);

  const credit = await ok(list({ type: 1, page_size: 50 }));
  const other = await ok(list({ type: 2, page_size: 50 }));
  assert.equal(credit.total + other.total, first.total);
  assert.ok(credit.list.every((c) => c.type === 1) && other.list.every((c) => c.type === 2));
  const advanced = await ok(list({ type: 1, kind: 6, page_size: 50 }));
  assert.ok(advanced.list.every((c) => c.type === 1 && c.kind === 6));
  const free = await ok(list({ free: true, page_size: 50 }));
  const priced = await ok(list({ free: false, page_size: 50 }));
  assert.equal(free.total + priced.total, first.total);
  assert.ok(priced.list.every((c) => c.coursePrice > 0 && !c.free));

  const hot = await ok(list({ order: 'hot', page_size: 50 }));
  for (let i = 1; i < hot.list.length; i++) assert.ok(hot.list[i - 1].studentCount >= hot.list[i].studentCount);
  const newest = await ok(list({ order: 'new', page_size: 50 }));
  assert.equal(newest.list[0].name, '创新创业基础', 'the last seeded course is the newest');
  const bySort = await ok(list({ order: 'sort', page_size: 50 }));
  assert.equal(bySort.list[0].name, '会计基础');
});

test('bad paging and filters answer -2 校验未通过 with the field', async () => {
  assertRefused(await list({ page: 0 }), -2, '校验未通过', 'page');
  assertRefused(await list({ page: 'x' }), -2, '校验未通过', 'page');
  assertRefused(await list({ page: 1.5 }), -2, '校验未通过', 'page');
  assertRefused(await list({ page_size: 0 }), -2, '校验未通过', 'page_size');
  assertRefused(await list({ page_size: 51 }), -2, '校验未通过', 'page_size');
  assertRefused(await list({ size: 100 }), -2, '校验未通过', 'size');
  assertRefused(await list({ type: 3 }), -2, '校验未通过', 'type');
  assertRefused(await list({ kind: 7 }), -2, '校验未通过', 'kind');
  assertRefused(await list({ order: 'price' }), -2, '校验未通过', 'order');
  assertRefused(await list({ free: 'yes' }), -2, '校验未通过', 'free');
  assertRefused(await list({ keyword: '长'.repeat(31) }), -2, '关键词不能超过30个字', 'keyword');
  assertRefused(await get('/course/listByKind?kindId=4&page=-1'), -2, '校验未通过', 'page');
  assertRefused(await get('/course/collectionList?page_size=abc'), -1001, undefined);
});

test('Chinese substring search: 2- and 4-character keywords, suggestions', async () => {
  const two = await ok(list({ keyword: '电商', page_size: 50 }));
  assert.deepEqual(two.list.map((c) => c.name), ['跨境电商实务']);
  assert.equal(two.total, two.list.length);
  const two2 = await ok(list({ keyword: '管理', page_size: 50 }));
  assert.deepEqual(two2.list.map((c) => c.name), ['物流管理']);
  const four = await ok(list({ keyword: '程序设计', page_size: 50 }));
  assert.deepEqual(four.list.map((c) => c.name), ['Python 程序设计']);
  const middle = await ok(list({ keyword: '商务英', page_size: 50 }));
  assert.deepEqual(middle.list.map((c) => c.name), ['商务英语']);
  assert.equal((await ok(list({ keyword: '  python  ' }))).total, 1, 'trimmed, ASCII case ignored');
  assert.equal((await ok(list({ keyword: '会计', type: 2 }))).total, 0, 'keyword and filters together');
  assert.equal((await ok(list({ keyword: '不存在的课程' }))).total, 0);
  assert.equal((await ok(list({ keyword: '%' }))).total, 0, 'LIKE wildcards are literal');

  const suggest = await ok(get(`/course/suggest?keyword=${encodeURIComponent('运营')}`));
  assert.deepEqual(suggest.map((s) => s.courseName).sort(), ['电子商务运营', '短视频运营'].sort());
  assert.ok(suggest.every((s) => /^[0-9a-f]{16}$/.test(s.sign)));
  const suggest4 = await ok(get(`/course/suggest?keyword=${encodeURIComponent('人工智能')}`));
  assert.deepEqual(suggest4.map((s) => s.courseName), ['人工智能导论']);
  assert.deepEqual(await ok(get('/course/suggest?keyword=%20%20')), []);
  assert.deepEqual(await ok(get('/course/suggest')), []);
  assertRefused(await get(`/course/suggest?keyword=${encodeURIComponent('长'.repeat(31))}`), -2, '关键词不能超过30个字', 'keyword');
});

test('slider and school districts', async () => {
  const slider = await ok(get('/course/slider'));
  assert.equal(slider.length, 5);
  assert.deepEqual(Object.keys(slider[0]).sort(), ['coursePicture', 'idSign', 'name', 'tag']);
  assert.ok(slider.every((s) => ['入门', '进阶', '高级'].includes(s.tag)));
  const districts = await ok(get('/school/districtList'));
  assert.deepEqual(districts.map((d) => d.name), ['主校区', '东校区']);
  const all = await ok(list({}));
  assert.equal(districts.reduce((n, d) => n + d.courseCount, 0), all.total);
  assert.ok(districts.every((d) => d.address.length > 0));
});
