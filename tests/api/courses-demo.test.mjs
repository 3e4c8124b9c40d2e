// Demo courses: real MP4 clips linked from the media cache into the data directory with their probed durations,
// covers and data files on disk, and a --demo start without ffmpeg failing with a clear message.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { runSql } from './lib/identity.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';

test('demo videos: MP4 files in files/videos/demo, linked from the cache, with durations of 20–30 s', async () => {
  const server = await startServer();
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
    assert.equal(covers.length, 12);
    const files = fs.readdirSync(path.join(second.dataDir, 'files', 'course-files', 'demo'));
    assert.ok(files.length >= 12);
  } finally {
    await second.stop();
    fs.rmSync(keep, { recursive: true, force: true });
  }
});
