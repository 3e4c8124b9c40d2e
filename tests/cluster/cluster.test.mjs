// Two instances behind nginx over one PostgreSQL (deploy/cluster.sh; docs/operations.md): whatever a user does works
// whichever instance answers. A session made on one holds on the other; what an admin changes on one shows on the
// other at once (the change feed, not the caches' age); the SMS limits per number hold across instances; an exam
// started on one is saved and handed in on the other; one instance killed under load loses only its requests in
// flight: every read through nginx is answered, and every write that was answered is in the database.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshIp, freshMobile } from '../api/lib/accounts.mjs';
import { DEMO_SCHOOL, runSql } from '../api/lib/identity.mjs';
import { Study } from '../api/lib/study.mjs';
import { REPO_ROOT, api, assertEnvelope } from '../api/lib/server.mjs';
import { enrol, makeExam } from '../api/lib/exam-papers.mjs';

const run = promisify(execFile);
const CLUSTER = path.join(REPO_ROOT, 'deploy/cluster.sh');
/** Longer than the change feed needs (milliseconds), well under the caches' own 5 s age. */
const AT_ONCE_MS = 1500;

let dir;
/** Each instance and nginx as the test helpers' "server": a port, and the database for runSql. */
const at = {};

before(async () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-cluster-'));
  fs.chmodSync(scratch, 0o755); // PostgreSQL runs as its own user when the tests run as root: it must reach DIR/pg
  dir = path.join(scratch, 'c');
  await run(CLUSTER, ['start', dir, '2'], { timeout: 300_000 });
  const env = Object.fromEntries(
    fs.readFileSync(path.join(dir, 'cluster.env'), 'utf8').trim().split('\n').map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  const db = { kind: 'postgres', url: env.PG_URL };
  const port = (file) => Number(fs.readFileSync(path.join(dir, file), 'utf8'));
  at.one = { port: port('i1.port'), db };
  at.two = { port: port('i2.port'), db };
  at.nginx = { port: Number(new URL(env.URL).port), db };
});

after(async () => {
  if (dir) await run(CLUSTER, ['stop', dir], { timeout: 120_000 });
  if (dir) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

/** A client of one instance (or of nginx). */
const via = (server) => new Study(server);

/** Polls `check` for up to AT_ONCE_MS; the last answer. */
async function soon(check) {
  const until = Date.now() + AT_ONCE_MS;
  let last;
  do {
    last = await check();
    if (last === true) return true;
  } while (Date.now() < until);
  return last;
}

test('a session made on one instance holds on the other and through nginx, and its logout ends it on every one', async () => {
  const token = await via(at.one).tokenOf(DEMO.student);
  for (const server of [at.two, at.nginx]) {
    const info = await via(server).ok(token, 'GET', '/user/getLoginInfo');
    assert.equal(info.mobile, DEMO.student);
  }
  assertEnvelope(await via(at.two).call('POST', '/logout', undefined, { cookies: { token } }), { status: 200, code: 200 });
  assertRefused(await via(at.one).info(token), -1001);
});

test('a menu the school admin adds on one instance is in the other\'s navigation bar at once, and leaves it at once', async () => {
  const admin = await via(at.one).tokenOf(DEMO.schoolAdmin);
  const nav = async () => (await via(at.two).ok(undefined, 'GET', '/menu/getNavigationBar')).map((m) => m.menuName);
  assert.ok(!(await nav()).includes('集群菜单'));  // the other instance now holds the bar in memory
  const made = await via(at.one).ok(admin, 'POST', '/schoolAdmin/site/menu/save', {
    name: '集群菜单', url: '/home/news-advisory', explain: '两个实例', openMode: '_self', visible: true,
  });
  assert.equal(await soon(async () => (await nav()).includes('集群菜单')), true, 'the new item shows on the other instance');
  await via(at.one).ok(admin, 'POST', '/schoolAdmin/site/menu/delete', { id: made.id });
  assert.equal(await soon(async () => !(await nav()).includes('集群菜单')), true, 'the deleted item leaves the other instance');
});

test('a course unpublished on one instance is gone for a visitor of the other at once, and back when published', async () => {
  const admin = await via(at.one).tokenOf(DEMO.schoolAdmin);
  const course = (await via(at.one).ok(admin, 'GET', '/schoolAdmin/courses?size=50&offering=1&status=1')).list[0];
  const visible = async () => (await via(at.two).call('POST', '/course/getCourseById', { sign: course.idSign })).json.code === 200;
  assert.equal(await visible(), true);  // in the other instance's memory now
  await via(at.one).ok(admin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign, status: 0 });
  assert.equal(await soon(async () => !(await visible())), true, 'unpublished on the other instance');
  await via(at.one).ok(admin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign, status: 1 });
  assert.equal(await soon(visible), true, 'published again on the other instance');
});

test('the SMS limits of a number hold across instances: a second code within 60 s is refused by the other', async () => {
  const mobile = freshMobile();
  const send = (server) => via(server).sendCode(mobile, 1, freshIp());
  assertEnvelope(await send(at.one), { status: 200, code: 200 });
  assertRefused(await send(at.two), -1000, '每60秒只能发送一次验证码');
  assertRefused(await send(at.nginx), -1000, '每60秒只能发送一次验证码');
  assert.equal(Number(await runSql(at.one, `SELECT COUNT(*) FROM sms_outbox WHERE mobile = '${mobile}'`)), 1);
});

test('an exam started on one instance is saved on the other and handed in through nginx', async () => {
  const student = await via(at.one).tokenOf(DEMO.student);
  const courseSign = await runSql(at.one, `SELECT c.sign FROM course c JOIN school s ON s.id = c.school_id
    WHERE s.sign = '${DEMO_SCHOOL}' AND c.offering = 1 AND c.status = 1 ORDER BY c.id LIMIT 1`);
  await enrol(at.one, DEMO.student, courseSign);
  const exam = await makeExam(at.one, courseSign);
  const paper = await via(at.one).ok(student, 'POST', '/qb/getExaminationPaper', { examinationId: exam.sign });
  const record = paper.testPaperData.unitestingUserRecordId;
  const first = exam.questions[0];
  await via(at.two).ok(student, 'POST', '/qb/saveExaminationPaper', {
    unitestingUserRecordId: record, countDown: 0, saveSeq: 1, submit: false,
    subjectAnswerReqList: [{ unitestingBankId: first.sign, answer: first.answer }],
  });
  // The other instance shows the answer saved on this one.
  const again = await via(at.one).ok(student, 'POST', '/qb/getExaminationPaper', { examinationId: exam.sign });
  assert.equal(again.testPaperData.unitestingUserRecordId, record);
  assert.equal(again.saveSeq, 1);
  await via(at.nginx).ok(student, 'POST', '/qb/saveExaminationPaper', {
    unitestingUserRecordId: record, countDown: 0, saveSeq: 2, submit: true, subjectAnswerReqList: [],
  });
  const row = await runSql(at.one, `SELECT submit_status || ':' || COALESCE(score, -1) FROM exam_attempt WHERE sign = '${record}'`);
  // Graded at once (the essay left empty scores 0): the single choice saved on the other instance counted.
  assert.equal(row, '2:10', 'handed in and graded with the first answer\'s 10 points');
});

test('one instance killed under load: every read through nginx is answered, every answered write is kept', async () => {
  const student = await via(at.nginx).tokenOf(DEMO.student);
  const course = await runSql(at.one, `SELECT c.sign FROM course c JOIN school s ON s.id = c.school_id
    WHERE s.sign = '${DEMO_SCHOOL}' AND c.offering = 1 AND c.status = 1 ORDER BY c.id LIMIT 1`);
  await enrol(at.one, DEMO.student, course);
  const reads = [];
  const writes = [];
  const tag = `集群压测${Date.now()}`;
  // The load runs until the kill and then as long again after it: the kill lands in the middle of it.
  let atKill = null;
  const readsGoing = () => atKill === null || reads.length < atKill.reads * 2 + 20;
  const writesGoing = () => atKill === null || writes.length < atKill.writes * 2 + 10;
  const reader = async () => {
    while (readsGoing()) {
      try {
        reads.push((await api(at.nginx, 'GET', '/api/v1/course/chosenList?page_size=8')).status);
      } catch (error) {
        reads.push(String(error));
      }
    }
  };
  const writer = async (w) => {
    for (let k = 0; writesGoing(); k += 1) {
      const content = `${tag}-${w}-${k}`;
      try {
        const res = await via(at.nginx).call('POST', '/course/addQuestion', { courseIdSign: course, questionsContent: content }, { cookies: { token: student } });
        writes.push({ content, answered: res.status === 200 && res.json?.code === 200, status: res.status });
      } catch (error) {
        writes.push({ content, answered: false, why: String(error) });
      }
    }
  };
  const load = Promise.all([reader(), reader(), reader(), writer(1), writer(2)]);
  while (reads.length < 100 || writes.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
  await run(CLUSTER, ['kill', dir, '2']);
  atKill = { reads: reads.length, writes: writes.length };
  await load;

  assert.ok(reads.length >= 200);
  assert.deepEqual([...new Set(reads)], [200], 'every read through nginx was answered, by the instance left if need be');
  const kept = new Set((await runSql(at.one, `SELECT content FROM course_question WHERE content LIKE '${tag}-%'`)).split('\n').filter(Boolean));
  const answered = writes.filter((w) => w.answered);
  assert.ok(answered.length >= writes.length - 4, `the writes were answered (${answered.length} of ${writes.length})`);
  for (const w of answered) assert.ok(kept.has(w.content), `${w.content} was answered and is kept`);
  // The writes that failed were those in flight on the killed instance (one per writer, and one more each that nginx
  // had already sent on a kept-alive connection to it), and nothing was written twice.
  assert.ok(writes.length - answered.length <= 4, JSON.stringify(writes.filter((w) => !w.answered)));
  assert.equal(kept.size, Number(await runSql(at.one, `SELECT COUNT(*) FROM course_question WHERE content LIKE '${tag}-%'`)));

  // The instance comes back and takes its share again.
  await run(CLUSTER, ['revive', dir, '2'], { timeout: 120_000 });
  const back = await via(at.two).ok(undefined, 'GET', '/course/chosenList?page_size=8');
  assert.ok(Array.isArray(back));
});

test('the production nginx configuration (deploy/nginx/) is valid as shipped', async (t) => {
  const openssl = await run('sh', ['-c', 'command -v openssl']).then(() => true, () => false);
  if (!openssl) return t.skip('no openssl to make the test certificate');
  // The shipped files, with their /etc paths pointed at a scratch folder and a throwaway certificate.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-nginx-'));
  try {
    const etc = path.join(scratch, 'xuejing');
    fs.mkdirSync(etc);
    for (const f of ['xuejing-proxy.conf', 'xuejing-locations.conf']) fs.copyFileSync(path.join(REPO_ROOT, 'deploy/nginx', f), path.join(etc, f));
    await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=xuejing',
      '-keyout', path.join(scratch, 'privkey.pem'), '-out', path.join(scratch, 'fullchain.pem')]);
    const site = fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx/xuejing.conf'), 'utf8')
      .replaceAll('/etc/nginx/xuejing/', `${etc}/`).replaceAll('/etc/ssl/xuejing/', `${scratch}/`);
    fs.writeFileSync(path.join(scratch, 'site.conf'), site);
    const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${scratch}/${t};\n`).join('');
    fs.writeFileSync(path.join(scratch, 'nginx.conf'), `pid ${scratch}/nginx.pid;\nerror_log ${scratch}/error.log;\nevents {}\n` +
      `http {\n${temps}  include /etc/nginx/mime.types;\n  include ${scratch}/site.conf;\n}\n`);
    const { stderr } = await run(process.env.NGINX_BIN ?? '/usr/sbin/nginx', ['-t', '-c', path.join(scratch, 'nginx.conf'), '-p', scratch]);
    assert.match(stderr, /test is successful/);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
