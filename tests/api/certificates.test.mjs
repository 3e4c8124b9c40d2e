// Certificates (docs/certificates.md) on the real binary: the demo's certificates found by the public search (name
// and number) and by the verification page (number and code), their PDF (A4 landscape, the CJK font embedded, what it
// certifies) and QR code; a student's own list, standing and claim (refused below the pass mark, with the score);
// a teacher's certificate for an offline result; the school's revocation (revoked, never not found); bad input and
// other people refused with the spec's codes and Chinese messages; a certificate cited in the resume.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { DEMO, DEMO_PASSWORD, assertRefused } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { startServer } from './lib/server.mjs';

const run = promisify(execFile);
let server;
let st;
const tokens = {};

before(async () => {
  server = await startServer();
  st = new Study(server);
  for (const who of ['student', 'teacher', 'schoolAdmin', 'colleague', 'normal']) tokens[who] = await st.tokenOf(DEMO[who], DEMO_PASSWORD);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (token, method, p, body) => st.ok(token, method, p, body);
const withQuery = (p, query) => `${p}?${new URLSearchParams(query).toString()}`;

/** The teacher's course with the most students (the demo's certificates are of it). */
async function demoCourse() {
  const taught = await ok(tokens.teacher, 'POST', '/statistics/teachingOverview', {});
  const biggest = taught.reduce((a, b) => (b.studentCount > a.studentCount ? b : a));
  return { ...biggest, sign: biggest.courseIdSign };
}

async function courseCertificates(courseId, keyword = '') {
  return ok(tokens.teacher, 'POST', '/certificate/courseList', { courseId, keyword, page: 1, size: 50 });
}

test('the demo: claimed certificates, an offline one and a revoked one, each found by name and number and by its code', async () => {
  const course = await demoCourse();
  const { list, total } = await courseCertificates(course.sign);
  assert.ok(total >= 3, `the demo course has certificates: ${total}`);
  assert.ok(list.some((c) => c.kind === 3 && c.issuedBy === '王丽华' && c.remark), 'an offline one by 王丽华');
  const revoked = list.find((c) => c.revoked);
  assert.ok(revoked, 'a revoked one');
  assert.equal(revoked.revokeReason, '经复核，期末考试成绩存在作弊行为');
  for (const c of list) {
    assert.match(c.number, /^XJ\d{10}$/);
    assert.match(c.code, /^[2-9A-HJ-NP-Z]{8}$/);
    // The public search: the holder's name and the number (spaces and case forgiven); no login.
    const typed = `${c.number.slice(0, 2).toLowerCase()} ${c.number.slice(2, 6)} ${c.number.slice(6)}`;
    const found = await ok(undefined, 'POST', '/certificate/search', { name: ` ${c.holderName} `, number: typed });
    assert.equal(found.number, c.number);
    assert.equal(found.revoked, c.revoked);
    assert.equal(found.userId, undefined, 'the public answer carries no user sign');
    const page = await ok(undefined, 'GET', withQuery('/certificate/detail', { number: c.number, code: c.code.toLowerCase() }));
    assert.equal(page.statement, c.statement);
    assert.equal(page.verifyPath, `/certificate-details?number=${c.number}&code=${c.code}`);
  }
  // A revoked one is revoked, never not found.
  const again = await ok(undefined, 'POST', '/certificate/search', { name: revoked.holderName, number: revoked.number });
  assert.equal(again.revoked, true);
  assert.match(again.revokedDate, /^\d{4}年\d{1,2}月\d{1,2}日$/);
});

test('the search and the verification page refuse bad input and say nothing of which part did not match', async () => {
  const { list } = await courseCertificates((await demoCourse()).sign);
  const c = list[0];
  const noMatch = '未查询到证书，请核对持证人姓名和证书编号';
  assertRefused(await call(undefined, 'POST', '/certificate/search', { name: '不是他', number: c.number }), -1000, noMatch);
  assertRefused(await call(undefined, 'POST', '/certificate/search', { name: c.holderName, number: 'XJ2099000001' }), -1000, noMatch);
  assertRefused(await call(undefined, 'POST', '/certificate/search', { number: c.number }), -2, '请输入持证人姓名', 'name');
  assertRefused(await call(undefined, 'POST', '/certificate/search', { name: c.holderName }), -2, '请输入证书编号', 'number');
  assertRefused(await call(undefined, 'POST', '/certificate/search', { name: c.holderName, number: 'AB123' }), -2, '证书编号格式不正确', 'number');
  assertRefused(await call(undefined, 'POST', '/certificate/search', { name: '名'.repeat(21), number: c.number }), -2, '持证人姓名不能超过 20 个字', 'name');
  assertRefused(await call(undefined, 'POST', '/certificate/search', { name: ['张'], number: c.number }), -2, '持证人姓名格式错误', 'name');
  const wrong = c.code.at(-1) === 'A' ? `${c.code.slice(0, 7)}B` : `${c.code.slice(0, 7)}A`;
  assertRefused(await call(undefined, 'GET', withQuery('/certificate/detail', { number: c.number, code: wrong })), -1000, '证书不存在');
  assertRefused(await call(undefined, 'GET', withQuery('/certificate/detail', { number: c.number })), -2, '请输入验证码', 'code');
  assertRefused(await call(undefined, 'GET', withQuery('/certificate/detail', { number: c.number, code: 'ABC' })), -2, '验证码格式不正确', 'code');
  assertRefused(await call(undefined, 'GET', withQuery('/certificate/pdf', { number: c.number, code: wrong })), -1000, '证书不存在');
});

test('the PDF is A4 landscape with the CJK font embedded and says what the certificate says; the QR code is a PNG', async () => {
  const { list } = await courseCertificates((await demoCourse()).sign);
  const c = list.find((x) => !x.revoked);
  const res = await call(undefined, 'GET', withQuery('/certificate/pdf', { number: c.number, code: c.code }));
  assert.equal(res.status, 200, res.text?.slice(0, 200));
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.match(res.headers['content-disposition'], /attachment; filename=.*filename\*=UTF-8''/);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'xj-certificate-pdf-'));
  try {
    const file = path.join(dir, 'certificate.pdf');
    await fs.writeFile(file, res.body);
    const info = (await run('pdfinfo', [file])).stdout;
    assert.match(info, /Page size:\s+841\.8\d? x 595\.2\d? pts \(A4\)/, info);
    assert.match(info, /Pages:\s+1\b/);
    const text = (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, '');
    for (const words of [c.holderName, c.courseName.replace(/\s+/g, ''), c.number, c.code, c.title.split('').join(''), '证书专用章'])
      assert.ok(text.includes(words), `the PDF has ${words}: ${text.slice(0, 300)}`);
    const fonts = (await run('pdffonts', [file])).stdout;
    assert.match(fonts, /NotoSansCJK.*(Type 0|CID).*yes/i, fonts);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  const qr = await call(undefined, 'GET', withQuery('/certificate/qr', { number: c.number, code: c.code }));
  assert.equal(qr.status, 200);
  assert.equal(qr.headers['content-type'], 'image/png');
  assert.equal(qr.body.subarray(1, 4).toString(), 'PNG');
});

test("a student's own certificates, standing and claim: below the pass mark nothing is issued and the score is named", async () => {
  const mine = await ok(tokens.student, 'GET', '/certificate/myList');
  for (const c of mine) {
    assert.equal(c.holderName, '张晓明');
    if (!c.courseId) continue;
    // A claim of a course he holds one for answers that one.
    const res = await call(tokens.student, 'POST', '/certificate/claim', { courseId: c.courseId });
    assert.equal(res.json.code, 200, res.text);
    assert.equal(res.json.msg, '证书已颁发');
    assert.equal(res.json.data.number, c.number);
  }
  // A fresh learner of a free course: 0 points.
  const { token } = await st.newUser();
  const free = await st.freeCourse();
  await ok(token, 'POST', '/course/joinStudy', { sign: free.idSign });
  const standing = await ok(token, 'GET', withQuery('/certificate/standing', { courseId: free.idSign }));
  assert.equal(standing.passMark, 60);
  assert.equal(standing.passed, false);
  assert.equal(standing.certificate, null);
  assert.deepEqual(Object.keys(standing.parts).sort(), ['finalExam', 'interactiveQuestion', 'logSig', 'unitTesting', 'watchVideo']);
  const refused = await call(token, 'POST', '/certificate/claim', { courseId: free.idSign });
  assertRefused(refused, -1000, `综合成绩 ${standing.score} 分，未达到合格线 60 分，暂不能领取证书`);
  assert.deepEqual(await ok(token, 'GET', '/certificate/myList'), []);
  // Not joined, unknown, missing.
  const other = (await ok(undefined, 'GET', '/course/chosenList?page_size=8')).find((x) => x.idSign !== free.idSign);
  if (other) assertRefused(await call(token, 'POST', '/certificate/claim', { courseId: other.idSign }), -1000, '请先加入学习');
  assertRefused(await call(token, 'POST', '/certificate/claim', { courseId: 'no-such-course' }), -1000, '课程不存在');
  assertRefused(await call(token, 'POST', '/certificate/claim', {}), -2, '请选择课程', 'courseId');
  assertRefused(await call(undefined, 'POST', '/certificate/claim', { courseId: free.idSign }), -1001);
  assertRefused(await call(undefined, 'GET', '/certificate/myList'), -1001);
});

test("a teacher certifies an offline result of a trainee; the school revokes it; others are refused", async () => {
  const course = await demoCourse();
  const courseId = course.sign;
  const held = new Set((await courseCertificates(courseId)).list.map((c) => c.userId));
  const students = await ok(tokens.teacher, 'POST', '/statistics/findStudentList', { courseId, page: 1, size: 50 });
  const trainee = students.list.find((s) => !held.has(s.userSign) && s.name);
  assert.ok(trainee, 'a trainee without a certificate');
  const body = { courseId, userId: trainee.userSign, score: 88.5, remark: '线下答辩' };
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/issueOffline', { ...body, score: 59.5 }), -2, '成绩需在 60 到 100 分之间，最多一位小数', 'score');
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/issueOffline', { ...body, score: 80.25 }), -2, '成绩需在 60 到 100 分之间，最多一位小数', 'score');
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/issueOffline', { ...body, score: 'abc' }), -2, '成绩需在 60 到 100 分之间，最多一位小数', 'score');
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/issueOffline', { ...body, score: undefined }), -2, '请输入成绩', 'score');
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/issueOffline', { ...body, remark: '注'.repeat(101) }), -2, '备注不能超过 100 个字', 'remark');
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/issueOffline', { ...body, userId: undefined }), -2, '请选择学员', 'userId');
  assertRefused(await call(tokens.student, 'POST', '/certificate/issueOffline', body), -6);
  const colleague = await call(tokens.colleague, 'POST', '/certificate/issueOffline', body);
  assert.notEqual(colleague.json.code, 200, 'a teacher of another course is refused');

  const issued = await call(tokens.teacher, 'POST', '/certificate/issueOffline', body);
  assert.equal(issued.json.code, 200, issued.text);
  assert.equal(issued.json.msg, '颁发成功');
  const c = issued.json.data;
  assert.equal(c.kind, 3);
  assert.equal(c.title, '考核证书');
  assert.equal(c.score, 88.5);
  assert.equal(c.issuedBy, '王丽华');
  assert.equal(c.statement, `${trainee.name} 同学参加《${c.courseName}》的线下考核，成绩合格（88.5 分），特发此证。`);
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/issueOffline', body), -1000, '该学员已获得本课程证书');
  assert.equal((await courseCertificates(courseId, c.number)).list[0].number, c.number);
  assert.equal((await courseCertificates(courseId, trainee.name)).list.some((x) => x.number === c.number), true);

  // Revocation: the school's admins only, with a reason; then revoked, never not found.
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/revoke', { number: c.number, reason: '作弊' }), -6);
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/certificate/revoke', { number: c.number }), -2, '请输入吊销原因', 'reason');
  const revoked = await call(tokens.schoolAdmin, 'POST', '/certificate/revoke', { number: c.number, reason: '答辩材料抄袭' });
  assert.equal(revoked.json.msg, '已吊销', revoked.text);
  assert.equal(revoked.json.data.revoked, true);
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/certificate/revoke', { number: c.number, reason: '再次' }), -1000, '证书已吊销');
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/certificate/revoke', { number: 'XJ2099000001', reason: '无' }), -1000, '证书不存在');
  const found = await ok(undefined, 'POST', '/certificate/search', { name: trainee.name, number: c.number });
  assert.equal(found.revoked, true);
  assert.equal(found.revokeReason, '答辩材料抄袭');
  // The school's list is its admins'; the course's list its staff's.
  const school = await ok(tokens.schoolAdmin, 'POST', '/certificate/schoolList', { keyword: c.number, page: 1, size: 10 });
  assert.equal(school.total, 1);
  assert.equal(school.list[0].revoked, true);
  assertRefused(await call(tokens.teacher, 'POST', '/certificate/schoolList', { page: 1, size: 10 }), -6);
  assertRefused(await call(tokens.student, 'POST', '/certificate/courseList', { courseId }), -6);
});

test("张晓明's certificate is a 平台认证 entry of his resume", async () => {
  const mine = (await ok(tokens.student, 'GET', '/certificate/myList')).filter((c) => !c.revoked);
  if (mine.length === 0) return;
  const c = mine[0];
  const candidates = await ok(tokens.student, 'GET', '/resume/verified/candidates');
  const entry = candidates.find((x) => x.kind === 5 && x.sign === c.number);
  assert.ok(entry, 'the certificate is a candidate');
  assert.equal(entry.kindName, '证书');
  assert.match(entry.detail, new RegExp(`^${c.title} · 证书编号 ${c.number} · `));
  if (!entry.added) await ok(tokens.student, 'POST', '/resume/verified/add', { kind: 5, sign: c.number });
  const detail = await ok(tokens.student, 'GET', '/resume/getResumeDetail');
  assert.ok(detail.verified.some((v) => v.kind === 5 && v.sign === c.number && v.found), 'cited');
  assertRefused(await call(tokens.normal, 'POST', '/resume/verified/add', { kind: 5, sign: c.number }), -1000, '平台记录不存在', 'sign');
});
