// Authoring a training (docs/training.md "Authoring"): a teacher creates a draft, fills it in, publishes it; its
// practical tasks with pass lines and prerequisites (numbers unique, no cycles, no deleting what others need); the
// course-management calls take a training's sign, while the course editor's info, publish and delete refuse it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused, setCookies } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

let server;
let st;
let teacher;
before(async () => {
  server = await startServer();
  st = new Study(server);
  teacher = setCookies(await st.login(DEMO.teacher, DEMO_PASSWORD)).token.value;
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const listed = async () => (await st.ok(undefined, 'POST', '/train/getTrainList', { page: 1, size: 50 })).list.map((t) => t.trainName);

async function newTraining(name = `外贸单证实训${Date.now() % 100000}`) {
  const made = assertEnvelope(await as(teacher, 'POST', '/train/addTrain', { trainName: name }), { status: 200, code: 200, msg: '添加成功' }).data;
  return { sign: made.idSign, name };
}

test('a teacher creates a draft, fills it in and publishes it; the catalogue shows it only once published', async () => {
  const { sign, name } = await newTraining();
  const draft = await st.ok(teacher, 'POST', '/train/getManageTrain', { trainId: sign });
  assert.deepEqual([draft.trainName, draft.status, draft.joinRule, draft.canManage], [name, 0, 'free', true]);
  assertRefused(await as(undefined, 'GET', `/train/getTrainHeaderDetail/${sign}`), -1000, '培训项目不存在');
  assert.ok(!(await listed()).includes(name));

  const partners = (await st.ok(undefined, 'GET', '/enterprise/getEnterpriseInfoList', { page: 1, size: 16, isJoinEnterprise: 1 })).list;
  const changed = assertEnvelope(await as(teacher, 'POST', '/train/updateTrain', {
    trainId: sign, trainName: name, introduction: '单证制作与审核', details: '以真实订单为线索', classHour: 24,
    plan: '第一阶段：信用证\n第二阶段：报关单', joinRule: 'code', startTime: '2026-12-01', endTime: '2027-01-31',
    recommend: true, enterpriseIds: [partners[3].idSign, partners[0].idSign],
  }), { status: 200, code: 200, msg: '修改成功' }).data;
  assert.equal(changed.classHour, 24);
  assert.equal(changed.plan, '第一阶段：信用证\n第二阶段：报关单');
  assert.equal(changed.joinRule, 'code');
  assert.equal(changed.startTime.slice(0, 10), '2026-12-01');
  assert.equal(changed.endTime, '2027-01-31T23:59:59+08:00', 'a date alone ends at the end of that day');
  assert.equal(changed.recommend, false, 'the recommended row is the school admins\' choice');
  assert.deepEqual(changed.enterpriseList.map((e) => e.idSign), [partners[3].idSign, partners[0].idSign]);

  assertEnvelope(await as(teacher, 'POST', '/train/publishTrain', { trainId: sign, status: 1 }), { status: 200, code: 200, msg: '发布成功' });
  assert.ok((await listed()).includes(name));
  assert.equal((await st.ok(undefined, 'GET', `/train/getTrainHeaderDetail/${sign}`)).trainName, name);
  assertEnvelope(await as(teacher, 'POST', '/train/publishTrain', { trainId: sign, status: 0 }), { status: 200, code: 200, msg: '已取消发布' });
  assert.ok(!(await listed()).includes(name));
  const mine = await st.ok(teacher, 'POST', '/train/getManageTrainList', { page: 1, size: 50 });
  assert.ok(mine.list.some((t) => t.idSign === sign && t.status === 0));
});

test('the form says what is wrong, field by field; only the training\'s managers change it', async () => {
  const { sign } = await newTraining();
  const update = (body) => as(teacher, 'POST', '/train/updateTrain', { trainId: sign, trainName: '单证实训', ...body });
  assertRefused(await update({ trainName: ' ' }), -2, '请输入培训名称', 'trainName');
  assertRefused(await update({ trainName: '长'.repeat(51) }), -2, '培训名称不能超过50个字', 'trainName');
  assertRefused(await update({ classHour: 10000 }), -2, '学时必须是0到9999之间的整数', 'classHour');
  assertRefused(await update({ joinRule: 'lottery' }), -2, '加入方式只能是免费加入、激活码加入或购买加入', 'joinRule');
  assertRefused(await update({ startTime: '2027-01-02', endTime: '2027-01-01' }), -2, '结束时间必须晚于开始时间', 'endTime');
  assertEnvelope(await update({ startTime: '2027-01-02', endTime: '2027-01-02' }), { status: 200, code: 200 }); // one day
  assertRefused(await update({ startTime: '明天' }), -2, '请选择开始时间', 'startTime');
  assertRefused(await update({ enterpriseIds: ['nope'] }), -2, '合作企业不存在', 'enterpriseIds');
  assertRefused(await update({ trainPicture: '/files/course-covers/nope.png' }), -2, '请上传课程封面', 'trainPicture');

  const student = setCookies(await st.login(DEMO.student, DEMO_PASSWORD)).token.value;
  assertRefused(await as(student, 'POST', '/train/addTrain', { trainName: '学生的培训' }), -6);
  assertRefused(await as(student, 'POST', '/train/updateTrain', { trainId: sign, trainName: '改名' }), -1000, '培训项目不存在');
});

test('practical tasks: numbers unique, prerequisites of the same training and never a cycle, deletes refused while needed', async () => {
  const { sign } = await newTraining();
  const add = (body) => as(teacher, 'POST', '/train/addPracticeTask', { trainId: sign, passLine: 60, ...body });
  const first = assertEnvelope(await add({ taskId: 1, title: '信用证审核' }), { status: 200, code: 200, msg: '添加成功' }).data;
  const second = assertEnvelope(await add({ taskId: 2, title: '报关单填制', requires: [first.idSign] }), { status: 200, code: 200 }).data;
  assert.deepEqual(second.requires, [1]);
  assert.equal(second.isDis, true, 'the teacher has no score on task 1 either');
  assertRefused(await add({ taskId: 1, title: '重复编号' }), -2, '任务编号已存在', 'taskId');
  assertRefused(await add({ taskId: 0, title: '编号' }), -2, '任务编号必须是1到9999之间的整数', 'taskId');
  assertRefused(await add({ taskId: 3, title: '' }), -2, '请输入任务名称', 'title');
  assertRefused(await add({ taskId: 3, title: '满分', fullScore: 50, passLine: 60 }), -2, '及格线必须在0到满分之间', 'passLine');
  assertRefused(await add({ taskId: 3, title: '未知前置', requires: ['nope'] }), -2, '前置任务不存在', 'requires');
  assertRefused(await add({ taskId: 3, title: '章节', chapterId: 'nope' }), -2, '章节不存在', 'chapterId');

  const update = (task, body) => as(teacher, 'POST', '/train/updatePracticeTask', { idSign: task.idSign, passLine: 60, ...body });
  assertRefused(await update(first, { taskId: 1, title: '信用证审核', requires: [second.idSign] }), -2, '前置任务不能形成循环', 'requires');
  assertRefused(await update(first, { taskId: 1, title: '信用证审核', requires: [first.idSign] }), -2, '前置任务不能形成循环', 'requires');
  const renamed = assertEnvelope(await update(first, { taskId: 5, title: '信用证审核（改）', fullScore: 80, passLine: 48 }), { status: 200, code: 200, msg: '修改成功' }).data;
  assert.deepEqual([renamed.taskId, renamed.passLine, renamed.fullScore], [5, 48, 80]);
  const timetable = await st.ok(teacher, 'GET', `/train/getPracticeTaskList/${sign}`);
  assert.deepEqual(timetable.map((t) => [t.taskId, t.requires]), [[2, [5]], [5, []]]);

  const remove = (task) => as(teacher, 'POST', '/train/deletePracticeTask', { idSign: task.idSign });
  assertRefused(await remove(first), -1000, '该任务是任务2的前置任务，请先修改');
  assertEnvelope(await remove(second), { status: 200, code: 200, msg: '删除成功' });
  assertEnvelope(await remove(first), { status: 200, code: 200, msg: '删除成功' });
  assertRefused(await remove(first), -1000, '实训任务不存在');
});

test('course management takes a training\'s sign; the course editor\'s info, publish and delete do not', async () => {
  const { sign, name } = await newTraining();
  const withTrainings = await st.ok(teacher, 'POST', '/course/myCourseList', { page: 1, page_size: 50, withTrainings: true });
  assert.equal(withTrainings.list.find((c) => c.idSign === sign)?.offering, 2);
  const courses = await st.ok(teacher, 'POST', '/course/myCourseList', { page: 1, page_size: 50 });
  assert.ok(!courses.list.some((c) => c.idSign === sign), '我的授课 lists courses');
  assert.equal((await st.ok(teacher, 'POST', '/course/listTeachers', { courseIdSign: sign })).list.length, 1);
  assert.deepEqual(await st.ok(teacher, 'GET', `/course/downList?courseId=${sign}`), []);
  assert.equal((await st.ok(teacher, 'POST', '/course/getCourseIdBySign', { sign })).courseInfoVo.name, name);
  assertRefused(await as(teacher, 'POST', '/course/publish', { sign }), -1000, '课程不存在');
  assertRefused(await as(teacher, 'POST', '/course/deleteCourse', { sign }), -1000, '课程不存在');
  const chapter = await st.ok(teacher, 'POST', '/course/addChapter', { courseIdSign: sign, chapterLevel: 1, chapterName: '信用证', chapterSynopsis: '' });
  assert.ok(chapter.idSign, 'its timetable through the content calls');
});
