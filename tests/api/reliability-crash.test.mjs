// Crash safety (issue 13, docs/reliability.md): writers register users, join a course, save exam answers and
// upload course data files against the real server; at a random moment the server is killed with SIGKILL, started
// again on the same data, and every write that was acknowledged before the kill must be there — rows, the saved
// answers' sequence, the uploaded files byte for byte — the files and rows must agree and SQLite's integrity check
// must say ok. A few cycles run in make test; `make soak` runs 1,000 on SQLite and on PostgreSQL.
//
//   XJ_CRASH_CYCLES=5 (default 3) XJ_TEST_DB=sqlite node --test tests/api/reliability-crash.test.mjs
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { Accounts, DEMO, freshIp, freshMobile, setCookies } from './lib/accounts.mjs';
import { demoCourses, enrol, makeExam, q } from './lib/exam-papers.mjs';
import { multipartForm } from './lib/images.mjs';
import { SERVER_BIN, api, request, sleep, startServer } from './lib/server.mjs';
import { sql } from './lib/two-schools.mjs';

const CYCLES = Number(process.env.XJ_CRASH_CYCLES ?? 3);
const WRITERS = 6;

let server;
let proc; // the running server process (replaced at each restart)
let acc;
let teacher;
let course;
let chapter;
let exam;
const acked = { users: [], collections: [], saves: new Map(), files: [] };

before(async () => {
  server = await startServer();
  proc = server.proc;
  acc = new Accounts(server);
  teacher = setCookies(await acc.login(DEMO.teacher, 'xuejing2026')).token.value;
  course = (await demoCourses(server, DEMO.teacher)).own;
  chapter = await sql(server, `SELECT sign FROM chapter WHERE course_id = (SELECT id FROM course WHERE sign = ${q(course)}) ORDER BY id LIMIT 1`);
  exam = await makeExam(server, course, { examTime: 600, endAt: Math.floor(Date.now() / 1000) + 86_400 });
});
after(async () => {
  if (proc && proc.exitCode === null) proc.kill('SIGKILL');
  await server?.cleanup();
});

/** Starts the same binary with the same arguments on the same data; resolves once /healthz answers. */
async function restart() {
  const child = spawn(SERVER_BIN, server.args, { cwd: server.dir, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => { output = (output + c).slice(-8000); });
  child.stderr.on('data', (c) => { output = (output + c).slice(-8000); });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await request(server, { path: '/healthz', timeoutMs: 2_000 })).status === 200) return child;
    } catch {
      // not listening yet
    }
    assert.ok(child.exitCode === null, `the server did not start again after a kill:\n${output}`);
    assert.ok(Date.now() < deadline, `the server did not answer within 60 s after a kill:\n${output}`);
    await sleep(50);
  }
}

const ok = (res) => res.status === 200 && res.json?.code === 200;

// One writer: one kind of write after another until the server goes away; what was acknowledged is recorded.
async function writer(n, stop) {
  const kinds = ['register', 'enrol', 'save', 'upload'];
  let paper = null;
  let token = null;
  let mobile = null;
  let seq = 0;
  for (let i = 0; !stop.done; i += 1) {
    const kind = kinds[(n + i) % kinds.length];
    try {
      if (kind === 'register' || !token) {
        const fresh = freshMobile();
        const ip = freshIp();
        const code = await acc.codeFor(fresh, 1, ip);
        const res = await acc.call('POST', '/register', { mobile: fresh, mobileCode: code, password: await acc.encrypt('abc12345'), schoolCode: '' }, { ip });
        if (!ok(res)) continue;
        acked.users.push(fresh);
        mobile = fresh;
        token = setCookies(res).token.value;
        paper = null;
      } else if (kind === 'enrol') {
        await enrol(server, mobile, course).catch(() => {}); // the exam needs it; not the write under test
        const res = await acc.call('POST', '/course/collect', { sign: course }, { cookies: { token } });
        if (ok(res)) acked.collections.push(mobile);
      } else if (kind === 'save') {
        if (!paper) {
          const res = await acc.call('POST', '/qb/getExaminationPaper', { examinationId: exam.sign }, { cookies: { token } });
          if (!ok(res)) continue;
          paper = res.json.data.testPaperData.unitestingUserRecordId;
          seq = 0;
        }
        seq += 1;
        const res = await acc.call('POST', '/qb/saveExaminationPaper', {
          unitestingUserRecordId: paper, saveSeq: seq, countDown: 0,
          subjectAnswerReqList: [{ unitestingBankId: exam.questions[0].sign, answer: seq % 2 ? 'A' : 'B' }],
        }, { cookies: { token } });
        if (ok(res)) acked.saves.set(paper, seq);
      } else {
        const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(20_000 + Math.floor(Math.random() * 200_000))]);
        const f = multipartForm({ courseId: course, chapterIdSign: chapter }, { name: `讲义${n}-${i}.pdf`, content: bytes });
        const res = await api(server, 'POST', '/api/v1/courseStudy/addCourseData', f.body, {
          'content-type': f.contentType, cookie: `token=${teacher}`,
        });
        if (ok(res)) acked.files.push({ sign: res.json.data.idSign, sha: crypto.createHash('sha256').update(bytes).digest('hex') });
      }
    } catch {
      // the server went away mid-call: not acknowledged
    }
  }
}

async function verify(cycle) {
  const problems = [];
  const users = new Set((await sql(server, 'SELECT mobile FROM users')).split('\n'));
  for (const m of acked.users) if (!users.has(m)) problems.push(`user ${m} acknowledged, missing`);
  const collected = new Set((await sql(server, `SELECT u.mobile FROM course_collection k JOIN users u ON u.id = k.user_id
    JOIN course c ON c.id = k.course_id WHERE c.sign = ${q(course)}`)).split('\n'));
  for (const m of acked.collections) if (!collected.has(m)) problems.push(`collection of ${m} acknowledged, missing`);
  // One query for every attempt, and each acknowledged file's bytes hashed at the first restart after it was
  // acknowledged (its size checked at every one after): a long soak's checks stay a few queries per cycle.
  const seqs = new Map((await sql(server, "SELECT sign || '|' || save_seq FROM exam_attempt")).split('\n').filter(Boolean)
    .map((line) => line.split('|')));
  for (const [record, seq] of acked.saves) {
    const stored = Number(seqs.get(record));
    if (!(stored >= seq)) problems.push(`attempt ${record}: save ${seq} acknowledged, stored ${seqs.get(record) ?? 'none'}`);
  }
  const rows = new Map((await sql(server, "SELECT sign || '|' || path FROM course_file")).split('\n').filter(Boolean)
    .map((line) => line.split('|')));
  for (const f of acked.files) {
    const path = rows.get(f.sign);
    if (!path) {
      problems.push(`file ${f.sign} acknowledged, no row`);
      continue;
    }
    const file = `${server.dataDir}/files/${path}`;
    if (!fs.existsSync(file)) {
      problems.push(`file ${f.sign}: no file`);
    } else if (f.size === undefined) {
      const bytes = fs.readFileSync(file);
      if (crypto.createHash('sha256').update(bytes).digest('hex') !== f.sha) problems.push(`file ${f.sign}: other bytes`);
      else f.size = bytes.length;
    } else if (fs.statSync(file).size !== f.size) {
      problems.push(`file ${f.sign}: its size changed`);
    }
  }
  for (const [, path] of rows) {
    if (!fs.existsSync(`${server.dataDir}/files/${path}`)) problems.push(`row of ${path} without its file`);
  }
  if (server.db.kind === 'sqlite') {
    const check = await sql(server, 'PRAGMA integrity_check');
    if (check !== 'ok') problems.push(`integrity_check: ${check}`);
  }
  assert.deepEqual(problems, [], `cycle ${cycle}: acknowledged writes lost:\n${problems.join('\n')}`);
}

test(`${CYCLES} SIGKILLs under writes: every acknowledged write is there after the restart, files and rows agree`, async (t) => {
  let killed = 0;
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const stop = { done: false };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n, stop));
    await sleep(300 + Math.floor(Math.random() * 1200));
    proc.kill('SIGKILL');
    killed += 1;
    await new Promise((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', resolve)));
    stop.done = true;
    await Promise.all(writers);
    proc = await restart();
    await verify(cycle);
  }
  const figures = { cycles: killed, users: acked.users.length, collections: acked.collections.length,
    attempts: acked.saves.size, files: acked.files.length, lost: 0 };
  t.diagnostic(`crash safety: ${JSON.stringify(figures)}`);
  console.log(`crash safety: ${JSON.stringify(figures)}`);
  proc.kill('SIGTERM');
});
