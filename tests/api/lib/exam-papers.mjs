// Helpers of the test-paper and grading API tests (docs/exams.md): exams and questions written straight into the
// test's database (so these tests do not depend on the bank screens' calls), enrolments, and a restart of the
// same binary on the same data directory.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { runSql } from './identity.mjs';
import { SERVER_BIN, advanceClock, orTimeout, request, serverNow, sleep } from './server.mjs';

export const q = (s) => `'${String(s).replaceAll("'", "''")}'`;
const sign = () => crypto.randomBytes(12).toString('hex');
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function userId(server, mobile) {
  return Number(await runSql(server, `SELECT id FROM users WHERE mobile = ${q(mobile)}`));
}

export async function enrol(server, mobile, courseSign) {
  const uid = await userId(server, mobile);
  const cid = Number(await runSql(server, `SELECT id FROM course WHERE sign = ${q(courseSign)}`));
  await runSql(server, `INSERT INTO enrolment (course_id, user_id, source, status, progress, studied_seconds, created_at)
    VALUES (${cid}, ${uid}, 'join', 1, 0, 0, ${serverNow(server)}) ON CONFLICT DO NOTHING`);
}

/** The demo teacher's first course and a course he does not teach. */
export async function demoCourses(server, teacherMobile) {
  const mine = `(SELECT course_id FROM course_teacher WHERE user_id = (SELECT id FROM users WHERE mobile = ${q(teacherMobile)}))`;
  const own = await runSql(server, `SELECT sign FROM course WHERE id IN ${mine} ORDER BY id LIMIT 1`);
  const other = await runSql(server, `SELECT sign FROM course WHERE id NOT IN ${mine} ORDER BY id LIMIT 1`);
  assert.ok(own && other);
  return { own, other };
}

export const SAMPLE_QUESTIONS = [
  { type: 1, subjectName: 'Python 的作者是谁？', score: 10, answer: 'B', analysis: '解析：吉多', options: ['林纳斯', '吉多', '高斯林', '里奇'] },
  { type: 2, subjectName: '下列哪些是可变类型？', score: 10, answer: 'A,C', analysis: '解析：list 与 dict', options: ['list', 'tuple', 'dict', 'str'] },
  { type: 3, subjectName: 'Python 是解释型语言。', score: 10, answer: '1', analysis: '解析：正确' },
  { type: 4, subjectName: '中国的首都是____。', score: 10, answer: '北京|北京市', analysis: '解析：北京' },
  { type: 5, subjectName: '简述 GIL 的作用。', score: 60, answer: '参考答案：全局解释器锁', analysis: '解析：GIL' },
];

/**
 * Writes a released exam of courseSign with the given questions. Times are epoch seconds.
 * Returns {sign, id, questions: [{sign, id, ...}]}.
 */
export async function makeExam(server, courseSign, {
  type = 2, name = `单元测试 ${sign().slice(0, 6)}`, startAt = serverNow(server) - 60, endAt = serverNow(server) + 3600,
  examTime = 30, answerMode = 1, shuffle = 0, attemptLimit = 1, released = 1, answersReleased = 0,
  questions = SAMPLE_QUESTIONS, chapterSign = null,
} = {}) {
  const cid = Number(await runSql(server, `SELECT id FROM course WHERE sign = ${q(courseSign)}`));
  const now = serverNow(server);
  const made = [];
  let serial = 1;
  for (const question of questions) {
    const qs = sign();
    const id = Number(await runSql(server, `INSERT INTO question (sign, course_id, type, subject_name, serial_number,
      level, score, answer, analysis, status, created_at, updated_at) VALUES (${q(qs)}, ${cid}, ${question.type},
      ${q(question.subjectName)}, (SELECT COALESCE(MAX(serial_number), 0) + 1 FROM question WHERE course_id = ${cid}
      AND status = 0), 1, ${question.score}, ${q(question.answer)}, ${q(question.analysis)}, 0,
      ${now}, ${now}) RETURNING id`));
    const letters = 'ABCDEFGH';
    for (const [i, content] of (question.options ?? []).entries()) {
      await runSql(server, `INSERT INTO question_option (sign, question_id, option_name, option_content, created_at)
        VALUES (${q(sign())}, ${id}, '${letters[i]}', ${q(content)}, ${now})`);
    }
    made.push({ ...question, sign: qs, id, serial });
    serial += 1;
  }
  const total = questions.reduce((s, x) => s + x.score, 0);
  const es = sign();
  const chapter = chapterSign ? `(SELECT id FROM chapter WHERE sign = ${q(chapterSign)})` : 'NULL';
  const examId = Number(await runSql(server, `INSERT INTO exam (sign, course_id, chapter_id, type, name, attention, start_at, end_at,
    exam_time, total_score, answer_mode, shuffle, attempt_limit, release_status, answers_released, created_at, updated_at)
    VALUES (${q(es)}, ${cid}, ${chapter}, ${type}, ${q(name)}, '请独立完成', ${startAt}, ${endAt}, ${examTime}, ${total},
    ${answerMode}, ${shuffle}, ${attemptLimit}, ${released}, ${answersReleased}, ${now}, ${now}) RETURNING id`));
  for (const m of made) {
    await runSql(server, `INSERT INTO exam_subject (exam_id, question_id, serial, created_at)
      VALUES (${examId}, ${m.id}, ${m.serial}, ${now})`);
  }
  return { sign: es, id: examId, name, total, questions: made };
}

/**
 * Stops the server with SIGTERM (asserting a clean exit) and starts the same binary with the same arguments on the
 * same data directory and database. Returns a server object whose stop() stops the new process and cleans up.
 */
export async function restartServer(server, env = {}) {
  server.proc.kill('SIGTERM');
  const first = await orTimeout(server.exited, 30_000);
  assert.deepEqual(first, { code: 0, signal: null }, `server did not stop cleanly:\n${server.log()}`);
  const proc = spawn(SERVER_BIN, server.args, { cwd: server.dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout.on('data', (c) => { output += c; });
  proc.stderr.on('data', (c) => { output += c; });
  const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  const again = { ...server, proc, exited, log: () => output.slice(-4000) };
  again.stop = async () => {
    proc.kill('SIGTERM');
    const r = await orTimeout(exited, 30_000);
    await server.cleanup();
    assert.deepEqual(r, { code: 0, signal: null }, `restarted server did not stop cleanly:\n${output.slice(-4000)}`);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await request(again, { path: '/healthz', timeoutMs: 2_000 });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    assert.ok(Date.now() < deadline, `restarted server did not answer:\n${output}`);
    await sleep(100);
  }
  // The clock a test moved stays moved: the restarted server starts on the system clock.
  if (server.clockOffset) await advanceClock(again, server.clockOffset);
  return again;
}
