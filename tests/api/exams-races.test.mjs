// Races of issue 6 on the real binary, on SQLite and PostgreSQL (docs/exams.md "Starts and teachers' changes",
// "Serial numbers"): a student's start racing the teacher's delete, unpublish and subject delete of the same exam
// (whichever goes first wins, the other sees what it did: never an attempt lost with its exam, never a deleted exam
// that had an attempt); concurrent bank adds and imports get distinct serial numbers; concurrent subject adds get
// distinct places; a question's delete racing its subject add never loses the subject; no 5xx and no -9999 anywhere.
// Also the records list's answerMode and the sweep setting's bounds.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { Study } from './lib/study.mjs';
import { SERVER_BIN, assertEnvelope, sleep, startServer } from './lib/server.mjs';
import { demoCourses, enrol, makeExam, q } from './lib/exam-papers.mjs';

let server;
let st;
let teacher;
let course;
const students = [];

const sql = (text) => runSql(server, text);
const post = (token, p, body) => st.call('POST', p, body, { cookies: token ? { token } : {} });
const ok = async (res, msg) => assertEnvelope(await res, { status: 200, code: 200, msg }).data;
/** The envelope of an answer that must be neither a server error nor -9999. */
function sane(res, what) {
  assert.ok(res.status < 500, `${what}: HTTP ${res.status} ${res.text}`);
  const body = JSON.parse(res.text);
  assert.notEqual(body.code, -9999, `${what}: ${res.text}`);
  return body;
}
const jitter = () => sleep(Math.floor(Math.random() * 4));

before(async () => {
  server = await startServer();
  st = new Study(server);
  teacher = await st.tokenOf(DEMO.teacher);
  course = (await demoCourses(server, DEMO.teacher)).own;
  for (let i = 0; i < 3; i += 1) {
    const fresh = await st.newUser();
    await enrol(server, fresh.mobile, course);
    students.push(fresh.token);
  }
});
after(async () => {
  await server?.stop();
});

/** A released online exam of the course with one judgment question of its bank; returns its sign and question. */
async function releasedExam(name) {
  const question = (await ok(post(teacher, '/qb/addChoice',
    { courseId: course, type: 3, subjectName: `${name} 判断`, score: 10, answer: '1' }), '添加成功')).idSign;
  const sign = (await ok(post(teacher, '/exam/add', {
    courseIdSign: course, examinationName: name, type: 2, startTime: Date.now() - 60_000, endTime: Date.now() + 3_600_000,
    examTime: 30,
  }), '添加成功')).idSign;
  await ok(post(teacher, '/exam/addSubjects', { examinationId: sign, subjectIdList: [question] }));
  await ok(post(teacher, '/exam/updateReleaseStatus', { sign, status: 1 }), '发布成功');
  return { sign, question };
}

const start = async (token, sign) => {
  await jitter();
  return post(token, '/qb/getExaminationPaper', { examinationId: sign });
};

test('start ∥ delete, 30 rounds: the delete is refused exactly when an attempt was made, and no attempt is lost', async () => {
  const outcomes = { started: 0, deleted: 0 };
  for (let round = 0; round < 30; round += 1) {
    const { sign } = await releasedExam(`竞态删除 ${round}`);
    const [del, ...starts] = await Promise.all([
      (async () => { await jitter(); return post(teacher, '/exam/delete', { sign }); })(),
      ...students.map((s) => start(s, sign)),
    ]);
    const d = sane(del, `delete round ${round}`);
    const made = [];
    for (const res of starts) {
      const b = sane(res, `start round ${round}`);
      if (b.code === 200) made.push(b.data.testPaperData.unitestingUserRecordId);
      else assert.deepEqual([b.code, b.msg], [-1000, '考试不存在'], `start round ${round}: ${res.text}`);
    }
    const exists = Number(await sql(`SELECT COUNT(*) FROM exam WHERE sign = ${q(sign)}`));
    if (made.length > 0) {
      assert.deepEqual([d.code, d.msg], [-1000, '已有学员作答，不能删除'], `round ${round}: ${del.text}`);
      assert.equal(exists, 1, `round ${round}: the exam of an attempt is kept`);
      const kept = Number(await sql(`SELECT COUNT(*) FROM exam_attempt WHERE sign IN (${made.map(q).join(', ')})`));
      assert.equal(kept, made.length, `round ${round}: every attempt answered is stored`);
      outcomes.started += 1;
    } else {
      assert.deepEqual([d.code, d.msg], [200, '删除成功'], `round ${round}: ${del.text}`);
      assert.equal(exists, 0);
      outcomes.deleted += 1;
    }
  }
  // Attempts whose exam is gone cannot exist (the foreign key), and the refused deletes left their exams whole.
  assert.equal(Number(await sql('SELECT COUNT(*) FROM exam_attempt a WHERE NOT EXISTS (SELECT 1 FROM exam e WHERE e.id = a.exam_id)')), 0);
  assert.equal(outcomes.started + outcomes.deleted, 30);
});

test('start ∥ unpublish, then the subject delete: refused exactly when the exam has an attempt', async () => {
  for (let round = 0; round < 12; round += 1) {
    const { sign, question } = await releasedExam(`竞态撤回 ${round}`);
    const [off, ...starts] = await Promise.all([
      (async () => { await jitter(); return post(teacher, '/exam/updateReleaseStatus', { sign, status: 0 }); })(),
      ...students.map((s) => start(s, sign)),
    ]);
    const o = sane(off, `unpublish round ${round}`);
    assert.deepEqual([o.code, o.msg], [200, '已取消发布'], off.text);
    let made = 0;
    for (const res of starts) {
      const b = sane(res, `start round ${round}`);
      if (b.code === 200) made += 1;
      else assert.deepEqual([b.code, b.msg], [-1000, '考试尚未开始'], `start round ${round}: ${res.text}`);
    }
    const attempts = Number(await sql(`SELECT COUNT(*) FROM exam_attempt a JOIN exam e ON e.id = a.exam_id
      WHERE e.sign = ${q(sign)}`));
    assert.equal(attempts, made, `round ${round}: the attempts answered are the attempts stored`);
    const drop = sane(await post(teacher, '/exam/deleteSubject', { examinationId: sign, subjectId: question }), 'deleteSubject');
    if (made > 0) assert.deepEqual([drop.code, drop.msg], [-1000, '已有学员作答，不能修改题目']);
    else assert.equal(drop.code, 200, JSON.stringify(drop));
  }
});

test('20 concurrent adds and 5 concurrent imports get distinct serial numbers; a taken number is refused to all but one', async () => {
  // A fresh course of the teacher keeps this bank's numbers apart from the other tests'.
  const tree = await ok(st.call('GET', '/course/typeTree'));
  const t2 = tree[0].children[0];
  const bank = (await ok(post(teacher, '/course/addCourse', {
    name: `序号竞态${Date.now() % 100000}`, introduction: '简介', courseDetails: '详情', coursePrice: '', courseScore: '1',
    courseTime: '8', type: 1, kind: 4, courseTypeIdSign: tree[0].idSign, courseType2IdSign: t2.idSign,
    courseType3IdSign: t2.children[0].idSign,
  }), '添加成功')).idSign;
  const judgment = (subjectName, extra = {}) => ({ type: 3, subjectName, score: 5, answer: '1', ...extra });
  const answers = await Promise.all([
    ...Array.from({ length: 20 }, (_, i) => post(teacher, '/qb/addChoice', { courseId: bank, ...judgment(`并发添加${i}`) })),
    ...Array.from({ length: 5 }, (_, i) => post(teacher, '/qb/importChoices', {
      courseId: bank, rows: [{ row: 2, ...judgment(`并发导入${i}-1`) }, { row: 3, ...judgment(`并发导入${i}-2`) }],
    })),
  ]);
  for (const res of answers) assert.equal(sane(res, 'add').code, 200, res.text);
  const list = await ok(post(teacher, '/qb/choiceList', { courseId: bank, page: 1, size: 1000, status: '0' }));
  assert.equal(list.total, 30);
  const serials = list.list.map((x) => x.serialNumber);
  assert.equal(new Set(serials).size, 30, `distinct serial numbers: ${serials}`);
  assert.deepEqual([...serials].sort((a, b) => a - b), Array.from({ length: 30 }, (_, i) => i + 1));

  const same = await Promise.all(Array.from({ length: 6 }, (_, i) =>
    post(teacher, '/qb/addChoice', { courseId: bank, ...judgment(`同号${i}`, { serialNumber: 500 }) })));
  const bodies = same.map((res) => sane(res, 'same number'));
  assert.equal(bodies.filter((b) => b.code === 200).length, 1, JSON.stringify(bodies));
  for (const b of bodies.filter((x) => x.code !== 200)) {
    assert.deepEqual([b.code, b.msg, b.data?.field], [-2, '题号已存在', 'serialNumber']);
  }
  // A deleted question's number is free again.
  const five = list.list.find((x) => x.serialNumber === 5).idSign;
  await ok(post(teacher, '/qb/deleteChoice', { sign: five }), '删除成功');
  await ok(post(teacher, '/qb/addChoice', { courseId: bank, ...judgment('再用5号', { serialNumber: 5 }) }), '添加成功');
});

test('concurrent subject adds to one exam get distinct places', async () => {
  const sign = (await ok(post(teacher, '/exam/add', {
    courseIdSign: course, examinationName: '并发组卷', type: 1, startTime: Date.now(), endTime: Date.now() + 3_600_000,
  }), '添加成功')).idSign;
  const qs = [];
  for (let i = 0; i < 10; i += 1) {
    qs.push((await ok(post(teacher, '/qb/addChoice',
      { courseId: course, type: 3, subjectName: `组卷${i}`, score: 5, answer: '0' }), '添加成功')).idSign);
  }
  const answers = await Promise.all(Array.from({ length: 5 }, (_, i) =>
    post(teacher, '/exam/addSubjects', { examinationId: sign, subjectIdList: qs.slice(i * 2, i * 2 + 2) })));
  for (const res of answers) assert.equal(sane(res, 'addSubjects').code, 200, res.text);
  const places = (await sql(`SELECT s.serial FROM exam_subject s JOIN exam e ON e.id = s.exam_id
    WHERE e.sign = ${q(sign)} ORDER BY s.serial`)).split('\n').map(Number);
  assert.deepEqual(places, Array.from({ length: 10 }, (_, i) => i + 1));
  assert.equal((await ok(post(teacher, '/exam/get', { sign }))).totalScore, 50);
});

test('question delete ∥ subject add, 15 rounds: an added subject is never lost with its question', async () => {
  const sign = (await ok(post(teacher, '/exam/add', {
    courseIdSign: course, examinationName: '竞态删题', type: 1, startTime: Date.now(), endTime: Date.now() + 3_600_000,
  }), '添加成功')).idSign;
  let kept = 0;
  for (let round = 0; round < 15; round += 1) {
    const question = (await ok(post(teacher, '/qb/addChoice',
      { courseId: course, type: 3, subjectName: `竞态删题${round}`, score: 5, answer: '1' }), '添加成功')).idSign;
    const [del, add] = await Promise.all([
      (async () => { await jitter(); return post(teacher, '/qb/deleteChoice', { sign: question }); })(),
      (async () => { await jitter(); return post(teacher, '/exam/addSubjects', { examinationId: sign, subjectIdList: [question] }); })(),
    ]);
    assert.deepEqual([sane(del, 'deleteChoice').code, JSON.parse(del.text).msg], [200, '删除成功'], del.text);
    const a = sane(add, 'addSubjects');
    const inExam = Number(await sql(`SELECT COUNT(*) FROM exam_subject s JOIN question x ON x.id = s.question_id
      WHERE x.sign = ${q(question)}`));
    if (a.code === 200) {
      assert.equal(inExam, 1, `round ${round}: the added subject stays`);
      assert.equal(await sql(`SELECT status FROM question WHERE sign = ${q(question)}`), '1', 'kept for the exam, hidden');
      kept += 1;
    } else {
      assert.deepEqual([a.code, a.msg], [-2, '题目不属于本课程题库'], add.text);
      assert.equal(inExam, 0);
    }
  }
  assert.equal((await ok(post(teacher, '/exam/get', { sign }))).totalScore, kept * 5);
});

test('the records list and the record carry answerMode (1 在线作答, 2 线下作答), as the exams do', async () => {
  const online = await makeExam(server, course, { answerMode: 1 });
  const offline = await makeExam(server, course, { answerMode: 2, type: 1 });
  await ok(post(students[0], '/qb/getExaminationPaper', { examinationId: online.sign }));
  const uid = await sql(`SELECT user_id FROM exam_attempt a JOIN exam e ON e.id = a.exam_id WHERE e.sign = ${q(online.sign)}`);
  await sql(`INSERT INTO exam_attempt (sign, exam_id, user_id, submit_status, started_at, deadline_at)
    VALUES ('offline-record-mode', ${offline.id}, ${uid}, 1, 1, 2)`);
  for (const [exam, mode] of [[online, 1], [offline, 2]]) {
    const page = await ok(post(teacher, '/exam/findRecords', { courseId: course, examinationId: exam.sign, page: 1, size: 10 }));
    assert.equal(page.total, 1);
    assert.equal(page.list[0].answerMode, mode);
    const rec = await ok(post(teacher, '/exam/getRecord', { sign: page.list[0].recordId }));
    assert.equal(rec.answerMode, mode);
  }
});

test('the sweep period is a checked setting: --exam-sweep-ms and XJ_EXAM_SWEEP_MS outside 100–60000 stop the server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-sweep-'));
  try {
    for (const [args, env] of [[['--exam-sweep-ms', '50'], {}], [[], { XJ_EXAM_SWEEP_MS: '60001' }]]) {
      const run = spawnSync(SERVER_BIN, ['--data-dir', dir, '--port', '1', ...args],
        { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 10_000 });
      assert.equal(run.status, 2, `${args} ${JSON.stringify(env)}: ${run.stderr}`);
      assert.match(run.stderr, /--exam-sweep-ms: must be 100–60000/);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
