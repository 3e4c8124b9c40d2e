// A training's works and exams (docs/training.md): the homework list (getTrainWorks) and the exam list
// (getExamineList) with the trainee's standing in each (spec 02 §4's display fields), for trainees, the training's
// teachers and its school's admins; uploaded answers through upAssignment (homework only) and upExamineFile (exams
// only), checked by content, answered 上传成功.; online ones through the test paper; the small plate's
// workTrainId / examTrainId.
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
before(async () => {
  server = await startServer();
  st = new Study(server);
  const list = await st.ok(undefined, 'POST', '/train/getTrainList', { page: 1, size: 50 });
  cross = list.list.find((t) => t.trainName === '跨境电商运营实训').idSign;
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const tokenOf = async (mobile) => setCookies(await st.login(mobile, DEMO_PASSWORD)).token.value;
const upload = (token, path, examinationId, file = { name: '方案.pdf', content: PDF('我的方案') }) => {
  const { body, contentType } = multipartForm({ examinationId }, file);
  return api(server, 'POST', `/api/v1${path}`, body, { 'content-type': contentType, cookie: `token=${token}` });
};
async function trainee() {
  const user = await st.newUser();
  await st.ok(user.token, 'POST', '/train/joinTrain', { trainId: cross });
  return user;
}
const byName = (items) => Object.fromEntries(items.map((item) => [item.examinationName, item]));

test('the works and exam lists: the training\'s released homework and exams with the trainee\'s standing', async () => {
  const { token } = await trainee();
  const works = await st.ok(token, 'GET', `/train/getTrainWorks/${cross}`);
  assert.deepEqual(works.map((w) => [w.examinationName, w.type, w.answerMode]), [
    ['选品分析练习', 1, 1], ['店铺 listing 优化方案', 1, 2],
  ]);
  const exams = await st.ok(token, 'GET', `/train/getExamineList/${cross}`);
  assert.deepEqual(exams.map((e) => [e.examinationName, e.type, e.answerMode]), [
    ['跨境电商认知测验', 2, 1], ['店铺运营实战考核', 3, 2],
  ]);
  for (const item of [...works, ...exams]) {
    assert.equal(item.commitStatus, 0);
    assert.equal(item.studentScore, null);
    assert.equal(item.expired, false);
    assert.equal(item.canStart, true);
    assert.ok(item.endTime && item.totalScore > 0, JSON.stringify(item));
  }
  // An online homework opens the course machinery's test paper.
  const paper = await st.ok(token, 'POST', '/qb/getExaminationPaper', { examinationId: byName(works)['选品分析练习'].idSign });
  assert.equal(paper.testPaperData.examinationName, '选品分析练习');
  assert.equal(paper.testPaperVal.flatMap((g) => g.children).length, 3);
});

test('who may list them: trainees and its teachers (not starting), not a user who has not joined nor a visitor', async () => {
  const outsider = await st.newUser();
  assertRefused(await as(outsider.token, 'GET', `/train/getTrainWorks/${cross}`), -1000, '请先参加培训');
  assertRefused(await as(outsider.token, 'GET', `/train/getExamineList/${cross}`), -1000, '请先参加培训');
  assertRefused(await as(undefined, 'GET', `/train/getTrainWorks/${cross}`), -1001, '请登录');
  assertRefused(await as(outsider.token, 'GET', '/train/getExamineList/nope'), -1000, '培训项目不存在');
  const teacher = await tokenOf(DEMO.teacher);
  const listed = await st.ok(teacher, 'GET', `/train/getTrainWorks/${cross}`);
  assert.equal(listed.length, 2);
  assert.ok(listed.every((item) => item.canStart === false));
});

test('uploads: upAssignment takes homework, upExamineFile exams, the file judged by its content; the list follows', async () => {
  const { token } = await trainee();
  const works = byName(await st.ok(token, 'GET', `/train/getTrainWorks/${cross}`));
  const exams = byName(await st.ok(token, 'GET', `/train/getExamineList/${cross}`));
  const homework = works['店铺 listing 优化方案'].idSign;
  const final = exams['店铺运营实战考核'].idSign;

  assertRefused(await upload(token, '/train/upAssignment', final), -1000, '考试不存在');
  assertRefused(await upload(token, '/train/upExamineFile', homework), -1000, '考试不存在');
  assertRefused(await upload(token, '/train/upAssignment', works['选品分析练习'].idSign), -1000, '本次考试为在线作答');
  assertRefused(await upload(token, '/train/upAssignment', homework, { name: '方案.pdf', content: '这不是 PDF' }), -2,
    '只能上传PDF、Word、图片或ZIP文件', 'file');
  assertRefused(await upload(token, '/train/upAssignment', homework, null), -2, '请选择要上传的文件', 'file');
  const outsider = await st.newUser();
  assertRefused(await upload(outsider.token, '/train/upAssignment', homework), -1000, '请先参加培训');

  const done = assertEnvelope(await upload(token, '/train/upAssignment', homework), { status: 200, code: 200, msg: '上传成功.' }).data;
  assert.equal(done.submitStatus, 1);
  assert.equal(done.fileName, '方案.pdf');
  assertEnvelope(await upload(token, '/train/upExamineFile', final), { status: 200, code: 200, msg: '上传成功.' });
  const after = byName(await st.ok(token, 'GET', `/train/getTrainWorks/${cross}`));
  assert.equal(after['店铺 listing 优化方案'].commitStatus, 1);
  assert.equal(after['店铺 listing 优化方案'].studentScore, null, 'ungraded: -- (批改中)');
  assert.equal(byName(await st.ok(token, 'GET', `/train/getExamineList/${cross}`))['店铺运营实战考核'].commitStatus, 1);

  // Its teacher scores it; the trainee's list shows the score.
  const teacher = await tokenOf(DEMO.teacher);
  await st.ok(teacher, 'POST', '/exam/gradeRecord', { recordId: done.recordId, score: 45 });
  assert.equal(byName(await st.ok(token, 'GET', `/train/getTrainWorks/${cross}`))['店铺 listing 优化方案'].studentScore, 45);
});

test('the small plate names the training with open homework and exams', async () => {
  const { token } = await trainee();
  const plate = await st.ok(token, 'GET', '/personal/getUserSmallPlate');
  assert.equal(plate.workNum, 2);
  assert.equal(plate.examNum, 2);
  assert.equal(plate.workTrainId, cross);
  assert.equal(plate.examTrainId, cross);
  const works = byName(await st.ok(token, 'GET', `/train/getTrainWorks/${cross}`));
  await upload(token, '/train/upAssignment', works['店铺 listing 优化方案'].idSign);
  const after = await st.ok(token, 'GET', '/personal/getUserSmallPlate');
  assert.equal(after.workNum, 1);
  assert.equal(after.workTrainId, cross);
  const stranger = await st.newUser();
  assert.deepEqual(await st.ok(stranger.token, 'GET', '/personal/getUserSmallPlate'), {
    resumeRatio: 0, workNum: 0, workTrainId: null, examNum: 0, examTrainId: null,
  });
});
