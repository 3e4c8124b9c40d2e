// Homework and exams across courses (docs/exams.md "Across courses") on the real binary: a student's list of every
// course and training with its tabs and counts; a teacher's exams across the courses they manage, one exam in
// figures, and the grading queue (oldest first, a graded record leaves it); nobody reads another teacher's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD, assertRefused } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { startServer } from './lib/server.mjs';

let server;
let st;
const tokens = {};

before(async () => {
  server = await startServer();
  st = new Study(server);
  for (const who of ['student', 'teacher', 'colleague', 'schoolAdmin', 'normal']) tokens[who] = await st.tokenOf(DEMO[who], DEMO_PASSWORD);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (token, method, p, body) => st.ok(token, method, p, body);

test('a student sees the homework and exams of every course and training, by tab, with counts', async () => {
  const all = await ok(tokens.student, 'GET', '/exam/mine?size=50');
  const { todo, submitted, missed } = all.counts;
  assert.equal(all.total, todo + submitted + missed);
  assert.equal(all.list.length, all.total);
  const courses = new Set(all.list.map((i) => i.courseName));
  assert.ok(courses.has('Python 程序设计') && courses.has('跨境电商运营实训'), [...courses].join());
  assert.ok(all.list.some((i) => i.offering === 2) && all.list.some((i) => i.offering === 1));
  for (const i of all.list) assert.ok(i.idSign && i.examinationName && i.courseId && 'canStart' in i && 'commitStatus' in i);
  const ends = all.list.map((i) => i.endTime);
  assert.deepEqual(ends, [...ends].sort().reverse(), 'the latest end first');

  const open = await ok(tokens.student, 'GET', '/exam/mine?status=todo&size=50');
  assert.equal(open.total, todo);
  assert.ok(open.list.every((i) => i.commitStatus === 0 && !i.expired));
  const work = await ok(tokens.student, 'GET', '/exam/mine?kind=work&size=50');
  assert.ok(work.list.length > 0 && work.list.every((i) => i.type === 1));
  const exams = await ok(tokens.student, 'GET', '/exam/mine?kind=exam&size=50');
  assert.ok(exams.list.every((i) => i.type === 2 || i.type === 3));
  assert.equal(work.total + exams.total, all.total);
  const paged = await ok(tokens.student, 'GET', '/exam/mine?size=2&page=2');
  assert.deepEqual(paged.list.map((i) => i.idSign), all.list.slice(2, 4).map((i) => i.idSign));

  // Handing in a homework moves it from 待完成 to 已提交.
  const homework = open.list.find((i) => i.type === 1 && i.answerMode === 1);
  const paper = await ok(tokens.student, 'POST', '/qb/getExaminationPaper', { examinationId: homework.idSign });
  await ok(tokens.student, 'POST', '/qb/saveExaminationPaper', {
    unitestingUserRecordId: paper.testPaperData.unitestingUserRecordId, subjectAnswerReqList: [], countDown: 0, saveSeq: 1, submit: true,
  });
  const after = await ok(tokens.student, 'GET', '/exam/mine?status=submitted&size=50');
  assert.equal(after.counts.todo, todo - 1);
  const handed = after.list.find((i) => i.idSign === homework.idSign);
  assert.equal(handed.commitStatus, 1);
  assert.equal(handed.recordId, paper.testPaperData.unitestingUserRecordId);

  // Another user's list is their own.
  const theirs = await ok(tokens.normal, 'GET', '/exam/mine?size=50');
  assert.ok(!theirs.list.some((i) => i.recordId === handed.recordId));
  assertRefused(await call(tokens.student, 'GET', '/exam/mine?kind=quiz'), -2, '请选择作业或考试', 'kind');
  assertRefused(await call(tokens.student, 'GET', '/exam/mine?status=done'), -2, '请选择状态', 'status');
  assertRefused(await call(tokens.student, 'GET', '/exam/mine?size=51'), -2, '校验未通过', 'size');
  assertRefused(await call(undefined, 'GET', '/exam/mine'), -1001, '请登录');
});

test('a teacher’s exams across courses, one in figures, and the grading queue; another teacher sees none of it', async () => {
  const mine = await ok(tokens.teacher, 'GET', '/exam/managedList?size=50');
  assert.ok(mine.total >= 4);
  assert.ok(new Set(mine.list.map((e) => e.courseName)).size >= 2, 'across her courses');
  const homework = mine.list.find((e) => e.examinationName === '第一章 课后作业');
  assert.ok(homework.pendingCount >= 3, JSON.stringify(homework));
  const finals = await ok(tokens.teacher, 'GET', '/exam/managedList?type=3&size=50');
  assert.ok(finals.list.length > 0 && finals.list.every((e) => e.type === 3));
  const named = await ok(tokens.teacher, 'GET', `/exam/managedList?name=${encodeURIComponent('课后作业')}`);
  assert.ok(named.list.every((e) => e.examinationName.includes('课后作业')));
  assert.equal((await ok(tokens.colleague, 'GET', '/exam/managedList')).total, 0);
  assertRefused(await call(tokens.teacher, 'GET', '/exam/managedList?type=7'), -2, '请选择考试类型', 'type');
  assertRefused(await call(tokens.student, 'GET', '/exam/managedList'), -6, '您没有权限访问!');

  const unit = mine.list.find((e) => e.examinationName === '第一单元测试');
  const o = await ok(tokens.teacher, 'GET', `/exam/overview?examinationId=${unit.idSign}`);
  assert.equal(o.exam.idSign, unit.idSign);
  assert.equal(o.exam.courseName, 'Python 程序设计');
  assert.equal(o.submitted, o.graded + o.pending);
  assert.ok(o.graded >= 6, JSON.stringify(o));
  assert.ok(o.learners >= o.submitted);
  assert.deepEqual(o.distribution.map((b) => b.label), ['0-59', '60-69', '70-79', '80-89', '90-100']);
  assert.equal(o.distribution.reduce((n, b) => n + b.count, 0), o.graded);
  assert.ok(o.lowest <= o.average && o.average <= o.highest);
  assertRefused(await call(tokens.colleague, 'GET', `/exam/overview?examinationId=${unit.idSign}`), -6, '您没有权限访问!');
  assertRefused(await call(tokens.teacher, 'GET', '/exam/overview?examinationId=nope'), -1000, '考试不存在');
  assertRefused(await call(tokens.teacher, 'GET', '/exam/overview'), -2, '请选择考试', 'examinationId');

  const queue = await ok(tokens.teacher, 'GET', '/exam/gradingQueue?size=50');
  assert.ok(queue.total >= 3);
  assert.ok(queue.list.every((r) => r.submitStatus === 1 && r.score === null && r.courseName));
  const times = queue.list.map((r) => r.submittedAt);
  assert.deepEqual(times, [...times].sort(), 'the oldest submission first');
  const courseId = queue.list[0].courseId;
  const one = await ok(tokens.teacher, 'GET', `/exam/gradingQueue?courseId=${courseId}`);
  assert.ok(one.list.every((r) => r.courseId === courseId));
  assert.equal((await ok(tokens.schoolAdmin, 'GET', '/exam/gradingQueue?size=50')).total, queue.total, 'the school admin sees the school’s');
  assert.equal((await ok(tokens.colleague, 'GET', '/exam/gradingQueue')).total, 0);
  assertRefused(await call(tokens.colleague, 'GET', `/exam/gradingQueue?courseId=${courseId}`), -6, '您没有权限访问!');
  assertRefused(await call(tokens.student, 'GET', '/exam/gradingQueue'), -6, '您没有权限访问!');

  // Marking the record's short answers takes it out of the queue.
  const first = queue.list[0];
  const two = await ok(tokens.teacher, 'POST', '/exam/twoList', { examinationId: first.examinationId, recordId: first.recordId, page: 1, size: 10000 });
  for (const q of two.subjects.filter((s) => s.type === 5)) {
    await ok(tokens.teacher, 'POST', '/exam/gradeAnswer', { recordId: first.recordId, subjectId: q.idSign, score: 1, comment: '' });
  }
  const later = await ok(tokens.teacher, 'GET', '/exam/gradingQueue?size=50');
  assert.equal(later.total, queue.total - 1);
  assert.ok(!later.list.some((r) => r.recordId === first.recordId));
});
