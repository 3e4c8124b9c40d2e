// Grading and records (docs/exams.md, Grading and Calls — exams): findRecords with its filters and .xlsx export,
// annotation answers graded by a teacher of the course (批改中 → 已批改, score the sum, regrading follows), offline
// answer files (type judged by content, 20 MB) uploaded by the student, downloaded and scored by the teacher; every
// call refused to a student and to a teacher of another course.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { multipartForm } from './lib/images.mjs';
import { Study } from './lib/study.mjs';
import { runSql } from './lib/identity.mjs';
import { readXlsx } from './lib/xlsx.mjs';
import { makeZip } from './lib/identity.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';
import { SAMPLE_QUESTIONS, demoCourses, enrol, makeExam, nowSeconds, q } from './lib/exam-papers.mjs';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let server;
let st;
let student;
let fresh;
let teacher;
let colleague;
let admin;
let course;

before(async () => {
  server = await startServer();
  st = new Study(server);
  student = await st.tokenOf(DEMO.student);
  teacher = await st.tokenOf(DEMO.teacher);
  colleague = await st.tokenOf(DEMO.colleague);
  admin = await st.tokenOf(DEMO.schoolAdmin);
  course = (await demoCourses(server, DEMO.teacher)).own;
  const onTeam = await runSql(server, `SELECT COUNT(*) FROM course_teacher ct JOIN users u ON u.id = ct.user_id
    JOIN course c ON c.id = ct.course_id WHERE u.mobile = ${q(DEMO.colleague)} AND c.sign = ${q(course)}`);
  assert.equal(Number(onTeam), 0, 'the colleague does not teach the course');
  fresh = await st.newUser();
  await enrol(server, DEMO.student, course);
  await enrol(server, fresh.mobile, course);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: { token } });
const ok = (res, msg) => assertEnvelope(res, { status: 200, code: 200, msg }).data;
const noPermission = (res) => assertEnvelope(res, { status: 403, code: -6, msg: '您没有权限访问!' });
const start = (token, examinationId) => call(token, 'POST', '/qb/getExaminationPaper', { examinationId });
const find = (token, body) => call(token, 'POST', '/exam/findRecords', { courseId: course, page: 1, size: 10, type: 0, ...body });

async function submitted(token, exam, answers) {
  const recordId = ok(await start(token, exam.sign)).testPaperData.unitestingUserRecordId;
  const list = exam.questions.map((x) => ({ unitestingBankId: x.sign, answer: answers[x.type] ?? null }));
  ok(await call(token, 'POST', '/qb/saveExaminationPaper', { unitestingUserRecordId: recordId, saveSeq: 1, countDown: 0, leaveCount: 3, subjectAnswerReqList: list, submit: true }));
  return recordId;
}

function upload(token, examinationId, name, bytes) {
  const { body, contentType } = multipartForm({ examinationId }, { name, content: bytes });
  return api(server, 'POST', '/api/v1/courseStudy/saveOfflineAnswer', body, { 'content-type': contentType, cookie: `token=${token}` });
}

test('an annotation answer keeps the record 批改中 until a teacher grades it; regrading follows', async () => {
  const exam = await makeExam(server, course);
  const recordId = await submitted(student, exam, { 1: 'B', 2: 'A,C', 3: '1', 4: '北京', 5: '全局解释器锁' });
  let rec = ok(await call(student, 'GET', `/qb/getExaminationPaperRecord?recordId=${recordId}`));
  assert.equal(rec.submitStatus, 1);
  assert.equal(rec.score, null, 'no score while an answer is ungraded');
  assert.equal(rec.passed, null);

  const page = ok(await find(teacher, { examinationId: exam.sign }));
  assert.equal(page.total, 1);
  assert.equal(page.list[0].recordId, recordId);
  assert.equal(page.list[0].submitStatus, 1);
  assert.equal(page.list[0].leaveCount, 3);
  assert.equal(page.list[0].totalScore, 100);

  // The teacher reads the record with the key, and the two lists with the student's answers.
  const teacherView = ok(await call(teacher, 'GET', `/qb/getExaminationPaperRecord?recordId=${recordId}`));
  assert.equal(teacherView.groups[4].children[0].answer, '参考答案：全局解释器锁');
  const two = ok(await call(teacher, 'POST', '/exam/twoList', { examinationId: exam.sign, recordId }));
  assert.equal(two.answers.length, 5);

  const annotation = exam.questions[4].sign;
  const grade = (token, score, comment) => call(token, 'POST', '/exam/gradeAnswer', { recordId, subjectId: annotation, score, comment });
  assertRefused(await grade(teacher, 61), -2, '得分必须在0到60之间', 'score');
  assertRefused(await grade(teacher, -1), -2, '得分必须在0到60之间', 'score');
  assertRefused(await call(teacher, 'POST', '/exam/gradeAnswer', { recordId, subjectId: annotation }), -2, '请输入得分', 'score');
  assertRefused(await grade(teacher, 10, '评'.repeat(501)), -2, '评语不能超过500个字', 'comment');
  assertRefused(await call(teacher, 'POST', '/exam/gradeAnswer', { recordId, subjectId: 'nosuch', score: 1 }), -2, '题目不属于本次考试', 'subjectId');
  noPermission(await grade(student, 60));
  noPermission(await grade(colleague, 60));

  const graded = ok(await grade(teacher, 45, '要点基本正确'), '保存成功');
  assert.equal(graded.submitStatus, 2);
  assert.equal(graded.score, 85);
  assert.equal(graded.passed, true);
  rec = ok(await call(student, 'GET', `/qb/getExaminationPaperRecord?recordId=${recordId}`));
  assert.equal(rec.score, 85);
  assert.equal(rec.groups[4].children[0].gotScore, 45);
  assert.equal(rec.groups[4].children[0].comment, '要点基本正确');
  // A regrade of an objective answer changes the sum.
  ok(await call(teacher, 'POST', '/exam/gradeAnswer', { recordId, subjectId: exam.questions[0].sign, score: 0 }));
  const after = ok(await find(teacher, { examinationId: exam.sign }));
  assert.equal(after.list[0].score, 75);
  assert.equal(after.list[0].submitStatus, 2);
  // The school's admin manages the course too.
  ok(await call(admin, 'POST', '/exam/gradeAnswer', { recordId, subjectId: annotation, score: 5 }));
  assert.equal(ok(await find(teacher, { examinationId: exam.sign })).list[0].score, 35);
});

test('an ungraded record cannot be graded before it is submitted', async () => {
  const exam = await makeExam(server, course);
  const recordId = ok(await start(fresh.token, exam.sign)).testPaperData.unitestingUserRecordId;
  assertRefused(await call(teacher, 'POST', '/exam/gradeAnswer', { recordId, subjectId: exam.questions[4].sign, score: 5 }), -1000, '试卷尚未提交');
  assertRefused(await call(teacher, 'POST', '/exam/gradeAnswer', { recordId: 'nosuch', subjectId: exam.questions[4].sign, score: 5 }), -1000, '作答记录不存在');
});

test('findRecords filters by name, state, student and exam, pages, and refuses strangers', async () => {
  const exam = await makeExam(server, course, { name: '筛选用的测验', questions: SAMPLE_QUESTIONS.slice(0, 4) });
  await submitted(student, exam, { 1: 'B' });
  await submitted(fresh.token, exam, {});
  const all = ok(await find(teacher, { examinationName: '筛选用' }));
  assert.equal(all.total, 2);
  assert.ok(all.list.every((r) => r.examinationName === '筛选用的测验' && r.submitStatus === 2));
  const studentName = await runSql(server, `SELECT name FROM users WHERE mobile = ${q(DEMO.student)}`);
  const mine = ok(await find(teacher, { examinationId: exam.sign, userName: studentName }));
  assert.equal(mine.total, 1);
  assert.equal(mine.list[0].score, 10);
  assert.equal(ok(await find(teacher, { examinationId: exam.sign, submitStatus: 0 })).total, 0);
  const paged = ok(await find(teacher, { examinationId: exam.sign, page: 2, size: 1 }));
  assert.equal(paged.total, 2);
  assert.equal(paged.list.length, 1);
  assert.equal(ok(await find(teacher, { examinationId: exam.sign, studentCard: 'no-such-card' })).total, 0);
  assertRefused(await find(teacher, { submitStatus: 7 }), -2, '提交状态只能是0、1、2', 'submitStatus');
  assertRefused(await find(teacher, { courseId: undefined }), -2, '参数不能为空', 'courseId');
  const other = await makeExam(server, (await demoCourses(server, DEMO.teacher)).other);
  assertRefused(await find(teacher, { examinationId: other.sign }), -1000, '考试不存在');
  noPermission(await find(student, {}));
  noPermission(await find(colleague, {}));
  noPermission(await call(colleague, 'POST', '/exam/findRecords/export', { courseId: course }));
  noPermission(await call(student, 'POST', '/exam/findRecords/export', { courseId: course }));

  const res = await call(teacher, 'POST', '/exam/findRecords/export', { courseId: course, examinationId: exam.sign });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.headers['content-type'], XLSX);
  assert.match(res.headers['content-disposition'], /^attachment; /);
  const { rows } = readXlsx(res.body);
  assert.deepEqual(rows[0], ['考试名称', '姓名', '学号', '状态', '得分', '总分', '离开次数', '开始时间', '交卷时间']);
  assert.equal(rows.length, 3);
  assert.ok(rows.slice(1).every((r) => r[0] === '筛选用的测验' && r[3] === '已批改'));
});

test('offline answers: the file type is judged by content, the teacher downloads and scores the record', async () => {
  const exam = await makeExam(server, course, { answerMode: 2, type: 1, questions: SAMPLE_QUESTIONS.slice(4) });
  assertRefused(await upload(fresh.token, exam.sign, 'answer.pdf', Buffer.from('not a pdf, just text')), -2, '只能上传PDF、Word、图片或ZIP文件', 'file');
  assertRefused(await upload(fresh.token, exam.sign, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)])), -2, '文件不能超过20MB', 'file');
  const online = await makeExam(server, course);
  assertRefused(await upload(fresh.token, online.sign, 'answer.pdf', PDF), -1000, '本次考试为在线作答');
  const outsider = await st.newUser();
  noPermission(await upload(outsider.token, exam.sign, 'answer.pdf', PDF));
  assert.equal(Number(await runSql(server, `SELECT COUNT(*) FROM exam_attempt WHERE exam_id = ${exam.id}`)), 0, 'refusals wrote nothing');

  const first = await upload(fresh.token, exam.sign, '第一版.pdf', PDF);
  const rec = ok(first, '上传成功.');
  assert.equal(rec.submitStatus, 1);
  assert.equal(rec.hasFile, true);
  const zip = makeZip({ 'a.txt': 'answer' });
  const second = ok(await upload(fresh.token, exam.sign, '答案.zip', zip), '上传成功.');
  assert.equal(second.recordId, rec.recordId, 'a new upload replaces the file of the same record');
  const files = await runSql(server, `SELECT file_name FROM exam_attempt WHERE exam_id = ${exam.id}`);
  assert.equal(files, '答案.zip');

  const items = ok(await call(fresh.token, 'GET', `/course/homeworkList?courseId=${course}`));
  const item = items.find((i) => i.idSign === exam.sign);
  assert.equal(item.commitStatus, 1);
  assert.equal(item.studentScore, null);

  const download = await call(teacher, 'GET', `/exam/answerFile?recordId=${rec.recordId}`);
  assert.equal(download.status, 200);
  assert.deepEqual(download.body, zip);
  assert.ok(download.headers['content-disposition'].includes(encodeURIComponent('答案.zip')));
  assert.equal((await call(fresh.token, 'GET', `/exam/answerFile?recordId=${rec.recordId}`)).status, 200);
  noPermission(await call(student, 'GET', `/exam/answerFile?recordId=${rec.recordId}`));
  noPermission(await call(colleague, 'GET', `/exam/answerFile?recordId=${rec.recordId}`));

  assertRefused(await call(teacher, 'POST', '/exam/gradeRecord', { recordId: rec.recordId, score: 61 }), -2, '得分必须在0到60之间', 'score');
  noPermission(await call(colleague, 'POST', '/exam/gradeRecord', { recordId: rec.recordId, score: 50 }));
  noPermission(await call(fresh.token, 'POST', '/exam/gradeRecord', { recordId: rec.recordId, score: 50 }));
  const graded = ok(await call(teacher, 'POST', '/exam/gradeRecord', { recordId: rec.recordId, score: 50, comment: '很好' }), '保存成功');
  assert.equal(graded.submitStatus, 2);
  assert.equal(graded.score, 50);
  assertRefused(await upload(fresh.token, exam.sign, '再交.pdf', PDF), -1000, '试卷已批改，不能再上传');
  const onlineRecord = await submitted(student, online, {});
  assertRefused(await call(teacher, 'POST', '/exam/gradeRecord', { recordId: onlineRecord, score: 1 }), -1000, '在线作答的记录请逐题批改');
  assertRefused(await call(teacher, 'GET', `/exam/answerFile?recordId=${onlineRecord}`), -1000, '未上传答案文件');
  assert.equal(nowSeconds() > 0, true);
});
