// Enrolment and activation codes (docs/courses.md): joinStudy / addStudyInfo idempotent under ten concurrent
// joins and counted once, priced courses refused, getStudyInfo and my courses; activation codes with the
// spec's messages, the image captcha, one winner when two users redeem one code at the same moment, used and
// expired codes refused, an enrolled user's code left unused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshIp } from './lib/accounts.mjs';
import { Identity, runSql } from './lib/identity.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

let server;
let id;
const signs = {};
before(async () => {
  server = await startServer();
  id = new Identity(server);
  const res = await id.call('POST', '/school/getSchoolCourseList', { page: 1, page_size: 50 });
  for (const c of assertEnvelope(res, { status: 200, code: 200 }).data.list) signs[c.name] = c;
});
after(async () => {
  await server?.stop();
});

const ok = async (res) => assertEnvelope(await res, { status: 200, code: 200 }).data;
const post = (p, body, token) => id.call('POST', p, body, { cookies: { token } });
const studentCount = async (sign) => (await ok(post('/course/getCourseById', { sign }))).courseInfoVo.studentCount;

/** POST /course/activate with a freshly solved captcha (unless captcha is given). */
async function activate(token, code, captcha) {
  const ip = freshIp();
  const solved = await id.captcha(ip);
  return id.call('POST', '/course/activate', { code, captcha: captcha ?? solved.text }, {
    ip, cookies: { token, captchaKey: solved.key },
  });
}

test('joining a free course: ten joins at once give one enrolment, counted once', async () => {
  const sign = signs['市场营销'].idSign;
  const before = await studentCount(sign);
  const { token } = await id.newUser();
  assert.equal(await ok(post('/course/getStudyInfo', { sign }, token)), null);
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
    post(i % 2 ? '/course/addStudyInfo' : '/course/joinStudy', { sign }, token)));
  const enrolments = answers.map((res) => assertEnvelope(res, { status: 200, code: 200 }).data);
  for (const e of enrolments) {
    assert.deepEqual(e, { joined: true, studyStatus: 1, progress: 0, studiedSeconds: 0, lastVideoIdSign: null, lastStudiedAt: null });
  }
  assert.equal(await studentCount(sign), before + 1);
  assert.equal(await runSql(server, `SELECT COUNT(*) FROM enrolment e JOIN course c ON c.id = e.course_id WHERE c.sign = '${sign}'`), String(before + 1));
  assert.deepEqual(await ok(post('/course/getStudyInfo', { sign }, token)), enrolments[0]);
  assert.deepEqual(await ok(post('/course/joinStudy', { sign }, token)), enrolments[0]);
  assert.equal(await studentCount(sign), before + 1);

  const mine = await ok(post('/course/studyProgress', { page: 1, size: 10 }, token));
  assert.equal(mine.total, 1);
  assert.equal(mine.list[0].name, '市场营销');
  assert.equal(mine.list[0].studyStatus, 1);
  assert.equal(mine.list[0].progress, 0);
  assert.equal((await ok(post('/course/studyProgress', { studyStatus: 2 }, token))).total, 0);
  assertRefused(await post('/course/studyProgress', { studyStatus: 3 }, token), -2, '校验未通过', 'studyStatus');
  assertRefused(await post('/course/joinStudy', { sign }), -1001);
  assertRefused(await post('/course/joinStudy', { sign: 'nope' }, token), -1000, '课程不存在');
});

test('a priced course is refused to students and open to its teacher', async () => {
  const priced = signs['电子商务运营'];
  assert.ok(priced.coursePrice > 0);
  const { token } = await id.newUser();
  assertRefused(await post('/course/joinStudy', { sign: priced.idSign }, token), -1000, '该课程需购买或使用激活码后学习');
  assertRefused(await post('/course/addStudyInfo', { sign: priced.idSign }, token), -1000, '该课程需购买或使用激活码后学习');
  assert.equal(await ok(post('/course/getStudyInfo', { sign: priced.idSign }, token)), null);
  const teacher = await id.tokenOf(DEMO.teacher);
  assert.equal((await ok(post('/course/joinStudy', { sign: priced.idSign }, teacher))).joined, true);
});

test('the demo student studies three courses, most recently studied first', async () => {
  const token = await id.tokenOf(DEMO.student);
  const mine = await ok(post('/course/studyProgress', { page: 1, size: 10 }, token));
  assert.equal(mine.total, 3);
  assert.ok(mine.list.every((c) => c.progress > 0 && c.lastStudiedAt && c.lastVideoIdSign));
});

test('activation code form: the spec\'s messages and the captcha', async () => {
  const { token } = await id.newUser();
  assertRefused(await activate(token, ''), -2, '激活码不能为空', 'code');
  assertRefused(await activate(token, '   '), -2, '激活码不能为空', 'code');
  assertRefused(await activate(token, 'ABC123'), -2, '兑换码必须是16位字母或数字', 'code');
  assertRefused(await activate(token, 'XJDEMO2026CODE0-'), -2, '兑换码必须是16位字母或数字', 'code');
  assertRefused(await activate(token, 'XJDEMO2026CODE011'), -2, '兑换码必须是16位字母或数字', 'code');
  assertRefused(await activate(token, 'XJDEMO2026CODE01', ''), -2, '请输入验证码', 'captcha');
  assertRefused(await activate(token, 'XJDEMO2026CODE01', 'WRONG'), -5, '验证码错误!');
  assertRefused(await activate(token, 'ZZZZZZZZZZZZZZZZ'), -1000, '激活码无效');
  assertRefused(await post('/course/activate', { code: 'XJDEMO2026CODE01', captcha: 'ABCD' }), -1001);
  assert.equal(await runSql(server, "SELECT COUNT(*) FROM activation_code WHERE used_by IS NOT NULL"), '0', 'no code used by refusals');
});

test('a code redeemed by two users at the same moment counts once; a used code is refused', async () => {
  const course = signs['跨境电商实务'];
  const before = await studentCount(course.idSign);
  const [a, b] = [await id.newUser(), await id.newUser()];
  const answers = await Promise.all([activate(a.token, 'XJDEMO2026CODE02'), activate(b.token, 'xjdemo2026code02')]);
  const codes = answers.map((res) => res.json.code).sort();
  assert.deepEqual(codes, [-1000, 200], answers.map((r) => r.text).join('\n'));
  const winner = answers.find((res) => res.json.code === 200);
  const loser = answers.find((res) => res.json.code !== 200);
  assert.deepEqual(winner.json.data, { text: '激活成功，已加入《跨境电商实务》的学习', courseSign: course.idSign, training: false });
  assertRefused(loser, -1000, '激活码已被使用');
  assert.equal(await studentCount(course.idSign), before + 1);
  const winnerToken = winner === answers[0] ? a.token : b.token;
  const loserToken = winner === answers[0] ? b.token : a.token;
  assert.equal((await ok(post('/course/getStudyInfo', { sign: course.idSign }, winnerToken))).joined, true);
  assert.equal(await ok(post('/course/getStudyInfo', { sign: course.idSign }, loserToken)), null);
  assertRefused(await activate(loserToken, 'XJDEMO2026CODE02'), -1000, '激活码已被使用');
});

test('an enrolled user keeps the code unused; an expired code is refused', async () => {
  const { token } = await id.newUser();
  assert.equal((await ok(activate(token, 'XJDEMO2026CODE03'))).courseSign, signs['物流管理'].idSign);
  await runSql(server, "UPDATE activation_code SET used_by = NULL, used_at = NULL WHERE code = 'XJDEMO2026CODE03'");
  assertRefused(await activate(token, 'XJDEMO2026CODE03'), -1000, '您已加入该课程的学习');
  assert.equal(await runSql(server, "SELECT COUNT(*) FROM activation_code WHERE code = 'XJDEMO2026CODE03' AND used_by IS NULL"), '1');

  await runSql(server, "UPDATE activation_code SET expires_at = 1000 WHERE code = 'XJDEMO2026CODE04'");
  const { token: other } = await id.newUser();
  assertRefused(await activate(other, 'XJDEMO2026CODE04'), -1000, '激活码已过期');
});
