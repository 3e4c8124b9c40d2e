// The message centre (docs/messages.md): lists with paging and read flags, unread counts that change on read,
// who may post what (-6), who sees what (school bulletins per school, course messages per enrolment), the
// validation messages verbatim and nothing written on a refusal; the course bulletins' Excel export (its teachers and
// the admins of its school only).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshMobile, setCookies } from './lib/accounts.mjs';
import { Identity, runSql } from './lib/identity.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';
import { readXlsx } from './lib/xlsx.mjs';

let server;
let id;
const tokens = {};
before(async () => {
  server = await startServer();
  id = new Identity(server);
  for (const [role, mobile] of Object.entries(DEMO)) tokens[role] = await id.tokenOf(mobile);
});
after(async () => {
  await server?.stop();
});

const call = (token, path, body) => id.call(body === undefined ? 'GET' : 'POST', `/messageInfo/${path}`, body, { cookies: { token } });
const ok = async (promise, msg) => assertEnvelope(await promise, { status: 200, code: 200, msg }).data;
const unread = (token) => ok(call(token, 'getMessageUnreadNum'));
const notices = (token, body) => ok(call(token, 'getAllSystemMsgList', body));
const courseList = (token, body = {}) => ok(call(token, 'getAllCourseMsgList', body));
const post = (token, body) => call(token, 'addMessageInfo', body);

/** A refusal: the HTTP status of its class (ARCHITECTURE §4), code, message verbatim and field. */
const sqlText = (s) => `'${s.replaceAll("'", "''")}'`;
const userId = (mobile) => `(SELECT id FROM users WHERE mobile = ${sqlText(mobile)})`;

/** A published course of school `schoolSign` taught by `teacherMobile`; returns its sign. */
async function makeCourse(sign, { teacherMobile = DEMO.teacher, schoolSign = '1' } = {}) {
  await runSql(server, `INSERT INTO course (sign, school_id, name, status, created_at, updated_at) VALUES (${sqlText(sign)}, `
    + `(SELECT id FROM school WHERE sign = ${sqlText(schoolSign)}), ${sqlText(`课程${sign}`)}, 1, 0, 0)`);
  if (teacherMobile) {
    await runSql(server, `INSERT INTO course_teacher (sign, course_id, user_id, master, created_at) VALUES (${sqlText(`t${sign}`)}, `
      + `(SELECT id FROM course WHERE sign = ${sqlText(sign)}), ${userId(teacherMobile)}, 1, 0)`);
  }
  return sign;
}

async function enrol(mobile, courseSign) {
  await runSql(server, `INSERT INTO enrolment (course_id, user_id, source, created_at) VALUES `
    + `((SELECT id FROM course WHERE sign = ${sqlText(courseSign)}), ${userId(mobile)}, 'free', 0)`);
}

/** A new user, a member of school `schoolSign` when given (as an approved identity claim makes them): {mobile, token}. */
async function freshUser(schoolSign = '') {
  if (!schoolSign) return id.newUser();
  const mobile = freshMobile();
  const res = await id.register(mobile, 'abc12345', { schoolCode: schoolSign });
  assertEnvelope(res, { status: 200, code: 301 }); // registered and signed in; authentication is the next step
  await runSql(server, `UPDATE users SET school_id = (SELECT id FROM school WHERE sign = ${sqlText(schoolSign)}), audit_status = 2 `
    + `WHERE mobile = ${sqlText(mobile)}`);
  return { mobile, token: setCookies(res).token.value };
}

test('every call needs a signed-in user', async () => {
  assertRefused(await call(undefined, 'getMessageUnreadNum'), -1001, '请登录');
  for (const path of ['getAllSystemMsgList', 'getAllCourseMsgList', 'getCourseMsgList', 'addMessageInfo', 'readMessage', 'readAllMessage']) {
    assertRefused(await call(undefined, path, {}), -1001, '请登录');
  }
});

test('demo: 张晓明 has unread system notices and bulletins of his school, the oldest of each read', async () => {
  const counts = await unread(tokens.student);
  assert.deepEqual(Object.keys(counts).sort(), ['courseMsgUnreadNum', 'schoolMsgUnreadNum', 'systemMsgUnreadNum']);
  assert.equal(counts.systemMsgUnreadNum, 2);
  assert.equal(counts.schoolMsgUnreadNum, 2);
  const enrolments = Number(await runSql(server, `SELECT COUNT(*) FROM enrolment WHERE user_id = ${userId(DEMO.student)}`));
  assert.equal(counts.courseMsgUnreadNum, enrolments, 'two messages in each of his courses, the first read');
  const courses = await courseList(tokens.student, { page: 1, size: 50 });
  assert.equal(courses.total, enrolments * 2);
  const system = await notices(tokens.student, { msgType: 1, page: 1, size: 5 });
  assert.equal(system.total, 3);
  assert.deepEqual(system.list.map((m) => m.isRead), [0, 0, 1], 'newest first; the oldest is read');
  const first = system.list[0];
  assert.equal(first.msgType, 1);
  assert.equal(first.authorName, '周杰');
  assert.match(first.createTime, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  assert.equal(first.courseIdSign, '');
  assert.ok(first.idSign && first.title && first.content);
  const school = await notices(tokens.student, { msgType: 3, page: 1, size: 5 });
  assert.equal(school.total, 3);
  assert.equal(school.list[0].authorName, '陈国强');
  assert.equal(school.list[0].msgType, 3);
  const noSchool = await notices(tokens.normal, { msgType: 3 });
  assert.deepEqual(noSchool, { list: [], total: 0 }, 'a user without a school sees no bulletins');
  assert.equal((await unread(tokens.normal)).schoolMsgUnreadNum, 0);
  assertRefused(await call(tokens.student, 'getAllSystemMsgList', { msgType: 2 }), -2, '消息类型错误', 'msgType');
  assertRefused(await call(tokens.student, 'getAllSystemMsgList', {}), -2, '消息类型错误', 'msgType');
});

test('posting: validation messages verbatim, the limits exactly, unknown course -1000', async () => {
  const course = await makeCourse('msgval');
  const t = tokens.teacher;
  const good = { title: '标题', content: '内容', courseId: course };
  assertRefused(await post(t, { ...good, title: undefined }), -2, '请输入标题', 'title');
  assertRefused(await post(t, { ...good, title: '   ' }), -2, '请输入标题', 'title');
  assertRefused(await post(t, { ...good, title: '题'.repeat(51) }), -2, '标题不能超过50个字', 'title');
  assertRefused(await post(t, { ...good, content: '' }), -2, '请输入内容', 'content');
  assertRefused(await post(t, { ...good, content: '字'.repeat(2001) }), -2, '内容不能超过2000个字', 'content');
  assertRefused(await post(t, { ...good, msgType: 9 }), -2, '消息类型错误', 'msgType');
  assertRefused(await post(t, { ...good, msgType: 'x' }), -2, '消息类型错误', 'msgType');
  assertRefused(await post(t, { ...good, courseId: '' }), -2, '请选择课程', 'courseId');
  assertRefused(await post(t, { ...good, courseId: 'nosuchcourse' }), -1000, '课程不存在', 'courseId');
  const data = await ok(post(t, { ...good, title: '题'.repeat(50), content: '字'.repeat(2000) }), '发布成功');
  assert.equal(typeof data.idSign, 'string');
  const list = await ok(call(t, 'getCourseMsgList', { courseIdSign: course }));
  assert.equal(list.total, 1, 'only the valid post was written');
  assert.equal(list.list[0].title, '题'.repeat(50));
  assert.equal(list.list[0].content.length, 2000);
  assert.equal(list.list[0].authorName, '王丽华');
  assert.equal(list.list[0].courseIdSign, course);
  assert.equal(list.list[0].courseName, `课程${course}`);
  const trimmed = await ok(post(t, { ...good, title: '  前后空格  ' }), '发布成功');
  assert.ok(trimmed.idSign);
  assert.equal((await ok(call(t, 'getCourseMsgList', { courseIdSign: course }))).list[0].title, '前后空格');
});

test('course messages: only the course teacher posts, only enrolled users (and its teachers) read them', async () => {
  const mine = await makeCourse('msgmine');
  const notMine = await makeCourse('msgother', { teacherMobile: DEMO.schoolAdmin });
  const enrolled = await freshUser('1');
  const outsider = await freshUser('1');
  await enrol(enrolled.mobile, mine);
  const body = { title: '开课通知', content: '下周一开课', courseId: mine };

  assertRefused(await post(tokens.student, body), -6, '您没有权限访问!');
  assertRefused(await post(enrolled.token, body), -6, '您没有权限访问!');
  assertRefused(await post(tokens.teacher, { ...body, courseId: notMine }), -6, '您没有权限访问!');
  assert.equal((await ok(call(tokens.schoolAdmin, 'getCourseMsgList', { courseIdSign: notMine }))).total, 0,
    'the refused post was not written');
  assert.equal((await unread(enrolled.token)).courseMsgUnreadNum, 0);

  const { idSign } = await ok(post(tokens.teacher, body), '发布成功');
  assert.equal((await unread(enrolled.token)).courseMsgUnreadNum, 1);
  const all = await courseList(enrolled.token, { page: 1, size: 5 });
  assert.equal(all.total, 1);
  assert.equal(all.list[0].idSign, idSign);
  assert.equal(all.list[0].isRead, 0);
  assert.equal(all.list[0].msgType, 2);
  assert.equal((await ok(call(enrolled.token, 'getCourseMsgList', { courseIdSign: mine }))).total, 1);

  assert.deepEqual(await courseList(outsider.token), { list: [], total: 0 });
  assert.equal((await unread(outsider.token)).courseMsgUnreadNum, 0);
  assertRefused(await call(outsider.token, 'getCourseMsgList', { courseIdSign: mine }), -6, '您没有权限访问!');
  assertRefused(await call(outsider.token, 'readMessage', { idSign }), -1000, '消息不存在', 'idSign');
  assertRefused(await call(outsider.token, 'getCourseMsgList', { courseIdSign: 'nosuch' }), -1000, '课程不存在', 'courseIdSign');
  assertRefused(await call(outsider.token, 'getCourseMsgList', {}), -2, '请选择课程', 'courseIdSign');
  assert.equal((await ok(call(tokens.teacher, 'getCourseMsgList', { courseIdSign: mine }))).total, 1, 'its teacher reads it');
});

test('paging: size 5 by default, newest first, the second page holds the rest', async () => {
  const course = await makeCourse('msgpage');
  const reader = await freshUser('1');
  await enrol(reader.mobile, course);
  for (let i = 1; i <= 7; i += 1) {
    await ok(post(tokens.teacher, { title: `第${i}条`, content: '内容', courseId: course }), '发布成功');
  }
  const first = await courseList(reader.token, {});
  assert.equal(first.total, 7);
  assert.deepEqual(first.list.map((m) => m.title), ['第7条', '第6条', '第5条', '第4条', '第3条']);
  const second = await courseList(reader.token, { page: 2, size: 5 });
  assert.deepEqual(second.list.map((m) => m.title), ['第2条', '第1条']);
  // One paging rule for every list (core::parse_page): a size or page out of range is refused, naming the field.
  assertRefused(await call(reader.token, 'getCourseMsgList', { courseIdSign: course, page: 1, size: 0 }), -2, '校验未通过', 'size');
  assertRefused(await call(reader.token, 'getCourseMsgList', { courseIdSign: course, page: 0 }), -2, '校验未通过', 'page');
  assert.equal((await courseList(reader.token, { page: '1', page_size: 4 })).list.length, 4, 'page_size and text numbers too');
  assert.equal((await courseList(reader.token, { page: 1, size: 3 })).list.length, 3);
  assert.equal((await courseList(reader.token, { page: 3, size: 5 })).list.length, 0);
  const one = await ok(call(reader.token, 'getCourseMsgList', { courseIdSign: course, page: 2, size: 2 }));
  assert.deepEqual(one.list.map((m) => m.title), ['第5条', '第4条']);
});

test('reading: one message, then all of a category; unread counts follow and marks are per user', async () => {
  const course = await makeCourse('msgread');
  const reader = await freshUser('1');
  const other = await freshUser('1');
  await enrol(reader.mobile, course);
  await enrol(other.mobile, course);
  await ok(post(tokens.teacher, { title: '一', content: '内容', courseId: course }), '发布成功');
  await ok(post(tokens.teacher, { title: '二', content: '内容', courseId: course }), '发布成功');
  const before = await unread(reader.token);
  assert.equal(before.courseMsgUnreadNum, 2);
  assert.equal(before.systemMsgUnreadNum, 3);
  assert.equal(before.schoolMsgUnreadNum, 3);

  const [newest] = (await courseList(reader.token)).list;
  const after1 = await ok(call(reader.token, 'readMessage', { idSign: newest.idSign }));
  assert.deepEqual(after1, { ...before, courseMsgUnreadNum: 1 });
  assert.deepEqual(await ok(call(reader.token, 'readMessage', { idSign: newest.idSign })), after1, 'twice is harmless');
  assert.deepEqual((await courseList(reader.token)).list.map((m) => m.isRead), [1, 0]);
  assert.equal((await unread(other.token)).courseMsgUnreadNum, 2, 'the other reader is untouched');

  const [notice] = (await notices(reader.token, { msgType: 1 })).list;
  assert.equal((await ok(call(reader.token, 'readMessage', { idSign: notice.idSign }))).systemMsgUnreadNum, 2);
  assertRefused(await call(reader.token, 'readMessage', { idSign: 'nosuchmessage' }), -1000, '消息不存在', 'idSign');
  assertRefused(await call(reader.token, 'readMessage', {}), -2, '请选择消息', 'idSign');

  assert.deepEqual(await ok(call(reader.token, 'readAllMessage', { msgType: 2 })),
    { courseMsgUnreadNum: 0, schoolMsgUnreadNum: 3, systemMsgUnreadNum: 2 });
  assert.deepEqual(await ok(call(reader.token, 'readAllMessage', { msgType: 3 })),
    { courseMsgUnreadNum: 0, schoolMsgUnreadNum: 0, systemMsgUnreadNum: 2 });
  assert.deepEqual(await ok(call(reader.token, 'readAllMessage', { msgType: 1 })),
    { courseMsgUnreadNum: 0, schoolMsgUnreadNum: 0, systemMsgUnreadNum: 0 });
  assert.deepEqual(await unread(reader.token), { courseMsgUnreadNum: 0, schoolMsgUnreadNum: 0, systemMsgUnreadNum: 0 });
  assertRefused(await call(reader.token, 'readAllMessage', { msgType: 4 }), -2, '消息类型错误', 'msgType');
  assert.equal((await unread(other.token)).systemMsgUnreadNum, 3);
});

test('school bulletins: a school admin posts to their own school; users of another school do not see them', async () => {
  await runSql(server, "INSERT INTO school (sign, name, title, created_at) VALUES ('msgs2', '第二学院', '第二学院', 0)");
  const ours = await freshUser('1');
  const theirs = await freshUser('msgs2');
  const before = await unread(theirs.token);
  assert.equal(before.schoolMsgUnreadNum, 0);
  assertRefused(await post(tokens.teacher, { msgType: 3, title: '公告', content: '内容' }), -6, '您没有权限访问!');
  assertRefused(await post(ours.token, { msgType: 3, title: '公告', content: '内容' }), -6, '您没有权限访问!');
  const { idSign } = await ok(post(tokens.schoolAdmin, { msgType: 3, title: '放假通知', content: '元旦放假三天' }), '发布成功');
  assert.equal((await unread(ours.token)).schoolMsgUnreadNum, 4);
  const list = await notices(ours.token, { msgType: 3 });
  assert.equal(list.list[0].idSign, idSign);
  assert.equal(list.list[0].title, '放假通知');
  assert.deepEqual(await notices(theirs.token, { msgType: 3 }), { list: [], total: 0 });
  assert.equal((await unread(theirs.token)).schoolMsgUnreadNum, 0);
  assertRefused(await call(theirs.token, 'readMessage', { idSign }), -1000, '消息不存在', 'idSign');
});

test('system notices: only an admin posts them, and every user sees them', async () => {
  const someone = await freshUser();
  const before = (await unread(someone.token)).systemMsgUnreadNum;
  assertRefused(await post(tokens.schoolAdmin, { msgType: 1, title: '系统', content: '内容' }), -6, '您没有权限访问!');
  assertRefused(await post(tokens.teacher, { msgType: 1, title: '系统', content: '内容' }), -6, '您没有权限访问!');
  assert.equal((await unread(someone.token)).systemMsgUnreadNum, before, 'nothing written on a refusal');
  await ok(post(tokens.admin, { msgType: 1, title: '全站通知', content: '新版本上线' }), '发布成功');
  assert.equal((await unread(someone.token)).systemMsgUnreadNum, before + 1);
  assert.equal((await notices(tokens.enterprise, { msgType: 1 })).list[0].title, '全站通知');
});

test('course bulletins export: every message as .xlsx for its teacher and the school admin; -6 to students and other teachers', async () => {
  const course = await makeCourse('msgexport');
  const reader = await freshUser('1');
  await enrol(reader.mobile, course);
  for (let i = 1; i <= 7; i += 1) {
    await ok(post(tokens.teacher, { title: `导出第${i}条`, content: `内容${i}，含逗号,与"引号"`, courseId: course }), '发布成功');
  }
  const list = await ok(call(tokens.teacher, 'getCourseMsgList', { courseIdSign: course, page: 1, size: 50 }));
  assert.equal(list.total, 7);
  const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  for (const token of [tokens.teacher, tokens.schoolAdmin]) {
    const res = await call(token, 'getCourseMsgList/export', { courseIdSign: course, page: 1, size: 2 });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const disposition = res.headers['content-disposition'];
    assert.match(disposition, /^attachment; /);
    assert.ok(disposition.includes(`filename*=UTF-8''${encodeURIComponent(`课程msgexport-课程公告-${today}.xlsx`)}`), disposition);
    const { rows } = readXlsx(res.body);
    assert.deepEqual(rows[0], ['标题', '内容', '发布人', '发布时间']);
    assert.equal(rows.length - 1, list.total, 'paging is ignored');
    assert.deepEqual(rows.slice(1).map((r) => r[0]), list.list.map((m) => m.title), 'newest first, as the list');
    assert.equal(rows[1][1], '内容7，含逗号,与"引号"');
    assert.equal(rows[1][2], list.list[0].authorName);
    assert.ok(rows[1][2].length > 0);
    assert.equal(rows[1][3], list.list[0].createTime.slice(0, 19).replace('T', ' '));
  }
  // the list is open to enrolled students; its export is not
  await ok(call(reader.token, 'getCourseMsgList', { courseIdSign: course }));
  for (const token of [reader.token, tokens.student, tokens.colleague]) {
    assertRefused(await call(token, 'getCourseMsgList/export', { courseIdSign: course }), -6, '您没有权限访问!');
  }
  assertRefused(await call(undefined, 'getCourseMsgList/export', { courseIdSign: course }), -1001, '请登录');
  assertRefused(await call(tokens.teacher, 'getCourseMsgList/export', { courseIdSign: 'nosuch' }), -1000, '课程不存在', 'courseIdSign');
  assertRefused(await call(tokens.teacher, 'getCourseMsgList/export', {}), -2, '请选择课程', 'courseIdSign');
  // a course without messages: the header row only
  const empty = await makeCourse('msgexport0');
  const { rows } = readXlsx((await call(tokens.teacher, 'getCourseMsgList/export', { courseIdSign: empty })).body);
  assert.deepEqual(rows, [['标题', '内容', '发布人', '发布时间']]);
});
