// A course's question bank (docs/exams.md, Calls — question bank) on the real binary: every call refused to a
// student, a normal user, a visitor and a teacher of another course; each field's rule with its message; the five
// types and their answers; option copy update / add / delete with re-lettering; delete keeping questions used by an
// exam; the .xlsx template, the import preview (per-row errors, nothing saved), the all-or-nothing import and the
// re-importable export.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { Identity, makeXlsx, runSql } from './lib/identity.mjs';
import { multipartForm } from './lib/images.mjs';
import { api, assertEnvelope, startServer } from './lib/server.mjs';
import { readXlsx } from './lib/xlsx.mjs';

let server;
let id;
let teacher; // 王丽华: leads the test course
let other; // a teacher of the same school, not on the test course
let student;
let normal;
let course; // a fresh course of 王丽华 with an empty bank

const HEADER = ['题型', '题目', '选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '选项G', '选项H', '正确答案', '分值', '难度', '解析'];

const sql = (text) => runSql(server, text);
const post = (p, body, token) => id.call('POST', p, body, { cookies: token ? { token } : {} });
const ok = async (res, msg) => assertEnvelope(await res, { status: 200, code: 200, msg }).data;
const upload = (token, fields, file) => {
  const f = multipartForm(fields, file);
  return api(server, 'POST', '/api/v1/qb/importPreview', f.body, {
    'content-type': f.contentType, ...(token ? { cookie: `token=${token}` } : {}),
  });
};
const bankCount = async (c = course) =>
  Number(await sql(`SELECT COUNT(*) FROM question q JOIN course c ON c.id = q.course_id WHERE c.sign = '${c}'`));
const single = (extra = {}) => ({
  courseId: course, type: 1, subjectName: '1 + 1 等于几？', score: 5,
  optionList: [{ optionName: 'A', optionContent: '1' }, { optionName: 'B', optionContent: '2' }, { optionName: 'C', optionContent: '3' }],
  answer: 'B', analysis: '基本加法。', ...extra,
});
const addOk = async (body) => (await ok(post('/qb/addChoice', body, teacher), '添加成功')).idSign;
const get = (sign) => ok(post('/qb/getChoice', { sign }, teacher));

async function newCourse(token, name) {
  const tree = await ok(id.call('GET', '/course/typeTree'));
  const t2 = tree[0].children[0];
  return (await ok(post('/course/addCourse', {
    name, introduction: '简介', courseDetails: '详情', coursePrice: '', courseScore: '1', courseTime: '8', type: 1, kind: 4,
    courseTypeIdSign: tree[0].idSign, courseType2IdSign: t2.idSign, courseType3IdSign: t2.children[0].idSign,
  }, token), '添加成功')).idSign;
}

before(async () => {
  server = await startServer();
  id = new Identity(server);
  teacher = await id.tokenOf(DEMO.teacher);
  student = await id.tokenOf(DEMO.student);
  normal = await id.tokenOf(DEMO.normal);
  other = (await id.colleagueTeacher()).token;
  course = await newCourse(teacher, `题库测试${Date.now() % 100000}`);
});
after(async () => {
  await server?.stop();
});

test('every call is refused to a student, a normal user, a visitor and a teacher of another course', async () => {
  const q = await addOk(single());
  const optionSign = (await get(q)).optionList[0].idSign;
  const calls = [
    ['POST', '/qb/choiceList', { courseId: course, page: 1, size: 5, status: '0' }],
    ['POST', '/qb/choiceList/export', { courseId: course }],
    ['POST', '/qb/getChoice', { sign: q }],
    ['POST', '/qb/addChoice', single()],
    ['POST', '/qb/updateChoice', { idSign: q, subjectName: '改了' }],
    ['POST', '/qb/deleteChoice', { sign: q }],
    ['POST', '/qb/updateOption', { idSign: optionSign, optionContent: '改了' }],
    ['POST', '/qb/addOption', { subjectId: q, optionContent: '4' }],
    ['POST', '/qb/deleteOption', { idSign: optionSign }],
    ['POST', '/qb/importChoices', { courseId: course, rows: [{ row: 2, ...single() }] }],
  ];
  for (const [method, p, body] of calls) {
    for (const token of [student, normal]) assertRefused(await id.call(method, p, body, { cookies: { token } }), -6, '您没有权限访问!');
    assertRefused(await id.call(method, p, body), -1001);
    assertRefused(await post(p, body, other), -6, '您没有权限访问!');
  }
  for (const token of [student, normal]) {
    assertRefused(await id.call('GET', '/qb/template', undefined, { cookies: { token } }), -6, '您没有权限访问!');
    assertRefused(await upload(token, { courseId: course }, { name: 'q.xlsx', content: makeXlsx([HEADER]) }), -6, '您没有权限访问!');
  }
  assertRefused(await id.call('GET', '/qb/template'), -1001);
  assertRefused(await upload(other, { courseId: course }, { name: 'q.xlsx', content: makeXlsx([HEADER, ['单选题', '题', 'a', 'b', '', '', '', '', '', '', 'A', '1', '易', '']]) }),
    -6, '您没有权限访问!');
  assertRefused(await post('/qb/choiceList', { courseId: 'no-such-course' }, teacher), -1000, '课程不存在');
  assertRefused(await post('/qb/getChoice', { sign: 'no-such-question' }, teacher), -1000, '题目不存在');
  assertRefused(await post('/qb/updateOption', { idSign: 'no-such-option', optionContent: 'x' }, teacher), -1000, '选项不存在');
  // Nothing changed by the refused calls.
  const after = await get(q);
  assert.equal(after.subjectName, '1 + 1 等于几？');
  assert.deepEqual(after.optionList.map((o) => o.optionContent), ['1', '2', '3']);
  await ok(post('/qb/deleteChoice', { sign: q }, teacher), '删除成功');
  assert.equal(await bankCount(), 0);
});

test('each field is checked with the contract message and field, and nothing is saved', async () => {
  const cases = [
    [{ subjectName: '   ' }, '请输入题目', 'subjectName'],
    [{ subjectName: '题'.repeat(2001) }, '题目不能超过2000个字', 'subjectName'],
    [{ type: 6 }, '请选择题型', 'type'],
    [{ type: 'x' }, '请选择题型', 'type'],
    [{ type: undefined }, '请选择题型', 'type'],
    [{ serialNumber: 0 }, '题号必须是正整数', 'serialNumber'],
    [{ serialNumber: 10000 }, '题号必须是正整数', 'serialNumber'],
    [{ serialNumber: 1.5 }, '题号必须是正整数', 'serialNumber'],
    [{ level: 4 }, '难度只能是易、中、难', 'level'],
    [{ score: 0 }, '分值必须是1到100之间的整数', 'score'],
    [{ score: 101 }, '分值必须是1到100之间的整数', 'score'],
    [{ score: undefined }, '分值必须是1到100之间的整数', 'score'],
    [{ optionList: [{ optionContent: 'a' }] }, '选项至少两个、至多八个', 'optionList'],
    [{ optionList: Array.from({ length: 9 }, (_, i) => ({ optionContent: `o${i}` })) }, '选项至少两个、至多八个', 'optionList'],
    [{ optionList: [{ optionContent: 'a' }, { optionContent: '  ' }] }, '请输入选项内容', 'optionList'],
    [{ answer: '' }, '请设置正确答案', 'answer'],
    [{ answer: 'D' }, '正确答案必须是选项之一', 'answer'],
    [{ answer: 'A,B' }, '请设置正确答案', 'answer'],
    [{ type: 2, answer: 'A' }, '请设置正确答案', 'answer'],
    [{ type: 2, answer: 'A,E' }, '正确答案必须是选项之一', 'answer'],
    [{ type: 3, optionList: [], answer: '2' }, '请设置正确答案', 'answer'],
    [{ type: 4, optionList: [], answer: ' | ' }, '请设置正确答案', 'answer'],
    [{ type: 5, optionList: [], answer: '答'.repeat(5001) }, '参考答案不能超过5000个字', 'answer'],
    [{ analysis: '析'.repeat(5001) }, '解析不能超过5000个字', 'analysis'],
  ];
  for (const [change, msg, field] of cases) {
    const body = single(change);
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
    assertRefused(await post('/qb/addChoice', body, teacher), -2, msg, field);
  }
  assertRefused(await post('/qb/addChoice', { ...single(), courseId: undefined }, teacher), -2, '参数不能为空', 'courseId');
  assert.equal(await bankCount(), 0);
});

test('the five types are stored with their answers normalised, listed by serial number, searched and filtered', async () => {
  const a = await addOk(single({ serialNumber: 3 }));
  const b = await addOk(single({ type: 2, subjectName: '哪些是偶数？', answer: 'c a', serialNumber: 1,
    optionList: ['2', '3', '4', '5'].map((x) => ({ optionContent: x })) }));
  const c = await addOk(single({ type: 3, subjectName: '0 是偶数。', answer: '正确', optionList: [{ optionContent: 'ignored' }] }));
  const d = await addOk(single({ type: 4, subjectName: '中国的首都是 ____。', answer: ' 北京 | 北京市 ', level: 2 }));
  const e = await addOk(single({ type: 5, subjectName: '谈谈你对编程的理解。', answer: '', level: 3, score: 20, analysis: '' }));
  const qb = await get(b);
  assert.equal(qb.answer, 'A,C');
  assert.equal(qb.typeName, '多选题');
  assert.deepEqual(qb.optionList.map((o) => [o.optionName, o.optionContent, o.subjectId]),
    [['A', '2', b], ['B', '3', b], ['C', '4', b], ['D', '5', b]]);
  assert.equal((await get(c)).answer, '1');
  assert.deepEqual((await get(c)).optionList, [], 'judgment questions have no options');
  assert.equal((await get(d)).answer, '北京|北京市');
  const qe = await get(e);
  assert.equal(qe.answer, '');
  assert.equal(qe.level, 3);
  assert.equal(qe.status, '0');
  assert.equal(qe.courseId, course);
  // Absent serial numbers follow the bank's largest.
  assert.deepEqual([(await get(c)).serialNumber, (await get(d)).serialNumber, qe.serialNumber], [4, 5, 6]);

  const page1 = await ok(post('/qb/choiceList', { courseId: course, page: 1, size: 5, status: '0' }, teacher));
  assert.equal(page1.total, 5);
  assert.deepEqual(page1.list.map((q) => q.idSign), [b, a, c, d, e]);
  assert.equal(page1.list[0].optionList.length, 4, 'options come with the list');
  const page2 = await ok(post('/qb/choiceList', { courseId: course, page: 2, size: 2 }, teacher));
  assert.deepEqual(page2.list.map((q) => q.idSign), [c, d]);
  const found = await ok(post('/qb/choiceList', { courseId: course, subjectName: '偶数' }, teacher));
  assert.deepEqual(found.list.map((q) => q.idSign), [b, c]);
  const typed = await ok(post('/qb/choiceList', { courseId: course, type: 4 }, teacher));
  assert.deepEqual(typed.list.map((q) => q.idSign), [d]);
  const pct = await ok(post('/qb/choiceList', { courseId: course, subjectName: '%' }, teacher));
  assert.equal(pct.total, 0, '% is searched literally');
  assertRefused(await post('/qb/choiceList', { courseId: course, type: 9 }, teacher), -2, '请选择题型', 'type');
  assert.equal((await ok(post('/qb/choiceList', { courseId: course, size: 1000 }, teacher))).list.length, 5, 'a whole bank in one page');
  assertRefused(await post('/qb/choiceList', { courseId: course, size: 1001 }, teacher), -2, '校验未通过', 'size');
  assertRefused(await post('/qb/choiceList', { courseId: course, status: '5' }, teacher), -2, '状态只能是0或1', 'status');

  // Update: given fields change, others stay; options replaced by position keep their signs.
  const before = await get(a);
  const updated = await ok(post('/qb/updateChoice', { idSign: a, subjectName: '2 + 2 等于几？',
    optionList: [{ optionContent: '3' }, { optionContent: '4' }], answer: 'B' }, teacher), '修改成功');
  assert.equal(updated.subjectName, '2 + 2 等于几？');
  assert.equal(updated.score, 5);
  assert.equal(updated.analysis, '基本加法。');
  assert.deepEqual(updated.optionList.map((o) => [o.optionName, o.optionContent]), [['A', '3'], ['B', '4']]);
  assert.deepEqual(updated.optionList.map((o) => o.idSign), before.optionList.slice(0, 2).map((o) => o.idSign));
  assertRefused(await post('/qb/updateChoice', { idSign: a, answer: 'C' }, teacher), -2, '正确答案必须是选项之一', 'answer');
  assertRefused(await post('/qb/updateChoice', { idSign: a, score: 0 }, teacher), -2, '分值必须是1到100之间的整数', 'score');
  assert.equal((await get(a)).answer, 'B', 'a refused update changes nothing');
  for (const s of [a, b, c, d, e]) await ok(post('/qb/deleteChoice', { sign: s }, teacher), '删除成功');
  assert.equal(await bankCount(), 0);
});

test('option copy calls: update, add up to eight, delete down to two, re-lettered with the answer following', async () => {
  const q = await addOk(single({ type: 2, answer: 'B,C', optionList: ['甲', '乙', '丙', '丁'].map((x) => ({ optionContent: x })) }));
  let cur = await get(q);
  cur = await ok(post('/qb/updateOption', { idSign: cur.optionList[3].idSign, optionContent: ' 戊 ' }, teacher), '修改成功');
  assert.equal(cur.optionList[3].optionContent, '戊');
  assertRefused(await post('/qb/updateOption', { idSign: cur.optionList[3].idSign, optionContent: '' }, teacher), -2, '请输入选项内容', 'optionContent');
  assertRefused(await post('/qb/updateOption', { idSign: cur.optionList[3].idSign, optionContent: 'x'.repeat(501) }, teacher), -2,
    '选项内容不能超过500个字', 'optionContent');
  for (const name of ['E', 'F', 'G', 'H']) {
    cur = await ok(post('/qb/addOption', { subjectId: q, optionContent: `选项${name}` }, teacher), '添加成功');
    assert.equal(cur.optionList.at(-1).optionName, name);
  }
  assertRefused(await post('/qb/addOption', { subjectId: q, optionContent: '第九个' }, teacher), -2, '选项至少两个、至多八个', 'optionList');
  // Deleting A moves every letter down; the answer B,C becomes A,B.
  cur = await ok(post('/qb/deleteOption', { idSign: cur.optionList[0].idSign }, teacher), '删除成功');
  assert.deepEqual(cur.optionList.map((o) => o.optionName), ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  assert.deepEqual(cur.optionList.slice(0, 3).map((o) => o.optionContent), ['乙', '丙', '戊']);
  assert.equal(cur.answer, 'A,B');
  // Deleting a correct option that would leave one correct answer is refused.
  assertRefused(await post('/qb/deleteOption', { idSign: cur.optionList[0].idSign }, teacher), -1000, '删除后正确答案将无效，请先修改正确答案');
  while (cur.optionList.length > 2) cur = await ok(post('/qb/deleteOption', { idSign: cur.optionList.at(-1).idSign }, teacher), '删除成功');
  assertRefused(await post('/qb/deleteOption', { idSign: cur.optionList[1].idSign }, teacher), -2, '选项至少两个、至多八个', 'optionList');
  assert.equal(Number(await sql(`SELECT COUNT(*) FROM question_option o JOIN question q ON q.id = o.question_id WHERE q.sign = '${q}'`)), 2);
  const judge = await addOk(single({ type: 3, answer: '0', optionList: [] }));
  assertRefused(await post('/qb/addOption', { subjectId: judge, optionContent: 'x' }, teacher), -1000, '只有单选题和多选题有选项');
  for (const s of [q, judge]) await ok(post('/qb/deleteChoice', { sign: s }, teacher), '删除成功');
});

test('deleting a question an exam uses keeps it (status 1) for the records and hides it from the bank', async () => {
  const q = await addOk(single());
  const exam = (await ok(post('/exam/add', { courseIdSign: course, examinationName: '测验', type: 2,
    startTime: '2026-01-01 08:00', endTime: '2030-01-01 08:00', examTime: 30 }, teacher), '添加成功')).idSign;
  await ok(post('/exam/addSubjects', { examinationId: exam, subjectIdList: [q] }, teacher), '添加成功');
  await ok(post('/qb/deleteChoice', { sign: q }, teacher), '删除成功');
  assert.equal(await sql(`SELECT status FROM question WHERE sign = '${q}'`), '1');
  assert.equal((await ok(post('/qb/choiceList', { courseId: course }, teacher))).total, 0);
  assert.equal((await ok(post('/qb/choiceList', { courseId: course, status: '1' }, teacher))).total, 1);
  assert.equal((await ok(post('/exam/subjectList', { examinationId: exam }, teacher))).list[0].idSign, q);
  assertRefused(await post('/qb/updateChoice', { idSign: q, subjectName: '再改' }, teacher), -1000, '题目不存在');
  await ok(post('/exam/delete', { sign: exam }, teacher), '删除成功');
  await sql(`DELETE FROM question WHERE sign = '${q}'`);
});

test('the template is an .xlsx with the contract columns and one example per type; uploaded as it is, every row passes', async () => {
  const res = await id.call('GET', '/qb/template', undefined, { cookies: { token: teacher } });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(res.headers['content-disposition'], /^attachment; /);
  const { rows } = readXlsx(res.body);
  assert.deepEqual(rows[0], HEADER);
  assert.deepEqual(rows.slice(1).map((r) => r[0]), ['单选题', '多选题', '判断题', '填空题', '简答题']);
  const data = await ok(upload(teacher, { courseId: course }, { name: 'template.xlsx', content: res.body }));
  assert.deepEqual(data.rows.map((r) => [r.row, r.status]), [[2, 'ok'], [3, 'ok'], [4, 'ok'], [5, 'ok'], [6, 'ok']]);
  assert.equal(data.okCount, 5);
  assert.equal(data.rows[1].question.answer, 'A,B,D');
  assert.equal(data.rows[2].question.answer, '1');
  assert.equal(await bankCount(), 0, 'a preview saves nothing');
});

test('the template with a bad row added: the preview shows it, the import saves nothing', async () => {
  const template = await id.call('GET', '/qb/template', undefined, { cookies: { token: teacher } });
  const { rows } = readXlsx(template.body);
  const sheet = rows.map((r) => Array.from({ length: 14 }, (_, i) => String(r[i] ?? '')));
  sheet.push(['多选题', '只有一个正确答案的多选题', '甲', '乙', '丙', '', '', '', '', '', 'B', '5', '中', '']);
  const data = await ok(upload(teacher, { courseId: course }, { name: 'template-plus.xlsx', content: makeXlsx(sheet) }));
  assert.deepEqual(data.rows.map((r) => r.status), ['ok', 'ok', 'ok', 'ok', 'ok', 'error']);
  assert.deepEqual(data.rows[5].errors, ['请设置正确答案']);
  const bad = assertRefused(await post('/qb/importChoices', { courseId: course,
    rows: data.rows.map((r) => ({ row: r.row, ...r.question })) }, teacher), -2, '有1行数据有误，请修改后重新导入', 'rows');
  assert.equal(bad.rows[5].row, 7);
  assert.equal(await bankCount(), 0, 'nothing saved');
});

test('the preview lists every row with its errors; the import is all or nothing and re-checks every row', async () => {
  const row = (cells) => { const r = Array(14).fill(''); cells.forEach((v, i) => { r[i] = v; }); return r; };
  const sheet = [
    HEADER,
    row(['单选题', '第一题', '甲', '乙', '', '', '', '', '', '', 'b', '5', '易', '解析一']),
    row(['多选题', '第二题', '甲', '乙', '丙', '', '', '', '', '', 'A，C', '10', '中', '']),
    row(['判断题', '第三题', '', '', '', '', '', '', '', '', '错误', '2', '难', '']),
    row(['填空题', '第四题', '', '', '', '', '', '', '', '', '四|4', '3', '', '']),
    row(['简答题', '第五题', '', '', '', '', '', '', '', '', '', '10', '2', '']),
    row(['', '', '', '', '', '', '', '', '', '', '', '', '', '']),
    row(['问答题', '', '甲', '', '', '', '', '', '', '', '', '0', '极难', '']),
    row(['单选题', '第八题', '甲', '', '', '', '', '', '', '', 'A', 'abc', '', '']),
    row(['单选题', '第九题', '甲', '乙', '', '', '', '', '', '', 'C', '5', '', '']),
  ];
  const data = await ok(upload(teacher, { courseId: course }, { name: 'bank.xlsx', content: makeXlsx(sheet) }));
  assert.deepEqual(data.rows.map((r) => [r.row, r.status, r.errors]), [
    [2, 'ok', []],
    [3, 'ok', []],
    [4, 'ok', []],
    [5, 'ok', []],
    [6, 'ok', []],
    [8, 'error', ['请输入题目', '请选择题型', '难度只能是易、中、难', '分值必须是1到100之间的整数']],
    [9, 'error', ['分值必须是1到100之间的整数', '选项至少两个、至多八个']],
    [10, 'error', ['正确答案必须是选项之一']],
  ]);
  assert.deepEqual([data.okCount, data.errorCount], [5, 3]);
  assert.equal(data.rows[0].question.answer, 'B');
  assert.equal(data.rows[1].question.answer, 'A,C');
  assert.equal(data.rows[2].question.answer, '0');
  assert.equal(data.rows[4].question.level, 2);
  assert.equal(await bankCount(), 0, 'a preview saves nothing');

  // Sending every row back: refused with the rows, nothing saved.
  const rows = data.rows.map((r) => ({ row: r.row, ...r.question }));
  const bad = assertRefused(await post('/qb/importChoices', { courseId: course, rows }, teacher), -2, '有3行数据有误，请修改后重新导入', 'rows');
  assert.deepEqual(bad.rows.map((r) => r.status), ['ok', 'ok', 'ok', 'ok', 'ok', 'error', 'error', 'error']);
  assert.equal(await bankCount(), 0, 'nothing saved');
  // One row tampered with after the preview: still refused.
  const good = rows.slice(0, 5);
  const tampered = good.map((r, i) => (i === 4 ? { ...r, score: 1000 } : r));
  const again = assertRefused(await post('/qb/importChoices', { courseId: course, rows: tampered }, teacher), -2, '有1行数据有误，请修改后重新导入', 'rows');
  assert.deepEqual(again.rows[4].errors, ['分值必须是1到100之间的整数']);
  assert.equal(await bankCount(), 0);
  assertRefused(await post('/qb/importChoices', { courseId: course, rows: [] }, teacher), -2, '表格中没有题目数据', 'rows');

  assert.deepEqual(await ok(post('/qb/importChoices', { courseId: course, rows: good }, teacher), '导入成功'), { added: 5 });
  const list = await ok(post('/qb/choiceList', { courseId: course, size: 10 }, teacher));
  assert.deepEqual(list.list.map((q) => [q.serialNumber, q.subjectName, q.answer]), [
    [1, '第一题', 'B'], [2, '第二题', 'A,C'], [3, '第三题', '0'], [4, '第四题', '四|4'], [5, '第五题', ''],
  ]);
});

test('the preview refuses what is not the template: type by content, size, headers, no rows, too many rows', async () => {
  const send = (content, name = 'x.xlsx') => upload(teacher, { courseId: course }, { name, content });
  assertRefused(await send('题型,题目\n', 'x.csv'), -2, '请上传 .xlsx 格式的 Excel 文件', 'file');
  assertRefused(await send(Buffer.from('PK\x03\x04 not a zip at all')), -2, '请上传 .xlsx 格式的 Excel 文件', 'file');
  assertRefused(await send(Buffer.alloc(2 * 1024 * 1024 + 1, 0x41)), -2, '文件不能超过2MB', 'file');
  assertRefused(await send(makeXlsx([['题型', '题目'], ['单选题', 'x']])), -2, '模板格式不正确，请下载导入模板', 'file');
  assertRefused(await send(makeXlsx([HEADER])), -2, '表格中没有题目数据', 'file');
  const many = [HEADER];
  for (let i = 0; i < 1001; i++) many.push(['判断题', `第${i}题`, '', '', '', '', '', '', '', '', '正确', '1', '易', '']);
  assertRefused(await send(makeXlsx(many)), -2, '一次最多导入1000道题', 'file');
  assertRefused(await upload(teacher, { courseId: course }), -2, '请选择要上传的文件', 'file');
  assertRefused(await upload(teacher, {}, { name: 'x.xlsx', content: makeXlsx([HEADER]) }), -2, '参数不能为空', 'courseId');
});

test('the export is the template columns with every question of the filter, and it imports again', async () => {
  const res = await post('/qb/choiceList/export', { courseId: course }, teacher);
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(res.headers['content-disposition'], /filename\*=UTF-8''/);
  const { rows } = readXlsx(res.body);
  assert.deepEqual(rows[0], HEADER);
  assert.equal(rows.length, 6);
  assert.deepEqual(rows[1].slice(0, 4), ['单选题', '第一题', '甲', '乙']);
  assert.equal(rows[3][10], '错误');
  const typed = readXlsx((await post('/qb/choiceList/export', { courseId: course, type: 2 }, teacher)).body).rows;
  assert.equal(typed.length, 2);
  // Exported, then imported into another course of the teacher: the same questions.
  const second = await newCourse(teacher, `题库导入${Date.now() % 100000}`);
  const data = await ok(upload(teacher, { courseId: second }, { name: 'export.xlsx', content: res.body }));
  assert.equal(data.errorCount, 0);
  await ok(post('/qb/importChoices', { courseId: second, rows: data.rows.map((r) => ({ row: r.row, ...r.question })) }, teacher), '导入成功');
  const strip = (l) => l.map((q) => [q.type, q.subjectName, q.answer, q.score, q.level, q.analysis, q.optionList.map((o) => o.optionContent)]);
  const a = await ok(post('/qb/choiceList', { courseId: course, size: 10 }, teacher));
  const b = await ok(post('/qb/choiceList', { courseId: second, size: 10 }, teacher));
  assert.deepEqual(strip(b.list), strip(a.list));
});
