// Managing a training through the course-management machinery (docs/training.md "Authoring"): a priced training
// bought by order (its price set in the editor), trainees imported from Excel, progress and score lists with their
// .xlsx exports, the practical results' export, and a timetable video uploaded in chunks — all on a training's sign.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { makeXlsx, runSql } from './lib/identity.mjs';
import { multipartForm } from './lib/images.mjs';
import { Study } from './lib/study.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';
import { readXlsx } from './lib/xlsx.mjs';

let server;
let st;
let teacher;
let tmp;

before(async () => {
  server = await startServer();
  st = new Study(server);
  teacher = await st.tokenOf(DEMO.teacher);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-train-manage-'));
});
after(async () => {
  await server?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const as = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (res, msg) => assertEnvelope(res, { status: 200, code: 200, msg }).data;
const sql = (text) => runSql(server, text);
const q = (s) => `'${s.replaceAll("'", "''")}'`;

async function publishedTraining(name) {
  const { idSign } = ok(await as(teacher, 'POST', '/train/addTrain', { trainName: name }), '添加成功');
  ok(await as(teacher, 'POST', '/train/publishTrain', { trainId: idSign, status: 1 }), '发布成功');
  return idSign;
}

test('a training bought by order: its price is set in the editor, kept when saved again, gone when made free', async () => {
  const sign = await publishedTraining(`报关实务实训${Date.now() % 100000}`);
  const update = (body) => as(teacher, 'POST', '/train/updateTrain', { trainId: sign, trainName: '报关实务实训', ...body });
  assertRefused(await update({ joinRule: 'order' }), -2, '购买加入的培训请填写价格', 'trainPrice');
  assertRefused(await update({ joinRule: 'order', trainPrice: 0 }), -2, '购买加入的培训请填写价格', 'trainPrice');
  assertRefused(await update({ joinRule: 'order', trainPrice: 100001 }), -2, '培训价格必须是0到100000之间的整数', 'trainPrice');
  assertRefused(await update({ joinRule: 'order', trainPrice: '九十九' }), -2, '培训价格必须是0到100000之间的整数', 'trainPrice');
  assertRefused(await update({ joinRule: 'order', trainPrice: -1 }), -2, '培训价格必须是0到100000之间的整数', 'trainPrice');

  const priced = ok(await update({ joinRule: 'order', trainPrice: 299 }), '修改成功');
  assert.deepEqual([priced.joinRule, priced.trainPrice, priced.free], ['order', 29_900, false]);
  const again = ok(await update({ joinRule: 'order', trainPrice: 299, introduction: '改了简介' }), '修改成功');
  assert.equal(again.trainPrice, 29_900, 'saving the form again keeps the rule and the price');

  const { token } = await st.newUser();
  assertRefused(await as(token, 'POST', '/train/joinTrain', { trainId: sign }), -1000, '该培训项目需购买后参加');
  const order = ok(await as(token, 'POST', '/order/addOrder', { trainId: sign }));
  assert.deepEqual([order.orderTypeName, order.amount], ['培训', 29_900]);

  const free = ok(await update({ joinRule: 'free', trainPrice: 299 }), '修改成功');
  assert.deepEqual([free.joinRule, free.trainPrice, free.free], ['free', 0, true], 'a free training has no price');
  ok(await as(token, 'POST', '/train/joinTrain', { trainId: sign }), '参加成功');
});

test('trainees imported from Excel join the training; its lists and exports of students, progress and scores follow', async () => {
  const sign = await publishedTraining(`财务共享进阶实训${Date.now() % 100000}`);
  const school = `(SELECT school_id FROM users WHERE mobile = ${q(DEMO.teacher)})`;
  const pupils = [];
  for (const name of ['周一', '吴二']) {
    const u = await st.newUser();
    await sql(`UPDATE users SET school_id = ${school}, name = ${q(name)} WHERE mobile = ${q(u.mobile)}`);
    pupils.push({ ...u, name });
  }
  const file = multipartForm({ courseId: sign }, { name: 'trainees.xlsx', content: makeXlsx([['姓名', '手机号'], ...pupils.map((p) => [p.name, p.mobile])]) });
  const preview = ok(await api(server, 'POST', '/api/v1/statistics/importStudents', file.body,
    { 'content-type': file.contentType, cookie: `token=${teacher}` }));
  assert.deepEqual(preview.rows.map((r) => r.status), ['ok', 'ok']);
  const rows = preview.rows.map((r) => ({ row: r.row, name: r.name, mobile: r.mobile, studentCard: '' }));
  assert.deepEqual(ok(await as(teacher, 'POST', '/statistics/addStudyProgressList', { courseId: sign, rows }), '导入成功'),
    { added: 2, alreadyEnrolled: 0 });

  // The imported trainee is in: the training's header, my trainings and the trainee-only tabs.
  const [first] = pupils;
  assert.notEqual((await st.ok(first.token, 'GET', `/train/getTrainHeaderDetail/${sign}`)).myStudy, null);
  const mine = await st.ok(first.token, 'POST', '/train/getMyTrainList', { page: 1, size: 10 });
  assert.ok(mine.list.some((t) => t.idSign === sign));
  assert.equal((await st.ok(undefined, 'GET', `/train/getTrainHeaderDetail/${sign}`)).studentCount, 2);

  const students = await st.ok(teacher, 'POST', '/statistics/findStudentList', { courseId: sign, page: 1, size: 10 });
  assert.deepEqual(students.list.map((s) => [s.name, s.source]).sort(), [['吴二', 'import'], ['周一', 'import']]);
  const sheet = async (p, body) => {
    const res = await as(teacher, 'POST', `${p}/export`, body);
    assert.equal(res.status, 200, `${p}/export`);
    assert.match(res.headers['content-type'], /spreadsheetml/);
    return readXlsx(res.body).rows;
  };
  const names = (rows) => rows.slice(1).map((r) => r[0]).sort();
  assert.deepEqual(names(await sheet('/statistics/findStudentList', { courseId: sign })), ['吴二', '周一']);
  const progress = await sheet('/statistics/studyProgressList', { courseId: sign });
  assert.deepEqual(progress[0], ['姓名', '学号', '学习进度(%)', '学习时长(分钟)', '状态', '加入时间', '最近学习']);
  assert.deepEqual(names(progress), ['吴二', '周一']);
  const scores = await sheet('/statistics/courseScoreList', { courseId: sign });
  assert.equal(scores[0][0], '姓名');
  assert.deepEqual(names(scores), ['吴二', '周一']);

  // Only the training's managers: a trainee and a stranger are refused.
  assertRefused(await as(first.token, 'POST', '/statistics/studyProgressList/export', { courseId: sign }), -6);
  assertRefused(await as(first.token, 'POST', '/statistics/addStudyProgressList', { courseId: sign, rows }), -6);
});

test('the practical results export: one row per record with its score and pass, for the training\'s managers only', async () => {
  const list = await st.ok(undefined, 'POST', '/train/getTrainList', { page: 1, size: 50 });
  const cross = list.list.find((t) => t.trainName === '跨境电商运营实训').idSign;
  const listed = await st.ok(teacher, 'POST', '/train/getPracticeRecords', { trainId: cross, page: 1, size: 50 });
  assert.ok(listed.total > 0, 'the demo trainee has practical results');
  const res = await as(teacher, 'POST', '/train/getPracticeRecords/export', { trainId: cross, page: 1, size: 1 });
  assert.equal(res.status, 200);
  assert.match(res.headers['content-disposition'], /%E5%AE%9E%E8%AE%AD%E6%88%90%E7%BB%A9-\d{8}\.xlsx/); // 实训成绩
  const { rows } = readXlsx(res.body);
  assert.deepEqual(rows[0], ['任务编号', '任务名称', '姓名', '学号', '状态', '成绩', '及格线', '是否及格', '评语', '提交时间', '评分时间']);
  assert.equal(rows.length, listed.total + 1, 'paging ignored: every record');
  const scored = listed.list.find((r) => r.status === 3);
  const row = rows.find((r) => r[0] === scored.taskId && r[2] === scored.userName);
  assert.ok(row, JSON.stringify(rows));
  assert.deepEqual([row[1], row[4], row[5], row[6], row[7]], [scored.taskTitle, '已评分', scored.score, scored.passLine, scored.passed ? '是' : '否']);
  assert.match(row[9], /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

  const awaiting = readXlsx((await as(teacher, 'POST', '/train/getPracticeRecords/export', { trainId: cross, status: 2 })).body).rows;
  assert.ok(awaiting.slice(1).every((r) => r[4] === '待评分' && r[5] === ''));

  const student = await st.tokenOf(DEMO.student);
  assertRefused(await as(student, 'POST', '/train/getPracticeRecords/export', { trainId: cross }), -6);
  assertRefused(await as(undefined, 'POST', '/train/getPracticeRecords/export', { trainId: cross }), -1001);
  assertRefused(await as(teacher, 'POST', '/train/getPracticeRecords/export', { trainId: 'nope' }), -1000, '培训项目不存在');
});

test('a timetable video uploaded in chunks: added to a training chapter, listed publicly, played by its trainee', async () => {
  const sign = await publishedTraining(`直播带货实训${Date.now() % 100000}`);
  const chapter = ok(await as(teacher, 'POST', '/course/addChapter', { courseIdSign: sign, chapterLevel: 1, chapterName: '直播间搭建', chapterSynopsis: '' }));
  const file = path.join(tmp, 'clip.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-t', '2', '-c:v', 'libx264',
    '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', file]);
  const mp4 = fs.readFileSync(file);
  const half = Math.ceil(mp4.length / 2);
  const { uploadId } = ok(await as(teacher, 'POST', '/upload/video/init', { fileName: '搭建.mp4', size: mp4.length }));
  const chunk = (offset, bytes) => st.call('PUT', `/upload/video/${uploadId}?offset=${offset}`, bytes,
    { cookies: { token: teacher }, headers: { 'content-type': 'application/octet-stream' } });
  assert.equal(ok(await chunk(0, mp4.subarray(0, half))).received, half);
  assert.equal(ok(await chunk(half, mp4.subarray(half))).received, mp4.length);
  const done = ok(await as(teacher, 'POST', `/upload/video/${uploadId}/finish`, {}), '上传成功');
  assert.equal(done.duration, 2);

  const added = ok(await as(teacher, 'POST', '/train/createUploadVideoList', {
    data: [{ chapterIdSign: chapter.idSign, videoTitle: '灯光与机位', videoLevel: 1, videoSign: done.videoSign }],
  }), '添加成功');
  assert.equal(added.length, 1);
  const timetable = await st.ok(undefined, 'GET', `/train/getTrainVideoList/${sign}`);
  const video = timetable[0].childList[0];
  assert.equal(video.videoTitle, '灯光与机位');

  const { token } = await st.newUser();
  ok(await as(token, 'POST', '/train/joinTrain', { trainId: sign }), '参加成功');
  const ticket = ok(await as(token, 'GET', `/train/getVideoAuthority/${video.idSign}?trainChapterId=${chapter.idSign}`));
  const media = await api(server, 'GET', ticket.url, undefined, { range: 'bytes=0-99' });
  assert.equal(media.status, 206);
  assert.ok(media.body.equals(mp4.subarray(0, 100)), 'the trainee plays the uploaded bytes');

  const stranger = await st.newUser();
  assertRefused(await as(stranger.token, 'POST', '/train/createUploadVideoList', {
    data: [{ chapterIdSign: chapter.idSign, videoTitle: '冒名', videoLevel: 2, videoSign: done.videoSign }],
  }), -6);
});
