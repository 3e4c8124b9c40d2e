// Articles (docs/articles.md) on the real binary: a teacher writes (draft, publish, update, unpublish, delete) with
// rich text sanitised on the server and images uploaded by content; readers list, read (counted, recorded), like
// once, collect and uncollect; collections and browsing records; who may manage which article.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { makePng, multipartForm } from './lib/images.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, api, assertEnvelope, startServer } from './lib/server.mjs';

let server;
let st;
let teacher;
let admin;
let types;

before(async () => {
  server = await startServer();
  st = new Study(server);
  teacher = await st.tokenOf(DEMO.teacher);
  admin = await st.tokenOf(DEMO.schoolAdmin);
  types = await st.ok(undefined, 'GET', '/article/getArticleTypeList');
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (res, msg) => assertEnvelope(res, { status: 200, code: 200, msg }).data;
const typeId = (name) => types.find((t) => t.typeName === name).idSign;
const uploadImage = (token, file) => {
  const { body, contentType } = multipartForm({}, file);
  return api(server, 'POST', '/api/v1/article/uploadImage', body, { 'content-type': contentType, cookie: `token=${token}` });
};
const publicList = async (query = '') => st.ok(undefined, 'GET', `/article/getAllArticleList?page=1&size=50${query}`);

test('the demo: five types, published articles newest first with author, type and counts; drafts not listed', async () => {
  assert.deepEqual(types.map((t) => t.typeName), ['学习方法', '职业规划', '行业观察', '技术分享', '校园生活']);
  const list = await publicList();
  assert.ok(list.total >= 8);
  assert.ok(list.list.every((a) => a.status === 1));
  assert.ok(!list.list.some((a) => a.title.startsWith('（草稿）')));
  const times = list.list.map((a) => Date.parse(a.publishTime));
  assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');
  const feynman = list.list.find((a) => a.title === '用“费曼学习法”学会一门新课');
  assert.deepEqual([feynman.typeName, feynman.authorName], ['学习方法', '王丽华']);
  assert.ok(feynman.likeCount >= 1 && feynman.cover.startsWith('/files/article-images/'));
  const byType = await publicList(`&typeId=${typeId('技术分享')}`);
  assert.deepEqual(byType.list.map((a) => a.title), ['Python 初学者最常见的五个错误']);
  const found = await st.ok(undefined, 'GET', `/article/getAllArticleList?keyword=${encodeURIComponent('可变默认参数')}`);
  assert.deepEqual(found.list.map((a) => a.title), ['Python 初学者最常见的五个错误'], 'the text is searched too');
  const recommended = await st.ok(undefined, 'POST', '/article/getRecommendList', { size: 3 });
  assert.equal(recommended.list.length, 3);
  assert.ok(recommended.list[0].recommend);
  const cover = await api(server, 'GET', feynman.cover);
  assert.equal(cover.status, 200);
});

test('a teacher writes with an uploaded image; the server keeps only safe HTML; publish, update, unpublish, delete', async () => {
  assertRefused(await uploadImage(teacher, { name: 'x.png', content: Buffer.from('<svg onload=alert(1)>') }), -1000, '仅支持 PNG、JPG、WEBP、GIF 图片', 'file');
  const image = ok(await uploadImage(teacher, { name: 'chart.png', content: makePng(40, 30) }), '上传成功');
  assert.match(image.url, /^\/files\/article-images\/[0-9A-Za-z]{16}\.png$/);
  assert.equal((await api(server, 'GET', image.url)).status, 200);

  const content = `<h2>小结</h2><p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>`
    + `<img src="${image.url}" alt="图表" onerror="alert(1)"><img src="https://evil.example/x.png">`
    + '<table><tbody><tr><td colspan="2" style="color:red">单元格</td></tr></tbody></table>';
  const draft = ok(await as(teacher, 'POST', '/article/addArticle', { title: '一篇草稿', typeId: typeId('学习方法'), content }), '保存成功');
  const stored = await st.ok(teacher, 'POST', '/article/getManageArticleDetail', { sign: draft.idSign });
  assert.equal(stored.status, 0);
  for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', 'evil.example', 'style=']) assert.ok(!stored.content.includes(bad), `${bad} removed: ${stored.content}`);
  assert.ok(stored.content.includes(`<img src="${image.url}" alt="图表">`), stored.content);
  assert.ok(stored.content.includes('<td colspan="2">单元格</td>'), stored.content);
  assert.match(stored.summary, /^小结\s?正文\s?链接\s?单元格$/, 'the summary is the text, the script not in it');
  assertRefused(await as(undefined, 'POST', '/article/getArticleDetail', { sign: draft.idSign }), -1000, '文章不存在');

  const published = ok(await as(teacher, 'POST', '/article/updateArticle', {
    sign: draft.idSign, title: '课堂小结', typeId: typeId('学习方法'), content: '<p>已发布的正文</p>', cover: image.url, publish: true,
  }), '修改成功');
  assert.deepEqual([published.status, published.cover], [1, image.url]);
  const read = await st.ok(undefined, 'POST', '/article/getArticleDetail', { sign: draft.idSign });
  assert.deepEqual([read.title, read.content, read.liked, read.collected], ['课堂小结', '<p>已发布的正文</p>', false, false]);
  assert.ok((await publicList()).list.some((a) => a.idSign === draft.idSign), 'listed at once (the cache was told)');

  const down = ok(await as(teacher, 'POST', '/article/unpublishArticle', { sign: draft.idSign }), '下架成功');
  assert.equal(down.status, 2);
  assertRefused(await as(teacher, 'POST', '/article/unpublishArticle', { sign: draft.idSign }), -1000, '文章未发布，无需下架');
  assertRefused(await as(undefined, 'POST', '/article/getArticleDetail', { sign: draft.idSign }), -1000, '文章不存在');
  const mine = await st.ok(teacher, 'POST', '/article/getManageArticleList', { page: 1, size: 50, status: 2 });
  assert.ok(mine.list.some((a) => a.idSign === draft.idSign && a.statusName === '已下架'));
  ok(await as(teacher, 'POST', '/article/deleteArticle', { sign: draft.idSign }), '删除成功');
  assertRefused(await as(teacher, 'POST', '/article/getManageArticleDetail', { sign: draft.idSign }), -1000, '文章不存在');
});

test('the form says what is wrong, field by field', async () => {
  const add = (body) => as(teacher, 'POST', '/article/addArticle', { title: '标题', typeId: typeId('学习方法'), content: '<p>正文</p>', ...body });
  assertRefused(await add({ title: ' ' }), -2, '请输入标题', 'title');
  assertRefused(await add({ title: '长'.repeat(61) }), -2, '标题不能超过60个字', 'title');
  assertRefused(await add({ typeId: '' }), -2, '请选择文章类型', 'typeId');
  assertRefused(await add({ typeId: 'nope' }), -2, '文章类型不存在', 'typeId');
  assertRefused(await add({ content: '<script>alert(1)</script>' }), -2, '请输入文章内容', 'content');
  assertRefused(await add({ content: `<p>${'字'.repeat(20001)}</p>` }), -2, '文章内容不能超过20000个字', 'content');
  assertRefused(await add({ content: 42 }), -2, undefined, 'content');
  assertRefused(await add({ summary: '摘'.repeat(201) }), -2, '摘要不能超过200个字', 'summary');
  assertRefused(await add({ cover: 'https://evil.example/x.png' }), -2, '请上传文章封面', 'cover');
  assertRefused(await add({ courseId: 'nope' }), -2, '关联的课程不存在', 'courseId');
  const options = await st.ok(teacher, 'GET', '/article/getCourseTrainList');
  assert.ok(options.some((o) => o.offering === 1) && options.some((o) => o.offering === 2), 'courses and trainings');
  const linked = ok(await add({ courseId: options[0].idSign, publish: true }), '发布成功');
  const page = await st.ok(undefined, 'POST', '/article/getArticleDetail', { sign: linked.idSign });
  assert.equal(page.course.idSign, options[0].idSign);
});

test('who manages what: the author and the school admin; a student, a visitor and another teacher are refused', async () => {
  const made = ok(await as(teacher, 'POST', '/article/addArticle', { title: '王老师的文章', typeId: typeId('学习方法'), content: '<p>正文</p>' }));
  const byAdmin = await st.ok(admin, 'POST', '/article/getManageArticleList', { page: 1, size: 50 });
  assert.ok(byAdmin.list.some((a) => a.idSign === made.idSign), 'the school admin sees the school\'s articles');
  const teacherList = await st.ok(teacher, 'POST', '/article/getManageArticleList', { page: 1, size: 50 });
  assert.ok(teacherList.list.every((a) => a.authorName === '王丽华'), 'a teacher sees their own');
  ok(await as(admin, 'POST', '/article/updateArticle', { sign: made.idSign, title: '管理员改过', typeId: typeId('学习方法'), content: '<p>正文</p>', recommend: true }), '修改成功');
  const colleague = (await st.colleagueTeacher()).token;
  assertRefused(await as(colleague, 'POST', '/article/updateArticle', { sign: made.idSign, title: '改', typeId: typeId('学习方法'), content: '<p>x</p>' }), -1000, '文章不存在');
  assertRefused(await as(colleague, 'POST', '/article/deleteArticle', { sign: made.idSign }), -1000, '文章不存在');
  const student = await st.tokenOf(DEMO.student);
  assertRefused(await as(student, 'POST', '/article/addArticle', { title: 'x', typeId: typeId('学习方法'), content: '<p>x</p>' }), -6);
  assertRefused(await as(student, 'POST', '/article/deleteArticle', { sign: made.idSign }), -6);
  assertRefused(await as(undefined, 'POST', '/article/getManageArticleList', {}), -1001);
  assertRefused(await uploadImage(student, { name: 'a.png', content: makePng(40, 30) }), -6);
});

test('a reader likes once, collects and uncollects; collections and browsing records are theirs, newest first', async () => {
  const { token } = await st.newUser();
  const [first, second] = (await publicList()).list;
  const before = (await st.ok(undefined, 'POST', '/article/getArticleDetail', { sign: first.idSign })).likeCount;
  assertRefused(await as(undefined, 'POST', '/article/addLike', { sign: first.idSign }), -1001);
  const liked = ok(await as(token, 'POST', '/article/addLike', { sign: first.idSign }), '点赞成功');
  assert.deepEqual(liked, { likeCount: before + 1, liked: true });
  assertRefused(await as(token, 'POST', '/article/addLike', { sign: first.idSign }), -1000, '您已点过赞');
  const twice = await Promise.all([1, 2, 3].map(() => as(token, 'POST', '/article/addLike', { sign: second.idSign })));
  assert.equal(twice.filter((r) => r.json.code === 200).length, 1, 'three likes at once count once');

  ok(await as(token, 'POST', '/article/addCollection', { sign: first.idSign }), '收藏成功');
  assertRefused(await as(token, 'POST', '/article/addCollection', { sign: first.idSign }), -1000, '您已收藏过这篇文章');
  ok(await as(token, 'POST', '/article/addCollection', { sign: second.idSign }), '收藏成功');
  const page = await st.ok(token, 'POST', '/article/getArticleDetail', { sign: first.idSign });
  assert.deepEqual([page.liked, page.collected], [true, true]);
  await advanceClock(server, 5); // read again later: the record moves up
  await st.ok(token, 'POST', '/article/getArticleDetail', { sign: second.idSign });
  const collections = await st.ok(token, 'POST', '/article/getCollectionList', { page: 1, size: 10 });
  assert.deepEqual(collections.list.map((a) => a.idSign).sort(), [first.idSign, second.idSign].sort());
  assert.ok(collections.list[0].collectTime);
  const history = await st.ok(token, 'POST', '/article/getBrowsingRecordList', { page: 1, size: 10 });
  assert.deepEqual(history.list.map((a) => a.idSign), [second.idSign, first.idSign], 'the latest read first');
  ok(await as(token, 'POST', '/article/cancelCollection', { sign: first.idSign }), '取消收藏成功');
  assertRefused(await as(token, 'POST', '/article/cancelCollection', { sign: first.idSign }), -1000, '您没有收藏这篇文章');
  const after1 = await st.ok(token, 'POST', '/article/getCollectionList', { page: 1, size: 10 });
  assert.deepEqual(after1.list.map((a) => a.idSign), [second.idSign]);
  const other = await st.newUser();
  assert.equal((await st.ok(other.token, 'POST', '/article/getCollectionList', { page: 1, size: 10 })).total, 0);
  assertRefused(await as(token, 'POST', '/article/addLike', { sign: 'nope' }), -1000, '文章不存在');
  assertRefused(await as(token, 'POST', '/article/addLike', {}), -2, '请选择文章', 'sign');
});
