// Studying a training (docs/training.md): joining by its rule (free, by activation code through /course/activate,
// not bought ones), the public timetable with the trainee's progress, the training video played through the
// study domain's signed URL and heartbeat (the course videos' rules), progress, watch record, resources downloaded
// by trainees and teachers only, and the learning centre's list.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused, freshIp, setCookies } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { multipartForm } from './lib/images.mjs';
import { Study } from './lib/study.mjs';
import { PDF } from './lib/two-schools.mjs';
import { advanceClock, api, assertEnvelope, startServer } from './lib/server.mjs';

let server;
let st;
const trainings = {};
before(async () => {
  server = await startServer();
  st = new Study(server);
  const list = await st.ok(undefined, 'POST', '/train/getTrainList', { page: 1, size: 50 });
  for (const t of list.list) trainings[t.trainName] = t.idSign;
});
after(async () => {
  await server?.stop();
});

const CROSS = '跨境电商运营实训';
const FINANCE = '财务共享实训';
const as = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const tokenOf = async (mobile) => setCookies(await st.login(mobile, DEMO_PASSWORD)).token.value;

test('the timetable: chapters with upperCaseChapterLevel, videos in childList and the kinds of work, public', async () => {
  const chapters = await st.ok(undefined, 'GET', `/train/getTrainVideoList/${trainings[CROSS]}`);
  assert.deepEqual(chapters.map((c) => [c.upperCaseChapterLevel, c.chapterName, c.childList.length]), [
    ['一', '跨境电商认知', 2], ['二', '选品与市场调研', 2], ['三', '店铺运营实战', 3],
  ]);
  // The demo's works and exams, each under its chapter by resourcesType (4 online work, 2 uploaded work, 5 online
  // exam, 3 uploaded exam).
  const kinds = chapters.map((c) => Object.fromEntries(['trainChapterOnlineWork', 'trainChapterUserWork',
    'trainChapterOnlineExamination', 'trainChapterUserExamination'].map((key) => [key, c[key].map((t) => `${t.resourcesType} ${t.title}`)])));
  assert.deepEqual(kinds, [
    { trainChapterOnlineWork: [], trainChapterUserWork: [], trainChapterOnlineExamination: ['5 跨境电商认知测验'], trainChapterUserExamination: [] },
    { trainChapterOnlineWork: ['4 选品分析练习'], trainChapterUserWork: [], trainChapterOnlineExamination: [], trainChapterUserExamination: [] },
    { trainChapterOnlineWork: [], trainChapterUserWork: ['2 店铺 listing 优化方案'], trainChapterOnlineExamination: [], trainChapterUserExamination: ['3 店铺运营实战考核'] },
  ]);
  const video = chapters[0].childList[0];
  assert.equal(video.videoTitle, '跨境电商平台概览');
  assert.equal(video.hasVideo, true);
  assert.ok(video.durationSeconds >= 19);
  assert.equal(video.completed, false);
  assertRefused(await as(undefined, 'GET', '/train/getTrainVideoList/nope'), -1000, '培训项目不存在');
});

test('joining: a free training once (counted once), a code training refused, a visitor asked to sign in', async () => {
  const { token } = await st.newUser();
  const header = async () => st.ok(token, 'GET', `/train/getTrainHeaderDetail/${trainings[CROSS]}`);
  const before = (await header()).studentCount;
  const joins = await Promise.all(Array.from({ length: 5 }, () => as(token, 'POST', '/train/joinTrain', { trainId: trainings[CROSS] })));
  const answers = joins.map((res) => assertEnvelope(res, { status: 200, code: 200, msg: '参加成功' }).data);
  assert.ok(answers.every((a) => a.progress === 0 && a.studyStatus === 1 && a.joinTime === answers[0].joinTime));
  const after = await header();
  assert.equal(after.studentCount, before + 1);
  assert.equal(after.myStudy.progress, 0);
  assertRefused(await as(token, 'POST', '/train/joinTrain', { trainId: trainings[FINANCE] }), -1000, '请使用激活码参加培训');
  assertRefused(await as(undefined, 'POST', '/train/joinTrain', { trainId: trainings[CROSS] }), -1001, '请登录');
  assertRefused(await as(token, 'POST', '/train/joinTrain', {}), -2, '请选择培训项目', 'trainId');
  assertRefused(await as(token, 'POST', '/train/joinTrain', { trainId: 'nope' }), -1000, '培训项目不存在');
  const mine = await st.ok(token, 'POST', '/train/getMyTrainList', { page: 1, size: 10 });
  assert.deepEqual(mine.list.map((t) => t.trainName), [CROSS]);
  assert.equal(mine.list[0].myStudy.progress, 0);
  const courses = await st.ok(token, 'POST', '/course/studyProgress', { page: 1, size: 10 });
  assert.equal(courses.total, 0, 'a training is not among my courses');
});

test('an activation code of a training opens it (training: true), once', async () => {
  const code = `XJTRAIN${Date.now() % 1e9}`;
  await runSql(server, `INSERT INTO activation_code (code, course_id, created_at)
    SELECT '${code}', id, 0 FROM course WHERE sign = '${trainings[FINANCE]}'`);
  const { token } = await st.newUser();
  const redeem = async () => {
    const ip = freshIp();
    const solved = await st.captcha(ip);
    return st.call('POST', '/course/activate', { code, captcha: solved.text }, { ip, cookies: { token, captchaKey: solved.key } });
  };
  const data = assertEnvelope(await redeem(), { status: 200, code: 200 }).data;
  assert.deepEqual(data, { text: `激活成功，已加入《${FINANCE}》的学习`, courseSign: trainings[FINANCE], training: true });
  assert.equal((await st.ok(token, 'GET', `/train/getTrainHeaderDetail/${trainings[FINANCE]}`)).myStudy.progress, 0);
  assertRefused(await redeem(), -1000, '激活码已被使用');
});

test('the training video: a trainee plays it by its chapter, heartbeats credit it, progress and watch record follow', async () => {
  const { token } = await st.newUser();
  const sign = trainings[CROSS];
  const chapters = await st.ok(undefined, 'GET', `/train/getTrainVideoList/${sign}`);
  const [first, second] = chapters;
  const video = first.childList[0];
  const auth = (t, chapter) => as(t, 'GET', `/train/getVideoAuthority/${video.idSign}?trainChapterId=${chapter}`);
  assertRefused(await auth(token, first.idSign), -1000, '请先加入学习');
  assertRefused(await as(token, 'GET', `/train/getTrainProgress/${sign}`), -1000, '请先参加培训');
  assertRefused(await as(token, 'GET', `/train/getWatchRecord?trainId=${sign}`), -1000, '请先参加培训');
  await st.ok(token, 'POST', '/train/joinTrain', { trainId: sign });
  const ticket = assertEnvelope(await auth(token, first.idSign), { status: 200, code: 200 }).data;
  assert.match(ticket.url, /^\/files\/videos\/demo\/[0-9a-f]+\.mp4\?/);
  const media = await api(server, 'GET', ticket.url, undefined, { range: 'bytes=0-11' });
  assert.equal(media.status, 206);
  assertRefused(await auth(token, second.idSign), -1000, '视频不存在');
  assertRefused(await as(token, 'GET', `/train/getVideoAuthority/${video.idSign}`), -2, '请选择章节', 'trainChapterId');

  const beat = (position) => as(token, 'PUT', '/train/videoHeartbeat', { courseIdSign: sign, videoIdSign: video.idSign, position });
  assertEnvelope(await beat(0), { status: 200, code: 200 });
  await advanceClock(server, 12);
  const credited = assertEnvelope(await beat(12), { status: 200, code: 200 }).data;
  assert.ok(credited.creditedSeconds >= 11, JSON.stringify(credited));
  const progress = await st.ok(token, 'GET', `/train/getTrainProgress/${sign}`);
  assert.equal(progress.videoCount, 7);
  assert.equal(progress.completedVideos, 0);
  assert.ok(progress.studySeconds >= 11);
  const record = await st.ok(token, 'GET', `/train/getWatchRecord?trainId=${sign}`);
  assert.equal(record.length, 1);
  assert.equal(record[0].videoTitle, video.videoTitle);
  assert.ok(record[0].watchedSeconds >= 12 && record[0].progress > 0);
  const timetable = await st.ok(token, 'GET', `/train/getTrainVideoList/${sign}`);
  assert.ok(timetable[0].childList[0].furthestSeconds >= 12);
  // The video page resumes at the video watched last.
  const header = await st.ok(token, 'GET', `/train/getTrainHeaderDetail/${sign}`);
  assert.equal(header.myStudy.lastVideoIdSign, video.idSign);
  const mine = await st.ok(token, 'POST', '/train/getMyTrainList', { page: 1, size: 10 });
  assert.equal(mine.list.find((t) => t.idSign === sign).myStudy.lastVideoIdSign, video.idSign);
});

test('resources: uploaded by its teacher, listed and downloaded by trainees and teachers only', async () => {
  const sign = trainings[CROSS];
  const teacher = await tokenOf(DEMO.teacher);
  const { body, contentType } = multipartForm({ courseId: sign }, { name: '市场调研报告模板.pdf', content: PDF('资料') });
  const uploaded = await api(server, 'POST', '/api/v1/courseStudy/addCourseData', body, { 'content-type': contentType, cookie: `token=${teacher}` });
  assertEnvelope(uploaded, { status: 200, code: 200 });
  const student = await tokenOf(DEMO.student); // a trainee of the demo
  const all = await st.ok(student, 'GET', `/train/getTrainResources/${sign}`);
  assert.deepEqual(all.map((r) => [r.idx, r.resourcesName]), [[1, '选品分析模板'], [2, '实训任务书'], [3, '市场调研报告模板']]);
  const csv = await api(server, 'GET', all[0].url, undefined, { cookie: `token=${student}` });
  assert.equal(csv.status, 200);
  assert.match(csv.text, /^商品,类目,月销量/);
  const list = [all[2]];
  assert.equal(list[0].fileName, '市场调研报告模板.pdf');
  assert.match(list[0].url, new RegExp(`^/api/v1/file/server/download\\?fileUrl=${list[0].resourcesUrl}&fileName=`));
  const download = await api(server, 'GET', list[0].url, undefined, { cookie: `token=${student}` });
  assert.equal(download.status, 200);
  assert.match(download.text, /^%PDF-1\.4/);
  assert.equal((await st.ok(teacher, 'GET', `/train/getTrainResources/${sign}`)).length, 3);
  const { token: stranger } = await st.newUser();
  assertRefused(await as(stranger, 'GET', `/train/getTrainResources/${sign}`), -1000, '请先参加培训');
  assertRefused(await api(server, 'GET', list[0].url, undefined, { cookie: `token=${stranger}` }), -1000, '请先加入学习');
  assertRefused(await as(undefined, 'GET', `/train/getTrainResources/${sign}`), -1001, '请登录');

  // A training taken off the catalogue: its trainees no longer reach its files; its teachers still do.
  await runSql(server, `UPDATE course SET status = 0 WHERE sign = '${sign}'`);
  try {
    assertRefused(await api(server, 'GET', all[0].url, undefined, { cookie: `token=${student}` }), -1000, '课程不存在');
    assert.equal((await api(server, 'GET', all[0].url, undefined, { cookie: `token=${teacher}` })).status, 200);
  } finally {
    await runSql(server, `UPDATE course SET status = 1 WHERE sign = '${sign}'`);
  }
});

test('a training\'s team is managed through the course team calls, its lead kept', async () => {
  const teacher = await tokenOf(DEMO.teacher);
  const lead = await runSql(server, `SELECT ct.sign FROM course_teacher ct JOIN course c ON c.id = ct.course_id
    WHERE c.sign = '${trainings[CROSS]}' AND ct.master = 1`);
  assertRefused(await as(teacher, 'POST', '/course/deleteTeacher', { idSign: lead }), -2, '不能删除主讲教师，请先设置其他主讲教师', 'idSign');
  assert.equal(await runSql(server, `SELECT COUNT(*) FROM course_teacher WHERE sign = '${lead}'`), '1');
  const team = await st.ok(teacher, 'POST', '/course/listTeachers', { courseIdSign: trainings[CROSS] });
  assert.ok(team.list.some((t) => t.masterFlag));
  const student = await tokenOf(DEMO.student);
  assertRefused(await as(student, 'POST', '/course/listTeachers', { courseIdSign: trainings[CROSS] }), -6);
});
