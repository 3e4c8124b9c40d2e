// Practical tasks (docs/training.md "Practical tasks"): the demo's tasks 33, 34, 44, 46, 47, 48 with the spec's two
// rules (34 ← 33; 47 ← 44, 46, 48) as data; a gated task can be neither started nor handed in through the API (one at
// a time or many at once); hand-ins judged by content; teachers' scores open the next task; files for their owner and
// the training's teachers only.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused, setCookies } from './lib/accounts.mjs';
import { multipartForm } from './lib/images.mjs';
import { Study } from './lib/study.mjs';
import { PDF } from './lib/two-schools.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';

let server;
let st;
let cross;
let tasks; // by number: the task's sign
before(async () => {
  server = await startServer();
  st = new Study(server);
  const list = await st.ok(undefined, 'POST', '/train/getTrainList', { page: 1, size: 50 });
  cross = list.list.find((t) => t.trainName === '跨境电商运营实训').idSign;
  const timetable = await st.ok(undefined, 'GET', `/train/getTrainVideoList/${cross}`);
  tasks = Object.fromEntries(timetable.flatMap((c) => c.trainChapterPracticeTaskList).map((t) => [t.taskId, t.idSign]));
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const tokenOf = async (mobile) => setCookies(await st.login(mobile, DEMO_PASSWORD)).token.value;
const hand = (token, taskId, file = { name: '成果.pdf', content: PDF('实训成果') }) => {
  const { body, contentType } = multipartForm({ taskIdSign: taskId }, file);
  return api(server, 'POST', '/api/v1/train/submitPracticeTask', body, { 'content-type': contentType, cookie: `token=${token}` });
};
const start = (token, number) => as(token, 'POST', '/train/startPracticeTask', { taskIdSign: tasks[number] });
const byNumber = (items) => Object.fromEntries(items.map((t) => [t.taskId, t]));
async function trainee() {
  const user = await st.newUser();
  await st.ok(user.token, 'POST', '/train/joinTrain', { trainId: cross });
  return user;
}
const GATE_34 = '请先通过前置任务：33 目标市场调研报告';
const GATE_47 = '请先通过前置任务：44 listing 撰写实操、46 站内广告投放实操、48 物流与仓储方案设计';

test('the timetable lists the practical tasks under their chapters, gated ones closed with the reason', async () => {
  const chapters = await st.ok(undefined, 'GET', `/train/getTrainVideoList/${cross}`);
  const listed = chapters.map((c) => c.trainChapterPracticeTaskList.map((t) => [t.taskId, t.isDis, t.requires]));
  assert.deepEqual(listed, [
    [],
    [[33, false, []], [34, true, [33]]],
    [[44, false, []], [46, false, []], [47, true, [44, 46, 48]], [48, false, []]],
  ]);
  const t34 = chapters[1].trainChapterPracticeTaskList[1];
  assert.equal(t34.disReason, GATE_34);
  assert.equal(t34.passLine, 60);
  assert.equal(t34.userScore, null);
});

test('the demo trainee: 33 passed so 34 is open; 47 waits for 46 (awaiting its score) and 48', async () => {
  const token = await tokenOf(DEMO.student);
  const items = byNumber(await st.ok(token, 'GET', `/train/getPracticeTaskList/${cross}`));
  assert.equal(items[33].userScore, 85);
  assert.equal(items[33].passed, true);
  assert.equal(items[34].isDis, false);
  assert.equal(items[46].status, 2);
  assert.equal(items[46].statusName, '待评分');
  assert.equal(items[47].isDis, true);
  assert.equal(items[47].disReason, '请先通过前置任务：46 站内广告投放实操、48 物流与仓储方案设计');
});

test('gating cannot be bypassed: a gated task is neither started nor handed in, one call or many at once', async () => {
  const { token } = await trainee();
  assertRefused(await start(token, 34), -1000, GATE_34);
  assertRefused(await hand(token, tasks[34]), -1000, GATE_34);
  assertRefused(await start(token, 47), -1000, GATE_47);
  const many = await Promise.all([...Array(4)].flatMap(() => [start(token, 47), hand(token, tasks[47])]));
  for (const res of many) assertRefused(res, -1000, GATE_47);
  const items = byNumber(await st.ok(token, 'GET', `/train/getPracticeTaskList/${cross}`));
  assert.equal(items[34].status, 0);
  assert.equal(items[47].status, 0);

  // Starting the open one twice at once starts it once.
  const starts = await Promise.all([start(token, 33), start(token, 33)]);
  const records = starts.map((res) => assertEnvelope(res, { status: 200, code: 200, msg: '任务已开始' }).data.recordId);
  assert.equal(records[0], records[1]);
});

test('a teacher scores the hand-in; at the pass line the next task opens, below it it stays closed', async () => {
  const { token } = await trainee();
  assertRefused(await hand(token, tasks[33], { name: '成果.pdf', content: '不是 PDF' }), -2, '只能上传PDF、Office文档、图片或ZIP文件', 'file');
  assertRefused(await hand(token, tasks[33], null), -2, '请选择要上传的文件', 'file');
  const handed = assertEnvelope(await hand(token, tasks[33]), { status: 200, code: 200, msg: '上传成功.' }).data;
  assert.equal(handed.status, 2);
  assert.equal(handed.fileName, '成果.pdf');

  const teacher = await tokenOf(DEMO.teacher);
  const awaiting = await st.ok(teacher, 'POST', '/train/getPracticeRecords', { trainId: cross, taskIdSign: tasks[33], status: 2, page: 1, size: 50 });
  assert.ok(awaiting.list.some((r) => r.recordId === handed.recordId));
  assertRefused(await as(teacher, 'POST', '/train/scorePractice', { recordId: handed.recordId, score: 101 }), -2, '得分必须在0到100之间', 'score');
  assertRefused(await as(teacher, 'POST', '/train/scorePractice', { recordId: handed.recordId }), -2, '请输入得分', 'score');
  assertRefused(await as(token, 'POST', '/train/scorePractice', { recordId: handed.recordId, score: 100 }), -1000, '实训记录不存在');
  const low = assertEnvelope(await as(teacher, 'POST', '/train/scorePractice', { recordId: handed.recordId, score: 59, comment: '数据不足' }),
    { status: 200, code: 200, msg: '保存成功' }).data;
  assert.deepEqual([low.status, low.score, low.passed], [3, 59, false]);
  assertRefused(await start(token, 34), -1000, GATE_34);
  await st.ok(teacher, 'POST', '/train/scorePractice', { recordId: handed.recordId, score: 60 });
  assertEnvelope(await start(token, 34), { status: 200, code: 200, msg: '任务已开始' });
  assertRefused(await hand(token, tasks[33]), -1000, '任务已通过，不能再提交');

  // A full score below a score already given is refused (the record would read 59 / 50).
  const lowered = await as(teacher, 'POST', '/train/updatePracticeTask', { idSign: tasks[33], taskId: 33, title: '目标市场调研报告', passLine: 30, fullScore: 50 });
  assertEnvelope(lowered, { status: 400, code: -2 });
  assert.match(lowered.json.msg, /^已有学员得分为\d+，满分不能低于此分$/);

  // The file: its trainee and the training's teachers.
  const own = await api(server, 'GET', `/api/v1/train/practiceFile?recordId=${handed.recordId}`, undefined, { cookie: `token=${token}` });
  assert.equal(own.status, 200);
  assert.match(own.headers['content-disposition'], /filename\*=UTF-8''%E6%88%90%E6%9E%9C\.pdf/);
  const byTeacher = await api(server, 'GET', `/api/v1/train/practiceFile?recordId=${handed.recordId}`, undefined, { cookie: `token=${teacher}` });
  assert.equal(byTeacher.status, 200);
  const stranger = await st.newUser();
  assertRefused(await as(stranger.token, 'GET', `/train/practiceFile?recordId=${handed.recordId}`), -1000, '实训记录不存在');
});

test('who may list and write: trainees and its teachers list, a stranger is asked to join, a visitor to sign in', async () => {
  const stranger = await st.newUser();
  assertRefused(await as(stranger.token, 'GET', `/train/getPracticeTaskList/${cross}`), -1000, '请先参加培训');
  assertRefused(await start(stranger.token, 33), -1000, '请先参加培训');
  assertRefused(await as(undefined, 'GET', `/train/getPracticeTaskList/${cross}`), -1001, '请登录');
  assertRefused(await as(stranger.token, 'POST', '/train/startPracticeTask', { taskIdSign: 'nope' }), -1000, '实训任务不存在');
  assertRefused(await as(stranger.token, 'POST', '/train/startPracticeTask', {}), -2, '请选择实训任务', 'taskIdSign');
  assertRefused(await as(stranger.token, 'POST', '/train/getPracticeRecords', { trainId: cross }), -6);
  const teacher = await tokenOf(DEMO.teacher);
  assert.equal((await st.ok(teacher, 'GET', `/train/getPracticeTaskList/${cross}`)).length, 6);
});
