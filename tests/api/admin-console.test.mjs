// The admin console (docs/admin.md) on the real binary: a school created with a host serves its own home page, ICP
// number and menu at once; disabling it sends the host back to the default school; users are found by full number
// only, disabled (their session ends) and enabled, given roles; a password reset link goes by SMS and works once;
// every change writes an audit row the platform admin and the school's own admin see, and nobody else.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused, freshMobile } from './lib/accounts.mjs';
import { DEMO_SCHOOL, runSql } from './lib/identity.mjs';
import { Study } from './lib/study.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';

let server;
let st;
const tokens = {};

before(async () => {
  server = await startServer();
  st = new Study(server);
  for (const who of ['admin', 'schoolAdmin', 'student', 'teacher']) tokens[who] = await st.tokenOf(DEMO[who]);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (token, method, p, body) => st.ok(token, method, p, body);
const asAdmin = (method, p, body) => ok(tokens.admin, method, p, body);
const onHost = (host, p) => api(server, 'GET', `/api/v1${p}`, undefined, { host });
const signOf = (mobile) => runSql(server, `SELECT sign FROM users WHERE mobile = '${mobile}'`);

const SCHOOL = {
  sign: 'hz-tech',
  name: '杭州科技职业学院',
  icpNumber: '浙ICP备2026000001号',
  hosts: [{ host: 'Learn.HZ-Tech.localhost', icpNumber: '浙ICP备2026000002号' }],
  address: [{ label: '学校地址', value: '杭州市西湖区留和路 88 号' }],
  phone: [{ label: '招生热线', value: '0571-8888 6666' }],
  images: [],
};

test('every console call is the platform admin’s alone', async () => {
  for (const [method, p] of [['GET', '/admin/schools'], ['GET', '/admin/users'], ['GET', '/admin/audit'],
    ['POST', '/admin/school/save'], ['POST', '/admin/user/status']]) {
    assertRefused(await call(undefined, method, p, method === 'POST' ? {} : undefined), -1001, '请登录');
    for (const who of ['student', 'teacher', 'schoolAdmin']) {
      assertRefused(await call(tokens[who], method, p, method === 'POST' ? {} : undefined), -6, '您没有权限访问!');
    }
  }
  assertRefused(await call(tokens.teacher, 'GET', '/schoolAdmin/audit'), -6, '您没有权限访问!');
});

test('a new school with a host shows its own home page, ICP number and menu at once', async () => {
  assertEnvelope(await onHost('learn.hz-tech.localhost', '/school/getSchoolSign'), { status: 200, code: 200 });
  const signOfHost = async () => (await onHost('learn.hz-tech.localhost', '/school/getSchoolSign')).json.data.schoolSign;
  const before = await signOfHost();

  assertRefused(await call(tokens.admin, 'POST', '/admin/school/save', { ...SCHOOL, sign: '' }), -2, '请输入学校代码', 'sign');
  assertRefused(await call(tokens.admin, 'POST', '/admin/school/save', { ...SCHOOL, name: ' ' }), -2, '请输入学校名称', 'name');
  assertRefused(await call(tokens.admin, 'POST', '/admin/school/save', { ...SCHOOL, hosts: [{ host: 'http://x.cn' }] }),
    -2, '域名格式不正确：http://x.cn', 'hosts');
  assertRefused(await call(tokens.admin, 'POST', '/admin/school/save', { ...SCHOOL, hosts: 'x' }), -2, '表单格式不正确', 'hosts');
  assertRefused(await call(tokens.admin, 'POST', '/admin/school/save', { ...SCHOOL, sign: DEMO_SCHOOL }), -2, '学校代码已存在', 'sign');

  const saved = await asAdmin('POST', '/admin/school/save', SCHOOL);
  assert.equal(saved.sign, 'hz-tech');
  assert.equal(saved.title, '杭州科技职业学院');
  assert.deepEqual(saved.hosts, [{ host: 'learn.hz-tech.localhost', icpNumber: '浙ICP备2026000002号' }]);

  const info = (await onHost('learn.hz-tech.localhost', '/school/getSchoolBaseInfo')).json.data;
  assert.equal(info.name ?? info.schoolName, '杭州科技职业学院', JSON.stringify(info));
  assert.ok(JSON.stringify(info).includes('浙ICP备2026000002号'), 'the host’s own filing number');
  assert.equal((await signOfHost()), 'hz-tech');
  assert.notEqual(before, 'hz-tech');
  const menu = (await onHost('learn.hz-tech.localhost', '/menu/getNavigationBar')).json.data;
  assert.ok(menu.length > 0, 'the new school starts with the default school’s menu');
  const list = (await ok(undefined, 'POST', '/school/getSchoolList', {})).schoolVoList;
  assert.ok(list.some((s) => s.schoolSign === 'hz-tech'), JSON.stringify(list).slice(0, 300));

  // Another school may not take the host.
  assertRefused(await call(tokens.admin, 'POST', '/admin/school/save', { ...SCHOOL, sign: 'other', name: '另一所学院' }),
    -2, '域名已被其他学校使用：learn.hz-tech.localhost', 'hosts');

  const row = (await asAdmin('GET', `/admin/schools?keyword=${encodeURIComponent('杭州')}`)).list[0];
  assert.equal(row.sign, 'hz-tech');
  assert.equal(row.userCount, 0);

  // Disabled: out of the list, and the host shows the default school again; the default school stays.
  const off = await call(tokens.admin, 'POST', '/admin/school/status', { sign: 'hz-tech', disabled: true });
  assert.equal(assertEnvelope(off, { status: 200, code: 200, msg: '已停用' }).data.disabled, true);
  assert.equal((await signOfHost()), before);
  const after = (await ok(undefined, 'POST', '/school/getSchoolList', {})).schoolVoList;
  assert.ok(!after.some((s) => s.schoolSign === 'hz-tech'));
  assertRefused(await call(tokens.admin, 'POST', '/admin/school/status', { sign: DEMO_SCHOOL, disabled: true }), -1000, '默认学校不能停用');
  assertRefused(await call(tokens.admin, 'POST', '/admin/school/status', { sign: 'hz-tech', disabled: 'yes' }), -2, '请选择停用或启用', 'disabled');
  await asAdmin('POST', '/admin/school/status', { sign: 'hz-tech', disabled: false });
  assert.equal((await signOfHost()), 'hz-tech');

  const detail = await asAdmin('GET', '/admin/school?sign=hz-tech');
  assert.deepEqual(detail.phone, SCHOOL.phone);
  assertRefused(await call(tokens.admin, 'GET', '/admin/school?sign=nope'), -1000, '学校不存在');
});

test('users are found by full number only; a disabled user’s session ends at once', async () => {
  assertRefused(await call(tokens.admin, 'GET', '/admin/users?mobile=1380000'), -2, '请输入完整的11位手机号', 'mobile');
  assertRefused(await call(tokens.admin, 'GET', '/admin/users?role=root'), -2, '身份不存在', 'role');
  const found = await asAdmin('GET', `/admin/users?mobile=${DEMO.student}`);
  assert.equal(found.total, 1);
  const student = found.list[0];
  assert.equal(student.name, '张晓明');
  assert.equal(student.mobile, '138****0001');
  assert.ok(student.roles.includes('student'));
  const teachers = await asAdmin('GET', `/admin/users?role=teacher&schoolSign=${DEMO_SCHOOL}&size=100`);
  assert.ok(teachers.list.every((u) => u.roles.includes('teacher')));

  // A fresh session of the student, ended by the switch.
  const token = await st.tokenOf(DEMO.student);
  assertEnvelope(await st.info(token), { status: 200, code: 200 });
  const off = await call(tokens.admin, 'POST', '/admin/user/status', { userId: student.userId, disabled: true });
  assert.equal(assertEnvelope(off, { status: 200, code: 200, msg: '已停用' }).data.disabled, true);
  assertRefused(await st.info(token), -1001, '请登录');
  assertRefused(await st.login(DEMO.student, 'xuejing2026'), -1000, '账号已被禁用');
  assertRefused(await call(tokens.admin, 'POST', '/admin/user/resetPassword', { userId: student.userId }), -1000, '该账号已被禁用');
  await asAdmin('POST', '/admin/user/status', { userId: student.userId, disabled: false });
  tokens.student = await st.tokenOf(DEMO.student);

  const me = await signOf(DEMO.admin);
  assertRefused(await call(tokens.admin, 'POST', '/admin/user/status', { userId: me, disabled: true }), -1000, '不能停用自己的账号');
  assertRefused(await call(tokens.admin, 'POST', '/admin/user/roles', { userId: me, roles: ['normal'] }), -1000, '不能移除自己的管理员身份');
  assertRefused(await call(tokens.admin, 'POST', '/admin/user/roles', { userId: me, roles: [] }), -2, '请至少选择一个身份', 'roles');
  assertRefused(await call(tokens.admin, 'POST', '/admin/user/roles', { userId: me, roles: ['root'] }), -2, '身份不存在', 'roles');
  assertRefused(await call(tokens.admin, 'GET', '/admin/user?userId=nope'), -1000, '用户不存在');

  const detail = await asAdmin('GET', `/admin/user?userId=${student.userId}`);
  assert.equal(detail.user.name, '张晓明');
  assert.ok(detail.logins.length >= 2, 'the sign-ins of this test are in the history');
  assert.equal(detail.logins[0].ok, true);
  assert.equal(detail.sessionCount, 1);
});

test('roles change at once, and a reset link sent by SMS works once', async () => {
  const user = await st.newUser();
  const sign = await signOf(user.mobile);
  assertRefused(await call(tokens.admin, 'POST', '/admin/user/roles', { userId: sign, roles: ['student'] }),
    -1000, '该用户未加入学校，不能设为学生、教师或学校管理员');
  const changed = await call(tokens.admin, 'POST', '/admin/user/roles', { userId: sign, roles: ['normal', 'enterprise'] });
  assert.deepEqual(assertEnvelope(changed, { status: 200, code: 200, msg: '身份已更新' }).data.roles.sort(), ['enterprise', 'normal']);
  assertRefused(await st.info(user.token), -1001, '请登录');

  const sent = await call(tokens.admin, 'POST', '/admin/user/resetPassword', { userId: sign });
  assertEnvelope(sent, { status: 200, code: 200, msg: '重置密码链接已通过短信发送' });
  assertRefused(await call(tokens.admin, 'POST', '/admin/user/resetPassword', { userId: sign }), -1000, '每60秒只能发送一次');
  const text = assertEnvelope(await st.call('GET', `/dev/sms?mobile=${user.mobile}`), { status: 200, code: 200 }).data.text;
  const link = text.match(/https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/);
  assert.ok(link, text);
  assert.ok(!JSON.stringify(sent.json).includes(link[1]), 'the admin never sees the link');

  const body = async (password, confirm = password) => ({ token: link[1], password: await st.encrypt(password), confirmPassword: await st.encrypt(confirm) });
  assertRefused(await call(undefined, 'POST', '/user/resetByLink', await body('NewPass2026', 'Other2026x')), -2, undefined, 'confirmPassword');
  assertRefused(await call(undefined, 'POST', '/user/resetByLink', { ...(await body('NewPass2026')), token: 'nope' }), -1000, '链接无效或已过期，请重新获取');
  const reset = await call(undefined, 'POST', '/user/resetByLink', await body('NewPass2026'));
  assertEnvelope(reset, { status: 200, code: 200, msg: '密码重置成功' });
  assertRefused(await call(undefined, 'POST', '/user/resetByLink', await body('Again2026x')), -1000, '链接无效或已过期，请重新获取');
  await st.tokenOf(user.mobile, 'NewPass2026');
});

test('every change has an audit row; a school admin sees only their school’s', async () => {
  // A claim the demo school's admin approves.
  const claimant = await st.newUser();
  assertEnvelope(await st.claim(claimant.token, { school: DEMO_SCHOOL, realName: '审计学生', studentId: `A${freshMobile().slice(-6)}`, type: 1 }),
    { status: 200 });
  const pending = await st.pendingClaimOf(tokens.schoolAdmin, claimant.mobile);
  assertEnvelope(await st.review(tokens.schoolAdmin, { claimId: pending.claimId, approve: true }), { status: 200, code: 200 });

  const all = await asAdmin('GET', '/admin/audit?size=100');
  const actions = all.list.map((r) => r.action);
  for (const a of ['school.create', 'school.disable', 'school.enable', 'user.disable', 'user.enable', 'user.roles',
    'user.resetPassword', 'claim.approve']) assert.ok(actions.includes(a), `${a} in ${actions}`);
  const create = all.list.find((r) => r.action === 'school.create');
  assert.equal(create.actionName, '新增学校');
  assert.equal(create.actorName, '周杰');
  assert.equal(create.actorRole, 'admin');
  assert.equal(create.schoolSign, 'hz-tech');
  assert.equal(create.before, '');
  assert.equal(JSON.parse(create.after).name, '杭州科技职业学院');
  const approve = all.list.find((r) => r.action === 'claim.approve');
  assert.equal(approve.actorRole, 'schoolAdmin');
  assert.match(approve.summary, /^通过 审计学生（学生 A\d+） 的身份认证$/);

  const filtered = await asAdmin('GET', '/admin/audit?action=user.disable');
  assert.ok(filtered.list.length > 0 && filtered.list.every((r) => r.action === 'user.disable'));
  assertRefused(await call(tokens.admin, 'GET', '/admin/audit?action=drop'), -2, '操作类型不存在', 'action');
  assertRefused(await call(tokens.admin, 'GET', '/admin/audit?from=2026-13-01'), -2, '日期格式不正确', 'from');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  assert.equal((await asAdmin('GET', `/admin/audit?from=${today}&to=${today}&size=100`)).total, all.total);
  assert.equal((await asAdmin('GET', '/admin/audit?to=2020-01-01')).total, 0);
  const names = await asAdmin('GET', '/admin/audit/actions');
  assert.ok(names.some((a) => a.action === 'claim.reject' && a.name === '驳回身份认证'));

  const sheet = await call(tokens.admin, 'GET', '/admin/audit/export');
  assert.equal(sheet.status, 200);
  assert.match(sheet.headers['content-type'], /spreadsheetml/);
  assert.equal(sheet.body.subarray(0, 2).toString(), 'PK');

  // The demo school's admin: its own rows (the claim, the student's switch), never the new school's.
  const mine = await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/audit?size=100');
  assert.ok(mine.list.some((r) => r.action === 'claim.approve'));
  assert.ok(mine.list.every((r) => r.schoolSign === DEMO_SCHOOL), JSON.stringify(mine.list.map((r) => r.schoolSign)));
  const sneaky = await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/audit?schoolSign=hz-tech&size=100');
  assert.equal(sneaky.total, mine.total, 'schoolSign is ignored for a school admin');

  // A school admin of the new school sees its creation and nothing of the demo school.
  const admin2 = await st.newUser();
  await runSql(server, `UPDATE users SET school_id = (SELECT id FROM school WHERE sign = 'hz-tech') WHERE mobile = '${admin2.mobile}'`);
  await asAdmin('POST', '/admin/user/roles', { userId: await signOf(admin2.mobile), roles: ['normal', 'schoolAdmin'] });
  const theirs = await ok(await st.tokenOf(admin2.mobile, admin2.password), 'GET', '/schoolAdmin/audit?size=100');
  assert.ok(theirs.list.some((r) => r.action === 'school.create'));
  assert.ok(theirs.list.every((r) => r.schoolSign === 'hz-tech'));
});

test('a company review is in the audit log, a platform action no school admin sees', async () => {
  const queue = await asAdmin('GET', '/admin/companies?status=0');
  assert.ok(queue.list.length > 0, 'the demo has a company waiting');
  const company = queue.list[0];
  const refused = await call(tokens.admin, 'PUT', '/admin/company/review', { companyId: company.companyId, approve: false, reviewNote: '营业执照信息不清晰' });
  assert.equal(refused.status, 200, refused.text);
  assertEnvelope(refused, { status: 200, code: 200, msg: '审核完成' });
  const rows = (await asAdmin('GET', '/admin/audit?action=company.reject')).list;
  assert.equal(rows.length, 1);
  assert.equal(rows[0].summary, `驳回企业 ${company.companyName} 的认证，原因：营业执照信息不清晰`);
  assert.equal(JSON.parse(rows[0].before).status, 0);
  assert.deepEqual(JSON.parse(rows[0].after), { status: 2, reviewNote: '营业执照信息不清晰' });
  // Not the school admin's: a platform action concerns no school.
  assert.ok(!(await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/audit?size=100')).list.some((r) => r.action === 'company.reject'));
});

test('the audit log refuses to be changed or removed, even by SQL', async () => {
  await assert.rejects(runSql(server, "UPDATE admin_audit SET summary = 'x'"));
  await assert.rejects(runSql(server, 'DELETE FROM admin_audit'));
  assert.ok(Number(await runSql(server, 'SELECT COUNT(*) FROM admin_audit')) > 0);
});

test('a school admin publishes, unpublishes and archives the school’s courses; another school’s is not theirs', async () => {
  for (const [method, p] of [['GET', '/schoolAdmin/courses'], ['POST', '/schoolAdmin/course/status']]) {
    assertRefused(await call(undefined, method, p, method === 'POST' ? {} : undefined), -1001, '请登录');
    for (const who of ['student', 'teacher']) {
      assertRefused(await call(tokens[who], method, p, method === 'POST' ? {} : undefined), -6, '您没有权限访问!');
    }
  }
  const all = await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/courses?size=50');
  assert.ok(all.total > 0 && all.list.some((c) => c.offering === 2), 'the demo school has courses and trainings');
  const course = all.list.find((c) => c.offering === 1 && c.status === 1);
  const visitor = async () => (await call(undefined, 'POST', '/course/getCourseById', { sign: course.idSign })).json;
  assert.equal((await visitor()).code, 200);

  assertRefused(await call(tokens.schoolAdmin, 'GET', '/schoolAdmin/courses?status=5'), -2, '状态只能是 0（草稿）、1（已发布）或 2（已归档）', 'status');
  assertRefused(await call(tokens.schoolAdmin, 'GET', '/schoolAdmin/courses?offering=x'), -2, '类型只能是 1（课程）或 2（培训项目）', 'offering');
  assertRefused(await call(tokens.schoolAdmin, 'GET', `/schoolAdmin/courses?keyword=${encodeURIComponent('课'.repeat(31))}`), -2, '关键词不能超过30个字', 'keyword');
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { status: 1 }), -2, '请选择课程', 'sign');
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign }), -2, '状态只能是 0（草稿）、1（已发布）或 2（已归档）', 'status');
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign, status: 'x' }), -2, '状态只能是 0（草稿）、1（已发布）或 2（已归档）', 'status');
  const found = await ok(tokens.schoolAdmin, 'GET', `/schoolAdmin/courses?keyword=${encodeURIComponent(course.name)}&offering=1`);
  assert.ok(found.list.some((c) => c.idSign === course.idSign));

  // Unpublished: the visitor no longer finds it, at once; archived, it cannot be published until it is a draft again.
  const draft = await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign, status: 0 });
  assertEnvelope(draft, { status: 200, code: 200, msg: '取消发布成功' });
  assert.equal(draft.json.data.status, 0);
  assert.notEqual((await visitor()).code, 200);
  assertEnvelope(await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign, status: 2 }), { status: 200, code: 200, msg: '归档成功' });
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign, status: 1 }), -1000, '已归档的课程不能发布，请先取消发布（恢复为草稿）');
  await ok(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign, status: 0 });
  assertEnvelope(await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { sign: course.idSign, status: 1 }), { status: 200, code: 200, msg: '发布成功' });
  assert.equal((await visitor()).code, 200);
  const archived = await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/courses?status=2');
  assert.ok(!archived.list.some((c) => c.idSign === course.idSign));

  const rows = (await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/audit?size=100')).list.filter((r) => r.action.startsWith('course.'));
  assert.deepEqual(rows.map((r) => r.action), ['course.publish', 'course.unpublish', 'course.archive', 'course.unpublish']);
  assert.equal(rows[0].summary, `发布课程《${course.name}》`);
  assert.equal(rows[0].actorName, '陈国强');

  // Another school's course: not found for this admin, and unchanged.
  await runSql(server, `INSERT INTO course (sign, school_id, name, status, created_at, updated_at) SELECT 'far-course', MAX(id), '外校课程', 1, 1, 1 FROM school WHERE sign <> '${DEMO_SCHOOL}'`);
  assertRefused(await call(tokens.schoolAdmin, 'POST', '/schoolAdmin/course/status', { sign: 'far-course', status: 0 }), -1000, '课程不存在');
  assert.equal(await runSql(server, "SELECT status FROM course WHERE sign = 'far-course'"), '1');
  assert.ok(!(await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/courses?size=50&keyword=%E5%A4%96%E6%A0%A1')).list.length);
});

test('a roster import, external systems, news and a simulated login each write their audit row', async () => {
  await st.importRoster(tokens.schoolAdmin, '类型,学号/工号,姓名\n学生,A9900001,审计甲\n教师,T9900002,审计乙\n');
  const saved = await ok(tokens.schoolAdmin, 'POST', '/schoolAdmin/externalSystems/save', {
    system: 'erp', name: '审计ERP', url: 'https://erp.example.com/sso', passMode: 'token', tokenParam: 'token', description: '',
  });
  const reset = await ok(tokens.schoolAdmin, 'POST', '/schoolAdmin/externalSystems/resetSecret', { system: 'erp' });
  await ok(tokens.schoolAdmin, 'POST', '/schoolAdmin/externalSystems/delete', { system: 'erp' });
  const news = await ok(tokens.schoolAdmin, 'POST', '/news/addNews', { category: 1, title: '审计新闻', content: '<p>正文</p>' });
  await ok(tokens.schoolAdmin, 'POST', '/news/publishNews', { sign: news.idSign, status: 1 });
  await ok(tokens.schoolAdmin, 'POST', '/news/deleteNews', { sign: news.idSign });
  const student = await signOf(DEMO.student);
  const simulated = await call(tokens.admin, 'POST', '/admin/simulateLogin', { userId: student });
  assertEnvelope(simulated, { status: 200, code: 200 });
  assert.ok(simulated.headers['set-cookie'].some((c) => c.startsWith('simulatedLogin=')), 'the simulation cookie is still set');

  const mine = (await ok(tokens.schoolAdmin, 'GET', '/schoolAdmin/audit?size=100')).list;
  const row = (action) => mine.find((r) => r.action === action);
  assert.equal(row('roster.import').summary, '导入花名册：新增 2 条，更新 0 条');
  assert.equal(row('roster.import').actionName, '导入花名册');
  assert.equal(row('external.save').summary, '保存外部系统 审计ERP（erp）');
  assert.equal(JSON.parse(row('external.save').after).url, 'https://erp.example.com/sso');
  assert.equal(row('external.resetSecret').summary, '重置外部系统 审计ERP（erp）的密钥');
  assert.equal(row('external.remove').after, '');
  const text = JSON.stringify(mine);
  for (const secret of [saved.secret, reset.secret]) assert.ok(!text.includes(secret), 'no secret in the log');
  assert.equal(row('news.create').summary, '新增资讯《审计新闻》');
  assert.deepEqual(JSON.parse(row('news.publish').after), { title: '审计新闻', category: 1, status: 1 });
  assert.equal(row('news.delete').summary, '删除资讯《审计新闻》');
  // The simulated login concerns the student's school: its admin sees it, as the platform admin does.
  assert.equal(row('user.simulate').summary, '以 张晓明 的身份模拟登录');
  assert.equal(row('user.simulate').actorRole, 'admin');
  assert.ok((await asAdmin('GET', '/admin/audit?action=user.simulate')).list.length >= 1);
});
