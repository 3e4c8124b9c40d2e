// Test papers on the server's clock (docs/exams.md, Calls — students): start / resume / restart, one attempt for
// concurrent starts, saves ordered by saveSeq (a late save changes nothing), the deadline stored at start and
// enforced on save, the background sweep (XJ_EXAM_SWEEP_MS), automatic grading, a double submit graded once, the
// key never shown before answersReleased, another student's record refused, and an attempt that survives a restart.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, assertEnvelope, serverNow, sleep, startServer } from './lib/server.mjs';
import { demoCourses, enrol, makeExam, q, restartServer } from './lib/exam-papers.mjs';

let server;
let st;
let student;
let other;
let otherMobile;
let teacher;
let course;

const SAMPLE_OBJECTIVE = [
  { type: 1, subjectName: '单选', score: 10, answer: 'B', analysis: '解析一', options: ['甲', '乙', '丙'] },
  { type: 2, subjectName: '多选', score: 10, answer: 'A,C', analysis: '解析二', options: ['甲', '乙', '丙'] },
  { type: 3, subjectName: '判断', score: 10, answer: '1', analysis: '解析三' },
  { type: 4, subjectName: '填空', score: 10, answer: 'beijing|北京', analysis: '解析四' },
];

before(async () => {
  server = await startServer({ env: { XJ_EXAM_SWEEP_MS: '300' } });
  st = new Study(server);
  student = await st.tokenOf(DEMO.student);
  teacher = await st.tokenOf(DEMO.teacher);
  const fresh = await st.newUser();
  other = fresh.token;
  otherMobile = fresh.mobile;
  course = (await demoCourses(server, DEMO.teacher)).own;
  await enrol(server, DEMO.student, course);
  await enrol(server, otherMobile, course);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: { token } });
const ok = (res, msg) => assertEnvelope(res, { status: 200, code: 200, msg }).data;
const start = (token, examinationId, restart) => call(token, 'POST', '/qb/getExaminationPaper', { examinationId, restart });
const save = (token, body) => call(token, 'POST', '/qb/saveExaminationPaper', { countDown: 0, ...body });
const record = (token, recordId) => call(token, 'GET', `/qb/getExaminationPaperRecord?recordId=${recordId}`);
const children = (paper) => paper.testPaperVal.flatMap((g) => g.children);

function answersFor(exam, pick) {
  return exam.questions.map((x) => ({ unitestingBankId: x.sign, answer: pick(x) }));
}

test('a paper groups the questions by type and never carries the key or the analysis', async () => {
  const exam = await makeExam(server, course, { examTime: 30 });
  const paper = ok(await start(student, exam.sign));
  assert.equal(paper.testPaperData.examinationName, exam.name);
  assert.equal(paper.testPaperData.totalScore, 100);
  assert.deepEqual(paper.testPaperVal.map((g) => [g.type, g.typeName]),
    [[1, '单选题'], [2, '多选题'], [3, '判断题'], [4, '填空题'], [5, '简答题']]);
  assert.equal(paper.reportTime, 30);
  assert.equal(paper.saveSeq, 0);
  assert.ok(paper.second > 30 * 60 - 5 && paper.second <= 30 * 60, `second ${paper.second}`);
  const text = JSON.stringify(paper);
  assert.ok(!text.includes('"answer"') && !text.includes('"analysis"'), 'no key in a paper');
  assert.ok(!text.includes('北京市') && !text.includes('解析'), 'no key text in a paper');
  assert.deepEqual(children(paper)[0].optionList.map((o) => o.optionName), ['A', 'B', 'C', 'D']);
  assert.ok(children(paper).every((c) => c.value === null));
  // The record before submission shows no key either, even to its student.
  const rec = ok(await record(student, paper.testPaperData.unitestingUserRecordId));
  assert.equal(rec.submitStatus, 0);
  assert.ok(!JSON.stringify(rec).includes('"analysis"'));
});

test('start refuses the unenrolled, unreleased, not yet started and ended exams', async () => {
  const outsider = (await st.newUser()).token;
  const exam = await makeExam(server, course);
  assertEnvelope(await start(outsider, exam.sign), { status: 403, code: -6, msg: '您没有权限访问!' });
  const hidden = await makeExam(server, course, { released: 0 });
  assertRefused(await start(student, hidden.sign), -1000, '考试尚未开始');
  const later = await makeExam(server, course, { startAt: serverNow(server) + 3600, endAt: serverNow(server) + 7200 });
  assertRefused(await start(student, later.sign), -1000, '考试尚未开始');
  const ended = await makeExam(server, course, { startAt: serverNow(server) - 7200, endAt: serverNow(server) - 60 });
  assertRefused(await start(student, ended.sign), -1000, '考试已结束');
  assertRefused(await start(student, 'nosuchexam'), -1000, '考试不存在');
  assertRefused(await call(student, 'POST', '/qb/getExaminationPaper', {}), -2, '参数不能为空', 'examinationId');
});

test('concurrent starts make one attempt, and a reload resumes it with the saved answers', async () => {
  const exam = await makeExam(server, course);
  const papers = await Promise.all(Array.from({ length: 6 }, () => start(student, exam.sign)));
  const ids = new Set(papers.map((r) => ok(r).testPaperData.unitestingUserRecordId));
  assert.equal(ids.size, 1);
  const [recordId] = ids;
  const n = await runSql(server, `SELECT COUNT(*) FROM exam_attempt WHERE exam_id = ${exam.id}`);
  assert.equal(Number(n), 1);

  const saved = ok(await save(student, {
    unitestingUserRecordId: recordId, saveSeq: 1, leaveCount: 2,
    subjectAnswerReqList: answersFor(exam, (x) => ({ 1: 'B', 2: 'C,A', 3: '1', 4: ' 北京 ', 5: '锁' })[x.type]),
  }));
  assert.equal(saved.saveSeq, 1);
  assert.equal(saved.applied, true);
  assert.equal(saved.submitStatus, 0);
  assert.ok(saved.remainingSeconds > 0);
  const again = ok(await start(student, exam.sign));
  assert.equal(again.testPaperData.unitestingUserRecordId, recordId);
  assert.equal(again.saveSeq, 1);
  assert.equal(again.leaveCount, 2);
  assert.deepEqual(children(again).map((c) => c.value), ['B', 'A,C', '1', ' 北京 ', '锁']);
});

test('a late save changes nothing; saves are checked against the exam', async () => {
  const exam = await makeExam(server, course);
  const recordId = ok(await start(student, exam.sign)).testPaperData.unitestingUserRecordId;
  const single = exam.questions[0].sign;
  ok(await save(student, { unitestingUserRecordId: recordId, saveSeq: 5, subjectAnswerReqList: [{ unitestingBankId: single, answer: 'C' }] }));
  const late = ok(await save(student, { unitestingUserRecordId: recordId, saveSeq: 4, subjectAnswerReqList: [{ unitestingBankId: single, answer: 'A' }] }));
  assert.equal(late.saveSeq, 5);
  assert.equal(late.applied, false, 'the page learns its save was not taken');
  const same = ok(await save(student, { unitestingUserRecordId: recordId, saveSeq: 5, subjectAnswerReqList: [{ unitestingBankId: single, answer: 'D' }] }));
  assert.equal(same.saveSeq, 5);
  assert.equal(same.applied, false);
  // A submit behind a later save is not taken either (the page sends it again above the stored saveSeq).
  const lateSubmit = ok(await save(student, { unitestingUserRecordId: recordId, saveSeq: 5, submit: true, subjectAnswerReqList: [] }));
  assert.deepEqual([lateSubmit.applied, lateSubmit.submitStatus], [false, 0]);
  assert.equal(children(ok(await start(student, exam.sign)))[0].value, 'C');

  const foreign = (await makeExam(server, course, { questions: [{ type: 3, subjectName: '别的题', score: 5, answer: '1', analysis: '' }] })).questions[0].sign;
  assertRefused(await save(student, { unitestingUserRecordId: recordId, saveSeq: 6, subjectAnswerReqList: [{ unitestingBankId: foreign, answer: '1' }] }),
    -2, '题目不属于本次考试', 'subjectAnswerReqList');
  assertRefused(await save(student, { unitestingUserRecordId: recordId, saveSeq: 6, subjectAnswerReqList: [{ unitestingBankId: single, answer: 'Z' }] }),
    -2, '答案格式不正确', 'subjectAnswerReqList');
  assertRefused(await save(student, { unitestingUserRecordId: recordId, saveSeq: 6, subjectAnswerReqList: [{ unitestingBankId: exam.questions[4].sign, answer: '字'.repeat(5001) }] }),
    -2, '答案不能超过5000个字', 'subjectAnswerReqList');
  assertRefused(await save(student, { unitestingUserRecordId: recordId, subjectAnswerReqList: [] }), -2, '保存序号必须是正整数', 'saveSeq');
  assertRefused(await save(student, { unitestingUserRecordId: recordId, saveSeq: 6, subjectAnswerReqList: 'B' }), -2, '答案列表格式不正确', 'subjectAnswerReqList');
  assertRefused(await save(student, { unitestingUserRecordId: recordId, saveSeq: 6, subjectAnswerReqList: [{ answer: 'B' }] }), -2, '答案列表格式不正确', 'subjectAnswerReqList');
  assertRefused(await save(student, { unitestingUserRecordId: recordId, saveSeq: 6, subjectAnswerReqList: [{ unitestingBankId: single, answer: { x: 1 } }] }), -2, '答案列表格式不正确', 'subjectAnswerReqList');
  assertRefused(await save(student, { saveSeq: 6, subjectAnswerReqList: [] }), -2, '参数不能为空', 'unitestingUserRecordId');
  // Nothing of the refused saves was written.
  assert.equal(children(ok(await start(student, exam.sign)))[0].value, 'C');
  assert.equal(ok(await start(student, exam.sign)).saveSeq, 5);
});

test("another student's record and saves are refused", async () => {
  const exam = await makeExam(server, course);
  const recordId = ok(await start(student, exam.sign)).testPaperData.unitestingUserRecordId;
  assertEnvelope(await record(other, recordId), { status: 403, code: -6 });
  assertEnvelope(await call(other, 'POST', '/exam/getRecord', { sign: recordId }), { status: 403, code: -6 });
  assertEnvelope(await save(other, { unitestingUserRecordId: recordId, saveSeq: 1, subjectAnswerReqList: [] }), { status: 403, code: -6 });
  assertRefused(await record(student, 'nosuchrecord'), -1000, '作答记录不存在');
  assert.equal((await call(undefined, 'POST', '/qb/getExaminationPaper', { examinationId: exam.sign })).json.code, -1001);
});

test('submission grades automatically, a double submit counts once, the key shows only after release', async () => {
  const exam = await makeExam(server, course, { questions: SAMPLE_OBJECTIVE });
  const recordId = ok(await start(student, exam.sign)).testPaperData.unitestingUserRecordId;
  const answers = answersFor(exam, (x) => ({ 1: 'B', 2: 'C,A', 3: '0', 4: 'ＢＥＩＪＩＮＧ' })[x.type]);
  assertRefused(await call(student, 'POST', '/exam/submit', { recordId, examinationId: 'another-exam', answerList: [] }), -1000, '作答记录不存在');
  const [a, b] = await Promise.all([
    save(student, { unitestingUserRecordId: recordId, saveSeq: 1, subjectAnswerReqList: answers, submit: true }),
    call(student, 'POST', '/exam/submit', { recordId, examinationId: exam.sign, answerList: answers }),
  ]);
  assertEnvelope(a, { status: 200, code: 200 });
  assertEnvelope(b, { status: 200, code: 200 });
  const rows = await runSql(server, `SELECT submit_status || ':' || score || ':' || auto_submitted FROM exam_attempt WHERE exam_id = ${exam.id}`);
  assert.equal(rows, '2:30:0', 'one attempt, graded once: 10 + 10 + 0 + 10');
  const graded = await runSql(server, `SELECT COUNT(*) FROM attempt_answer a JOIN exam_attempt t ON t.id = a.attempt_id WHERE t.exam_id = ${exam.id}`);
  assert.equal(Number(graded), 4);

  const rec = ok(await record(student, recordId));
  assert.equal(rec.submitStatus, 2);
  assert.equal(rec.score, 30);
  assert.equal(rec.passed, true, '30 of 40 is 75%');
  assert.equal(rec.answersReleased, false);
  const kids = rec.groups.flatMap((g) => g.children);
  assert.deepEqual(kids.map((c) => c.gotScore), [10, 10, 0, 10]);
  assert.ok(kids.every((c) => !('answer' in c) && !('analysis' in c)), 'no key before release');

  // A submitted paper is not started again without restart; restart is refused at the attempt limit.
  const again = await start(student, exam.sign);
  assertRefused(again, -1000, '试卷已提交');
  assert.equal(again.json.data.recordId, recordId);
  assertRefused(await start(student, exam.sign, true), -1000, '已达到作答次数上限');

  await runSql(server, `UPDATE exam SET answers_released = 1 WHERE id = ${exam.id}`);
  const released = ok(await record(student, recordId));
  const shown = released.groups.flatMap((g) => g.children);
  assert.deepEqual(shown.map((c) => c.answer), ['B', 'A,C', '1', 'beijing|北京']);
  assert.equal(shown[0].analysis, '解析一');
});


test('restart starts a new attempt when the limit allows', async () => {
  const exam = await makeExam(server, course, { attemptLimit: 2, questions: SAMPLE_OBJECTIVE });
  const first = ok(await start(student, exam.sign)).testPaperData.unitestingUserRecordId;
  ok(await save(student, { unitestingUserRecordId: first, saveSeq: 1, subjectAnswerReqList: [], submit: true }));
  const second = ok(await start(student, exam.sign, true));
  assert.notEqual(second.testPaperData.unitestingUserRecordId, first);
  assert.ok(children(second).every((c) => c.value === null));
  const viaAdd = ok(await call(student, 'POST', '/exam/addRecord', { examinationId: exam.sign }));
  assert.equal(viaAdd.testPaperData.unitestingUserRecordId, second.testPaperData.unitestingUserRecordId);
});

// Issue 13, hole 5: a student who can read the key cannot take the exam again.
test('once the answers are released, a student who submitted cannot start the exam again; an open attempt hides the key', async () => {
  const exam = await makeExam(server, course, { attemptLimit: 3, questions: SAMPLE_OBJECTIVE });
  const first = ok(await start(student, exam.sign)).testPaperData.unitestingUserRecordId;
  ok(await save(student, { unitestingUserRecordId: first, saveSeq: 1, subjectAnswerReqList: [], submit: true }));
  // a second attempt begun before the release may be finished, but its earlier record shows no key meanwhile
  const second = ok(await start(student, exam.sign, true)).testPaperData.unitestingUserRecordId;
  ok(await call(teacher, 'POST', '/exam/releaseChoices', { sign: exam.sign }), '发布成功');
  const hidden = ok(await record(student, first)).groups.flatMap((g) => g.children);
  assert.ok(hidden.every((c) => !('answer' in c)), 'no key while another attempt of the exam is open');
  ok(await save(student, { unitestingUserRecordId: second, saveSeq: 1, subjectAnswerReqList: [], submit: true }));
  const shown = ok(await record(student, first)).groups.flatMap((g) => g.children);
  assert.equal(shown[0].answer, 'B', 'the key once no attempt is open');
  const again = await start(student, exam.sign, true);
  assertRefused(again, -1000, '答案已公布，不能再次作答');
  assert.equal(again.json.data.recordId, second);
  assertRefused(await call(student, 'POST', '/exam/addRecord', { examinationId: exam.sign, restart: true }), -1000);
  const list = ok(await call(student, 'GET', `/course/examList?courseId=${course}`));
  const item = list.find((e) => e.idSign === exam.sign);
  assert.ok(item, 'the exam is listed');
  assert.equal(item.canStart, false, 'the list offers no new attempt');
});

// Issue 13: the course's exam lists follow the course page's visibility.
test('the exam and homework lists of a draft course, or of another school\'s course, are -1000 课程不存在', async () => {
  const now = serverNow(server);
  const make = async (school, status) => {
    const cs = `vis${Math.random().toString(36).slice(2, 10)}`;
    await runSql(server, `INSERT INTO course (sign, school_id, name, status, created_at, updated_at) VALUES (${q(cs)}, `
      + `(SELECT id FROM school WHERE sign = ${q(school)}), '可见性测试', ${status}, ${now}, ${now})`);
    await makeExam(server, cs, { name: '不应泄露的考试', questions: SAMPLE_OBJECTIVE });
    await makeExam(server, cs, { type: 1, name: '不应泄露的作业', questions: SAMPLE_OBJECTIVE });
    await enrol(server, DEMO.student, cs);
    return cs;
  };
  const draft = await make('1', 0);
  const elsewhere = await make('dhcj', 1);
  for (const cs of [draft, elsewhere]) {
    for (const list of ['/course/examList', '/course/homeworkList']) {
      const res = await call(student, 'GET', `${list}?courseId=${cs}`);
      assertRefused(res, -1000, '课程不存在');
      assert.ok(!res.text.includes('不应泄露'), `${list}: no exam names`);
    }
  }
  const open = await make('1', 1);
  assert.ok(ok(await call(student, 'GET', `/course/examList?courseId=${open}`)).some((e) => e.examinationName === '不应泄露的考试'));
  // a signed-in user who neither learns nor manages the course sees no list (the matrix found it listed to all)
  const outsider = await call(other, 'GET', `/course/examList?courseId=${open}`);
  assertRefused(outsider, -1000, '请先加入学习');
  assert.ok(!outsider.text.includes('不应泄露'));
});

test('the deadline stored at start is enforced: a save after it is refused and the attempt is submitted', async () => {
  // The end time comes before examTime (30 minutes) runs out, so it is the deadline.
  const exam = await makeExam(server, course, { examTime: 30, endAt: serverNow(server) + 600, questions: SAMPLE_OBJECTIVE });
  const paper = ok(await start(student, exam.sign));
  assert.ok(paper.second <= 600 && paper.second > 540, `deadline is the end time: ${paper.second}`);
  const recordId = paper.testPaperData.unitestingUserRecordId;
  ok(await save(student, { unitestingUserRecordId: recordId, saveSeq: 1, subjectAnswerReqList: [{ unitestingBankId: exam.questions[0].sign, answer: 'B' }] }));
  // Moving the exam's end later does not move a stored deadline.
  await runSql(server, `UPDATE exam SET end_at = ${serverNow(server) + 7200} WHERE id = ${exam.id}`);
  await advanceClock(server, paper.second + 1);
  const late = await save(student, { unitestingUserRecordId: recordId, saveSeq: 2, subjectAnswerReqList: [{ unitestingBankId: exam.questions[1].sign, answer: 'A,C' }] });
  assertRefused(late, -1000, '考试时间已到，答案已自动提交');
  const rec = ok(await record(student, recordId));
  assert.equal(rec.submitStatus, 2);
  assert.equal(rec.autoSubmitted, true);
  assert.equal(rec.score, 10, 'graded with what was saved before the deadline');
});

test('the sweep submits attempts past their deadline without anyone opening them', async () => {
  const exam = await makeExam(server, course, { endAt: serverNow(server) + 600, questions: SAMPLE_OBJECTIVE });
  const paper = ok(await start(other, exam.sign));
  const recordId = paper.testPaperData.unitestingUserRecordId;
  ok(await save(other, { unitestingUserRecordId: recordId, saveSeq: 1, subjectAnswerReqList: answersFor(exam, (x) => ({ 1: 'B', 2: 'A,C', 3: '1', 4: '北京' })[x.type]) }));
  const state = () => runSql(server, `SELECT submit_status || ':' || auto_submitted || ':' || COALESCE(score, -1) FROM exam_attempt WHERE sign = ${q(recordId)}`);
  assert.equal(await state(), '0:0:-1', 'in progress before the deadline');
  await advanceClock(server, paper.second + 1);
  // The deadline has passed; the sweep (every 300 ms here) submits the attempt on its next round.
  let row = await state();
  for (let i = 0; i < 100 && row !== '2:1:40'; i++) {
    await sleep(100);
    row = await state();
  }
  assert.equal(row, '2:1:40');
});

test('the small plate counts open homework and exams not yet submitted', async () => {
  const fresh = await st.newUser();
  await enrol(server, fresh.mobile, course);
  const before = ok(await call(fresh.token, 'GET', '/personal/getUserSmallPlate'));
  const work = await makeExam(server, course, { type: 1 });
  await makeExam(server, course, { type: 3 });
  await makeExam(server, course, { type: 2, released: 0 });
  const plate = ok(await call(fresh.token, 'GET', '/personal/getUserSmallPlate'));
  assert.equal(plate.workNum, before.workNum + 1);
  assert.equal(plate.examNum, before.examNum + 1);
  const rid = ok(await start(fresh.token, work.sign)).testPaperData.unitestingUserRecordId;
  ok(await save(fresh.token, { unitestingUserRecordId: rid, saveSeq: 1, subjectAnswerReqList: [], submit: true }));
  assert.equal(ok(await call(fresh.token, 'GET', '/personal/getUserSmallPlate')).workNum, before.workNum);
});

test('the course lists show released homework and exams with the student\'s state', async () => {
  const fresh = await st.newUser();
  await enrol(server, fresh.mobile, course);
  const hw = await makeExam(server, course, { type: 1, questions: SAMPLE_OBJECTIVE, name: '第一次作业' });
  const final = await makeExam(server, course, { type: 3, name: '期末考试', startAt: serverNow(server) - 7200, endAt: serverNow(server) - 10 });
  const hidden = await makeExam(server, course, { type: 1, released: 0 });
  const homework = ok(await call(fresh.token, 'GET', `/course/homeworkList?courseId=${course}`));
  assert.ok(!homework.some((i) => i.idSign === hidden.sign));
  const item = homework.find((i) => i.idSign === hw.sign);
  assert.deepEqual({ ...item, startTime: undefined, endTime: undefined }, {
    idSign: hw.sign, examinationName: '第一次作业', type: 1, startTime: undefined, endTime: undefined, examTime: 30,
    totalScore: 40, answerMode: 1, expired: false, commitStatus: 0, studentScore: null, submitStatus: null,
    recordId: null, canStart: true,
  });
  const rid = ok(await start(fresh.token, hw.sign)).testPaperData.unitestingUserRecordId;
  ok(await save(fresh.token, { unitestingUserRecordId: rid, saveSeq: 1, submit: true,
    subjectAnswerReqList: answersFor(hw, (x) => ({ 1: 'B', 2: 'A,C', 3: '1', 4: '北京' })[x.type]) }));
  const after = ok(await call(fresh.token, 'GET', `/course/homeworkList?courseId=${course}`)).find((i) => i.idSign === hw.sign);
  assert.equal(after.commitStatus, 1);
  assert.equal(after.studentScore, 40);
  assert.equal(after.recordId, rid);
  assert.equal(after.canStart, false);
  const exams = ok(await call(fresh.token, 'GET', `/course/examList?courseId=${course}`));
  const f = exams.find((i) => i.idSign === final.sign);
  assert.equal(f.expired, true);
  assert.equal(f.canStart, false);
  assert.ok(exams.every((i) => i.type === 2 || i.type === 3));
  assertRefused(await call(fresh.token, 'GET', '/course/examList?courseId=nosuch'), -1000, '课程不存在');
});

test('the catalogue shows released homework and exams in their chapters after the videos', async () => {
  const chapters = ok(await call(student, 'POST', '/course/catalogue', { sign: course }));
  assert.ok(chapters.length > 0);
  const chapterSign = chapters[0].idSign;
  const hw = await makeExam(server, course, { type: 1, name: '目录里的作业', chapterSign });
  const offline = await makeExam(server, course, { type: 3, name: '目录里的线下考试', answerMode: 2, chapterSign });
  const hidden = await makeExam(server, course, { type: 2, name: '未发布的测验', released: 0, chapterSign });
  const after = ok(await call(student, 'POST', '/course/catalogue', { sign: course }));
  const children = after[0].children;
  const tail = children.filter((c) => c.kind !== 'video');
  assert.deepEqual(tail.filter((c) => [hw.sign, offline.sign, hidden.sign].includes(c.idSign)), [
    { kind: 'task', idSign: hw.sign, title: '目录里的作业', resourcesType: 4 },
    { kind: 'exam', idSign: offline.sign, title: '目录里的线下考试', resourcesType: 3 },
  ]);
  const firstTask = children.findIndex((c) => c.kind !== 'video');
  assert.ok(children.slice(firstTask).every((c) => c.kind !== 'video'), 'after the videos');
});

test('an attempt survives a restart of the server: the answers and the deadline are kept', async () => {
  const exam = await makeExam(server, course, { examTime: 20, questions: SAMPLE_OBJECTIVE });
  const paper = ok(await start(student, exam.sign));
  const recordId = paper.testPaperData.unitestingUserRecordId;
  ok(await save(student, { unitestingUserRecordId: recordId, saveSeq: 3, subjectAnswerReqList: answersFor(exam, (x) => ({ 1: 'A', 2: 'B', 3: '0', 4: '上海' })[x.type]) }));
  server = await restartServer(server, { XJ_EXAM_SWEEP_MS: '300' });
  st = new Study(server);
  const again = ok(await start(student, exam.sign));
  assert.equal(again.testPaperData.unitestingUserRecordId, recordId);
  assert.equal(again.saveSeq, 3);
  assert.deepEqual(children(again).map((c) => c.value), ['A', 'B', '0', '上海']);
  assert.ok(again.second <= paper.second && again.second > paper.second - 60, 'the same stored deadline');
});
