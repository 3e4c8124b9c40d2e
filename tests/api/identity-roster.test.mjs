// Identity authentication: the school admin's roster import (CSV with or without BOM, every row checked, nothing
// saved while any row is invalid, imported vs updated counts), the roster list, and claims matching an import.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, auditRows } from './lib/accounts.mjs';
import { Identity, makeXlsx, makeZip } from './lib/identity.mjs';
import { assertEnvelope, startServer } from './lib/server.mjs';

const HEADER = '类型,学号/工号,姓名';

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

async function rosterList(query) {
  return assertEnvelope(await id.roster(admin, query), { status: 200, code: 200 }).data;
}

test('the demo roster: eleven students and three teachers, paged and ordered by number', async () => {
  const students = await rosterList('kind=student&page=1&page_size=100');
  assert.equal(students.total, 11);
  assert.deepEqual(students.list.find((r) => r.number === '2024010109'), { kind: 'student', number: '2024010109', name: '李娜' });
  const teachers = await rosterList('kind=teacher');
  assert.equal(teachers.total, 3);
  assert.equal(teachers.list[0].number, 'T2019001');
  const page2 = await rosterList('kind=student&page=2&page_size=4');
  assert.equal(page2.list.length, 4);
  assert.equal(page2.list[0].number, '2024010104');
});

test('one bad row: every error with its row and Chinese message, and nothing is saved', async () => {
  const csv = `${HEADER}\n学生,8800001,赵一\n老师,8800002,钱二\n学生,,孙三\n学生,8800004,${'名'.repeat(20)}\n` +
    `教师,${'9'.repeat(21)},李四\n学生,8800006\n`;
  const data = assertEnvelope(await id.importRoster(admin, csv), { status: 200, code: 200 }).data;
  assert.equal(data.imported, 0);
  assert.equal(data.updated, 0);
  assert.deepEqual(data.errors, [
    { row: 3, msg: '类型必须是学生或教师' },
    { row: 4, msg: '学号/工号不能为空' },
    { row: 5, msg: '姓名过长' },
    { row: 6, msg: '学号/工号不能超过20位' },
    { row: 7, msg: '每行应有 3 列：类型,学号/工号,姓名' },
  ]);
  const all = await rosterList('kind=student&page=1&page_size=100');
  assert.equal(all.list.some((r) => r.number === '8800001'), false, 'the valid row was not saved either');
  const noHeader = assertEnvelope(await id.importRoster(admin, '学生,1,甲\n'), { status: 200, code: 200 }).data;
  assert.deepEqual(noHeader.errors, [{ row: 1, msg: '表头应为：类型,学号/工号,姓名' }]);
});

test('import with BOM and CRLF, re-import updates; then a claim matches the imported row', async () => {
  const csv = `\uFEFF${HEADER}\r\n学生,7700001,"周 小川"\r\n教师,T7700009,吴老师\r\n`;
  const first = assertEnvelope(await id.importRoster(admin, csv), { status: 200, code: 200 }).data;
  assert.deepEqual(first, { imported: 2, updated: 0, errors: [] });
  const again = `${HEADER}\n学生,7700001,周小川\n学生,7700002,郑小雨\n`;
  const second = assertEnvelope(await id.importRoster(admin, again), { status: 200, code: 200 }).data;
  assert.deepEqual(second, { imported: 1, updated: 1, errors: [] });
  const imports = (await auditRows(server, 'identity_roster_imported', DEMO.schoolAdmin)).map((r) => r.detail);
  assert.deepEqual(imports.slice(-2), ['2/0', '1/1']);
  const students = await rosterList('kind=student&page=1&page_size=100');
  assert.equal(students.list.find((r) => r.number === '7700001').name, '周小川');
  const teachers = await rosterList('kind=teacher&page=1&page_size=100');
  assert.ok(teachers.list.some((r) => r.number === 'T7700009' && r.kind === 'teacher'));

  const user = await id.newUser();
  const res = await id.claim(user.token, { school: '1', realName: '周小川', studentId: '7700001', type: 1 });
  assertEnvelope(res, { status: 200, code: 200, msg: '认证成功' });
  const info = assertEnvelope(await id.info(user.token), { status: 200, code: 200 }).data;
  assert.equal(info.auditStatus, 2);
  assert.match(info.roleStr, /student/);
  const wrongKind = await id.newUser();
  const pending = await id.claim(wrongKind.token, { school: '1', realName: '吴老师', studentId: 'T7700009', type: 1 });
  assertEnvelope(pending, { status: 200, code: 200, msg: '已提交认证，请等待学校审核' });
});

test('XLSX by content (whatever the name): imported like CSV, bad rows reported, then a teacher claim matches', async () => {
  const bad = makeXlsx([['类型', '学号/工号', '姓名'], ['教师', 'T6600001', '冯老师'], ['职员', 'T6600002', '陈老师']]);
  const refused = assertEnvelope(await id.importRoster(admin, bad, 'roster.csv'), { status: 200, code: 200 }).data;
  assert.deepEqual(refused, { imported: 0, updated: 0, errors: [{ row: 3, msg: '类型必须是学生或教师' }] });
  const good = makeXlsx([['类型', '学号/工号', '姓名'], ['教师', 'T6600001', '冯老师'], ['学生', '6600002', '褚同学']]);
  const data = assertEnvelope(await id.importRoster(admin, good, 'roster.xlsx'), { status: 200, code: 200 }).data;
  assert.deepEqual(data, { imported: 2, updated: 0, errors: [] });
  const user = await id.newUser();
  const res = await id.claim(user.token, { school: '1', realName: '冯老师', studentId: 'T6600001', type: 2 });
  assertEnvelope(res, { status: 200, code: 200, msg: '认证成功' });
  const info = assertEnvelope(await id.info(user.token), { status: 200, code: 200 }).data;
  assert.match(info.roleStr, /teacher/);
});

test('file type by content: GBK text is refused, a zip is refused, no file is -2', async () => {
  const gbk = Buffer.from([0xc0, 0xe0, 0xd0, 0xcd, 0x2c, 0xd1, 0xa7, 0xba, 0xc5]);
  assertRefused(await id.importRoster(admin, gbk), -1000, '仅支持 CSV 或 XLSX 文件', 'file');
  const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]);
  assertRefused(await id.importRoster(admin, zip, 'roster.xlsx'), -1000, '仅支持 CSV 或 XLSX 文件', 'file');
  const noSheet = makeZip({ 'word/document.xml': '<document/>' });
  assertRefused(await id.importRoster(admin, noSheet, 'roster.xlsx'), -1000, '仅支持 CSV 或 XLSX 文件', 'file');
  assertRefused(await id.importRoster(admin, ''), -2, '请选择文件', 'file');
});
