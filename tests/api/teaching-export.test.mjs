// Excel exports (docs/teaching.md, Exports) on the real binary with the demo course (王丽华's
// "Python 程序设计" and its seeded students): the download's headers and Chinese file name, the sheet read back
// (header titles verbatim, one row per list row, numbers as numbers), refusals as JSON envelopes, the row cap
// (lowered to 40 for this server with XJ_EXPORT_MAX_ROWS) and no temporary file left under <data-dir>/tmp.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO } from './lib/accounts.mjs';
import { Identity } from './lib/identity.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';
import { readXlsx } from './lib/xlsx.mjs';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CAP = 40;

let server;
let id;
let teacher;
let colleague;
let student;
let course; // the demo course with the seeded students

before(async () => {
  server = await startServer({ env: { XJ_EXPORT_MAX_ROWS: String(CAP) } });
  id = new Identity(server);
  teacher = await id.tokenOf(DEMO.teacher);
  colleague = await id.tokenOf(DEMO.colleague);
  student = await id.tokenOf(DEMO.student);
  const mine = assertEnvelope(await call('/course/myCourseList', { page: 1, page_size: 50 }, teacher), { status: 200, code: 200 }).data;
  course = mine.list.find((c) => c.name === 'Python 程序设计');
  assert.ok(course, 'the demo teacher teaches Python 程序设计');
});
after(async () => {
  await server?.stop();
});

const call = (p, body, token) => id.call('POST', p, body, { cookies: token ? { token } : {} });
const ok = async (p, body, token = teacher) => assertEnvelope(await call(p, body, token), { status: 200, code: 200 }).data;
const chinaToday = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');

/** The download: headers checked, the sheet read back. */
function sheetOf(res, fileName) {
  assert.equal(res.status, 200, res.text);
  assert.equal(res.headers['content-type'], XLSX);
  assert.equal(res.headers['cache-control'], 'private, no-store');
  const disposition = res.headers['content-disposition'];
  assert.match(disposition, /^attachment; /);
  assert.ok(disposition.includes(`filename*=UTF-8''${encodeURIComponent(fileName)}`), disposition);
  assert.equal(Number(res.headers['content-length']), res.body.length);
  return readXlsx(res.body);
}

const EXPORTS = [
  ['/statistics/courseScoreList', '成绩', ['姓名', '学号', '观看视频', '互动问答', '单元测试', '期末考试', '登录签到', '总成绩', '是否及格'], [2, 3, 4, 5, 6, 7]],
  ['/statistics/studyProgressList', '学习进度', ['姓名', '学号', '学习进度(%)', '学习时长(分钟)', '状态', '加入时间', '最近学习'], [2, 3]],
];

test('score and progress lists: one row per student, titles verbatim, numbers as numbers, the Chinese file name', async () => {
  for (const [p, listName, titles, numberCols] of EXPORTS) {
    const list = await ok(p, { courseId: course.idSign, page: 1, page_size: 50 });
    assert.ok(list.total >= 24, `${p}: the seeded students`);
    const { rows, types } = sheetOf(await call(`${p}/export`, { courseId: course.idSign, page: 1, page_size: 5 }, teacher),
      `Python 程序设计-${listName}-${chinaToday()}.xlsx`);
    assert.deepEqual(rows[0], titles, p);
    assert.equal(rows.length - 1, list.total, `${p}: paging is ignored`);
    for (const col of numberCols) assert.equal(types[1][col], 'n', `${p} column ${titles[col]} is a number`);
    // the first rows are the list's first rows
    assert.equal(rows[1][0], list.list[0].name);
  }
  const scores = await ok('/statistics/courseScoreList', { courseId: course.idSign, page: 1, page_size: 50 });
  const { rows } = readXlsx((await call('/statistics/courseScoreList/export', { courseId: course.idSign }, teacher)).body);
  assert.deepEqual(rows.slice(1).map((r) => r[7]), scores.list.map((s) => s.score));
  assert.deepEqual(rows.slice(1).map((r) => r[8]), scores.list.map((s) => (s.passed ? '是' : '否')));
});

test('filters apply to the export as to the list', async () => {
  const finished = await ok('/statistics/studyProgressList', { courseId: course.idSign, studyStatus: 2 });
  const { rows } = sheetOf(await call('/statistics/studyProgressList/export', { courseId: course.idSign, studyStatus: 2 }, teacher),
    `Python 程序设计-学习进度-${chinaToday()}.xlsx`);
  assert.equal(rows.length - 1, finished.total);
  assert.ok(rows.slice(1).every((r) => r[4] === '已完成'));
  const one = await ok('/statistics/courseScoreList', { courseId: course.idSign, keyword: '刘子涵' });
  const sheet = readXlsx((await call('/statistics/courseScoreList/export', { courseId: course.idSign, keyword: '刘子涵' }, teacher)).body);
  assert.equal(sheet.rows.length - 1, one.total);
});

test('school teachers and my courses', async () => {
  const teachers = await ok('/statistics/schoolTeacherList', { page: 1, page_size: 50 });
  const t = sheetOf(await call('/statistics/schoolTeacherList/export', {}, teacher), `本校教师-${chinaToday()}.xlsx`);
  assert.deepEqual(t.rows[0], ['姓名', '手机号', '工号', '课程数', '学员数']);
  assert.equal(t.rows.length - 1, teachers.total);
  assert.ok(t.rows.some((r) => r[0] === '王丽华' && r[1] === '138****0002'));
  assert.equal(t.types[1][3], 'n');
  const mine = await ok('/course/myCourseList', { page: 1, page_size: 50 });
  const m = sheetOf(await call('/course/myCourseList/export', {}, teacher), `我的课程-${chinaToday()}.xlsx`);
  assert.deepEqual(m.rows[0], ['课程名称', '状态', '学员数', '学分', '学时', '价格(元)', '最近修改']);
  assert.equal(m.rows.length - 1, mine.total);
  const python = m.rows.find((r) => r[0] === 'Python 程序设计');
  assert.equal(typeof python[2], 'number');
  assert.match(python[6], /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
});

test('study analysis: the video table (视频完成情况), one row per video, numbers as numbers', async () => {
  const analysis = await ok('/statistics/studyAnalysis', { courseId: course.idSign });
  assert.ok(analysis.videoList.length > 0, 'the demo course has videos');
  const { rows, types } = sheetOf(await call('/statistics/studyAnalysis/export', { courseId: course.idSign }, teacher),
    `Python 程序设计-视频完成情况-${chinaToday()}.xlsx`);
  assert.deepEqual(rows[0], ['章节', '视频', '学习人数', '完成人数', '完成率(%)']);
  assert.equal(rows.length - 1, analysis.videoList.length);
  assert.deepEqual(rows.slice(1).map((r) => [r[0] ?? '', r[1], r[2], r[3], r[4]]),
    analysis.videoList.map((v) => [v.chapterName, v.videoTitle, v.learners, v.completed, v.completionRate]));
  for (const col of [2, 3, 4]) assert.equal(types[1][col], 'n');
});

test('the row cap: a list longer than the cap is refused as JSON before anything is written', async () => {
  const records = await ok('/statistics/recordList', { courseId: course.idSign, page: 1, page_size: 10 });
  assert.ok(records.total > CAP, `the demo course has more than ${CAP} study records (${records.total})`);
  const res = await call('/statistics/recordList/export', { courseId: course.idSign }, teacher);
  assertEnvelope(res, { status: 200, code: -1000, msg: '导出数据超过50000行，请缩小筛选范围' });
  // narrowed by a keyword it fits
  const few = await ok('/statistics/recordList', { courseId: course.idSign, keyword: '刘子涵' });
  assert.ok(few.total > 0 && few.total <= CAP);
  const { rows, types } = sheetOf(await call('/statistics/recordList/export', { courseId: course.idSign, keyword: '刘子涵' }, teacher),
    `Python 程序设计-学习记录-${chinaToday()}.xlsx`);
  assert.deepEqual(rows[0], ['姓名', '学号', '日期', '学习时长(分钟)']);
  assert.equal(rows.length - 1, few.total);
  assert.equal(types[1][3], 'n');
  assert.match(rows[1][2], /^\d{4}-\d\d-\d\d$/);
});

test('refusals are JSON envelopes: a student, a visitor, a teacher of another course, an unknown course, bad input', async () => {
  const paths = ['/statistics/courseScoreList', '/statistics/studyProgressList', '/statistics/recordList', '/statistics/studyAnalysis'];
  for (const p of paths) {
    assertEnvelope(await call(`${p}/export`, { courseId: course.idSign }, student), { status: 403, code: -6, msg: '您没有权限访问!' });
    assertEnvelope(await call(`${p}/export`, { courseId: course.idSign }), { status: 401, code: -1001 });
    assertEnvelope(await call(`${p}/export`, { courseId: course.idSign }, colleague), { status: 403, code: -6, msg: '您没有权限访问!' });
    assertEnvelope(await call(`${p}/export`, { courseId: 'no-such-course' }, teacher), { status: 200, code: -1000, msg: '课程不存在' });
    const bad = assertEnvelope(await call(`${p}/export`, {}, teacher), { status: 400, code: -2 });
    assert.equal(bad.data.field, 'courseId');
  }
  for (const p of ['/statistics/schoolTeacherList/export', '/course/myCourseList/export']) {
    assertEnvelope(await call(p, {}, student), { status: 403, code: -6, msg: '您没有权限访问!' });
    assertEnvelope(await call(p, {}), { status: 401, code: -1001 });
  }
  const kw = assertEnvelope(await call('/statistics/courseScoreList/export', { courseId: course.idSign, keyword: '字'.repeat(31) }, teacher),
    { status: 400, code: -2 });
  assert.equal(kw.data.field, 'keyword');
});

test('no temporary file is left under <data-dir>/tmp', async () => {
  await call('/statistics/courseScoreList/export', { courseId: course.idSign }, teacher);
  const tmp = path.join(server.dataDir, 'tmp');
  assert.ok(fs.existsSync(tmp), 'exports are written under <data-dir>/tmp');
  const left = () => fs.readdirSync(tmp).filter((f) => f.startsWith('export-'));
  // the server removes the file once the answer is sent; the client may have read it a moment before
  for (let i = 0; i < 20 && left().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(left(), []);
});
