// 师生管理 of a school admin (docs/admin.md "People of the school"): the users of their own school only, and the
// student and teacher roles within it — the other roles kept, the user's sessions ended, an audit row per change,
// another school's user never reached, the rules' messages verbatim.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshIp } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';
import { TwoSchools } from './lib/two-schools.mjs';

let server;
let two;
let head;
let schoolId;
before(async () => {
  server = await startServer();
  two = new TwoSchools(server);
  head = await two.tokenOf(DEMO.schoolAdmin);
  schoolId = Number(await runSql(server, "SELECT id FROM school WHERE sign = '1'"));
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body) => two.call(method, p, body, { cookies: token ? { token } : {}, ip: freshIp() });
const ok = async (token, method, p, body, msg) => assertEnvelope(await as(token, method, p, body), { status: 200, code: 200, msg }).data;

test('the school’s users only, filtered by role and name', async () => {
  const teachers = await ok(head, 'GET', '/schoolAdmin/users?role=teacher&size=100');
  assert.ok(teachers.list.length > 0);
  assert.ok(teachers.list.every((u) => u.schoolSign === '1' && u.roles.includes('teacher')));
  assert.ok(teachers.list.some((u) => u.name === '王丽华'));
  // A school named in the query changes nothing.
  const all = await ok(head, 'GET', '/schoolAdmin/users?schoolSign=other&size=100');
  assert.ok(all.list.every((u) => u.schoolSign === '1'));
  assertRefused(await as(head, 'GET', '/schoolAdmin/users?role=boss'), -2, '身份不存在', 'role');
  for (const who of ['teacher', 'student', 'admin']) {
    assertRefused(await as(await two.tokenOf(DEMO[who]), 'GET', '/schoolAdmin/users'), -6, '您没有权限访问!');
  }
});

test('a member becomes a teacher: their sessions end, the other roles stay, one audit row; the rules verbatim', async () => {
  const member = await two.member(schoolId, 'student', '师生测试');
  assert.equal((await as(member.token, 'GET', '/user/getLoginInfo')).json.code, 200);
  const changed = await ok(head, 'POST', '/schoolAdmin/user/roles', { userId: member.sign, roles: ['student', 'teacher'] }, '身份已更新');
  assert.deepEqual([...changed.roles].sort(), ['student', 'teacher']);
  assert.notEqual((await as(member.token, 'GET', '/user/getLoginInfo')).json.code, 200, 'the old session ended');
  // The same again changes nothing and writes nothing.
  await ok(head, 'POST', '/schoolAdmin/user/roles', { userId: member.sign, roles: ['teacher', 'student'] }, '身份已更新');
  const rows = await ok(head, 'GET', '/schoolAdmin/audit?action=user.roles&size=100');
  const mine = rows.list.filter((r) => r.target.startsWith(`user:${member.sign}`));
  assert.equal(mine.length, 1);
  assert.equal(mine[0].summary, '将 师生测试 的身份由「学生」改为「学生、教师」');
  assert.equal(mine[0].actorName, '陈国强');
  // Both taken: a normal user.
  assert.deepEqual((await ok(head, 'POST', '/schoolAdmin/user/roles', { userId: member.sign, roles: [] })).roles, ['normal']);

  assertRefused(await as(head, 'POST', '/schoolAdmin/user/roles', { userId: member.sign, roles: ['schoolAdmin'] }), -2, '只能设置学生或教师身份', 'roles');
  assertRefused(await as(head, 'POST', '/schoolAdmin/user/roles', { userId: member.sign }), -2, '只能设置学生或教师身份', 'roles');
  assertRefused(await as(head, 'POST', '/schoolAdmin/user/roles', { roles: ['teacher'] }), -2, '请选择用户', 'userId');
  const self = await ok(head, 'GET', `/schoolAdmin/users?mobile=${DEMO.schoolAdmin}`);
  assertRefused(await as(head, 'POST', '/schoolAdmin/user/roles', { userId: self.list[0].userId, roles: ['teacher'] }), -1000, '不能修改自己的身份');
});

test('another school’s user is never reached', async () => {
  await runSql(server, "INSERT INTO school (sign, name, title, created_at) VALUES ('people2', '第二学院', '第二学院', 0)");
  const otherId = Number(await runSql(server, "SELECT id FROM school WHERE sign = 'people2'"));
  const stranger = await two.member(otherId, 'student', '外校学生');
  assertRefused(await as(head, 'POST', '/schoolAdmin/user/roles', { userId: stranger.sign, roles: ['teacher'] }), -1000, '用户不存在');
  assert.equal((await ok(head, 'GET', `/schoolAdmin/users?mobile=${stranger.mobile}`)).total, 0);
  const otherHead = await two.member(otherId, 'schoolAdmin', '外校管理员');
  const theirs = await ok(otherHead.token, 'GET', '/schoolAdmin/users?size=100');
  assert.deepEqual(theirs.list.map((u) => u.name).sort(), ['外校学生', '外校管理员'].sort());
});
