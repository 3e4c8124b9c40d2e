// Course statistics (docs/teaching.md, Statistics) on the real binary: a course this test builds itself
// (three students with known progress, Q&A, study days and video progress written straight into the database) and
// every statistics call's figures — scores with the default weights and with a standard, sums, buckets, progress,
// charts in China days, study analysis, records, the school's teachers — then the refusals of every call (a
// student and a visitor by the route, a teacher of another course and an admin of another school by the service,
// an unknown course) and bad input with its field.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshMobile } from './lib/accounts.mjs';
import { Identity, runSql } from './lib/identity.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

let server;
let id;
let teacher; // 王丽华, on the test course's team
let colleague; // 郑建国, a teacher of the same school, not on it
let schoolAdmin; // 陈国强, admin of the course's school
let student;
let course; // sign of the test course
let emptyCourse; // sign of a course without students
const names = { a: '统计甲同学', b: '统计乙同学', c: '统计丙同学' };
const sign = {};

const DAY = 86400;
const nowSec = () => Math.floor(Date.now() / 1000);
/** YYYY-MM-DD of (now - back days) in China time. */
const chinaDay = (back = 0) => new Date((nowSec() - back * DAY + 8 * 3600) * 1000).toISOString().slice(0, 10);

async function insertCourse(name, teacherMobile) {
  const s = `stat-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  await runSql(server, `INSERT INTO course (sign, school_id, name, status, created_at, updated_at)
    SELECT '${s}', school_id, '${name}', 1, ${nowSec()}, ${nowSec()} FROM users WHERE mobile = '${teacherMobile}'`);
  await runSql(server, `INSERT INTO course_teacher (sign, course_id, user_id, master, created_at)
    SELECT 'ct-${s}', c.id, u.id, 1, ${nowSec()} FROM course c, users u WHERE c.sign = '${s}' AND u.mobile = '${teacherMobile}'`);
  return s;
}

async function insertStudent(key, { progress, status, seconds, lastStudied, joinedBack, card }) {
  const mobile = freshMobile();
  sign[key] = `stu-${key}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  await runSql(server, `INSERT INTO users (sign, mobile, name, password_hash, school_id, created_at)
    SELECT '${sign[key]}', '${mobile}', '${names[key]}', 'x', school_id, ${nowSec()} FROM users WHERE mobile = '${DEMO.teacher}'`);
  await runSql(server, `INSERT INTO user_role (user_id, role) SELECT id, 'student' FROM users WHERE sign = '${sign[key]}'`);
  const last = lastStudied === null ? 'NULL' : String(lastStudied);
  await runSql(server, `INSERT INTO enrolment (course_id, user_id, source, status, progress, studied_seconds, last_studied_at, created_at)
    SELECT c.id, u.id, 'join', ${status}, ${progress}, ${seconds}, ${last}, ${nowSec() - joinedBack * DAY}
    FROM course c, users u WHERE c.sign = '${course}' AND u.sign = '${sign[key]}'`);
  if (card) {
    await runSql(server, `INSERT INTO identity_claim (user_id, type, school_id, real_name, number, status, created_at, decided_at)
      SELECT id, 1, school_id, name, '${card}', 2, ${nowSec()}, ${nowSec()} FROM users WHERE sign = '${sign[key]}'`);
  }
  return mobile;
}

const studyDay = (key, back, seconds) =>
  runSql(server, `INSERT INTO study_day (user_id, course_id, day, seconds) SELECT u.id, c.id, '${chinaDay(back)}', ${seconds}
    FROM users u, course c WHERE u.sign = '${sign[key]}' AND c.sign = '${course}'`);
const question = (key, n) =>
  runSql(server, `INSERT INTO course_question (sign, course_id, user_id, content, created_at)
    SELECT 'q-${key}-${n}-${process.pid}-${Math.random().toString(36).slice(2, 8)}', c.id, u.id, '问题', ${nowSec()}
    FROM users u, course c WHERE u.sign = '${sign[key]}' AND c.sign = '${course}'`);

before(async () => {
  server = await startServer();
  id = new Identity(server);
  teacher = await id.tokenOf(DEMO.teacher);
  colleague = await id.tokenOf(DEMO.colleague);
  schoolAdmin = await id.tokenOf(DEMO.schoolAdmin);
  student = await id.tokenOf(DEMO.student);
  course = await insertCourse('统计测试课', DEMO.teacher);
  emptyCourse = await insertCourse('空课程', DEMO.teacher);
  // a: finished, 10 study days, 4 Q&A → parts 100 / 100 / 0 / 0 / 100
  await insertStudent('a', { progress: 100, status: 2, seconds: 3000, lastStudied: nowSec() - 3600, joinedBack: 12, card: '2099000001' });
  for (let d = 0; d < 10; d++) await studyDay('a', d, 300);
  for (let n = 0; n < 3; n++) await question('a', n);
  // b: half-way, 2 days, 1 question → 50 / 25 / 0 / 0 / 20
  await insertStudent('b', { progress: 50, status: 1, seconds: 900, lastStudied: nowSec() - 2 * DAY, joinedBack: 3 });
  await studyDay('b', 2, 450);
  await studyDay('b', 40, 450); // outside the charts' 30 days, still a record and a day of the score
  await question('b', 0);
  // c: only joined today
  await insertStudent('c', { progress: 0, status: 1, seconds: 0, lastStudied: null, joinedBack: 0 });
  // a's answer to b's question
  await runSql(server, `INSERT INTO course_answer (sign, question_id, user_id, content, created_at)
    SELECT 'ans-${process.pid}', q.id, u.id, '回答', ${nowSec()} FROM course_question q, users u
    WHERE q.sign LIKE 'q-b-0-%' AND u.sign = '${sign.a}'`);
  // one chapter, two videos: a completed both, b watched part of the first; the teacher's own progress is not counted
  await runSql(server, `INSERT INTO chapter (sign, course_id, level, name, created_at)
    SELECT 'ch-${course}', id, 1, '第一章 起步', ${nowSec()} FROM course WHERE sign = '${course}'`);
  for (const [n, title] of [[1, '认识 Python'], [2, '变量']]) {
    await runSql(server, `INSERT INTO chapter_video (sign, chapter_id, course_id, level, title, created_at)
      SELECT 'v${n}-${course}', ch.id, ch.course_id, ${n}, '${title}', ${nowSec()} FROM chapter ch WHERE ch.sign = 'ch-${course}'`);
  }
  const progress = (who, video, completed) =>
    runSql(server, `INSERT INTO video_progress (user_id, video_id, course_id, credited_seconds, completed, last_beat_ms, updated_at)
      SELECT u.id, v.id, v.course_id, 10, ${completed}, 0, ${nowSec()} FROM users u, chapter_video v
      WHERE u.mobile = '${who}' AND v.sign = 'v${video}-${course}'`);
  const mobileOf = async (key) => runSql(server, `SELECT mobile FROM users WHERE sign = '${sign[key]}'`);
  await progress(await mobileOf('a'), 1, 1);
  await progress(await mobileOf('a'), 2, 1);
  await progress(await mobileOf('b'), 1, 0);
  await progress(DEMO.teacher, 1, 1);
});
after(async () => {
  await server?.stop();
});

const call = (p, body, token) => id.call('POST', p, body, { cookies: token ? { token } : {} });
const ok = async (p, body, token = teacher) => assertEnvelope(await call(p, body, token), { status: 200, code: 200 }).data;
test('scores use the default weights 40/10/20/20/10 without a standard, highest first', async () => {
  const { list, total } = await ok('/statistics/courseScoreList', { courseId: course, page: 1, page_size: 10 });
  assert.equal(total, 3);
  assert.deepEqual(list.map((r) => r.name), [names.a, names.b, names.c]);
  const [a, b, c] = list;
  assert.deepEqual(a, { userSign: sign.a, name: names.a, studentCard: '2099000001', watchVideo: 100, interactiveQuestion: 100,
    unitTesting: 0, theFinalExam: 0, logSig: 100, score: 60, passed: true });
  // b: 40×50 + 10×25 + 10×20 = 2450 → 24.5
  assert.deepEqual([b.watchVideo, b.interactiveQuestion, b.logSig, b.score, b.passed, b.studentCard], [50, 25, 20, 24.5, false, '']);
  assert.deepEqual([c.score, c.passed], [0, false]);
  const page2 = await ok('/statistics/courseScoreList', { courseIdSign: course, page: 2, size: 2 });
  assert.deepEqual(page2.list.map((r) => r.name), [names.c]);
  const found = await ok('/statistics/courseScoreList', { courseId: course, keyword: '2099000001' });
  assert.deepEqual(found.list.map((r) => r.name), [names.a], 'keyword matches the student number');
  const byName = await ok('/statistics/courseScoreList', { courseId: course, keyword: '乙同' });
  assert.deepEqual(byName.list.map((r) => r.name), [names.b]);
});

test('score sums and buckets, and zeros for a course without students', async () => {
  assert.deepEqual(await ok('/statistics/scoreSum', { courseId: course }),
    { studentCount: 3, average: 28.2, highest: 60, lowest: 0, passCount: 1, passRate: 33.3 });
  const counts = await ok('/statistics/scoreCount', { courseId: course });
  assert.deepEqual(counts, { one: 1, two: 0, three: 1, four: 0, five: 0, six: 0, seven: 1, eight: 0, nine: 0, ten: 0 });
  assert.deepEqual(await ok('/statistics/scoreSum', { courseId: emptyCourse }),
    { studentCount: 0, average: 0, highest: 0, lowest: 0, passCount: 0, passRate: 0 });
  assert.deepEqual(Object.values(await ok('/statistics/scoreCount', { courseId: emptyCourse })), Array(10).fill(0));
});

test('a standard changes the weights of every score', async () => {
  const w = { courseIdSign: emptyCourse, watchVideo: 70, interactiveQuestion: 10, unitTesting: 10, theFinalExam: 0, logSig: 10 };
  // on the test course (the standard of the empty course must not leak)
  assertEnvelope(await call('/course/addStandard', { ...w, courseIdSign: course }, teacher), { status: 200, code: 200 });
  const { list } = await ok('/statistics/courseScoreList', { courseId: course });
  assert.deepEqual(list.map((r) => r.score), [90, 39.5, 0]); // 70+10+10; 35+2.5+2
  const counts = await ok('/statistics/scoreCount', { courseId: course });
  assert.deepEqual([counts.one, counts.four, counts.ten], [1, 1, 1]);
  const sum = await ok('/statistics/scoreSum', { courseId: course });
  assert.deepEqual([sum.average, sum.highest, sum.passCount, sum.passRate], [43.2, 90, 1, 33.3]);
});

test('exam parts: graded attempts of the course\'s exams (docs/exams.md), best attempt per exam', async () => {
  const exam = (tag, type, total) => runSql(server, `INSERT INTO exam (sign, course_id, type, name, start_at, end_at, total_score, created_at, updated_at)
    SELECT 'ex-${tag}-${course}', id, ${type}, '${tag}', 0, 1, ${total}, 0, 0 FROM course WHERE sign = '${course}'`);
  let n = 0;
  const attempt = (tag, key, status, score) => runSql(server, `INSERT INTO exam_attempt (sign, exam_id, user_id, submit_status, started_at, deadline_at, score)
    SELECT 'at-${process.pid}-' || '${tag}' || '-${++n}', x.id, u.id, ${status}, 0, 1, ${score} FROM exam x, users u
    WHERE x.sign = 'ex-${tag}-${course}' AND u.sign = '${sign[key]}'`);
  await exam('unit', 2, 50);
  await exam('final', 3, 100);
  await attempt('unit', 'b', 2, 30);
  await attempt('unit', 'b', 2, 40); // the best: 80 %
  await attempt('unit', 'c', 1, 'NULL'); // not graded yet
  await attempt('final', 'a', 2, 90);
  const { list } = await ok('/statistics/courseScoreList', { courseId: course });
  const [a, b, c] = list;
  assert.deepEqual([a.unitTesting, a.theFinalExam, a.score], [0, 90, 90]); // the standard gives the final exam 0
  assert.deepEqual([b.unitTesting, b.theFinalExam], [80, 0]);
  assert.equal(b.score, 47.5); // 70×50 + 10×25 + 10×80 + 10×20
  assert.deepEqual([c.unitTesting, c.score], [0, 0]);
});

test('study progress: most recent first, never-studied last, status filter, times', async () => {
  const { list, total } = await ok('/statistics/studyProgressList', { courseId: course, page: 1, page_size: 10 });
  assert.equal(total, 3);
  assert.deepEqual(list.map((r) => r.name), [names.a, names.b, names.c]);
  assert.deepEqual([list[0].progress, list[0].studiedSeconds, list[0].studyStatus], [100, 3000, 2]);
  assert.match(list[0].joinedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  assert.equal(list[2].lastStudiedAt, null);
  const finished = await ok('/statistics/studyProgressList', { courseId: course, studyStatus: 2 });
  assert.deepEqual(finished.list.map((r) => r.name), [names.a]);
  assert.equal((await ok('/statistics/studyProgressList', { courseId: course, studyStatus: 1 })).total, 2);
});

test('charts: 30 or 7 China days, oldest first, with study minutes, learners and enrolments; the counts', async () => {
  const data = await ok('/statistics/chartData', { courseId: course });
  const { chartVoMap: chart, countVoMap: counts } = data;
  assert.equal(chart.dates.length, 30);
  assert.equal(chart.dates.at(-1), chinaDay(0).slice(5));
  assert.equal(chart.dates[0], chinaDay(29).slice(5));
  for (const k of ['studyMinutes', 'learners', 'enrolments']) assert.equal(chart[k].length, 30, k);
  assert.equal(chart.learners.at(-1), 1); // a today
  assert.equal(chart.studyMinutes.at(-1), 5); // 300 s
  assert.equal(chart.learners.at(-3), 2); // a and b two days ago
  assert.equal(chart.studyMinutes.at(-3), 13); // 750 s → 12.5 → 13
  assert.equal(chart.learners.reduce((x, y) => x + y), 11); // a's 10 days + b's one in the window
  assert.equal(chart.enrolments.at(-1), 1); // c joined today
  assert.equal(chart.enrolments.at(-4), 1); // b three days ago
  assert.equal(chart.enrolments.at(-13), 1); // a twelve days ago
  assert.deepEqual(counts, { studentCount: 3, studyingCount: 2, finishedCount: 1, totalStudyMinutes: 65,
    questionCount: 4, answerCount: 1, viewCount: 0, averageProgress: 50 });
  const week = (await ok('/statistics/chartData', { courseId: course, days: 7 })).chartVoMap;
  assert.equal(week.dates.length, 7);
  assert.equal(week.dates.at(-1), chinaDay(0).slice(5));
});

test('study analysis: progress buckets and each video\'s enrolled learners in catalogue order', async () => {
  const data = await ok('/statistics/studyAnalysis', { courseId: course });
  assert.deepEqual(data.progressBuckets, [{ label: '0-19%', count: 1 }, { label: '20-39%', count: 0 },
    { label: '40-59%', count: 1 }, { label: '60-79%', count: 0 }, { label: '80-100%', count: 1 }]);
  assert.deepEqual(data.videoList.map((v) => [v.chapterName, v.videoTitle, v.learners, v.completed, v.completionRate]),
    [['第一章 起步', '认识 Python', 2, 1, 33.3], ['第一章 起步', '变量', 1, 1, 33.3]]);
  assert.ok(data.videoList.every((v) => typeof v.videoIdSign === 'string' && v.videoIdSign));
});

test('study records: one row per student and day, newest day first', async () => {
  const { list, total } = await ok('/statistics/recordList', { courseId: course, page: 1, page_size: 50 });
  assert.equal(total, 12);
  assert.deepEqual(list[0], { userSign: sign.a, name: names.a, studentCard: '2099000001', day: chinaDay(0), seconds: 300 });
  assert.equal(list.at(-1).day, chinaDay(40));
  const days = list.map((r) => r.day);
  assert.deepEqual(days, [...days].sort().reverse());
  assert.equal((await ok('/statistics/recordList', { courseId: course, keyword: names.b })).total, 2);
});

test('school teachers: the caller\'s school only, masked mobiles, course and student counts', async () => {
  const { list, total } = await ok('/statistics/schoolTeacherList', { page: 1, page_size: 50 });
  assert.ok(total >= 3, 'two teachers and the school admin');
  const wang = list.find((t) => t.name === '王丽华');
  assert.equal(wang.mobile, '138****0002');
  assert.ok(wang.courseCount >= 2);
  assert.ok(wang.studentCount >= 3);
  assert.ok(list.some((t) => t.name === '陈国强'), 'school admins are listed');
  assert.ok(!list.some((t) => t.name === '张晓明'), 'students are not');
  const one = await ok('/statistics/schoolTeacherList', { keyword: '王丽华' });
  assert.equal(one.total, 1);
  // masked mobiles: the full number finds the teacher, a part of it nobody
  assert.deepEqual((await ok('/statistics/schoolTeacherList', { keyword: '13800000002' })).list.map((t) => t.name), ['王丽华']);
  for (const part of ['0000', '1380000', '00002']) {
    assert.equal((await ok('/statistics/schoolTeacherList', { keyword: part })).total, 0, `a part of a number (${part})`);
  }
  const byAdmin = await ok('/statistics/schoolTeacherList', {}, schoolAdmin);
  assert.equal(byAdmin.total, total);
});

const COURSE_CALLS = ['/statistics/courseScoreList', '/statistics/scoreSum', '/statistics/scoreCount',
  '/statistics/studyProgressList', '/statistics/chartData', '/statistics/studyAnalysis', '/statistics/recordList'];

test('a school admin of the course\'s school may see every course call', async () => {
  for (const p of COURSE_CALLS) await ok(p, { courseId: course }, schoolAdmin);
});

test('refusals: a student and a visitor by the route, a teacher of another course by the service', async () => {
  for (const p of [...COURSE_CALLS, '/statistics/schoolTeacherList']) {
    assertRefused(await call(p, { courseId: course }, student), -6, '您没有权限访问!');
    assertRefused(await call(p, { courseId: course }), -1001, '请登录');
  }
  for (const p of COURSE_CALLS) {
    assertRefused(await call(p, { courseId: course }, colleague), -6, '您没有权限访问!');
    assertRefused(await call(p, { courseId: 'no-such-course' }, teacher), -1000, '课程不存在');
  }
});

test('an admin of another school is refused the course', async () => {
  const fresh = await id.newUser();
  await runSql(server, `INSERT INTO school (sign, name, title, created_at) VALUES ('stat-far-${process.pid}', '远方学院', '远方学院', 1)`);
  await runSql(server, `UPDATE users SET school_id = (SELECT id FROM school WHERE sign = 'stat-far-${process.pid}') WHERE mobile = '${fresh.mobile}'`);
  await runSql(server, `INSERT INTO user_role (user_id, role) SELECT id, 'schoolAdmin' FROM users WHERE mobile = '${fresh.mobile}'`);
  const far = await id.tokenOf(fresh.mobile, fresh.password);
  for (const p of COURSE_CALLS) assertRefused(await call(p, { courseId: course }, far), -6, '您没有权限访问!');
  const teachers = await ok('/statistics/schoolTeacherList', {}, far);
  assert.deepEqual(teachers.list.map((t) => t.mobile), [fresh.mobile.slice(0, 3) + '****' + fresh.mobile.slice(-4)]);
});

test('bad input: the field and the message', async () => {
  for (const p of COURSE_CALLS) assertRefused(await call(p, {}, teacher), -2, '校验未通过', 'courseId');
  assertRefused(await call('/statistics/chartData', { courseId: course, days: 14 }, teacher), -2, '校验未通过', 'days');
  assertRefused(await call('/statistics/chartData', { courseId: course, days: 'x' }, teacher), -2, undefined, 'days');
  assertRefused(await call('/statistics/studyProgressList', { courseId: course, studyStatus: 3 }, teacher), -2, undefined, 'studyStatus');
  assertRefused(await call('/statistics/courseScoreList', { courseId: course, keyword: '字'.repeat(31) }, teacher), -2, undefined, 'keyword');
  assertRefused(await call('/statistics/recordList', { courseId: course, page_size: 51 }, teacher), -2, undefined, 'page_size');
  assertRefused(await call('/statistics/schoolTeacherList', { page: 0 }, teacher), -2, undefined, 'page');
});
