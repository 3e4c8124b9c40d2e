// Course authoring (docs/authoring.md, issue 5): the teacher's calls on the real binary — every call, refusals to a
// student and a normal user (-6 by the route) and to a teacher not on the course (-6 by the service), the course
// form's rules with their messages verbatim, the standard's weights, the lead teacher kept unique, publish showing
// the course in /school/getSchoolCourseList at once and unpublish hiding it, archive vs delete (rows and files).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { Identity, runSql } from './lib/identity.mjs';
import { makePng, multipart, pngSize } from './lib/images.mjs';
import { api, assertEnvelope, sleep, startServer } from './lib/server.mjs';
import { sqlSession } from './lib/two-schools.mjs';

let server;
let id;
let teacher; // 王丽华, demo teacher of school 1
let other; // a second teacher of school 1, not on the test courses at first
let otherSign;
let student;
let normal;
let types; // a level 1/2/3 chain of the demo type tree
before(async () => {
  server = await startServer();
  id = new Identity(server);
  teacher = await id.tokenOf(DEMO.teacher);
  student = await id.tokenOf(DEMO.student);
  normal = await id.tokenOf(DEMO.normal);
  ({ token: other, sign: otherSign } = await id.colleagueTeacher());
  const tree = assertEnvelope(await id.call('GET', '/course/typeTree'), { status: 200, code: 200 }).data;
  const t1 = tree[0];
  const t2 = t1.children[0];
  const t3 = t2.children[0];
  types = { courseTypeIdSign: t1.idSign, courseType2IdSign: t2.idSign, courseType3IdSign: t3.idSign };
});
after(async () => {
  await server?.stop();
});

/** A refusal: HTTP status by code (-2 400, -6 403, -1001 401), the message verbatim, the field. */
const ok = async (res) => assertEnvelope(await res, { status: 200, code: 200 }).data;
const post = (p, body, token) => id.call('POST', p, body, { cookies: token ? { token } : {} });
const form = (over = {}) => ({ name: '数据分析入门', introduction: '简介', courseDetails: '详情', coursePrice: '',
  courseScore: '2.5', courseTime: '32', type: 1, kind: 4, ...types, ...over });
async function addCourse(over = {}, token = teacher) {
  const res = await post('/course/addCourse', form(over), token);
  const body = assertEnvelope(res, { status: 200, code: 200, msg: '添加成功' });
  return body.data;
}
const catalogue = async (keyword) =>
  (await ok(post('/school/getSchoolCourseList', { keyword, page: 1, page_size: 50 }))).list.map((c) => c.name);

test('add: a draft with the spec 02 §5 rules (price 0 when empty, yuan → fen, decimal credit, sort 0, lead teacher)', async () => {
  const made = await addCourse({ name: ` 新课程一${Date.now() % 100000} ` });
  assert.match(made.idSign, /^[0-9a-f]{16}$/);
  const edit = await ok(post('/course/getCourseIdBySign', { sign: made.idSign }, teacher));
  const info = edit.courseInfoVo;
  assert.equal(info.name.trim(), info.name);
  assert.equal(info.coursePrice, 0);
  assert.equal(info.courseScore, 2.5);
  assert.equal(info.courseTime, 32);
  assert.equal(info.sort, 0);
  assert.equal(info.status, 0);
  assert.equal(info.type, 1);
  assert.equal(info.courseType3IdSign, types.courseType3IdSign);
  assert.deepEqual(edit.courseTeacherVoList.map((t) => [t.idSign, t.masterFlag]), [[made.teacherIdSign, '主讲教师']]);
  assert.equal(edit.standard, null);

  const priced = await addCourse({ coursePrice: '199', type: '2', kind: '6' });
  const p = (await ok(post('/course/getCourseIdBySign', { sign: priced.idSign }, teacher))).courseInfoVo;
  assert.equal(p.coursePrice, 19900);
  assert.equal(p.type, 2);
  assert.equal(p.kind, 6);
  assert.equal(p.kindName, '高级');
  const odd = await addCourse({ type: 7 });
  assert.equal((await ok(post('/course/getCourseIdBySign', { sign: odd.idSign }, teacher))).courseInfoVo.type, 2);
});

test('add and update: bad input per field, -2 with the field and the message verbatim, nothing written', async () => {
  const before = await runSql(server, 'SELECT COUNT(*) FROM course');
  const cases = [
    [{ name: '' }, 'name', '课程名称不能为空'],
    [{ name: '   ' }, 'name', '课程名称不能为空'],
    [{ name: '课'.repeat(51) }, 'name', '课程名称不能超过50个字'],
    [{ introduction: '简'.repeat(501) }, 'introduction', '课程简介不能超过500个字'],
    [{ courseDetails: '详'.repeat(20001) }, 'courseDetails', '课程详情不能超过20000个字'],
    [{ coursePrice: '-1' }, 'coursePrice', '课程价格必须是不小于0的整数'],
    [{ coursePrice: '9.5' }, 'coursePrice', '课程价格必须是不小于0的整数'],
    [{ coursePrice: 'abc' }, 'coursePrice', '课程价格必须是不小于0的整数'],
    [{ courseScore: 'x' }, 'courseScore', '学分必须是0到100之间的数字'],
    [{ courseScore: '101' }, 'courseScore', '学分必须是0到100之间的数字'],
    [{ courseTime: '1.5' }, 'courseTime', '学时必须是0到10000之间的整数'],
    [{ courseTime: '10001' }, 'courseTime', '学时必须是0到10000之间的整数'],
    [{ courseType3IdSign: '' }, 'courseType3IdSign', '请选择三级课程分类'],
    [{ courseType3IdSign: types.courseType2IdSign }, 'courseType3IdSign', '请选择三级课程分类'],
    [{ kind: 3 }, 'kind', '课程难度只能是入门、进阶或高级'],
    [{ coursePicture: '/files/avatars/x.png' }, 'coursePicture', '请上传课程封面'],
    [{ coursePicture: '/files/course-covers/../../xuejing.db' }, 'coursePicture', '请上传课程封面'],
  ];
  const made = await addCourse();
  for (const [over, field, msg] of cases) {
    assertRefused(await post('/course/addCourse', form(over), teacher), -2, msg, field);
    assertRefused(await post('/course/updateCourse', { ...form(over), idSign: made.idSign }, teacher), -2, msg, field);
  }
  assert.equal(Number(await runSql(server, 'SELECT COUNT(*) FROM course')), Number(before) + 1);
  assert.equal((await ok(post('/course/getCourseIdBySign', { sign: made.idSign }, teacher))).courseInfoVo.name, '数据分析入门');
  // Exactly 50 and 500 characters pass.
  await addCourse({ name: '课'.repeat(50), introduction: '简'.repeat(500) });
});

test('update, cover upload and my course list', async () => {
  const made = await addCourse({ name: '待修改课程' });
  const png = makePng(1600, 900);
  const up = multipart('file', 'cover.png', png, 'image/png');
  const upRes = await api(server, 'POST', '/api/v1/course/uploadCover', up.body,
    { 'content-type': up.contentType, cookie: `token=${teacher}` });
  const cover = assertEnvelope(upRes, { status: 200, code: 200, msg: '上传成功' }).data.coursePicture;
  assert.match(cover, /^\/files\/course-covers\/[0-9a-f]{16}\.png$/);
  const stored = path.join(server.dataDir, 'files', cover.slice('/files/'.length));
  assert.ok(fs.existsSync(stored));
  assert.deepEqual(pngSize(fs.readFileSync(stored)), { width: 960, height: 540 }); // fitted into 960×540
  const img = await api(server, 'GET', cover);
  assert.equal(img.status, 200);
  const bad = multipart('file', 'x.png', 'not an image', 'image/png');
  assertRefused(await api(server, 'POST', '/api/v1/course/uploadCover', bad.body,
    { 'content-type': bad.contentType, cookie: `token=${teacher}` }), -1000, '仅支持 PNG、JPG、WEBP、GIF 图片');

  const res = await post('/course/updateCourse', { ...form({ name: '已修改课程', coursePicture: cover, coursePrice: 50 }), idSign: made.idSign }, teacher);
  const info = assertEnvelope(res, { status: 200, code: 200, msg: '修改成功' }).data;
  assert.equal(info.name, '已修改课程');
  assert.equal(info.coursePicture, cover);
  assert.equal(info.coursePrice, 5000);

  const list = await ok(post('/course/myCourseList', { page: 1, page_size: 5 }, teacher));
  assert.ok(list.total >= 1);
  assert.ok(list.list.length <= 5);
  assert.equal(list.list[0].idSign, made.idSign); // the last changed first
  assert.equal(list.list[0].status, 0);
  assert.equal(list.list[0].masterFlag, '主讲教师');
  assert.equal((await ok(post('/course/myCourseList', { page: 1 }, other))).total, 0);
});

test('access: students and normal users refused by the route; a teacher not on the course by the service', async () => {
  const made = await addCourse({ name: '权限课程' });
  const calls = [
    ['/course/myCourseList', {}],
    ['/course/getCourseIdBySign', { sign: made.idSign }],
    ['/course/addCourse', form()],
    ['/course/updateCourse', { ...form(), idSign: made.idSign }],
    ['/course/deleteCourse', { sign: made.idSign }],
    ['/course/publish', { sign: made.idSign }],
    ['/course/unpublish', { sign: made.idSign }],
    ['/course/allTeachers', {}],
    ['/course/listTeachers', { courseIdSign: made.idSign }],
    ['/course/addTeacher', { courseIdSign: made.idSign, teacherIdSign: otherSign }],
    ['/course/deleteTeacher', { idSign: made.teacherIdSign }],
    ['/course/setMasterTeacher', { courseIdSign: made.idSign, bindMasterSign: made.teacherIdSign }],
    ['/course/addStandard', { courseIdSign: made.idSign, watchVideo: 20, interactiveQuestion: 20, unitTesting: 20, theFinalExam: 20, logSig: 20 }],
    ['/courseStudy/updateStandard', { courseIdSign: made.idSign, watchVideo: 20, interactiveQuestion: 20, unitTesting: 20, theFinalExam: 20, logSig: 20 }],
  ];
  for (const [p, body] of calls) {
    for (const token of [student, normal]) assertRefused(await post(p, body, token), -6, '您没有权限访问!');
    assertRefused(await post(p, body), -1001);
  }
  const serviceChecked = calls.filter(([p]) => !['/course/myCourseList', '/course/addCourse', '/course/allTeachers'].includes(p));
  for (const [p, body] of serviceChecked) assertRefused(await post(p, body, other), -6, '您没有权限访问!');
  // Still a draft with one teacher.
  const edit = await ok(post('/course/getCourseIdBySign', { sign: made.idSign }, teacher));
  assert.equal(edit.courseInfoVo.status, 0);
  assert.equal(edit.courseTeacherVoList.length, 1);
  assertRefused(await post('/course/getCourseIdBySign', { sign: 'nope' }, teacher), -1000, '课程不存在');
});

test('team: the school\'s teachers, add and remove, the lead switched keeping exactly one', async () => {
  const made = await addCourse({ name: '团队课程' });
  const all = await ok(post('/course/allTeachers', { page: 1, page_size: 50 }, teacher));
  assert.ok(all.list.some((t) => t.teacherIdSign === otherSign && t.name === '李老师'));
  const studentSign = await runSql(server, `SELECT sign FROM users WHERE mobile = '${DEMO.student}'`);
  assert.ok(!all.list.some((t) => t.teacherIdSign === studentSign));

  assertRefused(await post('/course/addTeacher', { courseIdSign: made.idSign, teacherIdSign: studentSign }, teacher), -2, '该用户不是本校教师', 'teacherIdSign');
  const added = assertEnvelope(await post('/course/addTeacher', { courseIdSign: made.idSign, teacherIdSign: otherSign }, teacher),
    { status: 200, code: 200, msg: '添加成功' }).data;
  assert.equal(added.masterFlag, '');
  assert.equal(added.name, '李老师');
  assertRefused(await post('/course/addTeacher', { courseIdSign: made.idSign, teacherIdSign: otherSign }, teacher), -2, '该教师已在课程团队中', 'teacherIdSign');
  // Now on the team, the other teacher may read and change it.
  await ok(post('/course/getCourseIdBySign', { sign: made.idSign }, other));

  assertRefused(await post('/course/deleteTeacher', { idSign: made.teacherIdSign }, teacher), -2, '不能删除主讲教师，请先设置其他主讲教师', 'idSign');
  assertRefused(await post('/course/setMasterTeacher', { courseIdSign: made.idSign, bindMasterSign: 'nope' }, teacher), -2, '教师不在课程团队中', 'bindMasterSign');
  assertRefused(await post('/course/setMasterTeacher', { courseIdSign: made.idSign, bindMasterSign: added.idSign, unbindMasterSign: added.idSign }, teacher), -2, '主讲教师已变更，请刷新后重试', 'unbindMasterSign');
  const switched = assertEnvelope(await post('/course/setMasterTeacher',
    { courseIdSign: made.idSign, bindMasterSign: added.idSign, unbindMasterSign: made.teacherIdSign }, teacher),
  { status: 200, code: 200, msg: '修改成功' }).data;
  assert.deepEqual(switched.map((t) => [t.idSign, t.masterFlag]), [[added.idSign, '主讲教师'], [made.teacherIdSign, '']]);
  const leads = await runSql(server, `SELECT COUNT(*) FROM course_teacher ct JOIN course c ON c.id = ct.course_id WHERE c.sign = '${made.idSign}' AND ct.master = 1`);
  assert.equal(leads, '1');
  const team = await ok(post('/course/listTeachers', { courseIdSign: made.idSign }, teacher));
  assert.equal(team.total, 2);
  assert.equal(team.list[0].idSign, added.idSign);
  // The former lead can now be removed (by the new lead), and then has no access.
  assertEnvelope(await post('/course/deleteTeacher', { idSign: made.teacherIdSign }, other), { status: 200, code: 200, msg: '删除成功' });
  assertRefused(await post('/course/getCourseIdBySign', { sign: made.idSign }, teacher), -6, '您没有权限访问!');
});

test('team: a double submit of an add answers the second as a repeat, also when both read the team before either writes', async () => {
  const made = await addCourse({ name: '双击团队课程' });
  const add = () => post('/course/addTeacher', { courseIdSign: made.idSign, teacherIdSign: otherSign }, teacher);
  let answers;
  if (server.db.kind === 'postgres') {
    // Another transaction holds the course row until both adds wait for it (each has read the team by then if it reads
    // before it locks — the double-submit sweep's race, made certain); then it lets go.
    const hold = sqlSession(server);
    await hold.query(`BEGIN; UPDATE course SET updated_at = updated_at WHERE sign = '${made.idSign}'`);
    const pending = Promise.all([add(), add()]);
    const waiting = "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'";
    for (let i = 0; Number(await runSql(server, waiting)) < 2; i += 1) {
      assert.ok(i < 400, 'both adds wait for the course row');
      await sleep(25);
    }
    await hold.query('COMMIT');
    await hold.close();
    answers = await pending;
  } else {
    answers = await Promise.all([add(), add()]); // SQLite: write transactions one at a time
  }
  const added = answers.filter((r) => r.json?.code === 200);
  assert.equal(added.length, 1, answers.map((r) => r.text).join(' | '));
  assertEnvelope(added[0], { status: 200, code: 200, msg: '添加成功' });
  assertRefused(answers.find((r) => r.json?.code !== 200), -2, '该教师已在课程团队中', 'teacherIdSign');
  const members = await runSql(server, `SELECT COUNT(*) FROM course_teacher ct JOIN course c ON c.id = ct.course_id WHERE c.sign = '${made.idSign}'`);
  assert.equal(members, '2');
});

test('standard: five integer weights summing to 100', async () => {
  const made = await addCourse({ name: '标准课程' });
  const w = { courseIdSign: made.idSign, watchVideo: '30', interactiveQuestion: '10', unitTesting: '20', theFinalExam: '30', logSig: '10' };
  const saved = assertEnvelope(await post('/course/addStandard', w, teacher), { status: 200, code: 200, msg: '保存成功' }).data;
  assert.deepEqual([saved.watchVideo, saved.interactiveQuestion, saved.unitTesting, saved.theFinalExam, saved.logSig], ['30', '10', '20', '30', '10']);
  const upd = assertEnvelope(await post('/courseStudy/updateStandard', { ...w, watchVideo: 40, logSig: 0 }, teacher),
    { status: 200, code: 200, msg: '修改成功' }).data;
  assert.equal(upd.watchVideo, '40');
  assert.equal(await runSql(server, `SELECT COUNT(*) FROM assessment_standard s JOIN course c ON c.id = s.course_id WHERE c.sign = '${made.idSign}'`), '1');
  const bad = [
    [{ watchVideo: '' }, 'watchVideo', '观看视频必须是0到100之间的整数'],
    [{ interactiveQuestion: '1.5' }, 'interactiveQuestion', '互动问答必须是0到100之间的整数'],
    [{ unitTesting: -10 }, 'unitTesting', '单元测试必须是0到100之间的整数'],
    [{ theFinalExam: 'x' }, 'theFinalExam', '期末考试必须是0到100之间的整数'],
    [{ logSig: 101 }, 'logSig', '登录签到必须是0到100之间的整数'],
    [{ logSig: 11 }, 'watchVideo', '各项权重之和必须等于100'],
  ];
  for (const [over, field, msg] of bad) assertRefused(await post('/course/addStandard', { ...w, ...over }, teacher), -2, msg, field);
  const edit = await ok(post('/course/getCourseIdBySign', { sign: made.idSign }, teacher));
  assert.equal(edit.standard.watchVideo, '40');
});

test('publish shows the course in the school list at once; unpublish hides it', async () => {
  const name = `发布测试${Date.now() % 1000000}`;
  const made = await addCourse({ name });
  assert.deepEqual(await catalogue(name), []); // also primes the catalogue's answer in memory
  assert.deepEqual(await catalogue(''), await catalogue('')); // cached
  const before = (await ok(post('/school/getSchoolCourseList', { page: 1, page_size: 50 }))).total;
  const pub = assertEnvelope(await post('/course/publish', { sign: made.idSign }, teacher), { status: 200, code: 200, msg: '发布成功' }).data;
  assert.equal(pub.status, 1);
  assert.deepEqual(await catalogue(name), [name]);
  assert.equal((await ok(post('/school/getSchoolCourseList', { page: 1, page_size: 50 }))).total, before + 1);
  const un = assertEnvelope(await post('/course/unpublish', { sign: made.idSign }, teacher), { status: 200, code: 200, msg: '取消发布成功' }).data;
  assert.equal(un.status, 0);
  assert.deepEqual(await catalogue(name), []);
  assert.equal((await ok(post('/school/getSchoolCourseList', { page: 1, page_size: 50 }))).total, before);
});

test('delete: a course without students is removed with its rows and files; with students it is archived', async () => {
  const png = makePng(400, 300);
  const up = multipart('file', 'c.png', png, 'image/png');
  const cover = assertEnvelope(await api(server, 'POST', '/api/v1/course/uploadCover', up.body,
    { 'content-type': up.contentType, cookie: `token=${teacher}` }), { status: 200, code: 200 }).data.coursePicture;
  const made = await addCourse({ name: '将删除课程', coursePicture: cover });
  await ok(post('/course/addTeacher', { courseIdSign: made.idSign, teacherIdSign: otherSign }, teacher));
  await ok(post('/course/addStandard', { courseIdSign: made.idSign, watchVideo: 100, interactiveQuestion: 0, unitTesting: 0, theFinalExam: 0, logSig: 0 }, teacher));
  const courseId = await runSql(server, `SELECT id FROM course WHERE sign = '${made.idSign}'`);
  await runSql(server, `INSERT INTO chapter (sign, course_id, level, name, created_at) VALUES ('chapdel${courseId}', ${courseId}, 1, '第一章', 0)`);
  const dataRel = `course-files/del-${courseId}.txt`;
  fs.mkdirSync(path.join(server.dataDir, 'files', 'course-files'), { recursive: true });
  fs.writeFileSync(path.join(server.dataDir, 'files', dataRel), 'x');
  await runSql(server, `INSERT INTO course_file (sign, course_id, name, file_name, path, size, data_type, created_at) VALUES ('filedel${courseId}', ${courseId}, '资料', 'a.txt', '${dataRel}', 1, 'txt', 0)`);
  const coverFile = path.join(server.dataDir, 'files', cover.slice('/files/'.length));
  assert.ok(fs.existsSync(coverFile));

  const res = assertEnvelope(await post('/course/deleteCourse', { sign: made.idSign }, teacher), { status: 200, code: 200, msg: '删除成功' }).data;
  assert.equal(res.archived, false);
  for (const table of ['course', 'course_teacher', 'chapter', 'course_file', 'assessment_standard'])
    assert.equal(await runSql(server, `SELECT COUNT(*) FROM ${table} WHERE ${table === 'course' ? 'id' : 'course_id'} = ${courseId}`), '0', table);
  assert.ok(!fs.existsSync(coverFile));
  assert.ok(!fs.existsSync(path.join(server.dataDir, 'files', dataRel)));
  assertRefused(await post('/course/getCourseIdBySign', { sign: made.idSign }, teacher), -1000, '课程不存在');

  const kept = await addCourse({ name: '将归档课程' });
  await ok(post('/course/publish', { sign: kept.idSign }, teacher));
  await ok(post('/course/joinStudy', { sign: kept.idSign }, student)).catch(() => {});
  const keptId = await runSql(server, `SELECT id FROM course WHERE sign = '${kept.idSign}'`);
  if (await runSql(server, `SELECT COUNT(*) FROM enrolment WHERE course_id = ${keptId}`) === '0') {
    await runSql(server, `INSERT INTO enrolment (course_id, user_id, source, created_at) SELECT ${keptId}, id, 'teacher', 0 FROM users WHERE mobile = '${DEMO.student}'`);
  }
  const arch = assertEnvelope(await post('/course/deleteCourse', { sign: kept.idSign }, teacher), { status: 200, code: 200, msg: '删除成功' }).data;
  assert.equal(arch.archived, true);
  assert.equal(await runSql(server, `SELECT status FROM course WHERE id = ${keptId}`), '2');
  assert.deepEqual(await catalogue('将归档课程'), []);
  assertRefused(await post('/course/publish', { sign: kept.idSign }, teacher), -1000, '已归档的课程不能发布');
  const mine = await ok(post('/course/myCourseList', { page: 1, page_size: 50 }, teacher));
  assert.equal(mine.list.find((c) => c.idSign === kept.idSign).status, 2);
});

test('paging and sign inputs: -2 for bad page and missing signs', async () => {
  assertRefused(await post('/course/myCourseList', { page: 0 }, teacher), -2, undefined, 'page');
  assertRefused(await post('/course/deleteCourse', {}, teacher), -2, '校验未通过', 'sign');
  assertRefused(await post('/course/addTeacher', { courseIdSign: 'x' }, teacher), -2, '校验未通过', 'teacherIdSign');
});
