// News and information (docs/articles.md "News") on the real binary: the home list, the hot list, the information
// list by category (page 1, size 9), one item (read counted); a school admin writes the school's news, the platform
// admin the platform's (shown on every site); drafts hidden; bad input and other roles refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

let server;
let st;
let schoolAdmin;
let platformAdmin;

before(async () => {
  server = await startServer();
  st = new Study(server);
  schoolAdmin = await st.tokenOf(DEMO.schoolAdmin);
  platformAdmin = await st.tokenOf(DEMO.admin);
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (res, msg) => assertEnvelope(res, { status: 200, code: 200, msg }).data;
const info = (category, page = 1) => st.ok(undefined, 'POST', '/news/getInformationList', { page, size: 9, category });

test('the demo: six business and six industry items, newest first, nine a page; the home list and the hot list', async () => {
  const business = await info(1);
  const industry = await info(2);
  assert.equal(business.total, 6);
  assert.equal(industry.total, 6);
  assert.ok(business.list.every((n) => n.category === 1 && n.categoryName === '企业资讯' && !n.platform));
  assert.ok(industry.list.every((n) => n.category === 2 && n.categoryName === '行业资讯' && n.platform));
  const times = business.list.map((n) => Date.parse(n.publishTime));
  assert.deepEqual(times, [...times].sort((a, b) => b - a));
  assert.equal(business.list[0].title, '学院与五家企业共建跨境电商产业学院');
  assert.equal(business.list[0].content, undefined, 'lists carry no content');

  const home = await st.ok(undefined, 'GET', '/news/getNewsList');
  assert.equal(home.length, 6);
  const hot = await st.ok(undefined, 'GET', '/news/getHotList');
  assert.equal(hot.length, 8);
  const views = hot.map((n) => n.viewCount);
  assert.deepEqual(views, [...views].sort((a, b) => b - a), 'most read first');
  assert.equal(hot[0].title, '跨境电商出口保持增长，新兴市场表现亮眼');

  const item = ok(await as(undefined, 'POST', '/news/getNewsById', { sign: hot[0].idSign }));
  assert.equal(item.viewCount, hot[0].viewCount + 1, 'the read is counted');
  assert.match(item.content, /^<p>/);
  const template = await st.ok(undefined, 'GET', '/news/getTemplateUrl');
  assert.deepEqual(template, { detailUrl: '/home/news-advisory/{id}', hotUrl: '/home/hot-advisory/{id}' });
});

test('paging and bad input: size 9 pages, category required to be 1 or 2, unknown items', async () => {
  const page2 = await st.ok(undefined, 'POST', '/news/getInformationList', { page: 2, size: 4, category: 1 });
  assert.equal(page2.list.length, 2);
  assertRefused(await as(undefined, 'POST', '/news/getInformationList', { page: 1, size: 9 }), -2, '资讯分类只能是企业资讯或行业资讯', 'category');
  assertRefused(await as(undefined, 'POST', '/news/getInformationList', { category: 3 }), -2, '资讯分类只能是企业资讯或行业资讯', 'category');
  assertRefused(await as(undefined, 'POST', '/news/getNewsById', { sign: 'nope' }), -1000, '资讯不存在');
  assertRefused(await as(undefined, 'POST', '/news/getNewsById', {}), -2, '请选择资讯', 'sign');
});

test('a school admin writes the school\'s news: draft hidden, published listed at once, updated, withdrawn, deleted', async () => {
  const add = (body) => as(schoolAdmin, 'POST', '/news/addNews', { category: 1, title: '新闻标题', content: '<p>正文</p>', ...body });
  assertRefused(await add({ title: '' }), -2, '请输入标题', 'title');
  assertRefused(await add({ category: 5 }), -2, '资讯分类只能是企业资讯或行业资讯', 'category');
  assertRefused(await add({ content: '<iframe src="https://evil.example"></iframe>' }), -2, '请输入资讯内容', 'content');
  assertRefused(await add({ source: '来'.repeat(31) }), -2, '来源不能超过30个字', 'source');
  assertRefused(await add({ cover: '/files/avatars/x.png' }), -2, '请上传资讯封面', 'cover');

  const draft = ok(await add({ title: '运动会延期通知', content: '<p onmouseover="x()">因天气原因<script>x()</script>延期。</p>' }), '保存成功');
  assertRefused(await as(undefined, 'POST', '/news/getNewsById', { sign: draft.idSign }), -1000, '资讯不存在');
  const detail = await st.ok(schoolAdmin, 'POST', '/news/getManageNewsDetail', { sign: draft.idSign });
  assert.equal(detail.content, '<p>因天气原因延期。</p>');
  assert.equal(detail.summary, '因天气原因延期。');

  const published = ok(await as(schoolAdmin, 'POST', '/news/publishNews', { sign: draft.idSign, status: 1 }), '发布成功');
  assert.equal(published.status, 1);
  assert.equal((await info(1)).list[0].idSign, draft.idSign, 'listed at once');
  ok(await as(schoolAdmin, 'POST', '/news/updateNews', { sign: draft.idSign, category: 1, title: '运动会改期通知', content: '<p>改到下周。</p>', publish: true }), '修改成功');
  // An edit saved without publish (an editor opened before it was published) does not take it back.
  const kept = ok(await as(schoolAdmin, 'POST', '/news/updateNews', { sign: draft.idSign, category: 1, title: '运动会改期通知', content: '<p>改到下周六。</p>' }), '修改成功');
  assert.equal(kept.status, 1);
  assert.equal((await info(1)).list[0].title, '运动会改期通知');
  ok(await as(schoolAdmin, 'POST', '/news/publishNews', { sign: draft.idSign, status: 0 }), '已撤回');
  assert.notEqual((await info(1)).list[0].idSign, draft.idSign);
  const mine = await st.ok(schoolAdmin, 'POST', '/news/getManageNewsList', { page: 1, size: 50 });
  assert.ok(mine.list.some((n) => n.idSign === draft.idSign) && mine.list.every((n) => !n.platform));
  ok(await as(schoolAdmin, 'POST', '/news/deleteNews', { sign: draft.idSign }), '删除成功');
  assertRefused(await as(schoolAdmin, 'POST', '/news/getManageNewsDetail', { sign: draft.idSign }), -1000, '资讯不存在');
});

test('the platform admin writes the platform\'s news; neither writer touches the other\'s; others are refused', async () => {
  const made = ok(await as(platformAdmin, 'POST', '/news/addNews', { category: 2, title: '平台行业快讯', content: '<p>内容</p>', publish: true }), '发布成功');
  assert.equal((await info(2)).list[0].idSign, made.idSign);
  assert.equal((await info(2)).list[0].platform, true);
  assertRefused(await as(schoolAdmin, 'POST', '/news/deleteNews', { sign: made.idSign }), -1000, '资讯不存在');
  const schoolItem = (await info(1)).list[0];
  assertRefused(await as(platformAdmin, 'POST', '/news/deleteNews', { sign: schoolItem.idSign }), -1000, '资讯不存在');
  const teacher = await st.tokenOf(DEMO.teacher);
  const student = await st.tokenOf(DEMO.student);
  for (const token of [teacher, student]) {
    assertRefused(await as(token, 'POST', '/news/addNews', { category: 1, title: 'x', content: '<p>x</p>' }), -6);
    assertRefused(await as(token, 'POST', '/news/getManageNewsList', {}), -6);
  }
  assertRefused(await as(undefined, 'POST', '/news/addNews', {}), -1001);
});
