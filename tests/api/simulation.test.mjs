// Simulation training (docs/simulation.md) on the real binary: the demo's practices, news and runs; a student plays
// a practice from the company register to the report, each decision saved and resumed, the register's rules and
// every refusal verbatim; the same decisions give the same score; a stale page and concurrent advances never play a
// day twice; a course's staff assign a practice, count it in the assessment, list and export the trainees.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { startServer } from './lib/server.mjs';
import { readXlsx } from './lib/xlsx.mjs';

let server;
let st;
const tokens = {};

before(async () => {
  server = await startServer();
  st = new Study(server);
  for (const who of ['student', 'teacher', 'schoolAdmin', 'colleague', 'normal', 'enterprise'])
    tokens[who] = await st.tokenOf(DEMO[who], DEMO_PASSWORD);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (token, method, p, body) => st.ok(token, method, p, body);
const withQuery = (p, query) => `${p}?${new URLSearchParams(query).toString()}`;

async function practices(token) {
  return (await ok(token, 'GET', withQuery('/simulation/getPracticeList', { page: 1, size: 9 }))).list;
}

/** Plays the caller's run from where it is to the end (or to day `until`) with fixed choices; the last state. */
async function play(token, sign, { category = 1, products = [101, 102], reply = 0, until = 0 } = {}) {
  let s = await ok(token, 'POST', '/simulation/run/start', { sign });
  const decide = async (what, body = {}) => {
    s = await ok(token, 'POST', `/simulation/run/${what}`, { sign, day: s.day, ...body });
    return s;
  };
  if (s.stage === 'company')
    await decide('company', { name: '杭州鲸创电子商务有限公司', scopes: ['电子产品销售', '货物进出口'], capital: 100 });
  if (s.stage === 'shop') await decide('shop', { shopName: '鲸选数码', categoryId: category });
  if (s.stage === 'listing') {
    const market = await ok(token, 'GET', withQuery('/simulation/market', { sign }));
    for (const id of products) {
      const p = market.products.find((x) => x.id === id);
      await decide('listing', { productId: id, price: p.referencePrice, stock: 150 });
    }
    await decide('open');
    await decide('advertising', { budget: 20000 });
  }
  while (s.stage === 'operate' && (until === 0 || s.day < until)) {
    if (s.event.answered === null) await decide('reply', { replyId: reply });
    await decide('advance');
  }
  return s;
}

test('the demo: practices by category, the banner, a practice, industry news and 张晓明’s runs', async () => {
  const categories = await ok(tokens.student, 'GET', '/simulation/getPracticeCategory');
  assert.deepEqual(categories.map((c) => c.name), ['跨境电商', '国内电商', '创业实训']);
  assert.deepEqual(categories.map((c) => c.count), [1, 2, 1]);
  const list = await practices(tokens.student);
  assert.equal(list.length, 4);
  const amazon = list.find((p) => p.marketplace === 'amazon');
  assert.equal(amazon.title, '亚马逊跨境店铺运营实训');
  assert.equal(amazon.marketplaceName, '亚马逊');
  assert.equal(amazon.myStage, 'finished');
  assert.equal(typeof amazon.myBestScore, 'number');
  assert.ok(amazon.players >= 5, `players ${amazon.players}`);
  const domestic = await ok(tokens.student, 'GET', withQuery('/simulation/getPracticeList', { categoryId: 2 }));
  assert.equal(domestic.total, 2);
  const banner = await ok(tokens.student, 'GET', '/simulation/getPracticeBanner');
  assert.equal(banner.length, 3);
  assert.equal(banner[0].sign, amazon.sign, 'the most played first');

  const detail = await ok(tokens.student, 'GET', withQuery('/simulation/getProcessData', { sign: amazon.sign }));
  assert.deepEqual(detail.steps.map((x) => x.title), ['注册公司', '开设店铺', '店铺运营', '运营报告']);
  assert.deepEqual(detail.targets, { revenue: 6000000, profit: 1500000, rating: 4.6 }, 'money in fen');
  assert.equal(detail.capital, 20000000);

  const news = await ok(tokens.student, 'POST', '/simulation/getInformationList', { page: 1, size: 9 });
  assert.ok(news.total > 0 && news.list.every((n) => n.title && n.sign));

  const creation = await ok(tokens.student, 'GET', '/simulation/getWhaleCreation');
  assert.equal(creation.practices.length, 4);
  const stages = creation.runs.map((r) => r.stage).sort();
  assert.deepEqual(stages, ['finished', 'operate']);
  const operating = creation.runs.find((r) => r.stage === 'operate');
  assert.equal(operating.day, 5);
  const state = await ok(tokens.student, 'GET', withQuery('/simulation/run/state', { sign: operating.sign }));
  assert.equal(state.day, 5);
  assert.equal(state.history.length, 4);
  assert.ok(state.event.replies.length === 3);

  // Not public: a visitor signs in first; an unknown practice is named.
  assertRefused(await call(undefined, 'GET', '/simulation/getPracticeList'), -1001, '请登录');
  assertRefused(await call(tokens.student, 'GET', withQuery('/simulation/getProcessData', { sign: 'nope' })), -1000, '实训项目不存在');
  assertRefused(await call(tokens.student, 'GET', withQuery('/simulation/getPracticeList', { categoryId: 9 })), -2, '实训分类不存在', 'categoryId');
});

test('a student plays a practice to the report: every decision saved, resumed, and refused verbatim when wrong', async () => {
  const token = tokens.normal;
  const sign = (await practices(token)).find((p) => p.marketplace === 'jd').sign;
  assert.equal(await ok(token, 'GET', withQuery('/simulation/run/state', { sign })), null);
  assertRefused(await call(token, 'POST', '/simulation/run/company', { sign, day: 0, name: '杭州鲸创电子商务有限公司', scopes: ['电子产品销售'], capital: 100 }), -1000, '请先开始实训');
  const started = await ok(token, 'POST', '/simulation/run/start', { sign });
  assert.equal(started.stage, 'company');
  assert.equal(started.funds, 15000000);
  const company = (body) => call(token, 'POST', '/simulation/run/company', { sign, day: 0, scopes: ['电子产品销售'], capital: 100, ...body });
  assertRefused(await company({ name: '' }), -2, '请输入企业名称', 'name');
  assertRefused(await company({ name: '鲸创公司' }), -2, '企业名称长度应为 6–30 个字符', 'name');
  assertRefused(await company({ name: '杭州鲸创电子商务工作室' }), -2, '企业名称须以“有限公司”“有限责任公司”或“股份有限公司”结尾', 'name');
  assertRefused(await company({ name: '中华鲸创电子商务有限公司' }), -2, '企业名称不得含有“中国”“中华”“全国”“国家”“国际”等字样', 'name');
  assertRefused(await company({ name: '杭州Whale电商有限公司' }), -2, '企业名称只能由汉字组成', 'name');
  assertRefused(await company({ name: '杭州鲸创电子商务有限公司', scopes: [] }), -2, '请选择 1–5 项经营范围', 'scopes');
  assertRefused(await company({ name: '杭州鲸创电子商务有限公司', scopes: 'x' }), -2, '请选择 1–5 项经营范围', 'scopes');
  assertRefused(await company({ name: '杭州鲸创电子商务有限公司', capital: 5000 }), -2, '注册资本应为 10–1000 万元', 'capital');
  assertRefused(await company({ name: '杭州鲸创电子商务有限公司', capital: 'abc' }), -2, '注册资本应为 10–1000 万元', 'capital');
  assertRefused(await company({ name: '杭州鲸创电子商务有限公司', day: 3 }), -1000, '页面已过期，请刷新后重试');
  assert.equal((await ok(token, 'GET', withQuery('/simulation/run/state', { sign }))).version, started.version, 'nothing written');

  let s = await play(token, sign, { until: 2 });
  assert.equal(s.stage, 'operate');
  assert.equal(s.day, 2);
  assert.equal(s.company.name, '杭州鲸创电子商务有限公司');
  assert.equal(s.shop.categoryName, '3C 数码配件');
  assert.equal(s.deposit, 3000000);
  assert.equal(s.history.length, 1);
  assertRefused(await call(token, 'POST', '/simulation/run/advance', { sign, day: 2 }), -1000, '请先处理今日的客服事件');
  assertRefused(await call(token, 'POST', '/simulation/run/price', { sign, day: 2, productId: 101, price: 12.5 }), -2, '价格应大于 0 且不超过参考价的 10 倍', 'price');
  assertRefused(await call(token, 'POST', '/simulation/run/price', { sign, day: 2, productId: 101, price: 129001 }), -2, '价格应大于 0 且不超过参考价的 10 倍', 'price');
  assertRefused(await call(token, 'POST', '/simulation/run/restock', { sign, day: 2, productId: 101, quantity: 0 }), -2, '补货数量应为 1–10000 的整数', 'quantity');
  assertRefused(await call(token, 'POST', '/simulation/run/restock', { sign, day: 2, productId: 101, quantity: 10000 }), -1000, '资金不足，无法完成采购');
  assertRefused(await call(token, 'POST', '/simulation/run/advertising', { sign, day: 2, budget: 5000001 }), -2, '广告预算应为 0–50000 元', 'budget');
  assertRefused(await call(token, 'POST', '/simulation/run/reply', { sign, day: 2, replyId: 3 }), -2, '请选择一种处理方式', 'replyId');
  assertRefused(await call(token, 'POST', '/simulation/run/listing', { sign, day: 2, productId: 103, price: 3990, stock: 1 }), -1000, '页面已过期，请刷新后重试');
  s = await ok(token, 'POST', '/simulation/run/price', { sign, day: 2, productId: 101, price: '11990' });
  assert.equal(s.listings.find((l) => l.productId === 101).price, 11990);
  assert.ok(Object.values(s.totals).every(Number.isInteger), 'money in integer fen');

  // A second click of the same button (the version the page showed) is refused: stock is bought once.
  const restock = { sign, day: 2, productId: 101, quantity: 5, version: s.version };
  const bought = await ok(token, 'POST', '/simulation/run/restock', restock);
  assert.equal(bought.listings.find((l) => l.productId === 101).stock, s.listings.find((l) => l.productId === 101).stock + 5);
  assertRefused(await call(token, 'POST', '/simulation/run/restock', restock), -1000, '页面已过期，请刷新后重试');
  assertRefused(await call(token, 'POST', '/simulation/run/restock', { ...restock, version: 'x' }), -2, '页面已过期，请刷新后重试', 'version');
  s = bought;

  // A new page resumes where the run is; played to the end it has a score and a report.
  s = await play(token, sign);
  assert.equal(s.stage, 'finished');
  assert.equal(s.history.length, 7);
  assert.equal(s.deposit, 0, 'the deposit is returned');
  const { total, revenue, profit, rating, service } = s.score;
  assert.equal(Math.round((revenue + profit + rating + service) * 10) / 10, total);
  assert.equal(s.bestScore, total);
  assert.equal(service, 10);
  assert.ok(s.log.some((l) => l.text.startsWith('注册公司“杭州鲸创电子商务有限公司”')));
  assertRefused(await call(token, 'POST', '/simulation/run/advance', { sign, day: 7 }), -1000, '页面已过期，请刷新后重试');

  // 重新开始 keeps the best score; a worse second run leaves it.
  const again = await ok(token, 'POST', '/simulation/run/restart', { sign });
  assert.equal(again.stage, 'company');
  assert.equal(again.bestScore, total);
  assert.equal(again.score, null);
  assert.equal(again.history.length, 0);
  const worse = await play(token, sign, { reply: 2 });
  assert.ok(worse.score.total < total, `${worse.score.total} < ${total}`);
  assert.equal(worse.bestScore, total);
});

test('two students making the same decisions get the same days and score', async () => {
  const sign = (await practices(tokens.colleague)).find((p) => p.marketplace === 'tmall' && p.categoryId === 2).sign;
  const a = await play(tokens.colleague, sign, { category: 2, products: [201, 202] });
  const b = await play(tokens.enterprise, sign, { category: 2, products: [201, 202] });
  assert.deepEqual(a.history, b.history);
  assert.deepEqual(a.score, b.score);
});

test('concurrent advances of one day play it once; the others are told the page is stale', async () => {
  const sign = (await practices(tokens.schoolAdmin)).find((p) => p.marketplace === 'amazon').sign;
  const s = await play(tokens.schoolAdmin, sign, { until: 3 });
  await ok(tokens.schoolAdmin, 'POST', '/simulation/run/reply', { sign, day: 3, replyId: 0 });
  const answers = await Promise.all([1, 2, 3, 4].map(() => call(tokens.schoolAdmin, 'POST', '/simulation/run/advance', { sign, day: 3 })));
  const codes = answers.map((r) => JSON.parse(r.body.toString()).code).sort();
  assert.deepEqual(codes, [-1000, -1000, -1000, 200]);
  for (const r of answers.filter((x) => JSON.parse(x.body.toString()).code !== 200)) assertRefused(r, -1000, '页面已过期，请刷新后重试');
  const after = await ok(tokens.schoolAdmin, 'GET', withQuery('/simulation/run/state', { sign }));
  assert.equal(after.day, 4);
  assert.equal(after.history.length, s.history.length + 1);
});

test('a course’s staff assign a practice, count it in the assessment, list and export the trainees', async () => {
  const taught = await ok(tokens.teacher, 'POST', '/statistics/teachingOverview', {});
  const course = taught.reduce((a, b) => (b.studentCount > a.studentCount ? b : a)).courseIdSign;
  const assigned = await ok(tokens.teacher, 'GET', withQuery('/simulation/course/assignments', { courseId: course }));
  assert.equal(assigned.length, 1);
  const [amazon] = assigned;
  assert.equal(amazon.title, '亚马逊跨境店铺运营实训');
  assert.equal(amazon.inAssessment, false);
  assert.ok(amazon.started >= 4 && amazon.finished >= 3, JSON.stringify(amazon));
  assert.equal(typeof amazon.averageScore, 'number');

  const page = await ok(tokens.teacher, 'POST', '/simulation/course/trainees', { courseId: course, sign: amazon.sign, page: 1, size: 15 });
  assert.equal(page.total, amazon.trainees);
  const played = page.list.filter((t) => t.stage !== null);
  assert.equal(played.length, amazon.started);
  assert.ok(page.list.indexOf(played.at(-1)) < page.list.findIndex((t) => t.stage === null) || played.length === page.list.length, 'who played first');
  assert.ok(played.some((t) => t.stage === 'operate'), 'one trainee still operating');
  const res = await call(tokens.teacher, 'POST', '/simulation/course/trainees/export', { courseId: course, sign: amazon.sign });
  assert.equal(res.status, 200);
  const sheet = readXlsx(res.body);
  assert.deepEqual(sheet.rows[0], ['姓名', '学号', '实训进度', '当前天数', '最高得分', '最近实训时间']);
  assert.equal(sheet.rows.length - 1, amazon.trainees);

  const options = await ok(tokens.teacher, 'GET', withQuery('/simulation/course/practices', { courseId: course }));
  assert.equal(options.length, 4);
  assert.equal(options.filter((o) => o.assigned).length, 1);
  const jd = options.find((o) => o.marketplace === 'jd');
  const added = await ok(tokens.schoolAdmin, 'POST', '/simulation/course/assign', { courseId: course, sign: jd.sign, inAssessment: true });
  assert.equal(added.inAssessment, true);
  assertRefused(await call(tokens.teacher, 'POST', '/simulation/course/assign', { courseId: course, sign: jd.sign }), -1000, '该实训已添加到本课程');
  const toggled = await ok(tokens.teacher, 'POST', '/simulation/course/setAssessment', { courseId: course, sign: jd.sign, inAssessment: false });
  assert.equal(toggled.inAssessment, false);
  await ok(tokens.teacher, 'POST', '/simulation/course/unassign', { courseId: course, sign: jd.sign });
  assertRefused(await call(tokens.teacher, 'POST', '/simulation/course/unassign', { courseId: course, sign: jd.sign }), -1000, '该实训未添加到本课程');

  // Others: a student, a teacher of another course.
  assertRefused(await call(tokens.student, 'GET', withQuery('/simulation/course/assignments', { courseId: course })), -6, '您没有权限访问!');
  assertRefused(await call(tokens.colleague, 'POST', '/simulation/course/assign', { courseId: course, sign: jd.sign }), -6, '您没有权限访问!');
  assertRefused(await call(tokens.teacher, 'POST', '/simulation/course/assign', { sign: jd.sign }), -2, '请选择课程', 'courseId');
});
