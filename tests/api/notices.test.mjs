// The consoles' notices (docs/admin.md "Notices"): a school admin's bulletins of their school and the platform admin's
// system notices — listed, published, edited and deleted with the posting's rules verbatim, each change with its audit
// row, another school's never reached; readers see them in the message centre and lose them when deleted.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshIp } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';
import { runSql } from './lib/identity.mjs';
import { TwoSchools } from './lib/two-schools.mjs';

let server;
let st;
const tokens = {};
before(async () => {
  server = await startServer();
  st = new Study(server);
  for (const role of ['admin', 'schoolAdmin', 'student', 'teacher']) tokens[role] = await st.tokenOf(DEMO[role]);
});
after(async () => {
  await server?.stop();
});

const as = (token, method, p, body) => st.call(method, p, body, { cookies: { token }, ip: freshIp() });
const ok = async (token, method, p, body, msg) => assertEnvelope(await as(token, method, p, body), { status: 200, code: 200, msg }).data;
const centre = (token, msgType) => ok(token, 'POST', '/messageInfo/getAllSystemMsgList', { msgType, page: 1, size: 5 });
const unread = (token) => ok(token, 'GET', '/messageInfo/getMessageUnreadNum');

test('a school admin publishes, edits and deletes a bulletin of their school; its students see each change', async () => {
  const head = tokens.schoolAdmin;
  // The rules, verbatim, and nothing written.
  assertRefused(await as(head, 'POST', '/schoolAdmin/notice/save', { title: ' ', content: '内容' }), -2, '请输入标题', 'title');
  assertRefused(await as(head, 'POST', '/schoolAdmin/notice/save', { title: '长'.repeat(51), content: '内容' }), -2, '标题不能超过50个字', 'title');
  assertRefused(await as(head, 'POST', '/schoolAdmin/notice/save', { title: '标题' }), -2, '请输入内容', 'content');
  assertRefused(await as(head, 'POST', '/schoolAdmin/notice/save', { title: '标题', content: '长'.repeat(2001) }), -2, '内容不能超过2000个字', 'content');
  const before = (await unread(tokens.student)).schoolMsgUnreadNum;

  const { idSign } = await ok(head, 'POST', '/schoolAdmin/notice/save', { title: ' 期末考试安排 ', content: '1月10日起期末考试' }, '发布成功');
  const listed = await ok(head, 'GET', '/schoolAdmin/notices?page=1&size=10');
  assert.equal(listed.list[0].idSign, idSign);
  assert.equal(listed.list[0].title, '期末考试安排');
  assert.equal(listed.list[0].authorName, '陈国强');
  assert.equal((await unread(tokens.student)).schoolMsgUnreadNum, before + 1);
  assert.equal((await centre(tokens.student, 3)).list[0].title, '期末考试安排');

  await ok(head, 'POST', '/schoolAdmin/notice/save', { idSign, title: '期末考试安排（更正）', content: '1月12日起期末考试' }, '保存成功');
  assert.equal((await centre(tokens.student, 3)).list[0].content, '1月12日起期末考试');
  // The platform admin's calls do not reach a bulletin.
  assertRefused(await as(tokens.admin, 'POST', '/admin/notice/delete', { idSign }), -1000, '消息不存在', 'idSign');
  assertRefused(await as(tokens.admin, 'POST', '/admin/notice/save', { idSign, title: '改', content: '改' }), -1000, '消息不存在', 'idSign');

  // Two deletes at once: one.
  const both = await Promise.all([1, 2].map(() => as(head, 'POST', '/schoolAdmin/notice/delete', { idSign })));
  assert.deepEqual(both.map((r) => r.json?.msg).sort(), ['删除成功', '消息不存在']);
  assert.equal((await unread(tokens.student)).schoolMsgUnreadNum, before);
  assert.ok(!(await centre(tokens.student, 3)).list.some((m) => m.idSign === idSign));

  // Three audit rows, the school's: seen by its admin.
  const rows = await ok(head, 'GET', '/schoolAdmin/audit?size=100');
  const mine = rows.list.filter((r) => r.target.startsWith(`notice:${idSign}`));
  assert.deepEqual(mine.map((r) => r.action), ['notice.delete', 'notice.update', 'notice.publish']);
  assert.equal(mine[2].summary, '发布学校公告《期末考试安排》');
  assert.equal(JSON.parse(mine[1].before).title, '期末考试安排');
  assert.equal(JSON.parse(mine[1].after).title, '期末考试安排（更正）');
});

test('another school’s admin never reaches a bulletin; the message centre’s own call writes its audit row too', async () => {
  await runSql(server, "INSERT INTO school (sign, name, title, created_at) VALUES ('notice2', '第二学院', '第二学院', 0)");
  const schoolId = Number(await runSql(server, "SELECT id FROM school WHERE sign = 'notice2'"));
  const far = (await new TwoSchools(server).member(schoolId, 'schoolAdmin', '外校管理员')).token;
  const { idSign } = await ok(tokens.schoolAdmin, 'POST', '/messageInfo/addMessageInfo', { msgType: 3, title: '运动会通知', content: '周五下午运动会' }, '发布成功');
  const rows = await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/audit?action=notice.publish&size=100');
  assert.ok(rows.list.some((r) => r.target.startsWith(`notice:${idSign}`)));
  assertRefused(await as(far, 'POST', '/schoolAdmin/notice/delete', { idSign }), -1000, '消息不存在', 'idSign');
  assertRefused(await as(far, 'POST', '/schoolAdmin/notice/save', { idSign, title: '改', content: '改' }), -1000, '消息不存在', 'idSign');
  assert.deepEqual(await ok(far, 'GET', '/schoolAdmin/notices'), { list: [], total: 0 });
  for (const who of ['student', 'teacher', 'admin']) {
    assertRefused(await as(tokens[who], 'GET', '/schoolAdmin/notices'), -6, '您没有权限访问!');
  }
});

test('the platform admin’s system notices reach everyone; only the admin manages them', async () => {
  const before = (await unread(tokens.teacher)).systemMsgUnreadNum;
  const { idSign } = await ok(tokens.admin, 'POST', '/admin/notice/save', { title: '平台升级', content: '本周六 02:00–04:00 升级' }, '发布成功');
  assert.equal((await unread(tokens.teacher)).systemMsgUnreadNum, before + 1);
  const listed = await ok(tokens.admin, 'GET', '/admin/notices');
  assert.equal(listed.list[0].idSign, idSign);
  assert.equal(listed.list[0].msgType, 1);
  assertRefused(await as(tokens.schoolAdmin, 'POST', '/schoolAdmin/notice/delete', { idSign }), -1000, '消息不存在', 'idSign');
  for (const who of ['schoolAdmin', 'teacher', 'student']) {
    assertRefused(await as(tokens[who], 'POST', '/admin/notice/save', { title: '系统', content: '内容' }), -6, '您没有权限访问!');
  }
  await ok(tokens.admin, 'POST', '/admin/notice/delete', { idSign }, '删除成功');
  assert.equal((await unread(tokens.teacher)).systemMsgUnreadNum, before);
  const audit = await ok(tokens.admin, 'GET', '/admin/audit?action=notice.delete&size=100');
  const row = audit.list.find((r) => r.target.startsWith(`notice:${idSign}`));
  assert.equal(row.summary, '删除系统消息《平台升级》');
  assert.equal(row.schoolSign, '');
});
