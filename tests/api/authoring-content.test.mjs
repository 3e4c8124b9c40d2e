// Course authoring's content step (docs/authoring.md "Content design"): chapters and chapter videos edited only by
// the course's own teachers and its school's admins, with Chinese validation; the chunked, resumable video upload
// (append only at the received offset, a repeated chunk never written twice, content-checked container, ffprobe
// duration, size limit from XJ_VIDEO_MAX_MB); deleting a chapter removes its videos and their unused files.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { Study } from './lib/study.mjs';
import { assertEnvelope, request, startServer } from './lib/server.mjs';

const MAX_MB = 2;

let server;
let st;
let teacher;
let student;
let admin;
let ownCourse;
let otherCourse;
let mp4;
let tmp;

const q = (s) => `'${s.replaceAll("'", "''")}'`;

before(async () => {
  server = await startServer({ env: { XJ_VIDEO_MAX_MB: String(MAX_MB) } });
  st = new Study(server);
  teacher = await st.tokenOf(DEMO.teacher);
  student = await st.tokenOf(DEMO.student);
  admin = await st.tokenOf(DEMO.schoolAdmin);
  const mine = `(SELECT course_id FROM course_teacher WHERE user_id = (SELECT id FROM users WHERE mobile = ${q(DEMO.teacher)}))`;
  ownCourse = await runSql(server, `SELECT sign FROM course WHERE id IN ${mine} ORDER BY id LIMIT 1`);
  otherCourse = await runSql(server, `SELECT sign FROM course WHERE id NOT IN ${mine} ORDER BY id LIMIT 1`);
  assert.ok(ownCourse && otherCourse, 'the demo has a course the teacher leads and one he does not');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-content-'));
  const file = path.join(tmp, 'clip.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-f', 'lavfi', '-i',
    'sine=frequency=440', '-t', '3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    '-movflags', '+faststart', '-y', file]);
  mp4 = fs.readFileSync(file);
});
after(async () => {
  await server?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const noPermission = (res) => assertEnvelope(res, { status: 403, code: -6, msg: '您没有权限访问!' });
const ok = (res, msg) => assertEnvelope(res, { status: 200, code: 200, msg }).data;
const call = (token, p, body) => st.call('POST', p, body, { cookies: { token } });
const tree = async (token, courseIdSign) => ok(await call(token, '/course/chapterEditList', { courseIdSign })).list;
const chapterBody = (over = {}) => ({ chapterLevel: 1, chapterName: '第一单元 认识直播', chapterSynopsis: '简介', ...over });

function chunk(token, uploadId, offset, bytes) {
  return st.call('PUT', `/upload/video/${uploadId}?offset=${offset}`, bytes, {
    cookies: { token },
    headers: { 'content-type': 'application/octet-stream' },
  });
}
const init = (token, fileName, size) => st.call('POST', '/upload/video/init', { fileName, size }, { cookies: { token } });
const progress = (token, uploadId) => st.call('GET', `/upload/video/${uploadId}`, undefined, { cookies: { token } });
const finish = (token, uploadId) => st.call('POST', `/upload/video/${uploadId}/finish`, {}, { cookies: { token } });

async function uploadWhole(token, bytes, name = 'clip.mp4') {
  const { uploadId } = ok(await init(token, name, bytes.length));
  ok(await chunk(token, uploadId, 0, bytes));
  return finish(token, uploadId);
}

test('a course teacher adds, reads, edits and deletes chapters; the tree lists them by level with numerals', async () => {
  const a = ok(await call(teacher, '/course/addChapter', { courseIdSign: ownCourse, ...chapterBody({ chapterLevel: 12 }) }), '添加成功');
  assert.match(a.idSign, /^[0-9A-Za-z]{16}$/);
  const got = ok(await call(teacher, '/course/getChapterById', { idSign: a.idSign }));
  assert.deepEqual(got, {
    idSign: a.idSign, courseIdSign: ownCourse, chapterLevel: 12, upperCaseChapterLevel: '十二',
    chapterName: '第一单元 认识直播', chapterSynopsis: '简介',
  });
  ok(await call(teacher, '/course/updateChapter', { idSign: a.idSign, chapterLevel: '13', chapterName: '  改名  ', chapterSynopsis: '' }), '修改成功');
  const found = (await tree(teacher, ownCourse)).find((c) => c.idSign === a.idSign);
  assert.equal(found.chapterName, '改名');
  assert.equal(found.chapterLevel, 13);
  assert.equal(found.upperCaseChapterLevel, '十三');
  assert.deepEqual(found.childList, []);
  const levels = (await tree(teacher, ownCourse)).map((c) => c.chapterLevel);
  assert.deepEqual(levels, [...levels].sort((x, y) => x - y), 'ordered by level');
  ok(await call(teacher, '/course/deleteChapter', { idSign: a.idSign }), '删除成功');
  assertRefused(await call(teacher, '/course/getChapterById', { idSign: a.idSign }), -1000, '章节不存在');
});

test('bad chapter and video input is refused with -2, the field and a Chinese message, and writes nothing', async () => {
  const before = (await tree(teacher, ownCourse)).length;
  const cases = [
    [{ chapterName: '' }, 'chapterName', '请输入章节名称'],
    [{ chapterName: '   ' }, 'chapterName', '请输入章节名称'],
    [{ chapterName: '章'.repeat(51) }, 'chapterName', '章节名称不能超过50个字'],
    [{ chapterLevel: 0 }, 'chapterLevel', '章节序号必须是正整数'],
    [{ chapterLevel: -1 }, 'chapterLevel', '章节序号必须是正整数'],
    [{ chapterLevel: 1.5 }, 'chapterLevel', '章节序号必须是正整数'],
    [{ chapterLevel: 1e300 }, 'chapterLevel', '章节序号必须是正整数'],
    [{ chapterLevel: 10000 }, 'chapterLevel', '章节序号必须是正整数'],
    [{ chapterLevel: '' }, 'chapterLevel', '章节序号必须是正整数'],
    [{ chapterLevel: 'abc' }, 'chapterLevel', '章节序号必须是正整数'],
    [{ chapterLevel: null }, 'chapterLevel', '章节序号必须是正整数'],
    [{ chapterSynopsis: '简'.repeat(501) }, 'chapterSynopsis', '章节简介不能超过500个字'],
  ];
  for (const [over, field, msg] of cases) {
    assertRefused(await call(teacher, '/course/addChapter', { courseIdSign: ownCourse, ...chapterBody(over) }), -2, msg, field);
  }
  ok(await call(teacher, '/course/addChapter', { courseIdSign: ownCourse, ...chapterBody({ chapterName: '章'.repeat(50), chapterSynopsis: '简'.repeat(500) }) }));
  assert.equal((await tree(teacher, ownCourse)).length, before + 1, 'only the valid one was written');
  const chapter = (await tree(teacher, ownCourse)).find((c) => c.chapterName === '章'.repeat(50));

  const videoCases = [
    [{ videoTitle: '' }, 'videoTitle', '请输入视频标题'],
    [{ videoTitle: '视'.repeat(51) }, 'videoTitle', '视频标题不能超过50个字'],
    [{ videoLevel: 0 }, 'videoLevel', '视频序号必须是正整数'],
    [{ videoLevel: 'x' }, 'videoLevel', '视频序号必须是正整数'],
  ];
  for (const [over, field, msg] of videoCases) {
    assertRefused(await call(teacher, '/course/addChapterVideo', { chapterIdSign: chapter.idSign, videoTitle: '标题', videoLevel: 1, ...over }), -2, msg, field);
  }
  assertRefused(await call(teacher, '/course/addChapter', { ...chapterBody() }), -2, undefined, 'courseIdSign');
  assertRefused(await call(teacher, '/course/addChapter', { courseIdSign: 'nosuchcourse0000', ...chapterBody() }), -1000, '课程不存在');
  assert.deepEqual((await tree(teacher, ownCourse)).find((c) => c.idSign === chapter.idSign).childList, []);
  ok(await call(teacher, '/course/deleteChapter', { idSign: chapter.idSign }));
});

test('only the course own teachers and its school admins manage its content; others get -6 您没有权限访问!', async () => {
  // A student is refused by the route (role), a teacher of another course by the service (course_teacher chain).
  noPermission(await call(student, '/course/addChapter', { courseIdSign: ownCourse, ...chapterBody() }));
  noPermission(await call(teacher, '/course/addChapter', { courseIdSign: otherCourse, ...chapterBody() }));
  noPermission(await call(teacher, '/course/chapterEditList', { courseIdSign: otherCourse }));
  assertRefused(await call(undefined, '/course/chapterEditList', { courseIdSign: ownCourse }), -1001);

  const [theirs] = await tree(admin, otherCourse);
  assert.ok(theirs, 'the school admin sees the other course tree');
  const [theirVideo] = theirs.childList;
  for (const [p, body] of [
    ['/course/updateChapter', { idSign: theirs.idSign, ...chapterBody() }],
    ['/course/deleteChapter', { idSign: theirs.idSign }],
    ['/course/getChapterById', { idSign: theirs.idSign }],
    ['/course/addChapterVideo', { chapterIdSign: theirs.idSign, videoTitle: '偷加', videoLevel: 1 }],
    ['/course/updateVideo', { idSign: theirVideo.idSign, videoTitle: '偷改', videoLevel: 1 }],
    ['/course/deleteChapterVideo', { idSign: theirVideo.idSign }],
    ['/course/getVideoById', { idSign: theirVideo.idSign }],
  ]) {
    noPermission(await call(teacher, p, body));
  }
  const after = await tree(admin, otherCourse);
  assert.equal(after[0].chapterName, theirs.chapterName, 'nothing changed');
  assert.equal(after[0].childList.length, theirs.childList.length);

  // The school admin of the course's school may edit it.
  const added = ok(await call(admin, '/course/addChapter', { courseIdSign: otherCourse, ...chapterBody({ chapterLevel: 99 }) }));
  ok(await call(admin, '/course/deleteChapter', { idSign: added.idSign }));
});

test('videos: add, read, edit, delete; the catalogue shows a change at once (catalogue answers invalidated)', async () => {
  const ch = ok(await call(teacher, '/course/addChapter', { courseIdSign: ownCourse, ...chapterBody({ chapterLevel: 50 }) }));
  const v = ok(await call(teacher, '/course/addChapterVideo', { chapterIdSign: ch.idSign, videoTitle: '第一讲', videoLevel: 2 }), '添加成功');
  ok(await call(teacher, '/course/updateVideo', { idSign: v.idSign, videoTitle: '第一讲（修订）', videoLevel: '3' }), '修改成功');
  const got = ok(await call(teacher, '/course/getVideoById', { idSign: v.idSign }));
  assert.equal(got.videoTitle, '第一讲（修订）');
  assert.equal(got.videoLevel, 3);
  assert.equal(got.chapterIdSign, ch.idSign);
  assert.equal(got.videoSign, null);
  const node = (await tree(teacher, ownCourse)).find((c) => c.idSign === ch.idSign);
  assert.deepEqual(node.childList.map((x) => x.idSign), [v.idSign]);
  const catalogue = await st.ok(teacher, 'POST', '/course/catalogue', { sign: ownCourse });
  assert.ok(catalogue.some((c) => c.chapterName === '第一单元 认识直播'), 'the catalogue shows the new chapter');
  ok(await call(teacher, '/course/deleteChapterVideo', { idSign: v.idSign }), '删除成功');
  assertRefused(await call(teacher, '/course/getVideoById', { idSign: v.idSign }), -1000, '视频不存在');
  ok(await call(teacher, '/course/deleteChapter', { idSign: ch.idSign }));
});

test('an upload interrupted after two chunks resumes from received; a repeated chunk is not written twice', async () => {
  const third = Math.ceil(mp4.length / 3);
  const parts = [mp4.subarray(0, third), mp4.subarray(third, 2 * third), mp4.subarray(2 * third)];
  const started = ok(await init(teacher, 'lesson.mp4', mp4.length));
  assert.equal(started.received, 0);
  assert.equal(started.chunkSize, 5 * 1024 * 1024);
  const id = started.uploadId;
  assert.equal(ok(await chunk(teacher, id, 0, parts[0])).received, third);
  assert.equal(ok(await chunk(teacher, id, third, parts[1])).received, 2 * third);
  // The connection drops; the client asks where to continue.
  assert.equal(ok(await progress(teacher, id)).received, 2 * third);
  // The second chunk again (its answer was lost): nothing written, the current offset answered.
  assert.equal(ok(await chunk(teacher, id, third, parts[1])).received, 2 * third);
  assert.equal(ok(await chunk(teacher, id, 0, parts[0])).received, 2 * third);
  // A chunk past the received offset is refused with it.
  const gap = await chunk(teacher, id, 2 * third + 10, parts[2].subarray(10));
  assertRefused(gap, -2, '分片位置不正确，请从已上传的位置继续', 'offset');
  assert.equal(gap.json.data.received, 2 * third);
  // Someone else's upload is not theirs to read or write.
  noPermission(await progress(admin, id));
  noPermission(await chunk(admin, id, 2 * third, parts[2]));
  // Finishing early is refused.
  assertRefused(await finish(teacher, id), -1000, '视频尚未上传完成');
  assert.equal(ok(await chunk(teacher, id, 2 * third, parts[2])).received, mp4.length);
  // A chunk past the end is refused.
  assertRefused(await chunk(teacher, id, mp4.length, Buffer.from('x')), -2, '分片超出了文件大小', 'offset');

  const done = ok(await finish(teacher, id), '上传成功');
  assert.match(done.videoSign, /^[0-9A-Za-z]{16}$/);
  assert.equal(done.size, mp4.length);
  assert.ok(done.durationMs >= 2900 && done.durationMs <= 3200, `duration ${done.durationMs}`);
  assert.equal(done.duration, 3);
  const rel = await runSql(server, `SELECT path FROM media WHERE sign = ${q(done.videoSign)}`);
  assert.match(rel, /^videos\/uploads\/[0-9A-Za-z]{16}\.mp4$/);
  assert.ok(fs.readFileSync(path.join(server.dataDir, 'files', rel)).equals(mp4), 'the stored file is the upload, byte for byte');
  assertRefused(await progress(teacher, id), -1000, '上传任务不存在或已过期，请重新上传');

  // Attach it to a video; the video shows its duration; another teacher's upload cannot be borrowed.
  const ch = ok(await call(teacher, '/course/addChapter', { courseIdSign: ownCourse, ...chapterBody({ chapterLevel: 60 }) }));
  const v = ok(await call(teacher, '/course/addChapterVideo', { chapterIdSign: ch.idSign, videoTitle: '上传的视频', videoLevel: 1 }));
  const attached = ok(await call(teacher, '/course/attachVideo', { idSign: v.idSign, videoSign: done.videoSign }), '上传成功');
  assert.equal(attached.videoSign, done.videoSign);
  assert.equal(attached.duration, 3);
  // It plays through the study side's signed URL (teachers of the course may watch).
  const auth = ok(await st.videoAuth(teacher, done.videoSign));
  assert.equal(auth.mime, 'video/mp4');
  assert.equal(auth.durationSeconds, 3);
  const played = await request(server, { path: auth.url });
  assert.equal(played.status, 200);
  assert.ok(played.body.equals(mp4), 'the signed URL serves the uploaded bytes');
  const adminUpload = ok(await uploadWhole(admin, mp4));
  noPermission(await call(teacher, '/course/attachVideo', { idSign: v.idSign, videoSign: adminUpload.videoSign }));

  // Deleting the chapter deletes its video, the media row and the file no other video uses.
  ok(await call(teacher, '/course/deleteChapter', { idSign: ch.idSign }));
  assert.equal(await runSql(server, `SELECT COUNT(*) FROM chapter_video WHERE sign = ${q(v.idSign)}`), '0');
  assert.equal(await runSql(server, `SELECT COUNT(*) FROM media WHERE sign = ${q(done.videoSign)}`), '0');
  assert.equal(fs.existsSync(path.join(server.dataDir, 'files', rel)), false, 'the file is gone');
});

test('WebM and QuickTime are accepted by content and stored with their own extension', async () => {
  for (const [args, ext] of [[['-c:v', 'libvpx', '-f', 'webm'], 'webm'], [['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mov'], 'mov']]) {
    const file = path.join(tmp, `clip.${ext}`);
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-t', '2', ...args, '-y', file]);
    const done = ok(await uploadWhole(teacher, fs.readFileSync(file), `lesson.mp4`));
    assert.equal(done.duration, 2);
    const rel = await runSql(server, `SELECT path FROM media WHERE sign = ${q(done.videoSign)}`);
    assert.ok(rel.endsWith(`.${ext}`), `${rel} is .${ext} whatever the name said`);
  }
});

test('a text file renamed .mp4 is refused by content, as are a PNG and an audio-only MP4; nothing is kept', async () => {
  const text = Buffer.from('这不是视频，只是改了扩展名的文本文件。\n'.repeat(20));
  const res = await uploadWhole(teacher, text, 'fake.mp4');
  assertRefused(res, -1000, '不支持的视频格式，请上传 MP4 或 WebM 视频');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
  assertRefused(await uploadWhole(teacher, png, 'image.mp4'), -1000, '不支持的视频格式，请上传 MP4 或 WebM 视频');
  // An audio-only MP4 is video/mp4 to libmagic; ffprobe finds no video stream in it.
  const audio = path.join(tmp, 'audio.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-c:a', 'aac', '-f', 'mp4', '-y', audio]);
  assertRefused(await uploadWhole(teacher, fs.readFileSync(audio), 'song.mp4'), -1000, '不支持的视频格式，请上传 MP4 或 WebM 视频');
  const left = fs.readdirSync(path.join(server.dataDir, 'uploads'));
  assert.deepEqual(left, [], 'refused uploads leave nothing behind');
});

test('createUploadVideoList adds several uploaded videos at once, all or none', async () => {
  const ch = ok(await call(teacher, '/course/addChapter', { courseIdSign: ownCourse, ...chapterBody({ chapterLevel: 70 }) }));
  const a = ok(await uploadWhole(teacher, mp4, 'a.mp4'));
  const b = ok(await uploadWhole(teacher, mp4, 'b.mp4'));
  const bad = await call(teacher, '/train/createUploadVideoList', { data: [
    { chapterIdSign: ch.idSign, videoTitle: '甲', videoLevel: 1, videoSign: a.videoSign },
    { chapterIdSign: ch.idSign, videoTitle: '乙', videoLevel: 2, videoSign: 'nosuchmedia00000' },
  ] });
  assertRefused(bad, -1000, '上传的视频不存在');
  assert.deepEqual((await tree(teacher, ownCourse)).find((c) => c.idSign === ch.idSign).childList, [], 'none written');
  assertRefused(await call(teacher, '/train/createUploadVideoList', { data: [] }), -2, '请选择要添加的视频', 'data');
  const list = ok(await call(teacher, '/train/createUploadVideoList', { data: [
    { chapterIdSign: ch.idSign, videoTitle: '甲', videoLevel: 1, videoSign: a.videoSign },
    { chapterIdSign: ch.idSign, videoTitle: '乙', videoLevel: 2, videoSign: b.videoSign },
  ] }), '添加成功');
  assert.deepEqual(list.map((v) => [v.videoTitle, v.duration]), [['甲', 3], ['乙', 3]]);
  ok(await call(teacher, '/course/deleteChapter', { idSign: ch.idSign }));
});

test('the size limit (XJ_VIDEO_MAX_MB) and bad upload input are refused; a student cannot upload', async () => {
  assertRefused(await init(teacher, 'big.mp4', MAX_MB * 1024 * 1024 + 1), -2, `视频不能超过 ${MAX_MB} MB`, 'size');
  ok(await init(teacher, 'limit.mp4', MAX_MB * 1024 * 1024));
  assertRefused(await init(teacher, 'zero.mp4', 0), -2, '视频文件大小不正确', 'size');
  assertRefused(await init(teacher, '', 10), -2, '请选择要上传的视频文件', 'fileName');
  noPermission(await init(student, 'a.mp4', 10));
  const { uploadId } = ok(await init(teacher, 'x.mp4', 100));
  // JSON is not a chunk; a chunk without an offset is refused.
  assertRefused(await st.call('PUT', `/upload/video/${uploadId}?offset=0`, { a: 1 }, { cookies: { token: teacher } }), -2, '请求必须是application/octet-stream格式');
  assert.equal(ok(await progress(teacher, uploadId)).received, 0, 'nothing written');
  assertRefused(await st.call('PUT', `/upload/video/${uploadId}`, Buffer.from('abc'), { cookies: { token: teacher }, headers: { 'content-type': 'application/octet-stream' } }), -2, undefined, 'offset');
  assertRefused(await progress(teacher, 'nosuchupload0000'), -1000, '上传任务不存在或已过期，请重新上传');
  assertRefused(await progress(teacher, '.._.._etc_passwd'), -1000, '上传任务不存在或已过期，请重新上传');
  assert.equal((await progress(teacher, '..%2F..%2Fetc')).status, 404, 'a decoded slash matches no route');
  // A body above the route's 8 MiB limit is refused before it is read.
  const big = await chunk(teacher, uploadId, 0, Buffer.alloc(8 * 1024 * 1024 + 1));
  assert.equal(big.status, 413);
  ok(await st.call('DELETE', `/upload/video/${uploadId}`, undefined, { cookies: { token: teacher } }));
  assertRefused(await progress(teacher, uploadId), -1000, '上传任务不存在或已过期，请重新上传');
});
