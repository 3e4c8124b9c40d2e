// Identity authentication: claims of students and teachers (every validation message and field), roster matches
// approved at once, pending claims decided by the school's admin, refusals (-6, double decisions) and audit rows.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, auditRows, freshMobile, setCookies } from './lib/accounts.mjs';
import { DEMO_SCHOOL, DEMO_SCHOOL_NAME, Identity, runSql } from './lib/identity.mjs';
import { makePng, multipart } from './lib/images.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';

let server;
let id;
let admin;
before(async () => {
  server = await startServer();
  id = new Identity(server);
  admin = await id.tokenOf(DEMO.schoolAdmin);
});
after(async () => {
  await server?.stop();
});

const student = (over = {}) => ({ school: DEMO_SCHOOL, realName: '测试学生', studentId: 'S1', type: 1, ...over });
const teacher = (over = {}) => ({ ...student({ type: 2, realName: '测试教师', studentId: 'T1' }), ...over });
const post = (token, body) => id.call('POST', '/user/authentication', { code: 'ABCD', ...body }, { cookies: { token } });

async function info(token) {
  return assertEnvelope(await id.info(token), { status: 200, code: 200 }).data;
}

test('claim validation: every message and field of the student and teacher forms', async () => {
  const { token } = await id.newUser();
  assertRefused(await post(token, student({ type: 3 })), -2, '认证类型错误', 'type');
  assertRefused(await post(token, student({ type: undefined })), -2, '认证类型错误', 'type');
  assertRefused(await post(token, student({ school: '' })), -2, '请选择学校', 'school');
  assertRefused(await post(token, teacher({ school: '' })), -2, '请选择单位', 'school');
  assertRefused(await post(token, student({ realName: '' })), -2, '请输入姓名', 'realName');
  assertRefused(await post(token, teacher({ realName: '' })), -2, '请输入姓名', 'realName');
  assertRefused(await post(token, student({ realName: '   ' })), -2, '姓名不能为空', 'realName');
  assertRefused(await post(token, student({ realName: '名'.repeat(20) })), -2, '姓名过长', 'realName');
  assertRefused(await post(token, teacher({ realName: '名'.repeat(20) })), -2, '姓名过长', 'realName');
  assertRefused(await post(token, student({ studentId: '' })), -2, '请输入学号', 'studentId');
  assertRefused(await post(token, student({ studentId: '1'.repeat(21) })), -2, '学号不能超过20位', 'studentId');
  assertRefused(await post(token, teacher({ studentId: '' })), -2, '工号不能为空', 'studentId');
  assertRefused(await post(token, teacher({ studentId: '1'.repeat(21) })), -2, '工号不能超过20位', 'studentId');
  assertRefused(await post(token, student({ code: '' })), -2, '请输入验证码', 'code');
  assertRefused(await post(token, teacher({ code: '' })), -2, '请输入验证码', 'code');
  assertRefused(await post(token, student({ school: 'nosuchschool' })), -2, '请选择学校', 'school');
  assertRefused(await post(token, student({ code: 'WRONG' })), -5, '验证码错误!', 'code');
  assertRefused(await id.claim(token, student({ code: 'WRONG' })), -5, '验证码错误!', 'code');
  assertRefused(await post(undefined, student()), -1001, '请登录');
  const audit = assertEnvelope(await id.auditInfo(token), { status: 200, code: 200 }).data;
  assert.deepEqual(audit, { auditStatus: 0, claim: null, photoUploaded: false });
});

test('a claim matching the roster is approved at once: student role, school, auditStatus 2; no second claim', async () => {
  const token = await id.tokenOf(DEMO.normal);
  const res = await id.claim(token, student({ realName: '李娜', studentId: '2024010109' }));
  assert.deepEqual(assertEnvelope(res, { status: 200, code: 200, msg: '认证成功' }).data, { auditStatus: 2 });
  const me = await info(token);
  assert.equal(me.auditStatus, 2);
  assert.match(me.roleStr, /student/);
  assert.equal(me.schoolName, DEMO_SCHOOL_NAME);
  const audit = assertEnvelope(await id.auditInfo(token), { status: 200, code: 200 }).data;
  assert.equal(audit.auditStatus, 2);
  assert.equal(audit.claim.type, 1);
  assert.equal(audit.claim.schoolName, DEMO_SCHOOL_NAME);
  assert.equal(audit.claim.schoolSign, DEMO_SCHOOL);
  assert.equal(audit.claim.realName, '李娜');
  assert.equal(audit.claim.studentId, '2024010109');
  assert.equal(audit.claim.status, 2);
  assert.equal(audit.claim.reason, '');
  assert.match(audit.claim.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  const shown = Date.parse(audit.claim.createdAt);
  assert.ok(Math.abs(shown - Date.now()) < 120_000, 'createdAt is ISO 8601 in UTC+8');
  assertRefused(await id.claim(token, student({ realName: '李娜', studentId: '2024010109' })), -1000, '您已通过认证');
  assert.equal((await auditRows(server, 'identity_submitted', DEMO.normal)).length, 1);
  const approved = await auditRows(server, 'identity_approved', DEMO.normal);
  assert.deepEqual(approved.map((r) => r.subject), ['roster']);
});

test('a teacher roster match gives the teacher role', async () => {
  const user = await id.newUser();
  await id.importRoster(admin, '类型,学号/工号,姓名\n教师,T7700001,钱老师\n');
  const res = await id.claim(user.token, teacher({ realName: '钱老师', studentId: 'T7700001' }));
  assertEnvelope(res, { status: 200, code: 200, msg: '认证成功' });
  assert.match((await info(user.token)).roleStr, /teacher/);
});

test('pending claim: one at a time, then approved by the school admin; a decided claim cannot be decided again', async () => {
  const user = await id.newUser();
  const res = await id.claim(user.token, teacher({ realName: '孙老师', studentId: 'T404' }));
  assert.deepEqual(assertEnvelope(res, { status: 200, code: 200, msg: '已提交认证，请等待学校审核' }).data,
    { auditStatus: 1 });
  assert.equal((await info(user.token)).auditStatus, 1);
  assertRefused(await id.claim(user.token, teacher()), -1000, '已有待审核的认证');
  const claim = await id.pendingClaimOf(admin, user.mobile);
  assert.ok(claim, 'the admin sees the claim');
  assert.equal(claim.type, 2);
  assert.equal(claim.realName, '孙老师');
  assert.equal(claim.studentId, 'T404');
  assert.equal(claim.status, 1);
  assert.equal(typeof claim.userName, 'string');
  assert.equal(typeof claim.claimId, 'number');
  assert.match(claim.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  assertEnvelope(await id.review(admin, { claimId: claim.claimId, approve: true }), { status: 200, code: 200, msg: '审核成功' });
  const me = await info(user.token);
  assert.equal(me.auditStatus, 2);
  assert.match(me.roleStr, /teacher/);
  assert.equal(me.schoolName, DEMO_SCHOOL_NAME);
  assertRefused(await id.review(admin, { claimId: claim.claimId, approve: false, reason: 'x' }), -1000, '该认证已处理');
  assertRefused(await id.review(admin, { claimId: claim.claimId, approve: true }), -1000, '该认证已处理');
  const adminSign = (await info(admin)).userId;
  const rows = await auditRows(server, 'identity_approved', user.mobile);
  assert.deepEqual(rows.map((r) => r.subject), [adminSign]);
  assert.equal((await auditRows(server, 'identity_submitted', user.mobile)).length, 1);
});

test('two submissions at once leave one pending claim; the other is -1000 已有待审核的认证', async () => {
  const user = await id.newUser();
  const results = await Promise.all([1, 2, 3].map((n) => id.claim(user.token, student({ studentId: `50${n}` }))));
  const codes = results.map((r) => r.json?.code ?? JSON.parse(r.text).code).sort();
  assert.deepEqual(codes, [-1000, -1000, 200]);
  for (const r of results.filter((x) => JSON.parse(x.text).code === -1000)) assertRefused(r, -1000, '已有待审核的认证');
  const list = assertEnvelope(await id.claims(admin), { status: 200, code: 200 }).data.list;
  assert.equal(list.filter((c) => c.mobile === user.mobile).length, 1);
});

test('rejection needs a reason (-2), sets auditStatus 3 with the reason; the user may claim again', async () => {
  const user = await id.newUser();
  assertEnvelope(await id.claim(user.token, student({ studentId: '2099' })), { status: 200, code: 200 });
  const claim = await id.pendingClaimOf(admin, user.mobile);
  assertRefused(await id.review(admin, { claimId: claim.claimId, approve: false, reason: '  ' }), -2, '请填写驳回原因', 'reason');
  assertRefused(await id.review(admin, { claimId: claim.claimId, approve: false }), -2, '请填写驳回原因', 'reason');
  assertEnvelope(await id.review(admin, { claimId: claim.claimId, approve: false, reason: '学号不符' }),
    { status: 200, code: 200, msg: '审核成功' });
  const audit = assertEnvelope(await id.auditInfo(user.token), { status: 200, code: 200 }).data;
  assert.equal(audit.auditStatus, 3);
  assert.equal(audit.claim.status, 3);
  assert.equal(audit.claim.reason, '学号不符');
  assert.doesNotMatch((await info(user.token)).roleStr, /student/);
  const rejected = assertEnvelope(await id.claims(admin, 'status=3'), { status: 200, code: 200 }).data;
  assert.ok(rejected.list.some((c) => c.claimId === claim.claimId && c.reason === '学号不符'));
  const rows = await auditRows(server, 'identity_rejected', user.mobile);
  assert.deepEqual(rows.map((r) => r.detail), ['学号不符']);
  assertEnvelope(await id.claim(user.token, student({ studentId: '2100' })), { status: 200, code: 200 });
});

test('another school\'s admin gets -6 for the claim; a student gets -6 on every admin call', async () => {
  const user = await id.newUser();
  assertEnvelope(await id.claim(user.token, student({ studentId: '3001' })), { status: 200, code: 200 });
  const claim = await id.pendingClaimOf(admin, user.mobile);
  const other = await id.newUser();
  await runSql(server, `INSERT INTO user_role (user_id, role) SELECT id, 'schoolAdmin' FROM users WHERE mobile = '${other.mobile}'`);
  await runSql(server, `UPDATE users SET school_id = (SELECT id FROM school WHERE sign = 'dhcj') WHERE mobile = '${other.mobile}'`);
  const denied = { status: 403, code: -6, msg: '您没有权限访问!' };
  assertEnvelope(await id.review(other.token, { claimId: claim.claimId, approve: true }), denied);
  const otherList = assertEnvelope(await id.claims(other.token), { status: 200, code: 200 }).data;
  assert.equal(otherList.list.some((c) => c.claimId === claim.claimId), false);
  assert.equal((await info(user.token)).auditStatus, 1);

  const stu = await id.tokenOf(DEMO.student);
  assertEnvelope(await id.claims(stu), denied);
  assertEnvelope(await id.review(stu, { claimId: claim.claimId, approve: true }), denied);
  assertEnvelope(await id.roster(stu), denied);
  assertEnvelope(await id.importRoster(stu, '类型,学号/工号,姓名\n学生,1,甲\n'), denied);
});

test('review of an unknown claim is -1000 on claimId; a malformed claimId is -2', async () => {
  assertRefused(await id.review(admin, { claimId: 987654321, approve: true }), -1000, '认证不存在', 'claimId');
  assertRefused(await id.review(admin, { claimId: 'abc', approve: true }), -2, '认证编号错误', 'claimId');
  assertRefused(await id.review(admin, { approve: true }), -2, '认证编号错误', 'claimId');
});

test('the demo pending claim of 赵敏 waits for 陈国强; claims are paged', async () => {
  const claim = await id.pendingClaimOf(admin, DEMO.enterprise);
  assert.ok(claim);
  assert.equal(claim.userName, '赵敏');
  assert.equal(claim.type, 2);
  const page = assertEnvelope(await id.claims(admin, 'status=1&page=1&page_size=1'), { status: 200, code: 200 }).data;
  assert.equal(page.list.length, 1);
  assert.ok(page.total >= 1);
});

// Issue 13, hole 2: a roster entry is claimed once; accounts that already hold a role wait for a person.
test('a roster entry is approved for one account only: a second claim of it waits, and cannot be approved', async () => {
  await id.importRoster(admin, '类型,学号/工号,姓名\n教师,T7700002,冯老师\n');
  const first = await id.newUser();
  assertEnvelope(await id.claim(first.token, teacher({ realName: '冯老师', studentId: 'T7700002' })),
    { status: 200, code: 200, msg: '认证成功' });
  const second = await id.newUser(); // knows the same name and staff number
  const res = await id.claim(second.token, teacher({ realName: '冯老师', studentId: 'T7700002' }));
  assert.deepEqual(assertEnvelope(res, { status: 200, code: 200, msg: '已提交认证，请等待学校审核' }).data, { auditStatus: 1 });
  assert.doesNotMatch((await info(second.token)).roleStr, /teacher/);
  const claim = await id.pendingClaimOf(admin, second.mobile);
  assertRefused(await id.review(admin, { claimId: claim.claimId, approve: true }), -1000, '该工号已被其他账号认证');
  assert.equal((await info(second.token)).auditStatus, 1, 'still waiting; the admin may reject it');
  // the same for a student number approved by hand
  const a = await id.newUser();
  const b = await id.newUser();
  for (const u of [a, b]) assertEnvelope(await id.claim(u.token, student({ studentId: 'S7700003' })), { status: 200, code: 200 });
  const claimA = await id.pendingClaimOf(admin, a.mobile);
  const claimB = await id.pendingClaimOf(admin, b.mobile);
  assertEnvelope(await id.review(admin, { claimId: claimA.claimId, approve: true }), { status: 200, code: 200 });
  assertRefused(await id.review(admin, { claimId: claimB.claimId, approve: true }), -1000, '该学号已被其他账号认证');
});

test('two accounts claiming one roster entry at once: one is approved, the other waits', async () => {
  await id.importRoster(admin, '类型,学号/工号,姓名\n学生,S7700004,卫同学\n');
  const users = [await id.newUser(), await id.newUser(), await id.newUser()];
  const results = await Promise.all(users.map((u) => id.claim(u.token, student({ realName: '卫同学', studentId: 'S7700004' }))));
  const statuses = results.map((r) => assertEnvelope(r, { status: 200, code: 200 }).data.auditStatus).sort();
  assert.deepEqual(statuses, [1, 1, 2]);
  const approved = await runSql(server, "SELECT COUNT(*) FROM identity_claim WHERE number = 'S7700004' AND status = 2");
  assert.equal(approved, '1');
});

test('a roster match from an account that already holds teacher, schoolAdmin or admin waits for review', async () => {
  for (const role of ['teacher', 'schoolAdmin', 'admin']) {
    const user = await id.newUser();
    await runSql(server, `INSERT INTO user_role (user_id, role) SELECT id, '${role}' FROM users WHERE mobile = '${user.mobile}'`);
    await runSql(server, `UPDATE users SET school_id = (SELECT id FROM school WHERE sign = 'dhcj') WHERE mobile = '${user.mobile}'`);
    const entry = `S77001${role.length}`;
    await id.importRoster(admin, `类型,学号/工号,姓名\n学生,${entry},蒋同学\n`);
    const res = await id.claim(user.token, student({ realName: '蒋同学', studentId: entry }));
    assertEnvelope(res, { status: 200, code: 200, msg: '已提交认证，请等待学校审核' });
    const me = await info(user.token);
    assert.notEqual(me.schoolName, DEMO_SCHOOL_NAME, `${role}: still of the other school`);
    if (role === 'schoolAdmin') {
      // approving would make another school's admin a member (and so an admin) of this one
      const claim = await id.pendingClaimOf(admin, user.mobile);
      assertRefused(await id.review(admin, { claimId: claim.claimId, approve: true }), -1000, '该账号是其他学校的管理员，不能认证为本校成员');
    }
  }
});

test('the school code given at registration grants nothing until a claim for that school is approved', async () => {
  const mobile = freshMobile();
  const res = await id.register(mobile, 'abc12345', { schoolCode: DEMO_SCHOOL });
  assertEnvelope(res, { status: 200, code: 301 });
  const token = setCookies(res).token.value;
  const me = await info(token);
  assert.equal(me.schoolName, '', 'no school');
  assert.equal(me.schoolSign, '');
  const unread = assertEnvelope(await id.call('GET', '/messageInfo/getMessageUnreadNum', undefined, { cookies: { token } }),
    { status: 200, code: 200 }).data;
  assert.equal(unread.schoolMsgUnreadNum, 0, 'no school bulletins before the claim is approved');
  await id.importRoster(admin, '类型,学号/工号,姓名\n学生,S7700005,褚同学\n');
  assertEnvelope(await id.claim(token, student({ realName: '褚同学', studentId: 'S7700005' })), { status: 200, code: 200, msg: '认证成功' });
  assert.equal((await info(token)).schoolName, DEMO_SCHOOL_NAME, 'a member once the claim is approved');
});

test('a recognition photo: uploaded privately, kept with the claim, shown to the user and their school admin only', async () => {
  const { token, mobile } = await id.newUser();
  const upload = (who, content, name = 'me.png', type = 'image/png') => {
    const form = multipart('file', name, content, type);
    return api(server, 'POST', '/api/v1/user/recognitionPhoto/file', form.body, {
      'content-type': form.contentType, ...(who ? { cookie: `token=${who}` } : {}),
    });
  };
  const keep = (who, photoPath) => id.call('POST', '/user/uploadRecognitionPhoto', { photoPath }, { cookies: { token: who } });
  const failed = '上传失败，请选择 JPG、PNG 或 WebP 格式且不超过 5MB 的照片';
  assertRefused(await upload(token, Buffer.from('not a picture'), 'me.png'), -2, failed, 'file');
  assertRefused(await upload(token, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png'), -2, failed, 'file');
  assertRefused(await upload(undefined, makePng(40, 40)), -1001, '请登录');

  const made = assertEnvelope(await upload(token, makePng(2400, 1600)), { status: 200, code: 200 }).data;
  assert.match(made.photoPath, /^[0-9a-f]{16}$/);
  const other = await id.newUser();
  assertRefused(await keep(other.token, made.photoPath), -2, '上传失败，请重新上传照片', 'photoPath');
  assertRefused(await keep(token, 'nope'), -2, '上传失败，请重新上传照片', 'photoPath');
  assertRefused(await id.call('GET', '/user/recognitionPhoto', undefined, { cookies: { token } }), -1000, '照片不存在');
  assertEnvelope(await keep(token, made.photoPath), { status: 200, code: 200, msg: '上传成功' });
  assert.equal(assertEnvelope(await id.auditInfo(token), { status: 200, code: 200 }).data.photoUploaded, true);

  const mine = await api(server, 'GET', '/api/v1/user/recognitionPhoto', undefined, { cookie: `token=${token}` });
  assert.equal(mine.status, 200);
  assert.equal(mine.headers['content-type'], 'image/jpeg');
  assert.match(mine.headers['cache-control'], /no-store/);
  assert.equal(mine.body.subarray(0, 3).toString('hex'), 'ffd8ff', 'stored as JPEG');
  assert.ok(!fs.existsSync(path.join(server.dataDir, 'files', 'recognition')), 'never under the public files');

  // The claim takes the kept photo; the school admin sees it, another school's admin and other users do not.
  assertEnvelope(await id.claim(token, student({ realName: '带照片的学生', studentId: 'P100' })), { status: 200, code: 200 });
  const claim = await id.pendingClaimOf(admin, mobile);
  assert.equal(claim.hasPhoto, true);
  const seen = await api(server, 'GET', `/api/v1/schoolAdmin/claimPhoto?claimId=${claim.claimId}`, undefined, { cookie: `token=${admin}` });
  assert.equal(seen.status, 200);
  assert.ok(seen.body.equals(mine.body));
  assertRefused(await id.call('GET', `/schoolAdmin/claimPhoto?claimId=${claim.claimId}`, undefined, { cookies: { token } }), -6, '您没有权限访问!');
  assertRefused(await id.call('GET', '/schoolAdmin/claimPhoto?claimId=999999', undefined, { cookies: { token: admin } }), -1000, '照片不存在');

  // A new photo kept while the claim waits becomes the user's, but the claim keeps the one the reviewer sees.
  const second = assertEnvelope(await upload(token, makePng(300, 400)), { status: 200, code: 200 }).data;
  assertEnvelope(await keep(token, second.photoPath), { status: 200, code: 200, msg: '上传成功' });
  const again = await api(server, 'GET', `/api/v1/schoolAdmin/claimPhoto?claimId=${claim.claimId}`, undefined, { cookie: `token=${admin}` });
  assert.ok(again.body.equals(seen.body));
  const mineNow = await api(server, 'GET', '/api/v1/user/recognitionPhoto', undefined, { cookie: `token=${token}` });
  assert.ok(!mineNow.body.equals(mine.body));
  // Keeping a third removes the second (no claim shows it); the claim's first stays.
  const dir = path.join(server.dataDir, 'private', 'recognition');
  const third = assertEnvelope(await upload(token, makePng(320, 400)), { status: 200, code: 200 }).data;
  assertEnvelope(await keep(token, third.photoPath), { status: 200, code: 200, msg: '上传成功' });
  const files = fs.readdirSync(dir);
  assert.ok(files.includes(`${third.photoPath}.jpg`) && files.includes(`${made.photoPath}.jpg`));
  assert.ok(!files.includes(`${second.photoPath}.jpg`), 'the replaced photo is gone');

  // At most 20 uploads a day.
  const busy = await id.newUser();
  for (let i = 0; i < 20; i += 1) assertEnvelope(await upload(busy.token, makePng(16, 16)), { status: 200, code: 200 });
  assertRefused(await upload(busy.token, makePng(16, 16)), -1000, '上传过于频繁，请明天再试');
});
