// Demo courses: real MP4 clips linked from the media cache into the data directory with their probed durations,
// covers and data files on disk, and a --demo start without ffmpeg failing with a clear message.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { Identity, runSql } from './lib/identity.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';

test('demo videos: MP4 files in files/videos/demo, linked from the cache, with durations of 20–30 s', async () => {
  const server = await startServer({ fresh: true }); // its own seeding: the test reads its log
  try {
    const rows = (await runSql(server, 'SELECT path, size, duration_ms, mime FROM media ORDER BY id')).split('\n');
    assert.ok(rows.length >= 12 * 4, `${rows.length} media rows`);
    for (const row of rows) {
      const [rel, size, ms, mime] = row.split('|');
      assert.equal(mime, 'video/mp4');
      assert.match(rel, /^videos\/demo\/[0-9a-f]{32}\.mp4$/);
      const file = path.join(server.dataDir, 'files', rel);
      const stat = fs.statSync(file);
      assert.equal(stat.size, Number(size));
      assert.ok(Number(ms) >= 19_500 && Number(ms) <= 30_500, `duration ${ms} ms`);
      const head = Buffer.alloc(12);
      const fd = fs.openSync(file, 'r');
      fs.readSync(fd, head, 0, 12, 0);
      fs.closeSync(fd);
      assert.equal(head.subarray(4, 8).toString(), 'ftyp', 'an MP4 file');
    }
    const first = path.join(server.dataDir, 'files', rows[0].split('|')[0]);
    assert.ok(fs.statSync(first).nlink >= 2, 'hard-linked from the media cache');
    assert.match(server.log(), /course videos ready in \d+ ms/);
    const files = (await runSql(server, 'SELECT path FROM course_file')).split('\n');
    assert.ok(files.length >= 12);
    for (const rel of files) assert.ok(fs.existsSync(path.join(server.dataDir, 'files', rel)), rel);
  } finally {
    await server.stop();
  }
});

test('a --demo start without ffmpeg on PATH fails and says so', async () => {
  await assert.rejects(
    startServer({ env: { PATH: '/nonexistent', XJ_MEDIA_CACHE: '/tmp/xj-no-ffmpeg-cache' } }),
    /need ffmpeg to make their videos/,
  );
});

test('without demo data (no school yet) the catalogue is empty and course pages are 课程不存在', async () => {
  const server = await startServer({ demo: false });
  try {
    const list = await api(server, 'POST', '/api/v1/school/getSchoolCourseList', {});
    assert.deepEqual(assertEnvelope(list, { status: 200, code: 200 }).data, { list: [], total: 0 });
    const kinds = assertEnvelope(await api(server, 'GET', '/api/v1/course/kinds'), { status: 200, code: 200 }).data;
    assert.deepEqual(kinds.map((k) => k.count), [0, 0, 0]);
    assertEnvelope(await api(server, 'POST', '/api/v1/course/getCourseById', { sign: 'x' }), { status: 200, code: -1000, msg: '课程不存在' });
  } finally {
    await server.stop();
  }
});

test('a later --demo start on a seeded database with a new data directory puts back the covers and data files', async (t) => {
  if ((process.env.XJ_TEST_DB || 'sqlite') !== 'sqlite') return t.skip('reuses a SQLite file');
  const keep = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-courses-kept-'));
  const dbFile = path.join(keep, 'kept.db');
  const first = await startServer();
  try {
    await promisify(execFile)('sqlite3', [path.join(first.dataDir, 'xuejing.db'), `.backup ${dbFile}`]);
  } finally {
    await first.stop();
  }
  const second = await startServer({ extraArgs: ['--database-url', `sqlite:${dbFile}`] });
  try {
    assert.match(second.log(), /restored \d+ course covers and data files/);
    const covers = fs.readdirSync(path.join(second.dataDir, 'files', 'course-covers', 'demo'));
    assert.equal(covers.length, 15, "twelve courses and three trainings");
    const files = fs.readdirSync(path.join(second.dataDir, 'files', 'course-files', 'demo'));
    assert.ok(files.length >= 12);
  } finally {
    await second.stop();
    fs.rmSync(keep, { recursive: true, force: true });
  }
});

test('the demo student\'s study obeys the heartbeat rules: furthest ≤ duration, complete at 90 %, a finished course', async () => {
  const server = await startServer();
  try {
    const student = "(SELECT id FROM users WHERE mobile = '13800000001')";
    const rows = (await runSql(server, `SELECT c.name, m.duration_ms, vp.credited_seconds, vp.furthest_seconds,
      vp.resume_seconds, vp.completed FROM video_progress vp JOIN chapter_video cv ON cv.id = vp.video_id
      JOIN media m ON m.id = cv.media_id JOIN course c ON c.id = vp.course_id WHERE vp.user_id = ${student}`))
      .split('\n').map((r) => r.split('|'));
    assert.ok(rows.length >= 11, `${rows.length} progress rows: 4 + 2 + 5 watched, one half-watched`);
    let half = 0;
    for (const [name, ms, credited, furthest, resume, completed] of rows) {
      const duration = Number(ms) / 1000;
      const at = `${name}: ${furthest} of ${duration} s`;
      assert.ok(Number(furthest) <= duration + 1e-6, `furthest ≤ duration (${at})`);
      assert.ok(Number(resume) <= Number(furthest) + 1e-6, `resume ≤ furthest (${at})`);
      assert.ok(Number(credited) <= Number(furthest) + 1e-6, `credited no more than was watched (${at})`);
      assert.equal(completed === '1', Number(furthest) >= 0.9 * duration, `complete exactly from 90 % (${at})`);
      if (completed !== '1') half += 1;
    }
    assert.equal(half, 1, 'one half-watched video to resume');

    const enrolments = (await runSql(server, `SELECT c.name, e.status, e.progress, e.studied_seconds,
      COALESCE(e.finished_at, 0), (SELECT COUNT(*) FROM chapter_video cv WHERE cv.course_id = e.course_id),
      (SELECT COUNT(*) FROM video_progress vp WHERE vp.user_id = e.user_id AND vp.course_id = e.course_id AND vp.completed = 1),
      (SELECT COALESCE(SUM(vp.credited_seconds), 0) FROM video_progress vp WHERE vp.user_id = e.user_id AND vp.course_id = e.course_id),
      (SELECT COALESCE(SUM(d.seconds), 0) FROM study_day d WHERE d.user_id = e.user_id AND d.course_id = e.course_id)
      FROM enrolment e JOIN course c ON c.id = e.course_id WHERE e.user_id = ${student} AND c.offering = 1 ORDER BY e.id`))
      .split('\n').map((r) => r.split('|'));
    assert.equal(enrolments.length, 3);
    for (const [name, status, progress, studied, finishedAt, videos, completed, credited, ledger] of enrolments) {
      assert.equal(Number(progress), Math.floor(Number(completed) * 100 / Number(videos)), `${name}: progress`);
      const finished = Number(completed) === Number(videos);
      assert.equal(status, finished ? '2' : '1', `${name}: studyStatus`);
      assert.equal(Number(finishedAt) > 0, finished, `${name}: finished_at`);
      assert.ok(Math.abs(Number(studied) - Number(credited)) <= 1, `${name}: studied ${studied} s = credited ${credited} s`);
      assert.ok(Math.abs(Number(ledger) - Number(credited)) < 1e-6, `${name}: the day ledger ${ledger} s = credited`);
    }
    assert.equal(enrolments.find(([name]) => name === '短视频运营')?.[1], '2', '短视频运营 has every video complete');

    const token = await new Identity(server).tokenOf('13800000001');
    const res = await api(server, 'POST', '/api/v1/course/studyProgress', { studyStatus: 2 }, { cookie: `token=${token}` });
    const done = assertEnvelope(res, { status: 200, code: 200 }).data;
    assert.deepEqual(done.list.map((c) => [c.name, c.studyStatus, c.progress]), [['短视频运营', 2, 100]]);
  } finally {
    await server.stop();
  }
});
