// A course's data files (docs/teaching.md, Course data files) on the real binary: upload (multipart, type
// by content, 50 MB route limit, chapter of the course), rename, delete with the file; the file listed by
// /course/downList and sent by /file/server/download, stored under files/course-files; every call refused to a
// student, a normal user, a visitor and a teacher of another course, bad input with the contract's messages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { Identity, runSql } from './lib/identity.mjs';
import { multipartForm } from './lib/images.mjs';
import { api, assertEnvelope, parseResponses, rawExchange, rawRequest, startServer } from './lib/server.mjs';

let server;
let id;
let teacher;
let other;
let student;
let normal;
let course;
let chapter;
let foreignChapter; // a chapter of the other teacher's course

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
const sql = (text) => runSql(server, text);
const post = (p, body, token) => id.call('POST', p, body, { cookies: token ? { token } : {} });
const ok = async (res, msg) => assertEnvelope(await res, { status: 200, code: 200, msg }).data;
const add = (token, fields, file) => {
  const f = multipartForm(fields, file);
  return api(server, 'POST', '/api/v1/courseStudy/addCourseData', f.body, {
    'content-type': f.contentType, ...(token ? { cookie: `token=${token}` } : {}),
  });
};
const downList = (token) => id.call('GET', `/course/downList?courseId=${course}`, undefined, { cookies: { token } });

before(async () => {
  server = await startServer();
  id = new Identity(server);
  teacher = await id.tokenOf(DEMO.teacher);
  student = await id.tokenOf(DEMO.student);
  normal = await id.tokenOf(DEMO.normal);
  other = (await id.colleagueTeacher()).token;
  const tree = await ok(id.call('GET', '/course/typeTree'));
  const t2 = tree[0].children[0];
  const form = (name) => ({ name, introduction: '简介', courseDetails: '详情', coursePrice: '', courseScore: '1', courseTime: '8',
    type: 1, kind: 4, courseTypeIdSign: tree[0].idSign, courseType2IdSign: t2.idSign, courseType3IdSign: t2.children[0].idSign });
  course = (await ok(post('/course/addCourse', form(`资料测试${Date.now() % 100000}`), teacher), '添加成功')).idSign;
  chapter = (await ok(post('/course/addChapter', { courseIdSign: course, chapterLevel: 1, chapterName: '第一章', chapterSynopsis: '' }, teacher))).idSign;
  const theirs = (await ok(post('/course/addCourse', form(`别人的课${Date.now() % 100000}`), other), '添加成功')).idSign;
  foreignChapter = (await ok(post('/course/addChapter', { courseIdSign: theirs, chapterLevel: 1, chapterName: '别章', chapterSynopsis: '' }, other))).idSign;
});
after(async () => {
  await server?.stop();
});

test('upload, list, download, rename and delete a data file; the file lies under files/course-files and goes with its row', async () => {
  const file = await ok(add(teacher, { courseId: course, chapterIdSign: chapter }, { name: '第一讲讲义.pdf', content: PDF }), '上传成功');
  assert.equal(file.dataName, '第一讲讲义');
  assert.equal(file.index, 1, 'the place in downList');
  assert.equal(file.fileName, '第一讲讲义.pdf');
  assert.equal(file.dataType, 'pdf');
  assert.equal(file.dataSize, PDF.length);
  assert.match(file.downloadUrl, /^\/api\/v1\/file\/server\/download\?fileUrl=/);
  const stored = path.join(server.dataDir, 'files', 'course-files', `${file.idSign}.pdf`);
  assert.equal(fs.readFileSync(stored, 'utf8'), PDF);
  assert.deepEqual((await ok(downList(teacher))).map((f) => f.idSign), [file.idSign]);
  const down = await api(server, 'GET', file.downloadUrl, undefined, { cookie: `token=${teacher}` });
  assert.equal(down.status, 200);
  assert.equal(down.text, PDF);
  assert.equal((await id.call('GET', `/files/course-files/${file.idSign}.pdf`)).status, 404, 'never served publicly');

  const named = await ok(add(teacher, { courseIdSign: course, dataName: '  科目表  ' }, { name: 'dir/会计科目表.csv', content: '编号,名称\n1,库存现金\n' }), '上传成功');
  assert.equal(named.dataName, '科目表');
  assert.equal(named.fileName, '会计科目表.csv');
  assert.equal(named.dataType, 'csv');
  assert.equal(named.index, 2, 'files without a chapter come last');

  const renamed = await ok(post('/courseStudy/updateCourseData', { idSign: file.idSign, dataName: ' 讲义（修订） ' }, teacher), '修改成功');
  assert.equal(renamed.dataName, '讲义（修订）');
  assert.equal((await ok(downList(teacher))).find((f) => f.idSign === file.idSign).dataName, '讲义（修订）');

  assert.equal((await ok(post('/courseStudy/deleteCourseData', { sign: file.idSign }, teacher), '删除成功')), null);
  assert.equal(fs.existsSync(stored), false, 'the file is removed after the commit');
  assert.deepEqual((await ok(downList(teacher))).map((f) => f.idSign), [named.idSign]);
  assertRefused(await post('/courseStudy/deleteCourseData', { sign: file.idSign }, teacher), -1000, '文件不存在');
  const admin = await id.tokenOf(DEMO.schoolAdmin);
  await ok(post('/courseStudy/deleteCourseData', { sign: named.idSign }, admin), '删除成功');
  assert.equal(await sql(`SELECT COUNT(*) FROM course_file f JOIN course c ON c.id = f.course_id WHERE c.sign = '${course}'`), '0');
});

test('bad input: type by content, empty file, names, the chapter of another course, the 50 MB limit', async () => {
  const send = (content, name = 'a.pdf', fields = {}) => add(teacher, { courseId: course, ...fields }, { name, content });
  assertRefused(await send('<html><body>x</body></html>', 'notes.pdf'), -2, '不支持的文件类型', 'file');
  assertRefused(await send(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]), 'a.pdf'), -2, '不支持的文件类型', 'file');
  assertRefused(await add(teacher, { courseId: course }), -2, '请选择要上传的文件', 'file');
  assertRefused(await send('', 'a.pdf'), -2, '请选择要上传的文件', 'file');
  assertRefused(await send(PDF, 'a.pdf', { dataName: '资'.repeat(51) }), -2, '资料名称不能超过50个字', 'dataName');
  assertRefused(await send(PDF, 'a.pdf', { dataName: '   ' }), -2, undefined, 'dataName');
  assertRefused(await send(PDF, 'a.pdf', { chapterIdSign: foreignChapter }), -1000, '章节不存在');
  assertRefused(await send(PDF, 'a.pdf', { courseId: 'no-such-course' }), -1000, '课程不存在');
  // Over the limit: answered 413 from the declared Content-Length, before the body is read. The client sends the head
  // and the first MiB only (the server drains at most 8 MiB of a refused body, then closes the connection — a client
  // still writing then meets a reset that can swallow the answer, so the test does not write all 51 MB).
  const big = Buffer.alloc(51 * 1024 * 1024 + 10, 0x20);
  big.write(PDF);
  const bigForm = multipartForm({ courseId: course }, { name: 'big.pdf', content: big });
  const head = rawRequest('POST', '/api/v1/courseStudy/addCourseData', {
    headers: { 'Content-Type': bigForm.contentType, 'Content-Length': String(bigForm.body.length), Cookie: `token=${teacher}` },
  });
  const { data } = await rawExchange(server, [head, bigForm.body.subarray(0, 1024 * 1024)], {
    until: (buf) => parseResponses(buf).responses.length > 0,
  });
  assert.equal(parseResponses(data).responses[0]?.status, 413, 'the route declares its own limit: 50 MB and the multipart envelope');
  const file = await ok(send(PDF), '上传成功');
  assertRefused(await post('/courseStudy/updateCourseData', { idSign: file.idSign, dataName: '' }, teacher), -2, undefined, 'dataName');
  assertRefused(await post('/courseStudy/updateCourseData', { idSign: file.idSign, dataName: '资'.repeat(51) }, teacher), -2, '资料名称不能超过50个字', 'dataName');
  assertRefused(await post('/courseStudy/updateCourseData', { idSign: 'nope', dataName: 'x' }, teacher), -1000, '文件不存在');
  assertRefused(await post('/courseStudy/deleteCourseData', {}, teacher), -2, undefined, 'sign');
  assert.equal(await sql(`SELECT COUNT(*) FROM course_file f JOIN course c ON c.id = f.course_id WHERE c.sign = '${course}'`), '1');
});

test('every call is refused to a student, a normal user, a visitor and a teacher of another course', async () => {
  const file = await ok(add(teacher, { courseId: course }, { name: 'keep.pdf', content: PDF }), '上传成功');
  for (const token of [student, normal, undefined]) {
    const code = token ? -6 : -1001;
    assertRefused(await add(token, { courseId: course }, { name: 'x.pdf', content: PDF }), code);
    assertRefused(await post('/courseStudy/updateCourseData', { idSign: file.idSign, dataName: 'x' }, token), code);
    assertRefused(await post('/courseStudy/deleteCourseData', { sign: file.idSign }, token), code);
  }
  assertRefused(await add(other, { courseId: course }, { name: 'x.pdf', content: PDF }), -6, '您没有权限访问!');
  assertRefused(await post('/courseStudy/updateCourseData', { idSign: file.idSign, dataName: 'x' }, other), -6, '您没有权限访问!');
  assertRefused(await post('/courseStudy/deleteCourseData', { sign: file.idSign }, other), -6, '您没有权限访问!');
  const list = await ok(downList(teacher));
  assert.equal(list.find((f) => f.idSign === file.idSign).dataName, 'keep');
  assert.equal(list.length, 2);
  const dir = path.join(server.dataDir, 'files', 'course-files');
  assert.equal(fs.readdirSync(dir).filter((n) => !n.startsWith('demo')).length, 2, 'nothing written for a refused call');
});

test('the export of the files (/courseStudy/courseDataList/export): downList\'s rows and order, titles verbatim, refusals as envelopes', async () => {
  const { readXlsx } = await import('./lib/xlsx.mjs');
  await ok(add(teacher, { courseId: course, chapterIdSign: chapter, dataName: '第一章讲义' }, { name: '讲义.pdf', content: PDF }), '上传成功');
  const list = await ok(downList(teacher));
  assert.ok(list.length >= 2);
  const courseName = await sql(`SELECT name FROM course WHERE sign = '${course}'`);
  const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  const res = await post('/courseStudy/courseDataList/export', { courseId: course, page: 1, size: 1 }, teacher);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.equal(res.headers['cache-control'], 'private, no-store');
  assert.ok(res.headers['content-disposition'].includes(`filename*=UTF-8''${encodeURIComponent(`${courseName}-课程资料-${today}.xlsx`)}`),
    res.headers['content-disposition']);
  const { rows, types } = readXlsx(res.body);
  assert.deepEqual(rows[0], ['序号', '资料名称', '文件名', '章节', '大小(KB)', '类型', '上传时间']);
  assert.equal(rows.length - 1, list.length, 'one row per listed file, paging ignored');
  assert.deepEqual(rows.slice(1).map((r) => [r[0], r[1], r[2], r[5]]), list.map((f) => [f.index, f.dataName, f.fileName, f.dataType]));
  assert.equal(types[1][0], 'n');
  assert.equal(types[1][4], 'n');
  assert.equal(rows[1][3], '第一章 第一章', 'the chapter file first, with its chapter');
  assert.equal(rows[1][4], Math.round((PDF.length / 1024) * 10) / 10);
  assert.match(rows[1][6], /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(rows.at(-1)[3], '', 'a file of the whole course has no chapter');
  for (const token of [student, normal]) assertRefused(await post('/courseStudy/courseDataList/export', { courseId: course }, token), -6, '您没有权限访问!');
  assertRefused(await post('/courseStudy/courseDataList/export', { courseId: course }), -1001);
  assertRefused(await post('/courseStudy/courseDataList/export', { courseId: course }, other), -6, '您没有权限访问!');
  assertRefused(await post('/courseStudy/courseDataList/export', { courseId: 'no-such-course' }, teacher), -1000, '课程不存在');
  assertRefused(await post('/courseStudy/courseDataList/export', {}, teacher), -2, undefined, 'courseId');
});
