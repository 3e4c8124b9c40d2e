// A course's exams (docs/exams.md, Calls — exams) on the real binary: every call refused to a student, a normal
// user, a visitor and a teacher of another course; the exam form's rules with their messages; list with counts,
// get, update; subjects from the same course's bank (added in order, duplicates skipped, total score kept);
// release needs a subject and freezes the subjects; answers released; an exam with records cannot be deleted;
// twoList with a record's answers; courseListByName; the demo exams of Python 程序设计.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { Identity, runSql } from './lib/identity.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

let server;
let id;
let teacher;
let other; // a teacher of the same school, not on the test course
let admin; // the demo school's admin: manages every course of the school
let student;
let normal;
let course;
let otherCourse; // the other teacher's course
const questions = []; // signs of the test course's bank: scores 5, 10, 20
let foreignQuestion; // a question of otherCourse

const sql = (text) => runSql(server, text);
const post = (p, body, token) => id.call('POST', p, body, { cookies: token ? { token } : {} });
const ok = async (res, msg) => assertEnvelope(await res, { status: 200, code: 200, msg }).data;
const exam = (extra = {}) => ({
  courseIdSign: course, examinationName: '第一单元测试', type: 2, startTime: '2026-03-01 08:00', endTime: '2026-03-01 10:00',
  examTime: 60, attention: '独立完成', ...extra,
});
const addExam = async (extra) => (await ok(post('/exam/add', exam(extra), teacher), '添加成功')).idSign;

async function newCourse(token, name) {
  const tree = await ok(id.call('GET', '/course/typeTree'));
  const t2 = tree[0].children[0];
  return (await ok(post('/course/addCourse', {
    name, introduction: '简介', courseDetails: '详情', coursePrice: '', courseScore: '1', courseTime: '8', type: 1, kind: 4,
    courseTypeIdSign: tree[0].idSign, courseType2IdSign: t2.idSign, courseType3IdSign: t2.children[0].idSign,
  }, token), '添加成功')).idSign;
}
const judgment = (courseId, subjectName, score) =>
  ({ courseId, type: 3, subjectName, score, answer: '1', analysis: '' });

before(async () => {
  server = await startServer();
  id = new Identity(server);
  teacher = await id.tokenOf(DEMO.teacher);
  student = await id.tokenOf(DEMO.student);
  normal = await id.tokenOf(DEMO.normal);
  admin = await id.tokenOf(DEMO.schoolAdmin);
  other = (await id.colleagueTeacher()).token;
  const stamp = Date.now() % 100000;
  course = await newCourse(teacher, `考试测试${stamp}`);
  otherCourse = await newCourse(other, `别人的课${stamp}`);
  for (const [i, score] of [5, 10, 20].entries())
    questions.push((await ok(post('/qb/addChoice', judgment(course, `判断${i + 1}`, score), teacher), '添加成功')).idSign);
  questions.push((await ok(post('/qb/addChoice', { courseId: course, type: 5, subjectName: '简答', score: 15, answer: '' }, teacher))).idSign);
  foreignQuestion = (await ok(post('/qb/addChoice', judgment(otherCourse, '别人的题', 5), other), '添加成功')).idSign;
});
after(async () => {
  await server?.stop();
});

test('every call is refused to a student, a normal user, a visitor and a teacher of another course', async () => {
  const e = await addExam();
  await ok(post('/exam/addSubjects', { examinationId: e, subjectIdList: [questions[0]] }, teacher), '添加成功');
  const calls = [
    ['/exam/list', { courseId: course, page: 1, size: 10 }],
    ['/exam/list/export', { courseId: course }],
    ['/exam/add', exam()],
    ['/exam/update', { idSign: e, examinationName: '改名' }],
    ['/exam/delete', { sign: e }],
    ['/exam/get', { sign: e }],
    ['/exam/updateReleaseStatus', { sign: e, status: 1 }],
    ['/exam/releaseChoices', { sign: e }],
    ['/exam/subjectList', { examinationId: e, page: 1, size: 1000 }],
    ['/exam/addSubjects', { examinationId: e, subjectIdList: [questions[1]] }],
    ['/exam/deleteSubject', { examinationId: e, subjectId: questions[0] }],
    ['/exam/twoList', { examinationId: e, page: 1, size: 10000 }],
  ];
  for (const [p, body] of calls) {
    for (const token of [student, normal]) assertRefused(await post(p, body, token), -6, '您没有权限访问!');
    assertRefused(await post(p, body), -1001);
    assertRefused(await post(p, body, other), -6, '您没有权限访问!');
  }
  for (const token of [student, normal]) assertRefused(await post('/exam/courseListByName', {}, token), -6, '您没有权限访问!');
  assertRefused(await post('/exam/courseListByName', {}), -1001);
  const got = await ok(post('/exam/get', { sign: e }, teacher));
  assert.deepEqual([got.examinationName, got.releaseStatus, got.answersReleased, got.subjectCount], ['第一单元测试', 0, false, 1]);
  // The school admin manages every course of the school.
  assert.equal((await ok(post('/exam/get', { sign: e }, admin))).idSign, e);
  assertRefused(await post('/exam/get', { sign: 'no-such-exam' }, teacher), -1000, '考试不存在');
  assertRefused(await post('/exam/list', { courseId: 'no-such-course' }, teacher), -1000, '课程不存在');
  await ok(post('/exam/delete', { sign: e }, teacher), '删除成功');
});

test('the exam form: each rule with its message and field, nothing saved', async () => {
  const count = async () => Number(await sql(`SELECT COUNT(*) FROM exam e JOIN course c ON c.id = e.course_id WHERE c.sign = '${course}'`));
  const before = await count();
  const cases = [
    [{ examinationName: ' ' }, '请输入考试名称', 'examinationName'],
    [{ examinationName: '考'.repeat(51) }, '考试名称不能超过50个字', 'examinationName'],
    [{ type: 4 }, '请选择考试类型', 'type'],
    [{ type: undefined }, '请选择考试类型', 'type'],
    [{ startTime: '' }, '请选择开始时间', 'startTime'],
    [{ startTime: '2026-02-30 08:00' }, '请选择开始时间', 'startTime'],
    [{ endTime: 'tomorrow' }, '请选择结束时间', 'endTime'],
    [{ endTime: '2026-03-01 08:00' }, '结束时间必须晚于开始时间', 'endTime'],
    [{ endTime: '2026-03-01T07:59:00+08:00' }, '结束时间必须晚于开始时间', 'endTime'],
    [{ examTime: 601 }, '考试时长必须是0到600分钟', 'examTime'],
    [{ examTime: -1 }, '考试时长必须是0到600分钟', 'examTime'],
    [{ answerMode: 3 }, '作答方式只能是在线作答或线下作答', 'answerMode'],
    [{ attemptLimit: 0 }, '作答次数必须是1到10之间的整数', 'attemptLimit'],
    [{ attemptLimit: 11 }, '作答次数必须是1到10之间的整数', 'attemptLimit'],
    // huge numbers are range-checked before any conversion (1e300 as an int64 is undefined behaviour; issue 13)
    [{ attemptLimit: 1e300 }, '作答次数必须是1到10之间的整数', 'attemptLimit'],
    [{ attemptLimit: -1e300 }, '作答次数必须是1到10之间的整数', 'attemptLimit'],
    [{ examTime: 1e300 }, '考试时长必须是0到600分钟', 'examTime'],
    [{ shuffle: 'maybe' }, '乱序设置不正确', 'shuffle'],
    [{ attention: '说'.repeat(2001) }, '考试说明不能超过2000个字', 'attention'],
    [{ chapterIdSign: 'no-such-chapter' }, '章节不存在', 'chapterIdSign'],
  ];
  for (const [change, msg, field] of cases) {
    const body = exam(change);
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
    assertRefused(await post('/exam/add', body, teacher), -2, msg, field);
  }
  assertRefused(await post('/exam/add', { ...exam(), courseIdSign: undefined }, teacher), -2, '参数不能为空', 'courseId');
  assert.equal(await count(), before);
});

test('add, get, update and list: China times, defaults, counts, filters', async () => {
  const a = await addExam({ type: 1, examinationName: '课后作业一', examTime: undefined, startTime: '2026-03-01 08:00',
    endTime: '2026-03-08T08:00:00Z' });
  const got = await ok(post('/exam/get', { sign: a }, teacher));
  assert.equal(got.startTime, '2026-03-01T08:00:00+08:00');
  assert.equal(got.endTime, '2026-03-08T16:00:00+08:00');
  assert.deepEqual([got.type, got.typeName, got.examTime, got.answerMode, got.shuffle, got.attemptLimit, got.totalScore,
    got.releaseStatus, got.answersReleased, got.courseIdSign, got.chapterIdSign],
  [1, '作业', 0, 1, false, 1, 0, 0, false, course, null]);
  const b = await addExam({ type: 3, examinationName: '期末考试', examTime: 0, answerMode: 2, shuffle: true, attemptLimit: 3 });
  const updated = await ok(post('/exam/update', { idSign: b, examinationName: '期末考试（闭卷）', examTime: 90 }, teacher), '修改成功');
  assert.deepEqual([updated.examinationName, updated.examTime, updated.answerMode, updated.shuffle, updated.attemptLimit, updated.type],
    ['期末考试（闭卷）', 90, 2, true, 3, 3]);
  assertRefused(await post('/exam/update', { idSign: b, endTime: '2026-02-01 08:00' }, teacher), -2, '结束时间必须晚于开始时间', 'endTime');
  assert.equal((await ok(post('/exam/get', { sign: b }, teacher))).endTime, '2026-03-01T10:00:00+08:00');

  const chapter = await sql(`INSERT INTO chapter (sign, course_id, level, name, created_at) SELECT 'ch-${Date.now()}', id, 1, '第一章', 1 ` +
    `FROM course WHERE sign = '${course}' RETURNING sign`);
  const placed = await ok(post('/exam/update', { idSign: a, chapterIdSign: chapter }, teacher), '修改成功');
  assert.equal(placed.chapterIdSign, chapter);

  await ok(post('/exam/addSubjects', { examinationId: b, subjectIdList: questions.slice(0, 2) }, teacher), '添加成功');
  const list = await ok(post('/exam/list', { courseId: course, page: 1, size: 10 }, teacher));
  assert.deepEqual(list.list.map((e) => [e.idSign, e.subjectCount, e.totalScore, e.attemptCount, e.gradedCount]),
    [[b, 2, 15, 0, 0], [a, 0, 0, 0, 0]]);
  assert.equal(list.total, 2);
  assert.deepEqual((await ok(post('/exam/list', { courseId: course, type: 1 }, teacher))).list.map((e) => e.idSign), [a]);
  assert.deepEqual((await ok(post('/exam/list', { courseId: course, examinationName: '期末' }, teacher))).list.map((e) => e.idSign), [b]);
  assert.deepEqual((await ok(post('/exam/list', { courseId: course, page: 2, size: 1 }, teacher))).list.map((e) => e.idSign), [a]);
  assertRefused(await post('/exam/list', { courseId: course, type: 7 }, teacher), -2, '请选择考试类型', 'type');
  for (const s of [a, b]) await ok(post('/exam/delete', { sign: s }, teacher), '删除成功');
});

test('the export of the exam list (/exam/list/export): the list\'s rows and filters, paging ignored, titles verbatim', async () => {
  const { readXlsx } = await import('./lib/xlsx.mjs');
  const a = await addExam({ type: 1, examinationName: '导出作业', examTime: 0 });
  const b = await addExam({ type: 3, examinationName: '导出期末', examTime: 90 });
  await ok(post('/exam/addSubjects', { examinationId: b, subjectIdList: questions.slice(0, 2) }, teacher), '添加成功');
  await ok(post('/exam/updateReleaseStatus', { sign: b, status: 1 }, teacher));
  const list = await ok(post('/exam/list', { courseId: course, page: 1, size: 50 }, teacher));
  const courseName = await sql(`SELECT name FROM course WHERE sign = '${course}'`);
  const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  const res = await post('/exam/list/export', { courseId: course, page: 1, size: 1 }, teacher);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.equal(res.headers['cache-control'], 'private, no-store');
  assert.ok(res.headers['content-disposition'].includes(`filename*=UTF-8''${encodeURIComponent(`${courseName}-考试-${today}.xlsx`)}`),
    res.headers['content-disposition']);
  const { rows, types } = readXlsx(res.body);
  assert.deepEqual(rows[0], ['考试名称', '类型', '开始时间', '结束时间', '时长(分钟)', '总分', '题目数', '作答次数', '已批改', '状态']);
  assert.equal(rows.length - 1, list.total, 'one row per exam, paging ignored');
  assert.deepEqual(rows.slice(1).map((r) => r[0]), list.list.map((e) => e.examinationName));
  assert.deepEqual(rows[1], ['导出期末', '期末考试', '2026-03-01 08:00:00', '2026-03-01 10:00:00', 90, 15, 2, 0, 0, '已发布']);
  assert.deepEqual(rows[2], ['导出作业', '作业', '2026-03-01 08:00:00', '2026-03-01 10:00:00', '', 0, 0, 0, 0, '未发布']);
  for (const col of [4, 5, 6, 7, 8]) assert.equal(types[1][col], 'n', `column ${rows[0][col]} is a number`);
  const filtered = readXlsx((await post('/exam/list/export', { courseId: course, type: 1 }, teacher)).body).rows;
  assert.deepEqual(filtered.slice(1).map((r) => r[0]), ['导出作业']);
  const named = readXlsx((await post('/exam/list/export', { courseId: course, examinationName: '期末' }, teacher)).body).rows;
  assert.deepEqual(named.slice(1).map((r) => r[0]), ['导出期末']);
  assertRefused(await post('/exam/list/export', { courseId: course, type: 7 }, teacher), -2, '请选择考试类型', 'type');
  assertRefused(await post('/exam/list/export', { courseId: 'no-such-course' }, teacher), -1000, '课程不存在');
  await ok(post('/exam/updateReleaseStatus', { sign: b, status: 0 }, teacher));
  for (const s of [a, b]) await ok(post('/exam/delete', { sign: s }, teacher), '删除成功');
});

test('subjects: from the same course bank, in order, duplicates skipped, total score kept, gaps closed', async () => {
  const e = await addExam();
  assertRefused(await post('/exam/addSubjects', { examinationId: e, subjectIdList: [] }, teacher), -2, '请选择题目', 'subjectIdList');
  assertRefused(await post('/exam/addSubjects', { examinationId: e, subjectIdList: Array(201).fill(questions[0]) }, teacher), -2,
    '一次最多添加200道题', 'subjectIdList');
  assertRefused(await post('/exam/addSubjects', { examinationId: e, subjectIdList: [questions[0], foreignQuestion] }, teacher), -2,
    '题目不属于本课程题库', 'subjectIdList');
  assertRefused(await post('/exam/addSubjects', { examinationId: e, subjectIdList: ['no-such'] }, teacher), -2, '题目不属于本课程题库', 'subjectIdList');
  assert.equal((await ok(post('/exam/subjectList', { examinationId: e }, teacher))).total, 0, 'nothing added');
  assert.deepEqual(await ok(post('/exam/addSubjects', { examinationId: e, subjectIdList: [questions[2], questions[0]] }, teacher), '添加成功'), { added: 2 });
  assert.deepEqual(await ok(post('/exam/addSubjects', { examinationId: e, subjectIdList: [questions[0], questions[1], questions[3]] }, teacher)), { added: 2 });
  let subjects = await ok(post('/exam/subjectList', { examinationId: e, page: 1, size: 1000 }, teacher));
  assert.deepEqual(subjects.list.map((s) => [s.serial, s.idSign]),
    [[1, questions[2]], [2, questions[0]], [3, questions[1]], [4, questions[3]]]);
  assert.equal((await ok(post('/exam/get', { sign: e }, teacher))).totalScore, 50);
  await ok(post('/exam/deleteSubject', { examinationId: e, subjectId: questions[0] }, teacher), '删除成功');
  subjects = await ok(post('/exam/subjectList', { examinationId: e }, teacher));
  assert.deepEqual(subjects.list.map((s) => [s.serial, s.idSign]), [[1, questions[2]], [2, questions[1]], [3, questions[3]]]);
  assert.equal((await ok(post('/exam/get', { sign: e }, teacher))).totalScore, 45);
  assertRefused(await post('/exam/deleteSubject', { examinationId: e, subjectId: questions[0] }, teacher), -1000, '题目不存在');
  // A question's score changed in the bank: the exam's total follows.
  await ok(post('/qb/updateChoice', { idSign: questions[1], score: 12 }, teacher), '修改成功');
  assert.equal((await ok(post('/exam/get', { sign: e }, teacher))).totalScore, 47);
  await ok(post('/qb/updateChoice', { idSign: questions[1], score: 10 }, teacher), '修改成功');
  const two = await ok(post('/exam/twoList', { examinationId: e, page: 1, size: 10000 }, teacher));
  assert.deepEqual(two.subjects.map((s) => [s.idSign, s.answer]), [[questions[2], '1'], [questions[1], '1'], [questions[3], '']]);
  assert.deepEqual(two.answers, []);
  assertRefused(await post('/exam/subjectList', { examinationId: e, size: 1001 }, teacher), -2, '校验未通过', 'size');
  await ok(post('/exam/delete', { sign: e }, teacher), '删除成功');
});

test('release needs a subject and freezes the subjects; answers released; an exam with records cannot be deleted', async () => {
  const e = await addExam();
  assertRefused(await post('/exam/updateReleaseStatus', { sign: e, status: 1 }, teacher), -1000, '请先添加题目');
  assertRefused(await post('/exam/updateReleaseStatus', { sign: e, status: 2 }, teacher), -2, '状态只能是0或1', 'status');
  await ok(post('/exam/addSubjects', { examinationId: e, subjectIdList: [questions[0], questions[3]] }, teacher), '添加成功');
  const released = await ok(post('/exam/updateReleaseStatus', { sign: e, status: 1 }, teacher), '发布成功');
  assert.equal(released.releaseStatus, 1);
  assertRefused(await post('/exam/addSubjects', { examinationId: e, subjectIdList: [questions[1]] }, teacher), -1000, '考试已发布，不能修改题目');
  assertRefused(await post('/exam/deleteSubject', { examinationId: e, subjectId: questions[0] }, teacher), -1000, '考试已发布，不能修改题目');
  const answers = await ok(post('/exam/releaseChoices', { sign: e }, teacher), '发布成功');
  assert.equal(answers.answersReleased, true);

  // A student's record (written as the paper calls write it): the exam keeps it and twoList shows its answers.
  const record = `rec-${Date.now()}`;
  await sql(`INSERT INTO exam_attempt (sign, exam_id, user_id, submit_status, started_at, deadline_at, submitted_at) ` +
    `SELECT '${record}', e.id, u.id, 1, 1, 2, 2 FROM exam e, users u WHERE e.sign = '${e}' AND u.mobile = '${DEMO.student}'`);
  await sql(`INSERT INTO attempt_answer (attempt_id, question_id, answer, got_score, comment, updated_at) ` +
    `SELECT a.id, q.id, '1', 5, '', 2 FROM exam_attempt a, question q WHERE a.sign = '${record}' AND q.sign = '${questions[0]}'`);
  await sql(`INSERT INTO attempt_answer (attempt_id, question_id, answer, updated_at) ` +
    `SELECT a.id, q.id, '不会', 2 FROM exam_attempt a, question q WHERE a.sign = '${record}' AND q.sign = '${questions[3]}'`);
  const two = await ok(post('/exam/twoList', { examinationId: e, recordId: record }, teacher));
  assert.deepEqual(two.answers, [
    { subjectId: questions[0], answer: '1', score: 5, comment: '' },
    { subjectId: questions[3], answer: '不会', score: null, comment: '' },
  ]);
  assertRefused(await post('/exam/twoList', { examinationId: e, recordId: 'no-such-record' }, teacher), -1000, '作答记录不存在');
  const listed = (await ok(post('/exam/list', { courseId: course }, teacher))).list.find((x) => x.idSign === e);
  assert.equal(listed.attemptCount, 1);

  assertRefused(await post('/exam/delete', { sign: e }, teacher), -1000, '已有学员作答，不能删除');
  const unpublished = await ok(post('/exam/updateReleaseStatus', { sign: e, status: 0 }, teacher), '已取消发布');
  assert.equal(unpublished.releaseStatus, 0);
  assertRefused(await post('/exam/addSubjects', { examinationId: e, subjectIdList: [questions[1]] }, teacher), -1000, '已有学员作答，不能修改题目');
  assertRefused(await post('/exam/delete', { sign: e }, teacher), -1000, '已有学员作答，不能删除');
  assertRefused(await post('/exam/update', { idSign: e, answerMode: 2 }, teacher), -1000, '已有学员作答，不能修改作答方式或乱序设置');
  assertRefused(await post('/exam/update', { idSign: e, shuffle: true }, teacher), -1000, '已有学员作答，不能修改作答方式或乱序设置');
  assert.equal(await sql(`SELECT COUNT(*) FROM exam WHERE sign = '${e}'`), '1');
});

test('courseListByName: the teacher\'s own courses, a school admin\'s whole school, filtered by name', async () => {
  const mine = await ok(post('/exam/courseListByName', {}, teacher));
  assert.ok(mine.some((c) => c.idSign === course));
  assert.ok(!mine.some((c) => c.idSign === otherCourse));
  const theirs = await ok(post('/exam/courseListByName', { name: '别人的课' }, other));
  assert.deepEqual(theirs.map((c) => c.idSign), [otherCourse]);
  const all = await ok(post('/exam/courseListByName', { name: '课' }, admin));
  assert.ok(all.some((c) => c.idSign === otherCourse));
  assert.deepEqual(await ok(post('/exam/courseListByName', { name: '没有这门课' }, teacher)), []);
});

test('the demo: Python 程序设计 has a bank of all five types and a released homework, unit test and final exam', async () => {
  const python = await sql(`SELECT c.sign FROM course c JOIN course_teacher t ON t.course_id = c.id JOIN users u ON u.id = t.user_id ` +
    `WHERE u.mobile = '${DEMO.teacher}' AND c.name = 'Python 程序设计'`);
  const bank = await ok(post('/qb/choiceList', { courseId: python, size: 50 }, teacher));
  assert.ok(bank.total >= 15);
  assert.deepEqual([...new Set(bank.list.map((q) => q.type))].sort(), [1, 2, 3, 4, 5]);
  const exams = (await ok(post('/exam/list', { courseId: python, size: 10 }, teacher))).list;
  assert.deepEqual(exams.map((e) => e.type).sort(), [1, 2, 3]);
  const now = Date.now();
  for (const e of exams) {
    assert.equal(e.releaseStatus, 1);
    assert.ok(e.subjectCount > 0 && e.totalScore > 0);
    assert.ok(Date.parse(e.startTime) < now && Date.parse(e.endTime) > now + 29 * 86400_000, `${e.examinationName} is open`);
  }
  assert.equal(await sql(`SELECT COUNT(*) FROM enrolment e JOIN users u ON u.id = e.user_id JOIN course c ON c.id = e.course_id ` +
    `WHERE u.mobile = '${DEMO.student}' AND c.sign = '${python}'`), '1', '张晓明 can take them');
});
