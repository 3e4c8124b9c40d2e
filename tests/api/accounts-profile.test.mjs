// Accounts: the account page — change password (other sessions end, the current one stays), name and sex.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Accounts, assertRefused, auditRows } from './lib/accounts.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

let server;
let accounts;
before(async () => {
  server = await startServer();
  accounts = new Accounts(server);
});
after(async () => {
  await server?.stop();
});

async function changePassword(token, password, newPassword, confirmNewPwd = newPassword) {
  const body = {
    password: await accounts.encrypt(password),
    newPassword: await accounts.encrypt(newPassword),
    confirmNewPwd: await accounts.encrypt(confirmNewPwd),
  };
  return accounts.call('POST', '/user/updatePassword', body, { cookies: { token } });
}

test('updatePassword: wrong old password, weak new one, mismatch, same as old, plaintext — each on its field', async () => {
  const user = await accounts.newUser('abc12345');
  assertRefused(await changePassword(user.token, 'wrong1234', 'new12345'), -1000, '原密码错误', 'password');
  assertRefused(await changePassword(user.token, 'abc12345', 'short1'), -2,
    '密码必须是8-20位字母、数字和标点符号(除空格)至少包含2种', 'newPassword');
  assertRefused(await changePassword(user.token, 'abc12345', 'new12345', 'new123456'), -2, '两次密码输入不一致', 'confirmNewPwd');
  assertRefused(await changePassword(user.token, 'abc12345', 'abc12345'), -1000, '新密码不能与原密码相同', 'newPassword');
  const plain = await accounts.call('POST', '/user/updatePassword',
    { password: 'abc12345', newPassword: 'new12345', confirmNewPwd: 'new12345' }, { cookies: { token: user.token } });
  assertRefused(plain, -2, '密码格式错误', 'password');
  const empty = await accounts.call('POST', '/user/updatePassword', {}, { cookies: { token: user.token } });
  assertRefused(empty, -2, '密码不能为空', 'password');
  assertRefused(await changePassword(undefined, 'abc12345', 'new12345'), -1001, '请登录');
  assertEnvelope(await accounts.login(user.mobile, 'abc12345'), { status: 200, code: 200 });
});

test('updatePassword ends every other session, keeps the current one; the new password signs in', async () => {
  const user = await accounts.newUser('abc12345');
  const other = (await accounts.login(user.mobile, 'abc12345')).headers['set-cookie'].find((c) => c.startsWith('token='));
  const otherToken = other.split(';')[0].slice('token='.length);
  assertEnvelope(await accounts.info(otherToken), { status: 200, code: 200 });

  assertEnvelope(await changePassword(user.token, 'abc12345', 'new.pass9'), { status: 200, code: 200, msg: '修改成功' });
  assertEnvelope(await accounts.info(user.token), { status: 200, code: 200 });
  assertRefused(await accounts.info(otherToken), -1001, '请登录');
  assertRefused(await accounts.login(user.mobile, 'abc12345'), -1000, '手机号或密码错误', 'password');
  assertEnvelope(await accounts.login(user.mobile, 'new.pass9'), { status: 200, code: 200 });
  assert.deepEqual(await auditRows(server, 'password_change', user.mobile),
    [{ event: 'password_change', subject: user.mobile, detail: 'sessions ended: 1' }]);
});

test('updateName: trimmed, required, under 20 characters counted as characters; changes only the caller', async () => {
  const user = await accounts.newUser();
  const other = await accounts.newUser();
  const call = (userName, token = user.token) => accounts.call('POST', '/user/updateName', { userName }, { cookies: { token } });
  assertRefused(await call('   '), -2, '姓名不能为空', 'userName');
  assertRefused(await call(undefined), -2, '姓名不能为空', 'userName');
  assertRefused(await call('张'.repeat(20)), -2, '姓名过长', 'userName');
  assertRefused(await call('a'.repeat(20)), -2, '姓名过长', 'userName');
  assertEnvelope(await call(` ${'张'.repeat(19)} `), { status: 200, code: 200, msg: '修改成功' });
  assert.equal(assertEnvelope(await accounts.info(user.token), { code: 200 }).data.name, '张'.repeat(19));
  assertEnvelope(await call('李四'), { status: 200, code: 200, msg: '修改成功' });
  assert.equal(assertEnvelope(await accounts.info(user.token), { code: 200 }).data.name, '李四');
  assert.notEqual(assertEnvelope(await accounts.info(other.token), { code: 200 }).data.name, '李四');
  assertRefused(await accounts.call('POST', '/user/updateName', { userName: '王五' }), -1001, '请登录');
});

test('updateSex: 0, 1 or 2, else -2 性别取值错误', async () => {
  const user = await accounts.newUser();
  const call = (sex) => accounts.call('POST', '/user/updateSex', { sex }, { cookies: { token: user.token } });
  for (const bad of [3, -1, 'x', undefined, 1.5]) assertRefused(await call(bad), -2, '性别取值错误', 'sex');
  assertEnvelope(await call(2), { status: 200, code: 200, msg: '修改成功' });
  assert.equal(assertEnvelope(await accounts.info(user.token), { code: 200 }).data.sex, 2);
  assertEnvelope(await call(1), { status: 200, code: 200, msg: '修改成功' });
  assert.equal(assertEnvelope(await accounts.info(user.token), { code: 200 }).data.sex, 1);
});
