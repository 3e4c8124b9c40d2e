// Signed video URLs (docs/study.md "Video study"): POST /courseStudy/videoAuth answers only enrolled users and
// the course's teachers; the URL plays (with byte ranges) for 10 minutes; an altered or expired URL is a 404 like a
// missing file; the key is <data-dir>/keys/media.key with mode 0600.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { Study, mediaSigner } from './lib/study.mjs';
import { assertEnvelope, request, startServer } from './lib/server.mjs';

let server;
let st;
let student;
let course;
let video;

before(async () => {
  server = await startServer();
  st = new Study(server);
  student = await st.tokenOf(DEMO.student);
  [course] = await st.myCourses(student);
  assert.ok(course, 'the demo student is enrolled');
  [video] = await st.videos(student, course.idSign);
  assert.ok(video?.videoSign, 'the course has a video');
});
after(async () => {
  await server?.stop();
});

const fileOf = (url) => {
  const m = /^\/files\/videos\/([^?]+)\?e=(\d+)&s=([A-Za-z0-9_-]+)$/.exec(url);
  assert.ok(m, `signed URL shape: ${url}`);
  return { relative: decodeURIComponent(m[1]), e: Number(m[2]), s: m[3] };
};

test('an enrolled student gets a signed URL valid 10 minutes that plays the exact file, ranges included', async () => {
  const before = Math.floor(Date.now() / 1000);
  const data = assertEnvelope(await st.videoAuth(student, video.videoSign), { status: 200, code: 200 }).data;
  assert.deepEqual(Object.keys(data).sort(), ['durationSeconds', 'expiresAt', 'mime', 'url']);
  assert.equal(data.mime, 'video/mp4');
  assert.ok(data.durationSeconds >= 20 && data.durationSeconds <= 40, `duration ${data.durationSeconds}`);
  const { relative, e } = fileOf(data.url);
  assert.ok(e >= before + 600 && e <= Math.floor(Date.now() / 1000) + 600, `expiry ${e}`);
  assert.match(data.expiresAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  assert.equal(new Date(data.expiresAt).getTime() / 1000, e);

  const bytes = fs.readFileSync(path.join(server.dataDir, 'files/videos', relative));
  const whole = await request(server, { path: data.url });
  assert.equal(whole.status, 200);
  assert.equal(whole.headers['content-type'], 'video/mp4');
  assert.equal(whole.headers['accept-ranges'], 'bytes');
  assert.equal(whole.headers['cache-control'], 'private, no-store');
  assert.ok(whole.body.equals(bytes), 'the whole video');

  const part = await request(server, { path: data.url, headers: { range: 'bytes=100-1123' } });
  assert.equal(part.status, 206);
  assert.equal(part.headers['content-range'], `bytes 100-1123/${bytes.length}`);
  assert.ok(part.body.equals(bytes.subarray(100, 1124)));
  const tail = await request(server, { path: data.url, headers: { range: 'bytes=-16' } });
  assert.equal(tail.status, 206);
  assert.ok(tail.body.equals(bytes.subarray(bytes.length - 16)));
  const beyond = await request(server, { path: data.url, headers: { range: `bytes=${bytes.length}-` } });
  assert.equal(beyond.status, 416);
  assert.equal(beyond.headers['content-range'], `bytes */${bytes.length}`);
  const head = await request(server, { method: 'HEAD', path: data.url, headers: { range: 'bytes=0-99' } });
  assert.equal(head.status, 206);
  assert.equal(head.headers['content-length'], '100');
  assert.equal(head.body.length, 0);

  // The URL is not bound to a user: it may be shared for its 10-minute life (a visitor plays it).
  const shared = await request(server, { path: data.url, headers: { range: 'bytes=0-9' } });
  assert.equal(shared.status, 206);
});

test('altered, unsigned and expired URLs answer 404 like a missing file', async () => {
  const data = assertEnvelope(await st.videoAuth(student, video.videoSign), { status: 200, code: 200 }).data;
  const { relative, e, s } = fileOf(data.url);
  const base = `/files/videos/${relative}`;
  const missing = await request(server, { path: '/files/videos/demo/no-such-file.mp4' });
  assert.equal(missing.status, 404);
  const flipped = s[0] === 'A' ? `B${s.slice(1)}` : `A${s.slice(1)}`;
  const sign = mediaSigner(server);
  assert.equal(sign(relative, e), s, 'the server signs "<path>|<e>" with HMAC-SHA-256, base64url');
  const now = Math.floor(Date.now() / 1000);
  for (const target of [
    base,
    `${base}?e=${e}`,
    `${base}?s=${s}`,
    `${base}?e=${e + 1}&s=${s}`, // a later expiry
    `${base}?e=${e}&s=${flipped}`,
    `${base}?e=${e}&s=${s.slice(0, -1)}`,
    `${base}?e=-${e}&s=${s}`,
    `${base}?e=${now - 1}&s=${sign(relative, now - 1)}`, // properly signed but expired a second ago
    `${base}?e=${now - 3600}&s=${sign(relative, now - 3600)}`,
  ]) {
    const res = await request(server, { path: target });
    assert.equal(res.status, 404, target);
    assert.equal(res.text, missing.text, `the same answer as a missing file: ${target}`);
  }
  // Another file with this file's signature.
  const [, other] = await st.videos(student, course.idSign);
  const otherTicket = assertEnvelope(await st.videoAuth(student, other.videoSign), { status: 200, code: 200 }).data;
  const otherPath = otherTicket.url.split('?')[0];
  assert.equal((await request(server, { path: `${otherPath}?e=${e}&s=${s}` })).status, 404);
  // A URL signed with the key for a moment still ahead plays.
  const ok = await request(server, { path: `${base}?e=${now + 30}&s=${sign(relative, now + 30)}` });
  assert.equal(ok.status, 200);
});

test('visitors, users not enrolled and unknown videos are refused; the course teacher is not', async () => {
  assertRefused(await st.videoAuth(undefined, video.videoSign), -1001, '请登录');
  const stranger = (await st.newUser()).token;
  assertRefused(await st.videoAuth(stranger, video.videoSign), -1000, '请先加入学习');
  assertRefused(await st.videoAuth(student, 'nosuchvideo0000'), -1000, '视频不存在');
  assertRefused(await st.videoAuth(student, ''), -1000, '视频不存在');

  const teacher = await st.tokenOf(DEMO.teacher);
  const all = await st.ok(undefined, 'GET', '/course/recommendList?page_size=50');
  const taught = all.find((c) => c.teacherName === '王丽华');
  assert.ok(taught, 'the demo teacher 王丽华 leads a course');
  const [taughtVideo] = await st.videos(teacher, taught.idSign);
  const ticket = assertEnvelope(await st.videoAuth(teacher, taughtVideo.videoSign), { status: 200, code: 200 }).data;
  assert.equal((await request(server, { path: ticket.url, headers: { range: 'bytes=0-0' } })).status, 206);
  const notTaught = all.find((c) => c.teacherName !== '王丽华');
  if (notTaught) {
    const [v] = await st.videos(teacher, notTaught.idSign);
    assertRefused(await st.videoAuth(teacher, v.videoSign), -1000, '请先加入学习');
  }
});

test('the media key is generated into <data-dir>/keys/media.key, readable by the owner only', async () => {
  const stat = fs.statSync(path.join(server.dataDir, 'keys/media.key'));
  assert.equal(stat.mode & 0o777, 0o600);
  assert.ok(fs.readFileSync(path.join(server.dataDir, 'keys/media.key'), 'utf8').trim().length >= 32);
});
