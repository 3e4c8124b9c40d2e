// Authorization matrix (issue 13, docs/security.md "Authorization matrix"): every route of `xuejing-server
// --routes` is called by nine callers on a resource of their own side and of another school's, and the answer is
// checked against security-matrix.table.mjs. A route missing from the table (or an entry whose route is gone)
// fails. A leak is an allowed answer where the table says refused, or another side's private data (its marker) in
// an answer; every failing cell is listed in one assertion.
//
//   XJ_TEST_DB=sqlite node --test tests/api/security-matrix.test.mjs
//   XJ_MATRIX_ONLY='POST /api/v1/exam/get'   only the routes named (comma-separated), for working on the table
//   XJ_MATRIX_TRACE=1                         prints every cell's answer
//   XJ_MATRIX_DOCS=1                          writes the figures into docs/security.md (a full run only)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freshMobile } from './lib/accounts.mjs';
import { DIGEST, pool, sendCell } from './lib/route-calls.mjs';
import { REPO_ROOT, readRoutes, startServer } from './lib/server.mjs';
import { MARKERS, TwoSchools, sql } from './lib/two-schools.mjs';
import { CALLERS, INSIDERS, TABLE } from './security-matrix.table.mjs';

const CONCURRENCY = 4;
// -1000 answers that refuse a resource of someone else as not found / not yours.
const REFUSALS = new Set([
  '课程不存在', '章节不存在', '视频不存在', '章节视频不存在', '考试不存在', '作业或考试不存在', '题目不存在', '选项不存在',
  '文件不存在', '资料不存在', '消息不存在', '问题不存在', '作答记录不存在', '记录不存在', '认证不存在', '该认证不存在',
  '用户不存在', '上传不存在', '上传任务不存在', '请先加入学习', '您没有权限访问!', '教师不存在', '激活码不存在',
  '培训项目不存在', '请先参加培训', '实训任务不存在', '实训记录不存在', '订单不存在', '支付链接无效', '优惠码批次不存在', '申请不存在',
  '文章不存在', '资讯不存在',
]);

let server;
let tb;
let fx;
let routes;
before(async () => {
  routes = await readRoutes();
  server = await startServer();
  tb = new TwoSchools(server);
  fx = await tb.build();
});
after(async () => {
  await server?.stop();
});

const keyOf = (r) => `${r.method} ${r.path}`;

test('every route of --routes has an entry in security-matrix.table.mjs, and every entry a route', () => {
  const live = new Set(routes.map(keyOf));
  const missing = [...live].filter((k) => !(k in TABLE));
  const stale = Object.keys(TABLE).filter((k) => !live.has(k));
  assert.deepEqual({ missing, stale }, { missing: [], stale: [] },
    `routes without an authorization entry:\n${missing.join('\n')}\nentries of routes that no longer exist:\n${stale.join('\n')}`);
});

// The state a refused write must not change: a digest of each table a write route touches.
async function digest() {
  const out = {};
  for (const [name, query] of Object.entries(DIGEST)) out[name] = await sql(server, query.includes('COUNT(*)') ? query : `${query} ORDER BY 1`);
  return out;
}

const refusedByAccess = (res) => (res.status === 401 && res.json?.code === -1001) || (res.status === 403 && res.json?.code === -6);
const okAnswer = (res) => res.status === 200 && (res.json === null || res.json?.code === 200);
const describe = (res) => `HTTP ${res.status} ${res.json ? `${res.json.code} ${res.json.msg}` : `${res.headers['content-type'] ?? ''} ${res.body.length} bytes`}`;

// A business answer the entry counts as allowed: one of its accept texts, or a match of one of its patterns.
const accepted = (entry, msg) => (entry.accept ?? []).some((a) => (a instanceof RegExp ? a.test(msg) : a === msg));

/** The verdict of one answer: {pass, leak, why}. */
function judge(entry, cell, res) {
  const insider = (side) => INSIDERS[side].includes(cell.caller) || (entry.platformWide && cell.allowed);
  const foreign = Object.entries(MARKERS)
    .filter(([side, marker]) => !insider(side) && res.text.includes(marker))
    .map(([side]) => side);
  if (foreign.length > 0) return { pass: false, leak: true, why: `shows the private data of side ${foreign.join(', ')}` };
  if (res.status >= 500) return { pass: false, why: 'server error' };
  if (entry.self) {
    if (cell.allowed) return refusedByAccess(res) ? { pass: false, why: 'refused by the access rule' } : { pass: true };
    if (refusedByAccess(res)) return { pass: true };
    return okAnswer(res) ? { pass: false, leak: true, why: 'allowed' } : { pass: false, why: 'not refused by the access rule' };
  }
  const business = res.json?.code === -1000 ? res.json.msg : null;
  if (cell.allowed) {
    if (okAnswer(res) || (business && accepted(entry, business))) return { pass: true };
    return { pass: false, why: 'refused' };
  }
  if (refusedByAccess(res) || (business && REFUSALS.has(business))) return { pass: true };
  if (okAnswer(res)) return { pass: false, leak: true, why: 'allowed' };
  return { pass: false, why: 'neither allowed nor a refusal' };
}

test('every route × caller × ownership cell answers as the table says (no leaks)', async (t) => {
  const started = Date.now();
  const only = process.env.XJ_MATRIX_ONLY ? new Set(process.env.XJ_MATRIX_ONLY.split(',').map((s) => s.trim())) : null;
  const cells = [];
  for (const route of routes) {
    const key = keyOf(route);
    const entry = TABLE[key];
    if (!entry || (only && !only.has(key))) continue;
    for (const caller of CALLERS) {
      for (const own of entry.self ? [true] : [true, false]) {
        const c = fx.callers[caller];
        const sideKey = own ? c.side : (c.side === 'A' ? 'B' : 'A');
        cells.push({ key, route, entry, caller, own, sideKey, allowed: Boolean(entry.may(caller, own, sideKey)) });
      }
    }
  }
  const failures = [];
  const leaks = [];
  const run = async (cell) => {
    const c = fx.callers[cell.caller];
    const token = cell.entry.fresh ? await tb.freshToken(c) : c.token;
    const x = { t: fx[cell.sideKey], c, own: cell.own, allowed: cell.allowed, fx, tb, token, fresh: { mobile: freshMobile() } };
    let res;
    try {
      res = await sendCell(server, cell.entry, cell.route, x);
    } catch (e) {
      failures.push(`${cell.key} | ${cell.caller} | ${cell.own ? 'own' : 'other'}: request failed: ${e.message}`);
      return;
    }
    const v = judge(cell.entry, cell, res);
    if (process.env.XJ_MATRIX_TRACE === '1') {
      console.log(`${v.pass ? 'pass' : 'FAIL'} ${cell.key} | ${cell.caller} | ${cell.own ? 'own' : 'other'} | ${describe(res)} ${res.text.slice(0, 200)}`);
    }
    if (v.pass) return;
    const line = `${cell.key} | ${cell.caller} | ${cell.entry.self ? 'self' : cell.own ? 'own' : 'other'} | expected ${cell.allowed ? 'allowed' : 'refused'}: ${v.why} (${describe(res)}) ${res.text.slice(0, 160).replaceAll('\n', ' ')}`;
    if (v.leak && cell.entry.leak) leaks.push(`${line} [known leak: ${cell.entry.leak}]`);
    else (v.leak ? leaks : failures).push(line);
  };

  const reads = cells.filter((c) => !c.entry.write);
  const refusedWrites = cells.filter((c) => c.entry.write && !c.allowed);
  const allowedWrites = cells.filter((c) => c.entry.write && c.allowed);
  await pool(reads, CONCURRENCY, run);
  const before = await digest();
  await pool(refusedWrites, CONCURRENCY, run);
  const afterRefused = await digest();
  const changed = Object.keys(DIGEST).filter((k) => before[k] !== afterRefused[k]);
  for (const k of changed) leaks.push(`refused writes changed table ${k}`);
  for (const cell of allowedWrites) await run(cell);

  const figures = {
    routes: new Set(cells.map((c) => c.key)).size,
    callers: CALLERS.length,
    cells: cells.length,
    refusedCells: cells.filter((c) => !c.allowed).length,
    leaks: leaks.length,
    otherFailures: failures.length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  t.diagnostic(`authorization matrix: ${JSON.stringify(figures)}`);
  console.log(`authorization matrix: ${JSON.stringify(figures)}`);
  if (process.env.XJ_MATRIX_DOCS === '1' && !only) writeFigures(figures, leaks);
  const report = [...leaks.map((l) => `LEAK ${l}`), ...failures.map((l) => `FAIL ${l}`)];
  assert.deepEqual(report, [], `${leaks.length} leaks, ${failures.length} other failures:\n${report.join('\n')}`);
});

/** Replaces the figures between the markers of docs/security.md "Authorization matrix". */
function writeFigures(f, leaks) {
  const file = path.join(REPO_ROOT, 'docs/security.md');
  const text = fs.readFileSync(file, 'utf8');
  const leakRoutes = [...new Set(leaks.map((l) => l.split(' | ')[0]))];
  const block = [
    '<!-- matrix-figures:begin (written by XJ_MATRIX_DOCS=1 node --test tests/api/security-matrix.test.mjs) -->',
    `| routes | callers | cells checked | of them refused | leaks (goal 0) |`,
    '|---|---|---|---|---|',
    `| ${f.routes} | ${f.callers} | ${f.cells} | ${f.refusedCells} | ${f.leaks} cells${leakRoutes.length ? ` in ${leakRoutes.length} routes: ${leakRoutes.map((r) => `\`${r}\``).join(', ')}` : ''} |`,
    '<!-- matrix-figures:end -->',
  ].join('\n');
  const re = /<!-- matrix-figures:begin[^]*?<!-- matrix-figures:end -->/;
  assert.match(text, re, 'docs/security.md has the figures markers');
  fs.writeFileSync(file, text.replace(re, block));
}
