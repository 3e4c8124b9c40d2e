// A course's students (docs/teaching.md, Students) on the real binary: the list and its export, removal
// (enrolment, video progress and study days of that course gone, the student count following), the Excel import
// (template, preview from a real .xlsx with every per-row message, all-or-nothing import, imported list and its
// export), activation codes (make, list by status, export); every call refused to a student, a normal user, a
// visitor and a teacher of another course, bad input with the contract's messages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { Identity, makeXlsx, runSql } from './lib/identity.mjs';
import { multipartForm } from './lib/images.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';
import { readXlsx } from './lib/xlsx.mjs';

let server;
let id;
let teacher; // 王丽华, demo teacher of school 1: leads the test course
let other; // a second teacher of school 1, not on the test course
let student;
let normal;
let course; // a fresh course of 王丽华 (no students at first)
const pupils = []; // fresh users of school 1: {mobile, name, sign, card}

const TEACHERS_ROUTES = [
  ['POST', '/statistics/findStudentList'],
  ['POST', '/statistics/findStudentList/export'],
  ['POST', '/statistics/deleteTeacher'],
  ['POST', '/statistics/importStudents'],
  ['POST', '/statistics/addStudyProgressList'],
  ['POST', '/statistics/importedStudentList'],
  ['POST', '/statistics/importedStudentList/export'],
  ['POST', '/statistics/courseActivatePageList'],
  ['POST', '/statistics/courseActivatePageList/export'],
  ['POST', '/statistics/addActivateCodes'],
];

const sql = (text) => runSql(server, text);
const post = (p, body, token) => id.call('POST', p, body, { cookies: token ? { token } : {} });
const ok = async (res, msg) => assertEnvelope(await res, { status: 200, code: 200, msg }).data;
const upload = (token, fields, file) => {
  const f = multipartForm(fields, file);
  return api(server, 'POST', '/api/v1/statistics/importStudents', f.body, {
    'content-type': f.contentType, ...(token ? { cookie: `token=${token}` } : {}),
  });
};
const preview = async (rows, token = teacher) => ok(upload(token, { courseId: course }, { name: 'students.xlsx', content: makeXlsx(rows) }));
const studentCount = async () => Number(await sql(`SELECT student_count FROM course WHERE sign = '${course}'`));

before(async () => {
  server = await startServer();
  id = new Identity(server);
  teacher = await id.tokenOf(DEMO.teacher);
  student = await id.tokenOf(DEMO.student);
  normal = await id.tokenOf(DEMO.normal);
  const school = `(SELECT school_id FROM users WHERE mobile = '${DEMO.teacher}')`;
  other = (await id.colleagueTeacher()).token;
  for (const [i, name] of ['赵一', '钱二', '孙三', '李四'].entries()) {
    const u = await id.newUser();
    const card = `T${Date.now() % 1000000}${i}`;
    await sql(`UPDATE users SET school_id = ${school}, name = '${name}' WHERE mobile = '${u.mobile}'`);
    await sql(`INSERT INTO identity_claim (user_id, type, school_id, real_name, number, status, created_at) ` +
      `SELECT id, 1, ${school}, '${name}', '${card}', 2, 1 FROM users WHERE mobile = '${u.mobile}'`);
    pupils.push({ mobile: u.mobile, name, card, token: u.token, sign: await sql(`SELECT sign FROM users WHERE mobile = '${u.mobile}'`) });
  }
  const tree = (await ok(id.call('GET', '/course/typeTree')));
  const t1 = tree[0];
  const t2 = t1.children[0];
  const made = await ok(post('/course/addCourse', {
    name: `学员管理测试${Date.now() % 100000}`, introduction: '简介', courseDetails: '详情', coursePrice: '', courseScore: '1',
    courseTime: '8', type: 1, kind: 4, courseTypeIdSign: t1.idSign, courseType2IdSign: t2.idSign,
    courseType3IdSign: t2.children[0].idSign,
  }, teacher), '添加成功');
  course = made.idSign;
});
after(async () => {
  await server?.stop();
});

test('every call is refused to a student, a normal user, a visitor and a teacher of another course', async () => {
  const body = { courseId: course, page: 1, size: 10, studentList: ['x'], rows: [{ row: 2, name: 'a', mobile: '13800000000' }], count: 1 };
  for (const [method, p] of TEACHERS_ROUTES) {
    for (const token of [student, normal]) assertRefused(await id.call(method, p, body, { cookies: { token } }), -6, '您没有权限访问!');
    assertRefused(await id.call(method, p, body), -1001);
    if (p !== '/statistics/importStudents') assertRefused(await post(p, body, other), -6, '您没有权限访问!');
  }
  assertRefused(await upload(other, { courseId: course }, { name: 's.xlsx', content: makeXlsx([['姓名', '手机号'], ['赵一', pupils[0].mobile]]) }),
    -6, '您没有权限访问!');
  for (const token of [student, normal]) {
    assertRefused(await id.call('GET', '/statistics/studentTemplate', undefined, { cookies: { token } }), -6, '您没有权限访问!');
  }
  assertRefused(await id.call('GET', '/statistics/studentTemplate'), -1001);
  assertRefused(await post('/statistics/findStudentList', { courseId: 'no-such-course', page: 1, size: 10 }, teacher), -1000, '课程不存在');
  assert.equal(await studentCount(), 0);
  assert.equal(await sql(`SELECT COUNT(*) FROM activation_code a JOIN course c ON c.id = a.course_id WHERE c.sign = '${course}'`), '0');
});

test('the template is an .xlsx with 姓名, 手机号, 学号 and one example row; uploaded as it is, its row is checked', async () => {
  const res = await id.call('GET', '/statistics/studentTemplate', undefined, { cookies: { token: teacher } });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(res.headers['content-disposition'], /^attachment; /);
  const { rows } = readXlsx(res.body);
  assert.deepEqual(rows[0], ['姓名', '手机号', '学号']);
  assert.equal(rows.length, 2);
  const data = await ok(upload(teacher, { courseId: course }, { name: 'template.xlsx', content: res.body }));
  assert.equal(data.rows.length, 1);
  assert.equal(data.rows[0].row, 2);
  assert.equal(data.rows[0].status, 'error');
  assert.equal(data.rows[0].error, '未找到该学员，请先注册并加入本校');
});

test('the preview checks every row with the contract messages and saves nothing', async () => {
  const [a, b, c] = pupils;
  const data = await preview([
    ['学号', '姓名', '手机号'],
    ['', a.name, a.mobile],
    ['', '', b.mobile],
    ['', b.name, ''],
    ['', b.name, '1380000'],
    ['', b.name, '13911112222'],
    ['', '张冠李戴', b.mobile],
    [c.card, c.name, ''],
    ['', a.name, a.mobile],
  ]);
  assert.deepEqual(data.rows.map((r) => [r.row, r.status, r.error]), [
    [2, 'ok', ''],
    [3, 'error', '姓名不能为空'],
    [4, 'error', '请填写手机号或学号'],
    [5, 'error', '手机号格式不正确'],
    [6, 'error', '未找到该学员，请先注册并加入本校'],
    [7, 'error', '姓名与账号不一致'],
    [8, 'ok', ''],
    [9, 'error', '与第2行重复'],
  ]);
  assert.equal(data.rows[0].userSign, a.sign);
  assert.equal(data.rows[1].userSign, null);
  assert.equal(data.rows[6].studentCard, c.card);
  assert.equal(data.okCount, 2);
  assert.equal(data.errorCount, 6);
  assert.equal(await studentCount(), 0, 'a preview saves nothing');
});

test('the preview refuses what is not the template: type by content, size, headers, no rows, too many rows', async () => {
  const send = (content, name = 'x.xlsx') => upload(teacher, { courseId: course }, { name, content });
  assertRefused(await send('姓名,手机号\n赵一,13800000000\n', 'x.csv'), -2, '请上传 .xlsx 格式的 Excel 文件', 'file');
  assertRefused(await send(Buffer.from('PK\x03\x04 not a zip at all')), -2, '请上传 .xlsx 格式的 Excel 文件', 'file');
  assertRefused(await send(Buffer.alloc(2 * 1024 * 1024 + 1, 0x41)), -2, '文件不能超过2MB', 'file');
  assertRefused(await send(makeXlsx([['名字', '电话'], ['赵一', '1']])), -2, '模板格式不正确，请下载导入模板', 'file');
  assertRefused(await send(makeXlsx([['姓名', '备注'], ['赵一', '1']])), -2, '模板格式不正确，请下载导入模板', 'file');
  assertRefused(await send(makeXlsx([['姓名', '手机号']])), -2, '表格中没有学员数据', 'file');
  const many = [['姓名', '手机号']];
  for (let i = 0; i < 2001; i++) many.push([`学员${i}`, '13800000000']);
  assertRefused(await send(makeXlsx(many)), -2, '一次最多导入2000名学员', 'file');
  assertRefused(await upload(teacher, { courseId: course }), -2, '请选择要上传的文件', 'file');
  assertRefused(await upload(teacher, {}, { name: 'x.xlsx', content: makeXlsx([['姓名', '手机号'], ['a', '1']]) }), -2, undefined, 'courseId');
});

test('import is all or nothing; then the students are listed, imported, counted and exported', async () => {
  const [a, b, c, d] = pupils;
  const bad = assertRefused(await post('/statistics/addStudyProgressList', { courseId: course, rows: [
    { row: 2, name: a.name, mobile: a.mobile, studentCard: '' },
    { row: 3, name: '错名', mobile: b.mobile, studentCard: '' },
  ] }, teacher), -2, '有1行数据有误，请修改后重新导入', 'rows');
  assert.deepEqual(bad.rows.map((r) => r.status), ['ok', 'error']);
  assert.equal(bad.rows[1].error, '姓名与账号不一致');
  assert.equal(await studentCount(), 0, 'nothing saved');
  assertRefused(await post('/statistics/addStudyProgressList', { courseId: course, rows: [] }, teacher), -2, '表格中没有学员数据', 'rows');
  assertRefused(await post('/statistics/addStudyProgressList', { courseId: course, rows: 'x' }, teacher), -2, undefined, 'rows');

  const rows = [
    { row: 2, name: a.name, mobile: a.mobile, studentCard: '' },
    { row: 3, name: b.name, mobile: b.mobile, studentCard: '' },
    { row: 4, name: c.name, mobile: '', studentCard: c.card },
  ];
  assert.deepEqual(await ok(post('/statistics/addStudyProgressList', { courseIdSign: course, rows }, teacher), '导入成功'),
    { added: 3, alreadyEnrolled: 0 });
  assert.equal(await studentCount(), 3);
  assert.deepEqual(await ok(post('/statistics/addStudyProgressList', { courseId: course, rows: [...rows,
    { row: 5, name: d.name, mobile: d.mobile }] }, teacher), '导入成功'), { added: 1, alreadyEnrolled: 3 });
  assert.equal(await studentCount(), 4);

  const list = await ok(post('/statistics/findStudentList', { courseId: course, page: 1, size: 10 }, teacher));
  assert.equal(list.total, 4);
  assert.equal(list.list[0].name, d.name, 'newest enrolment first');
  const first = list.list.find((s) => s.userSign === c.sign);
  assert.equal(first.source, 'import');
  assert.equal(first.studentCard, c.card);
  assert.equal(first.mobile, `${c.mobile.slice(0, 3)}****${c.mobile.slice(-4)}`);
  assert.equal(first.progress, 0);
  assert.equal(first.studyStatus, 1);
  assert.match(first.joinedAt, /^\d{4}-\d\d-\d\dT/);
  const page2 = await ok(post('/statistics/findStudentList', { courseId: course, page: 2, size: 3 }, teacher));
  assert.equal(page2.list.length, 1);
  const found = await ok(post('/statistics/findStudentList', { courseId: course, page: 1, size: 10, keyword: c.card }, teacher));
  assert.deepEqual(found.list.map((s) => s.name), [c.name]);
  // the mobile is shown masked, so only the full number finds it: digits of it would reveal the hidden ones
  const byMobile = await ok(post('/statistics/findStudentList', { courseId: course, page: 1, size: 10, keyword: c.mobile }, teacher));
  assert.deepEqual(byMobile.list.map((s) => s.name), [c.name]);
  for (const part of [c.mobile.slice(3, 7), c.mobile.slice(0, 7), c.mobile.slice(5)]) {
    const probe = await ok(post('/statistics/findStudentList', { courseId: course, page: 1, size: 10, keyword: part }, teacher));
    assert.ok(!probe.list.some((s) => s.userSign === c.sign), `a part of the number (${part}) finds nobody by mobile`);
  }
  assertRefused(await post('/statistics/findStudentList', { courseId: course, page: 1, size: 10, keyword: 'x'.repeat(31) }, teacher), -2, undefined, 'keyword');

  const imported = await ok(post('/statistics/importedStudentList', { courseId: course, page: 1, size: 10 }, teacher));
  assert.equal(imported.total, 4);
  assert.equal(imported.list[0].importedBy, '王丽华');
  assert.equal(imported.list.find((r) => r.userSign === c.sign).studentCard, c.card);

  const res = await post('/statistics/findStudentList/export', { courseId: course, page: 1, size: 1 }, teacher);
  assert.equal(res.status, 200);
  assert.match(res.headers['content-disposition'], /filename\*=UTF-8''.*%E5%AD%A6%E5%91%98%E5%90%8D%E5%8D%95-\d{8}\.xlsx$/);
  assert.equal(res.headers['cache-control'], 'private, no-store');
  const sheet = readXlsx(res.body);
  assert.deepEqual(sheet.rows[0], ['姓名', '手机号', '学号', '来源', '学习进度(%)', '状态', '加入时间']);
  assert.equal(sheet.rows.length, 5, 'paging ignored: the header and every student');
  assert.ok(sheet.rows.slice(1).every((r) => r[3] === '导入' && r[4] === 0 && r[5] === '学习中'));
  const imp = readXlsx((await post('/statistics/importedStudentList/export', { courseId: course }, teacher)).body);
  assert.deepEqual(imp.rows[0], ['姓名', '手机号', '学号', '导入人', '导入时间']);
  assert.equal(imp.rows.length, 5);
});

test('removing students deletes their enrolment, progress and study days of this course only', async () => {
  const [a, b] = pupils;
  // a also studies a demo course; give a some progress in the test course too.
  const demoCourse = await sql(`SELECT c.sign FROM course c JOIN course_teacher t ON t.course_id = c.id JOIN users u ON u.id = t.user_id ` +
    `WHERE u.mobile = '${DEMO.teacher}' AND c.status = 1 ORDER BY c.id LIMIT 1`);
  await sql(`INSERT INTO enrolment (course_id, user_id, source, status, progress, studied_seconds, created_at) SELECT c.id, u.id, 'free', 1, 0, 0, 1 ` +
    `FROM course c, users u WHERE c.sign = '${demoCourse}' AND u.mobile = '${a.mobile}'`);
  for (const sign of [course, demoCourse]) {
    await sql(`INSERT INTO study_day (user_id, course_id, day, seconds) SELECT u.id, c.id, '2026-11-20', 60 FROM course c, users u ` +
      `WHERE c.sign = '${sign}' AND u.mobile = '${a.mobile}'`);
  }
  const before = await studentCount();
  assertRefused(await post('/statistics/deleteTeacher', { courseId: course, studentList: [] }, teacher), -2, '请选择要删除的学员', 'studentList');
  assertRefused(await post('/statistics/deleteTeacher', { courseId: course, studentList: Array(501).fill(a.sign) }, teacher), -2, '请选择要删除的学员', 'studentList');
  assertRefused(await post('/statistics/deleteTeacher', { courseId: course }, teacher), -2, '请选择要删除的学员', 'studentList');
  assert.deepEqual(await ok(post('/statistics/deleteTeacher', { courseId: course, studentList: [a.sign, b.sign, 'not-enrolled'] }, teacher), '删除成功'),
    { removed: 2 });
  assert.equal(await studentCount(), before - 2);
  const of = (table, sign) => sql(`SELECT COUNT(*) FROM ${table} x JOIN course c ON c.id = x.course_id JOIN users u ON u.id = x.user_id ` +
    `WHERE c.sign = '${sign}' AND u.mobile = '${a.mobile}'`);
  for (const t of ['enrolment', 'study_day', 'video_progress', 'course_import']) assert.equal(await of(t, course), '0', t);
  assert.equal(await of('enrolment', demoCourse), '1', 'the other course keeps its student');
  assert.equal(await of('study_day', demoCourse), '1');
  assert.deepEqual(await ok(post('/statistics/deleteTeacher', { courseId: course, studentList: [a.sign] }, teacher), '删除成功'), { removed: 0 });
  assert.equal(await studentCount(), before - 2);
});

test('activation codes: made (16 upper-case letters or digits, unique), listed by status, exported', async () => {
  assertRefused(await post('/statistics/addActivateCodes', { courseId: course, count: 0 }, teacher), -2, '生成数量必须是1到500之间的整数', 'count');
  assertRefused(await post('/statistics/addActivateCodes', { courseId: course, count: 501 }, teacher), -2, '生成数量必须是1到500之间的整数', 'count');
  assertRefused(await post('/statistics/addActivateCodes', { courseId: course }, teacher), -2, '生成数量必须是1到500之间的整数', 'count');
  assertRefused(await post('/statistics/addActivateCodes', { courseId: course, count: 1, validDays: 3651 }, teacher), -2, '有效天数必须是1到3650之间的整数', 'validDays');
  const { codes } = await ok(post('/statistics/addActivateCodes', { courseId: course, count: 3, validDays: 7 }, teacher), '生成成功');
  assert.equal(codes.length, 3);
  assert.equal(new Set(codes).size, 3);
  for (const c of codes) assert.match(c, /^[A-Z0-9]{16}$/);
  await ok(post('/statistics/addActivateCodes', { courseId: course, count: 2 }, teacher), '生成成功');
  await sql(`UPDATE activation_code SET used_by = (SELECT id FROM users WHERE mobile = '${pupils[3].mobile}'), used_at = 1700000000 WHERE code = '${codes[0]}'`);
  await sql(`UPDATE activation_code SET expires_at = 1 WHERE code = '${codes[1]}'`);
  const all = await ok(post('/statistics/courseActivatePageList', { courseId: course, page: 1, size: 10 }, teacher));
  assert.equal(all.total, 5);
  assert.equal(all.list[0].expiresAt, null, 'newest first; no validDays never expires');
  const used = await ok(post('/statistics/courseActivatePageList', { courseId: course, page: 1, size: 10, status: 1 }, teacher));
  assert.deepEqual(used.list.map((c) => [c.code, c.status, c.usedBy]), [[codes[0], 1, pupils[3].name]]);
  const expired = await ok(post('/statistics/courseActivatePageList', { courseId: course, page: 1, size: 10, status: 2 }, teacher));
  assert.deepEqual(expired.list.map((c) => c.code), [codes[1]]);
  assert.equal((await ok(post('/statistics/courseActivatePageList', { courseId: course, page: 1, size: 10, status: 0 }, teacher))).total, 3);
  assertRefused(await post('/statistics/courseActivatePageList', { courseId: course, page: 1, size: 10, status: 3 }, teacher), -2, undefined, 'status');
  const sheet = readXlsx((await post('/statistics/courseActivatePageList/export', { courseId: course, status: 0 }, teacher)).body);
  assert.deepEqual(sheet.rows[0], ['激活码', '状态', '使用人', '使用时间', '生成时间', '有效期至']);
  assert.equal(sheet.rows.length, 4);
  assert.ok(sheet.rows.slice(1).every((r) => r[1] === '未使用'));
});

test('a school admin of the course\'s school manages its students too', async () => {
  const admin = await id.tokenOf(DEMO.schoolAdmin);
  const list = await ok(post('/statistics/findStudentList', { courseId: course, page: 1, size: 10 }, admin));
  assert.ok(list.total >= 1);
});
