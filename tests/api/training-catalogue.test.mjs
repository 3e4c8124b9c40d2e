// Training programmes (docs/training.md), the catalogue and a training's page: the demo's three trainings with
// their partner enterprises; the recommended list (POST, data.list), the filter groups, the list's filters, orders,
// paging and bad input; header, body, plan and teachers by {id} or trainId; a draft seen only by its teachers and
// the school's admins; and a training never showing up as a course.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused, setCookies } from './lib/accounts.mjs';
import { Identity, runSql } from './lib/identity.mjs';
import { assertEnvelope, request, startServer } from './lib/server.mjs';

let server;
let id;
const trainings = {};
before(async () => {
  server = await startServer();
  id = new Identity(server);
  const res = await id.call('POST', '/train/getTrainList', { page: 1, size: 50 });
  for (const t of assertEnvelope(res, { status: 200, code: 200 }).data.list) trainings[t.trainName] = t;
});
after(async () => {
  await server?.stop();
});

const ok = async (res) => assertEnvelope(await res, { status: 200, code: 200 }).data;
const tokenOf = async (mobile) => setCookies(await id.login(mobile, DEMO_PASSWORD)).token.value;
const get = (p, token) => id.call('GET', p, undefined, token ? { cookies: { token } } : {});
const list = (body) => ok(id.call('POST', '/train/getTrainList', body));
const names = (cards) => cards.map((c) => c.trainName);

test('the demo school has three published trainings with partners, hours and trainees', async () => {
  assert.deepEqual(Object.keys(trainings), ['跨境电商运营实训', '财务共享实训', '新媒体直播运营实训']);
  const cross = trainings['跨境电商运营实训'];
  assert.equal(cross.classHour, 64);
  assert.equal(cross.enterpriseName, '杭州海鲸跨境电子商务有限公司');
  assert.equal(cross.teacherName, '王丽华');
  assert.equal(cross.studentCount, 13);
  assert.equal(cross.state, 2);
  assert.equal(cross.stateName, '进行中');
  assert.equal(cross.joinRule, 'free');
  assert.match(cross.trainPicture, /^\/files\/course-covers\/demo\/[0-9a-f]+\.png$/);
  const cover = await request(server, { path: cross.trainPicture });
  assert.equal(cover.status, 200);
  assert.equal(trainings['新媒体直播运营实训'].state, 1, 'starts in ten days: 报名中');
  assert.equal(trainings['财务共享实训'].joinRuleName, '激活码加入');
});

test('recommended trainings: POST with an empty body, data.list, recommended ones only', async () => {
  const data = await ok(id.call('POST', '/train/getRecommendTrainList', {}));
  assert.deepEqual(Object.keys(data), ['list']);
  assert.deepEqual(names(data.list), ['跨境电商运营实训', '财务共享实训']);
  assert.ok(data.list.every((t) => t.recommend));
  assert.deepEqual(names((await ok(id.call('POST', '/train/getRecommendTrainList', { page_size: 1 }))).list), ['跨境电商运营实训']);
  assertRefused(await id.call('POST', '/train/getRecommendTrainList', { page_size: 51 }), -2, '校验未通过', 'page_size');
});

test('the filter groups name the partner enterprises and the three states', async () => {
  const groups = await ok(get('/train/getQueryList'));
  assert.deepEqual(groups.map((g) => [g.key, g.name]), [['enterpriseId', '合作企业'], ['state', '培训状态']]);
  assert.deepEqual(groups[0].options.map((o) => o.label), [
    '杭州海鲸跨境电子商务有限公司', '浙江云账财务共享服务有限公司', '杭州青禾新媒体科技有限公司', '宁波港通国际物流有限公司',
  ]);
  assert.deepEqual(groups[1].options, [{ value: '1', label: '报名中' }, { value: '2', label: '进行中' }, { value: '3', label: '已结束' }]);
});

test('the list filters by keyword, enterprise and state, orders and pages', async () => {
  assert.deepEqual(names((await list({ keyword: '财务' })).list), ['财务共享实训']);
  assert.equal((await list({ keyword: '%' })).total, 0, 'LIKE wildcards are plain characters');
  const groups = await ok(get('/train/getQueryList'));
  const logistics = groups[0].options.find((o) => o.label === '宁波港通国际物流有限公司').value;
  assert.deepEqual(names((await list({ enterpriseId: logistics })).list), ['跨境电商运营实训']);
  assert.deepEqual(names((await list({ state: 1 })).list), ['新媒体直播运营实训']);
  assert.deepEqual(names((await list({ state: '2' })).list), ['跨境电商运营实训', '财务共享实训']);
  assert.equal((await list({ state: 3 })).total, 0);
  assert.deepEqual(names((await list({ order: 'hot' })).list), ['跨境电商运营实训', '财务共享实训', '新媒体直播运营实训']);
  const page2 = await list({ page: 2, size: 2 });
  assert.equal(page2.total, 3);
  assert.deepEqual(names(page2.list), ['新媒体直播运营实训']);
  for (const [body, field] of [
    [{ state: 4 }, 'state'], [{ state: 'x' }, 'state'], [{ state: true }, 'state'], [{ order: 'price' }, 'order'],
    [{ size: 0 }, 'size'], [{ page: -1 }, 'page'], [{ enterpriseId: {} }, 'enterpriseId'],
  ]) assertRefused(await id.call('POST', '/train/getTrainList', body), -2, '校验未通过', field);
  assertRefused(await id.call('POST', '/train/getTrainList', { keyword: '长'.repeat(31) }), -2, '关键词不能超过30个字', 'keyword');
});

test('a training page: header, body, plan and teachers, by {id} or trainId', async () => {
  const sign = trainings['跨境电商运营实训'].idSign;
  const header = await ok(get(`/train/getTrainHeaderDetail/${sign}`));
  assert.equal(header.trainName, '跨境电商运营实训');
  assert.deepEqual(header.enterpriseList.map((e) => e.name), ['杭州海鲸跨境电子商务有限公司', '宁波港通国际物流有限公司']);
  assert.equal(header.chapterCount, 3);
  assert.equal(header.videoCount, 7);
  assert.ok(header.durationSeconds > 100);
  assert.equal(header.myStudy, null);
  assert.equal(header.canManage, false);
  const body = await ok(get(`/train/getTrainBodyDetail/${sign}`));
  assert.match(body.details, /合作企业的运营主管参与点评/);
  const plan = await ok(get(`/train/getTrainPlan/${sign}`));
  assert.equal(plan.plan.split('\n').length, 4);
  assert.match(plan.startTime, /^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
  const teachers = await ok(get(`/train/getTeacherList?trainId=${sign}`));
  assert.deepEqual(teachers.map((t) => [t.name, t.masterFlag]), [['王丽华', '主讲教师']]);
  const partners = await ok(get(`/enterprise/getEnterpriseInfoList?trainId=${sign}`));
  assert.equal(partners.total, 2);

  const student = await tokenOf(DEMO.student);
  const mine = await ok(get(`/train/getTrainHeaderDetail/${sign}`, student));
  assert.equal(mine.myStudy.progress, 0);
  assert.equal(mine.myStudy.studyStatus, 1);
  const teacher = await tokenOf(DEMO.teacher);
  assert.equal((await ok(get(`/train/getTrainHeaderDetail/${sign}`, teacher))).canManage, true);

  for (const path of ['/train/getTrainHeaderDetail/nope', '/train/getTrainBodyDetail/nope', '/train/getTrainPlan/nope',
    '/train/getTeacherList?trainId=nope', '/enterprise/getEnterpriseInfoList?trainId=nope']) {
    assertRefused(await get(path), -1000, '培训项目不存在');
  }
  assertRefused(await get('/train/getTeacherList'), -2, '请选择培训项目', 'trainId');
  assertRefused(await get(`/train/getTrainPlan/${'a'.repeat(65)}`), -2, '校验未通过', 'id');
});

test('a draft training is seen by its teachers and the school admin only', async () => {
  const sign = trainings['新媒体直播运营实训'].idSign;
  await runSql(server, `UPDATE course SET status = 0 WHERE sign = '${sign}'`);
  try {
    assert.equal((await list({})).total, 2);
    for (const token of [undefined, await tokenOf(DEMO.student), await tokenOf(DEMO.colleague), await tokenOf(DEMO.normal)]) {
      assertRefused(await get(`/train/getTrainHeaderDetail/${sign}`, token), -1000, '培训项目不存在');
      assertRefused(await get(`/train/getTrainBodyDetail/${sign}`, token), -1000, '培训项目不存在');
    }
    for (const mobile of [DEMO.teacher, DEMO.schoolAdmin]) {
      const header = await ok(get(`/train/getTrainHeaderDetail/${sign}`, await tokenOf(mobile)));
      assert.equal(header.status, 0);
      assert.equal(header.canManage, true);
    }
  } finally {
    await runSql(server, `UPDATE course SET status = 1 WHERE sign = '${sign}'`);
  }
});

test('partner enterprises: page 1, size 16, isJoinEnterprise 1 reads list', async () => {
  const data = await ok(get('/enterprise/getEnterpriseInfoList?page=1&size=16&isJoinEnterprise=1'));
  assert.equal(data.total, 4);
  assert.equal(data.list[0].enterpriseName, '杭州海鲸跨境电子商务有限公司');
  assert.equal(data.list[0].trainCount, 1);
  assert.equal(data.list[0].isJoinEnterprise, 1);
  assert.deepEqual(await ok(get('/enterprise/getEnterpriseInfoList?isJoinEnterprise=0')), { list: [], total: 0 });
  assertRefused(await get('/enterprise/getEnterpriseInfoList?isJoinEnterprise=2'), -2, '校验未通过', 'isJoinEnterprise');
  assertRefused(await get('/enterprise/getEnterpriseInfoList?size=51'), -2, '校验未通过', 'size');
});

test('a training is never a course: not listed, counted, suggested or opened as one', async () => {
  const sign = trainings['跨境电商运营实训'].idSign;
  const courses = await ok(id.call('POST', '/school/getSchoolCourseList', { page: 1, page_size: 50 }));
  assert.equal(courses.total, 12);
  assert.ok(!courses.list.some((c) => c.idSign === sign));
  const kinds = await ok(get('/course/kinds'));
  assert.equal(kinds.reduce((n, k) => n + k.count, 0), 12);
  assert.deepEqual(await ok(get(`/course/suggest?keyword=${encodeURIComponent('实训')}`)), []);
  assertRefused(await id.call('POST', '/course/getCourseById', { sign }), -1000, '课程不存在');
  const teacher = await tokenOf(DEMO.teacher);
  assertRefused(await id.call('POST', '/course/getCourseById', { sign }, { cookies: { token: teacher } }), -1000, '课程不存在');
  const mine = await ok(id.call('POST', '/course/studyProgress', { page: 1, size: 50 }, { cookies: { token: await tokenOf(DEMO.student) } }));
  assert.ok(!mine.list.some((c) => c.idSign === sign), 'my courses list courses only');
  const teaching = await ok(id.call('POST', '/course/myCourseList', { page: 1, page_size: 50 }, { cookies: { token: teacher } }));
  assert.ok(teaching.total > 0);
  assert.ok(!teaching.list.some((c) => c.idSign === sign), 'the teaching centre lists courses only');
  for (const path of ['/course/publish', '/course/unpublish', '/course/deleteCourse']) {
    assertRefused(await id.call('POST', path, { courseIdSign: sign, sign }, { cookies: { token: teacher } }), -1000, '课程不存在');
  }
  // Its management pages read it (decision 0008): the course editor's read answers its teachers.
  const edited = await ok(id.call('POST', '/course/getCourseIdBySign', { sign }, { cookies: { token: teacher } }));
  assert.equal(edited.courseInfoVo.name, '跨境电商运营实训');
  assert.equal(await runSql(server, `SELECT status FROM course WHERE sign = '${sign}'`), '1', 'still published');
});
