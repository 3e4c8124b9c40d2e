// 我的上传 (docs/uploads.md, GET /upload/mine) on the real binary: a teacher's unfinished chunked upload with how much
// arrived, gone once cancelled; finished videos, answer files and the recognition photo among the done, newest
// first; one user never sees another's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused } from './lib/accounts.mjs';
import { makePng, multipart } from './lib/images.mjs';
import { Study } from './lib/study.mjs';
import { api, startServer } from './lib/server.mjs';

let server;
let st;
const tokens = {};

before(async () => {
  server = await startServer();
  st = new Study(server);
  for (const who of ['student', 'teacher', 'colleague']) tokens[who] = await st.tokenOf(DEMO[who], DEMO_PASSWORD);
});
after(async () => {
  await server?.stop();
});

const ok = (token, method, p, body) => st.ok(token, method, p, body);

test('a teacher’s unfinished upload shows what arrived; finished videos are among the done; others see none of it', async () => {
  const session = await ok(tokens.teacher, 'POST', '/upload/video/init', { fileName: '第三章 讲解.mp4', size: 3_000_000 });
  const chunk = Buffer.alloc(1_000_000, 7);
  const put = await st.call('PUT', `/upload/video/${session.uploadId}?offset=0`, chunk, {
    cookies: { token: tokens.teacher }, headers: { 'content-type': 'application/octet-stream' },
  });
  assert.equal(put.status, 200);

  const mine = await ok(tokens.teacher, 'GET', '/upload/mine');
  const open = mine.inProgress.find((s) => s.uploadId === session.uploadId);
  assert.deepEqual([open.fileName, open.size, open.received], ['第三章 讲解.mp4', 3_000_000, 1_000_000]);
  assert.ok(open.updatedAt);
  assert.ok(mine.done.length <= 50);
  assert.ok(mine.done.every((f) => ['video', 'answer', 'resumeVideo', 'recognition'].includes(f.kind) && f.name && f.createdAt));
  const times = mine.done.map((f) => f.createdAt);
  assert.deepEqual(times, [...times].sort().reverse(), 'newest first');

  const theirs = await ok(tokens.colleague, 'GET', '/upload/mine');
  assert.ok(!theirs.inProgress.some((s) => s.uploadId === session.uploadId));
  await ok(tokens.teacher, 'DELETE', `/upload/video/${session.uploadId}`);
  assert.ok(!(await ok(tokens.teacher, 'GET', '/upload/mine')).inProgress.some((s) => s.uploadId === session.uploadId));
  assertRefused(await st.call('GET', '/upload/mine'), -1001, '请登录');
});

test('a student’s recognition photo is among their uploads', async () => {
  const before = await ok(tokens.student, 'GET', '/upload/mine');
  assert.deepEqual(before.inProgress, []);
  const form = multipart('file', 'me.png', makePng(200, 260), 'image/png');
  const res = await api(server, 'POST', '/api/v1/user/recognitionPhoto/file', form.body, {
    'content-type': form.contentType, cookie: `token=${tokens.student}`,
  });
  const { photoPath } = JSON.parse(res.text).data;
  await ok(tokens.student, 'POST', '/user/uploadRecognitionPhoto', { photoPath });
  const after = await ok(tokens.student, 'GET', '/upload/mine');
  const photo = after.done.find((f) => f.kind === 'recognition');
  assert.equal(photo.context, '身份认证照片');
  assert.ok(photo.size > 0);
});
