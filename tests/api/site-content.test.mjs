// 站点内容 (docs/admin.md "Site content") on the real binary: a school's navigation menu, home banners and adverts,
// edited by the platform admin (any school, named) and the school admin (their own only). The public calls follow at
// once; a scheduled banner appears and leaves at its instants without any change; every change writes an audit row;
// another school's rows are never found.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { DEMO_SCHOOL, runSql } from './lib/identity.mjs';
import { makePng, multipart } from './lib/images.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, api, assertEnvelope, serverNow, startServer } from './lib/server.mjs';

let server;
let st;
const tokens = {};
let otherSchool;

before(async () => {
  server = await startServer();
  st = new Study(server);
  for (const who of ['admin', 'schoolAdmin', 'student', 'teacher']) tokens[who] = await st.tokenOf(DEMO[who]);
  const schools = (await st.ok(tokens.admin, 'GET', '/admin/schools?size=50')).list;
  otherSchool = schools.find((s) => s.sign !== DEMO_SCHOOL).sign;
});
after(async () => {
  await server?.stop();
});

const call = (who, method, p, body) => st.call(method, p, body, { cookies: tokens[who] ? { token: tokens[who] } : {} });
const ok = (who, method, p, body) => st.ok(tokens[who], method, p, body);
const said = async (who, method, p, body, msg) => assertEnvelope(await call(who, method, p, body), { status: 200, code: 200, msg }).data;
const navigation = async () => (await st.ok(undefined, 'GET', '/menu/getNavigationBar'));
const banners = async () => (await st.ok(undefined, 'GET', '/adverting/getSchoolHomeBanner'));
const adverts = async () => (await st.ok(undefined, 'GET', '/adverting/getAllAdvertisingList'));
const auditCount = async (action) => Number(await runSql(server, `SELECT COUNT(*) FROM admin_audit WHERE action = '${action}'`));
/** "YYYY-MM-DD HH:mm" in China time, `seconds` from the server's now. */
const chinaTime = (seconds) => {
  const at = new Date((serverNow(server) + seconds + 8 * 3600) * 1000);
  return at.toISOString().slice(0, 16).replace('T', ' ');
};
const MENU = { name: '校园服务', url: '/home/news-advisory', explain: '校园通知与服务', openMode: '_self', visible: true };
const BANNER = { position: 'banner', title: '招生开放日', subtitle: '12 月 6 日欢迎来校参观', imageUrl: '/files/site/logo.png', linkUrl: '/class' };

test('each console’s calls are its role’s alone', async () => {
  const calls = [['GET', 'menus'], ['POST', 'menu/save'], ['POST', 'menu/delete'], ['POST', 'menu/order'], ['GET', 'adverts'],
    ['POST', 'advert/save'], ['POST', 'advert/delete'], ['POST', 'advert/order'], ['POST', 'image']];
  for (const [method, p] of calls) {
    const body = method === 'POST' ? {} : undefined;
    for (const [prefix, owner] of [['/admin/site/', 'admin'], ['/schoolAdmin/site/', 'schoolAdmin']]) {
      assertRefused(await call(undefined, method, prefix + p, body), -1001, '请登录');
      for (const who of ['student', 'teacher', owner === 'admin' ? 'schoolAdmin' : 'admin']) {
        assertRefused(await call(who, method, prefix + p, body), -6, '您没有权限访问!');
      }
    }
  }
});

test('the platform admin names the school; the school admin has only their own', async () => {
  assertRefused(await call('admin', 'GET', '/admin/site/menus'), -2, '请选择学校', 'school');
  assertRefused(await call('admin', 'GET', '/admin/site/menus?school=nowhere'), -1000, '学校不存在');
  const own = await ok('schoolAdmin', 'GET', '/schoolAdmin/site/menus');
  // The school admin's view is the admin's view of the demo school, hidden items too.
  assert.deepEqual(own, await ok('admin', 'GET', `/admin/site/menus?school=${DEMO_SCHOOL}`));
  assert.equal(own.length, (await navigation()).length);
  // A `school` sent by the school admin changes nothing: still their own.
  assert.deepEqual(await ok('schoolAdmin', 'GET', `/schoolAdmin/site/menus?school=${otherSchool}`), own);
});

test('menu rules answer the doc’s words on their fields and write nothing', async () => {
  const before = Number(await runSql(server, 'SELECT COUNT(*) FROM menu'));
  const refuse = async (body, msg, field) =>
    assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, ...body }), -2, msg, field);
  await refuse({ name: ' ' }, '请输入菜单名称', 'name');
  await refuse({ name: '一二三四五六七八九十一' }, '菜单名称不能超过10个字', 'name');
  await refuse({ url: '' }, '请输入链接地址', 'url');
  for (const url of ['//evil.example', 'javascript:alert(1)', '/a b', 'ftp://x.cn', '/"x'])
    await refuse({ url }, '链接地址应为以 / 开头的站内路径或 http(s):// 开头的完整地址', 'url');
  await refuse({ explain: '说'.repeat(31) }, '菜单说明不能超过30个字', 'explain');
  await refuse({ openMode: '_top' }, '打开方式只能是 _self（当前页）或 _blank（新标签页）', 'openMode');
  await refuse({ active: 'home' }, '高亮路径应为以 / 开头的站内路径', 'active');
  for (const parameterInterface of ['https://evil.example/x', '//evil.example', '/a/../b', '/x<y'])
    await refuse({ parameterInterface }, '参数接口应为以 / 开头的本站接口路径（字母、数字和 / _ - . ? = &）', 'parameterInterface');
  // An interface's answer is the user's own data: only for this site's pages, never another site's address.
  await refuse({ url: 'https://evil.example/x', parameterInterface: '/user/getLoginInfo' }, '设置了参数接口的菜单只能链接本站路径', 'url');
  await refuse({ name: 5 }, '表单格式不正确', 'name');
  await refuse({ visible: 'yes' }, '请选择显示或隐藏', 'visible');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, parentId: 987654 }), -1000, '上级菜单不存在');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, id: 987654 }), -1000, '菜单不存在');
  assert.equal(Number(await runSql(server, 'SELECT COUNT(*) FROM menu')), before);
});

test('a menu item and its child show in the navigation bar at once; hidden, reordered and deleted likewise', async () => {
  const created = await said('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', MENU, '保存成功');
  assert.equal(created.name, '校园服务');
  assert.equal(created.parentId, null);
  let nav = await navigation();
  assert.equal(nav.at(-1).menuName, '校园服务', 'a new item goes last');
  assert.equal(nav.at(-1).explain, '校园通知与服务');

  const child = await said('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save',
    { name: '校车时刻', url: '/supplyChain', openMode: '_blank', parentId: created.id,
      parameterInterface: '/school/getSchoolSign' }, '保存成功');
  nav = await navigation();
  assert.deepEqual(nav.at(-1).childMenuList, [{ childMenuName: '校车时刻', childMenuUrl: '/supplyChain',
    openMode: '_blank', parameterInterface: '/school/getSchoolSign' }]);
  // An item with children stays at the top level; a child never gets children.
  const top = (await ok('schoolAdmin', 'GET', '/schoolAdmin/site/menus'));
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, id: created.id, parentId: top[0].id }),
    -1000, '该菜单有子菜单，不能设为子菜单');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, parentId: child.id }), -1000, '上级菜单不存在');

  // Hidden: out of the bar, still in the console.
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, id: created.id, visible: false }, '保存成功');
  assert.ok(!(await navigation()).some((m) => m.menuName === '校园服务'));
  assert.equal((await ok('schoolAdmin', 'GET', '/schoolAdmin/site/menus')).at(-1).visible, false);
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, id: created.id, visible: true }, '保存成功');

  // Reorder: exactly the level's ids, else nothing moves.
  const ids = (await ok('schoolAdmin', 'GET', '/schoolAdmin/site/menus')).map((m) => m.id);
  const first = [ids.at(-1), ...ids.slice(0, -1)];
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/order', { ids: ids.slice(1) }), -1000, '列表已变化，请刷新后重试');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/order', { ids: [...ids, ids[0]] }), -1000, '列表已变化，请刷新后重试');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/order', { ids: 'x' }), -2, '表单格式不正确', 'ids');
  assert.equal((await navigation())[0].menuName === '校园服务', false);
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/menu/order', { ids: first }, '顺序已保存');
  assert.equal((await navigation())[0].menuName, '校园服务');

  // The platform admin sees and changes the same school by naming it; another school's admin view is not touched.
  const otherBefore = await ok('admin', 'GET', `/admin/site/menus?school=${otherSchool}`);
  await said('admin', 'POST', '/admin/site/menu/save', { school: DEMO_SCHOOL, ...MENU, id: created.id, name: '校园生活' }, '保存成功');
  assert.equal((await navigation())[0].menuName, '校园生活');
  assert.deepEqual(await ok('admin', 'GET', `/admin/site/menus?school=${otherSchool}`), otherBefore);

  // Delete takes the child menus with it.
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/menu/delete', { id: created.id }, '删除成功');
  assert.ok(!(await navigation()).some((m) => m.menuName === '校园生活'));
  assert.equal(Number(await runSql(server, `SELECT COUNT(*) FROM menu WHERE id = ${child.id}`)), 0);
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/delete', { id: created.id }), -1000, '菜单不存在');
});

test('a school admin never finds another school’s menu or advert, and nothing of it changes', async () => {
  const theirs = await said('admin', 'POST', '/admin/site/menu/save', { school: otherSchool, ...MENU, name: '他校菜单' }, '保存成功');
  const theirAd = await said('admin', 'POST', '/admin/site/advert/save', { school: otherSchool, ...BANNER, title: '他校轮播' }, '保存成功');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, id: theirs.id }), -1000, '菜单不存在');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/delete', { id: theirs.id }), -1000, '菜单不存在');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/menu/save', { ...MENU, parentId: theirs.id }), -1000, '上级菜单不存在');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/advert/save', { ...BANNER, sign: theirAd.sign }), -1000, '广告不存在');
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/advert/delete', { sign: theirAd.sign }), -1000, '广告不存在');
  const ownSigns = (await ok('schoolAdmin', 'GET', '/schoolAdmin/site/adverts?position=banner')).map((a) => a.sign);
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/advert/order', { position: 'banner', signs: [...ownSigns, theirAd.sign] }),
    -1000, '列表已变化，请刷新后重试');
  assert.equal(await runSql(server, `SELECT name FROM menu WHERE id = ${theirs.id}`), '他校菜单');
  assert.equal(await runSql(server, `SELECT title FROM advert WHERE sign = '${theirAd.sign}'`), '他校轮播');
  // And the demo school's public lists never show them.
  assert.ok(!(await navigation()).some((m) => m.menuName === '他校菜单'));
  assert.ok(!(await banners()).some((b) => b.title === '他校轮播'));
});

test('advert rules answer the doc’s words and write nothing', async () => {
  const before = Number(await runSql(server, 'SELECT COUNT(*) FROM advert'));
  const refuse = async (body, msg, field) =>
    assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/advert/save', { ...BANNER, ...body }), -2, msg, field);
  await refuse({ position: 'side' }, '位置只能是 banner（首页轮播图）或 home（首页广告位）', 'position');
  await refuse({ title: '' }, '请输入标题', 'title');
  await refuse({ title: '标'.repeat(31) }, '标题不能超过30个字', 'title');
  await refuse({ subtitle: '副'.repeat(61) }, '副标题不能超过60个字', 'subtitle');
  await refuse({ imageUrl: '' }, '请上传图片', 'imageUrl');
  for (const imageUrl of ['http://x.cn/a.png', '/files/../etc/passwd', 'javascript:x'])
    await refuse({ imageUrl }, '图片地址无效', 'imageUrl');
  await refuse({ linkUrl: '//evil.example' }, '链接地址应为以 / 开头的站内路径或 http(s):// 开头的完整地址', 'linkUrl');
  await refuse({ startsAt: '明天' }, '时间格式应为 YYYY-MM-DD HH:mm', 'startsAt');
  await refuse({ startsAt: '2027-01-02 08:00', endsAt: '2027-01-01 08:00' }, '结束时间应晚于开始时间', 'endsAt');
  await refuse({ startsAt: '2027-01-01 08:00', endsAt: '2027-01-01 08:00' }, '结束时间应晚于开始时间', 'endsAt');
  assertRefused(await call('schoolAdmin', 'GET', '/schoolAdmin/site/adverts?position=left'), -2,
    '位置只能是 banner（首页轮播图）或 home（首页广告位）', 'position');
  assert.equal(Number(await runSql(server, 'SELECT COUNT(*) FROM advert')), before);
});

test('a scheduled banner appears and leaves at its instants, without any change in between', async () => {
  const live = (await banners()).length;
  const saved = await said('schoolAdmin', 'POST', '/schoolAdmin/site/advert/save',
    { ...BANNER, startsAt: chinaTime(3600), endsAt: chinaTime(2 * 3600) }, '保存成功');
  assert.equal(saved.position, 'banner');
  const listed = (await ok('schoolAdmin', 'GET', '/schoolAdmin/site/adverts?position=banner')).find((a) => a.sign === saved.sign);
  assert.equal(listed.state, 'scheduled');
  assert.match(listed.startsAt, /\+08:00$/);
  // Asked twice, so the answer is the one kept in memory.
  assert.equal((await banners()).length, live);
  assert.equal((await banners()).length, live);

  await advanceClock(server, 3600);
  const shown = await banners();
  assert.equal(shown.length, live + 1, 'in force from its start');
  assert.deepEqual(shown.at(-1), { sign: saved.sign, title: '招生开放日', subtitle: '12 月 6 日欢迎来校参观',
    imageUrl: '/files/site/logo.png', linkUrl: '/class', openMode: '_self', position: 'banner' });
  assert.equal((await ok('schoolAdmin', 'GET', '/schoolAdmin/site/adverts?position=banner')).find((a) => a.sign === saved.sign).state, 'live');

  await advanceClock(server, 3600);
  assert.equal((await banners()).length, live, 'out at its end');
  assert.equal((await ok('schoolAdmin', 'GET', '/schoolAdmin/site/adverts?position=banner')).find((a) => a.sign === saved.sign).state, 'ended');
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/advert/delete', { sign: saved.sign }, '删除成功');
});

test('adverts: hidden, moved to the other position, reordered and deleted, each followed at once', async () => {
  const home = (await adverts()).length;
  const a = await said('schoolAdmin', 'POST', '/schoolAdmin/site/advert/save', { ...BANNER, title: '图书馆夜读' }, '保存成功');
  assert.equal((await banners()).at(-1).title, '图书馆夜读');
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/advert/save', { ...BANNER, sign: a.sign, title: '图书馆夜读', visible: false }, '保存成功');
  assert.ok(!(await banners()).some((b) => b.sign === a.sign));
  assert.equal((await ok('schoolAdmin', 'GET', '/schoolAdmin/site/adverts?position=banner')).at(-1).state, 'hidden');
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/advert/save', { ...BANNER, sign: a.sign, title: '图书馆夜读', position: 'home' }, '保存成功');
  assert.equal((await adverts()).length, home + 1);

  const signs = (await ok('schoolAdmin', 'GET', '/schoolAdmin/site/adverts?position=home')).map((x) => x.sign);
  assert.equal(signs.at(-1), a.sign);
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/advert/order', { position: 'home', signs: [a.sign, ...signs.slice(0, -1)] }, '顺序已保存');
  assert.equal((await adverts())[0].sign, a.sign);
  await said('schoolAdmin', 'POST', '/schoolAdmin/site/advert/delete', { sign: a.sign }, '删除成功');
  assert.equal((await adverts()).length, home);
  assertRefused(await call('schoolAdmin', 'POST', '/schoolAdmin/site/advert/delete', { sign: a.sign }), -1000, '广告不存在');
});

test('a banner picture uploads as a JPEG under /files/site/; anything else is refused', async () => {
  const upload = async (content, name, type) => {
    const form = multipart('file', name, content, type);
    return api(server, 'POST', '/api/v1/schoolAdmin/site/image', form.body, {
      'content-type': form.contentType, cookie: `token=${tokens.schoolAdmin}`,
    });
  };
  const res = assertEnvelope(await upload(makePng(2400, 800), 'banner.png', 'image/png'), { status: 200, code: 200, msg: '上传成功' });
  assert.match(res.data.url, /^\/files\/site\/[A-Za-z0-9]+\.jpg$/);
  const picture = await api(server, 'GET', res.data.url);
  assert.equal(picture.status, 200);
  assert.equal(picture.body.subarray(0, 2).toString('hex'), 'ffd8', 'a JPEG');
  assertRefused(await upload('not a picture', 'a.txt', 'text/plain'), -1000, '请上传 JPG、PNG、WEBP 或 GIF 图片', 'file');
});

test('every change writes its audit row, which the school’s admin sees', async () => {
  for (const action of ['menu.create', 'menu.update', 'menu.delete', 'menu.order', 'advert.create', 'advert.update',
    'advert.delete', 'advert.order']) {
    assert.ok(await auditCount(action) > 0, action);
  }
  const rows = (await ok('schoolAdmin', 'GET', '/schoolAdmin/audit?action=menu.create&size=50')).list;
  assert.ok(rows.some((r) => r.summary === '新增导航菜单 校园服务'), JSON.stringify(rows.map((r) => r.summary)));
  assert.ok(!rows.some((r) => r.summary.includes('他校菜单')), 'another school’s row stays with it');
  const names = await ok('admin', 'GET', '/admin/audit/actions');
  assert.ok(names.some((n) => n.action === 'advert.order' && n.name === '调整轮播图/广告顺序'));
});
