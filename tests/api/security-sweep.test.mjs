// Bad-input sweep (issue 13, docs/security.md "Bad-input sweep"): every route that takes input is called by a caller
// the authorization table allows, with its request from security-matrix.table.mjs spoiled — no body, `{}`, broken
// JSON, each field of wrong JSON types, 100,000 characters, negative and huge numbers, NUL and malformed UTF-8,
// page size 10⁹, another side's signs — and every answer must be a catalogue code with a Chinese message, never an
// HTTP 500; a route whose spoiled calls were all refused must leave every table's row count as it was.
//
// Double submits (second test): every write route of the sweep gets its table request twice at the same moment (two
// connections, Promise.all), as a double click sends it, and every answer must pass the same check. The rule for the
// rows: a double submit at the same moment must leave what two submits one after the other leave — a route's own idea
// of "the same" is what it does with a repeat. Each route runs on two more sides of the demo school built alike (the
// same people, a fresh course, exams, files…; a self route gets a fresh user of the caller's role per side, and fresh
// numbers): on side C the pair at once, on side D one call and then the same request again. On every table (all of
// them, one query on a database shell kept open), C's change must equal the sum of D's two changes: a route that
// ignores or refuses a repeat (enrol, favourite, read a message, start a paper, add a teacher, review a claim, send an
// SMS code) must write once; a route that makes a new row per submit (a question, a chapter, a message, activation
// codes) writes two, and those are listed in the diagnostic line ("twice"). The answers: a refused answer of the pair
// must be the repeat's answer (status, code and message — a second add to a course team that says 课程不存在 where a
// repeat says 该教师已在课程团队中 fails); a pair refused twice where one call is accepted (the click is lost), or
// accepted where one call is refused, fails too. An answer accepted at once where the repeat is refused is allowed
// when the rows agree (two deletes at once on PostgreSQL both say 删除成功). Rows are counted on both databases:
// PostgreSQL's concurrent transactions are where a check-then-insert race shows (SQLite writes one at a time). Self
// routes whose table request is refused by design (sign-in with a wrong password, a claim without a captcha…) get a
// double refusal only.
//
//   XJ_TEST_DB=sqlite node --test tests/api/security-sweep.test.mjs
//   XJ_SWEEP_ONLY='POST /api/v1/exam/add'   only the routes named (comma-separated), in both tests
//   XJ_SWEEP_VERBOSE=1                       prints each double submit's answers and row changes
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { freshMobile } from './lib/accounts.mjs';
import { DIGEST, pool, sendSpec } from './lib/route-calls.mjs';
import { readRoutes, startServer } from './lib/server.mjs';
import { MARKERS, TwoSchools, sqlSession } from './lib/two-schools.mjs';
import { CALLERS, TABLE } from './security-matrix.table.mjs';

const CONCURRENCY = 4;
// The envelope codes of the error catalogue (core/api_error.h; docs/api.md).
const CATALOGUE = new Set([200, 1, 301, 302, 999, 404, 405, 413, 429, 431, -1, -2, -3, -4, -5, -6, -1000, -1001, -1002]);
const CJK = /[\u3400-\u9fff]/;
// Tables whose row counts a refused call must leave as they were: those the matrix compares, and the sessions.
const COUNTED = [...Object.keys(DIGEST), 'session'];
const LONG = 'x'.repeat(100_000);
// The role of a fresh user standing in for a caller of the table on a self route (double submits).
const STAND_IN_ROLE = { normal: 'normal', student: 'student', teacher: 'teacher', colleague: 'teacher', schoolAdmin: 'schoolAdmin', enterprise: 'enterprise', admin: 'admin' };

let server;
let tb;
let fx;
let routes;
let db; // a database shell kept open for the row counts
before(async () => {
  routes = await readRoutes();
  server = await startServer();
  tb = new TwoSchools(server);
  fx = await tb.build();
  db = sqlSession(server);
});
after(async () => {
  await db?.close();
  await server?.stop();
});

async function rowCounts() {
  const text = await db.query(`SELECT ${COUNTED.map((t) => `(SELECT COUNT(*) FROM ${t})`).join(" || ',' || ")}`);
  return Object.fromEntries(text.split(',').map((n, i) => [COUNTED[i], Number(n)]));
}

/** The spoiled variants of a request spec: [label, spec]. */
function variants(route, spec, other) {
  const out = [];
  const body = spec.body && typeof spec.body === 'object' && !Array.isArray(spec.body) ? spec.body : null;
  const writes = route.method !== 'GET' && route.method !== 'DELETE';
  if (writes && !spec.form && !spec.raw) {
    out.push(['no body', { ...spec, body: undefined, rawBody: '' }]);
    out.push(['{}', { ...spec, body: {} }]);
    out.push(['broken JSON', { ...spec, body: undefined, rawBody: '{"a":' }]);
    out.push(['a JSON array', { ...spec, body: [] }]);
    out.push(['page size 10⁹', { ...spec, body: { ...(body ?? {}), page: 1e9, size: 1e9, page_size: 1e9 } }]);
    for (const field of Object.keys(body ?? {})) {
      const bad = [123456789, 'abc', true, [], { a: 1 }, null, LONG, -1, 1e18, -1e300, 'a\u0000b', '\u202e\u0007', other];
      for (const value of bad) out.push([`${field}=${JSON.stringify(value).slice(0, 24)}`, { ...spec, body: { ...body, [field]: value } }]);
    }
  }
  if (spec.form) {
    out.push(['a form without fields', { ...spec, form: { fields: {}, file: spec.form.file } }]);
    out.push(['a form without a file', { ...spec, form: { fields: spec.form.fields } }]);
    out.push(['JSON for a form', { ...spec, form: undefined, body: {} }]);
  }
  const query = spec.query ?? null;
  if (query || route.method === 'GET') {
    out.push(['page size 10⁹ (query)', { ...spec, query: { ...(query ?? {}), page: '1000000000', page_size: '1000000000', size: '1000000000' } }]);
    for (const field of Object.keys(query ?? {})) {
      for (const value of ['', 'abc', '-1', '99999999999999999999', 'x'.repeat(3000), other]) {
        out.push([`${field}=${value.slice(0, 24)} (query)`, { ...spec, query: { ...query, [field]: value } }]);
      }
      const rest = new URLSearchParams(Object.entries(query).filter(([k]) => k !== field)).toString();
      for (const raw of ['%00', '%FF%FE', '%C0%AF', '%E5%AD']) {
        out.push([`${field}=${raw} (query)`, { ...spec, query: undefined, rawQuery: `${rest ? `${rest}&` : ''}${field}=${raw}` }]);
      }
    }
  }
  return out;
}

/** The problem with one answer, or null. */
function problem(route, res) {
  if (res.status >= 500) return `HTTP ${res.status}`;
  if (!route.path.startsWith('/api/')) return null; // /healthz, /metrics: not the API's envelope
  if (!res.json) {
    // a file (an export, a download) is a success answer of its own type
    return res.status === 200 ? null : `HTTP ${res.status} without an envelope`;
  }
  const { code, msg } = res.json;
  if (!CATALOGUE.has(code)) return `code ${code} is not in the catalogue`;
  if (code !== 200 && code !== 1 && (typeof msg !== 'string' || !CJK.test(msg))) return `code ${code} without a Chinese message: ${JSON.stringify(msg)}`;
  return null;
}

/** The routes of the sweep: those of the table but the ones that end the session, each with its first allowed caller. */
function sweepJobs() {
  const only = process.env.XJ_SWEEP_ONLY ? new Set(process.env.XJ_SWEEP_ONLY.split(',').map((s) => s.trim())) : null;
  const jobs = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const entry = TABLE[key];
    if (!entry || entry.fresh || (only && !only.has(key))) continue;
    const caller = CALLERS.find((c) => entry.may(c, true, fx.callers[c].side));
    if (!caller) continue;
    jobs.push({ key, route, entry, caller });
  }
  return jobs;
}

const accepted = (res) => res.status === 200 && (!res.json || res.json.code === 200 || res.json.code === 1);

test('every route that takes input answers spoiled input with a catalogue code and a Chinese message; refusals change no rows', async (t) => {
  const started = Date.now();
  const failures = [];
  let calls = 0;
  let swept = 0;
  let refusedCalls = 0;
  const jobs = sweepJobs();
  // Reads first (they change nothing), several at a time; then each write route alone, between two row counts.
  const reads = jobs.filter((j) => !j.entry.write);
  const writes = jobs.filter((j) => j.entry.write);
  const sweep = async (job, counted) => {
    const c = fx.callers[job.caller];
    const x = { t: fx[c.side], c, own: true, allowed: true, fx, tb, token: c.token, fresh: {} };
    const spec = await job.entry.req(x);
    const other = fx[c.side === 'A' ? 'B' : 'A'].course.sign;
    const list = variants(job.route, spec, other);
    if (list.length === 0) return;
    swept += 1;
    // Write routes: the row counts around every variant; a refused one must leave them as they were (an accepted one
    // was valid input after all — extra paging fields, a number where text is taken — and may write).
    let before = counted ? await rowCounts() : null;
    for (const [label, v] of list) {
      calls += 1;
      let res;
      try {
        res = await sendSpec(server, job.route, v, c.token);
      } catch (e) {
        failures.push(`${job.key} | ${label}: request failed: ${e.message}`);
        continue;
      }
      const why = problem(job.route, res);
      if (why) failures.push(`${job.key} | ${label}: ${why} ${res.text.slice(0, 160).replaceAll('\n', ' ')}`);
      if (!counted) continue;
      const afterCounts = await rowCounts();
      if (!accepted(res)) {
        refusedCalls += 1;
        for (const table of COUNTED) {
          if (before[table] !== afterCounts[table]) {
            failures.push(`${job.key} | ${label}: refused (${res.json?.code} ${res.json?.msg}) but the rows of ${table} changed (${before[table]} → ${afterCounts[table]})`);
          }
        }
      }
      before = afterCounts;
    }
  };
  await pool(reads, CONCURRENCY, (job) => sweep(job, false));
  // Write routes one at a time (their requests may build throwaway rows, e.g. a question with the next serial number,
  // which two at once would both take), with the row counts around each call on SQLite (the refusal paths are the
  // same code on PostgreSQL, where the counts would add 16 s; the double submits below count on both).
  const countEach = server.db.kind === 'sqlite';
  for (const job of writes) await sweep(job, countEach);

  const figures = { routes: swept, calls, refusedWritesCounted: refusedCalls, failures: failures.length, seconds: Math.round((Date.now() - started) / 1000) };
  t.diagnostic(`bad-input sweep: ${JSON.stringify(figures)}`);
  console.log(`bad-input sweep: ${JSON.stringify(figures)}`);
  assert.deepEqual(failures, [], `${failures.length} answers out of the catalogue:\n${failures.join('\n')}`);
});

// All tables of the database, for the double submits (a repeat may write where no refusal does: codes sent, tokens),
// but the shadow tables of SQLite's full-text index (their rows follow its segments, not the data; the index itself is
// counted).
async function allTables() {
  const text = server.db.kind === 'postgres'
    ? await db.query("SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public'")
    : await db.query(`SELECT group_concat(name, ',') FROM (SELECT name FROM sqlite_master t WHERE type = 'table'
        AND name NOT LIKE 'sqlite_%' AND NOT EXISTS (SELECT 1 FROM sqlite_master v WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%'
        AND t.name LIKE v.name || '\\_%' ESCAPE '\\') ORDER BY name)`);
  return text.split(',');
}

async function countAll(tables) {
  const text = await db.query(`SELECT ${tables.map((t) => `(SELECT COUNT(*) FROM ${t})`).join(" || ',' || ")}`);
  return text.split(',').map(Number);
}

test('a double submit of every write route leaves the rows two submits one after the other leave, never a 500', async (t) => {
  const started = Date.now();
  const failures = [];
  const twice = [];
  const taken = [0, 0, 0]; // pairs with 0, 1 and 2 answers accepted
  let pairsSent = 0;
  const writes = sweepJobs().filter((j) => j.entry.write);
  const tables = await allTables();
  const counts = () => countAll(tables);
  const change = (a, b) => tables.map((_, i) => b[i] - a[i]);
  const show = (d) => JSON.stringify(Object.fromEntries(tables.map((name, i) => [name, d[i]]).filter(([, n]) => n !== 0)));
  const answer = (res) => `${res.status} ${res.json?.code ?? ''} ${res.json?.msg ?? ''}`.trim();
  // Two more sides of the demo school built alike (the same course team and student, fresh spare users): C takes the
  // pairs at once, D the same requests one after the other, so each route meets the same state on both. Everything is
  // built one step at a time (the fixture's sqlite3 calls do not all wait for a lock).
  const side = async (key) => tb.side(key, {
    ...fx.A.people, spare: await tb.member(1, 'student', `备用学生${key}`), spareTeacher: await tb.member(1, 'teacher', `备用教师${key}`),
  }, MARKERS.A);
  const sides = { C: await side('C'), D: await side('D') };
  // Self routes act on the caller's own data: a fresh user of the caller's role on each side (the demo callers' data
  // was changed by the sweep before).
  const standIns = { C: {}, D: {} };
  for (const job of writes.filter((j) => j.entry.self && fx.callers[j.caller].token)) {
    for (const key of ['C', 'D']) {
      standIns[key][job.caller] ??= { ...(await tb.member(1, STAND_IN_ROLE[job.caller], `重复提交${key}`)), side: 'A' };
    }
  }
  for (const job of writes) {
    if (fx.callers[job.caller].side !== 'A') continue;
    const x = (key) => {
      const c = (job.entry.self && standIns[key][job.caller]) || fx.callers[job.caller];
      return { t: sides[key], c, own: true, allowed: true, fx, tb, token: c.token, fresh: { mobile: freshMobile() } };
    };
    const [xc, xd] = [x('C'), x('D')];
    // Both requests are built before the counts start (a request may build a throwaway: a course, an exam, a claim).
    const [pc, pd] = [await job.entry.req(xc), await job.entry.req(xd)];
    const send = (spec, c) => sendSpec(server, job.route, spec, spec.token !== undefined ? spec.token : c.token);
    const c0 = await counts();
    const pair = await Promise.all([send(pc, xc.c), send(pc, xc.c)]);
    const c1 = await counts();
    const first = await send(pd, xd.c);
    const c2 = await counts();
    // A refused call repeated is the same refused call: its repeat is taken as read.
    const second = accepted(first) ? await send(pd, xd.c) : first;
    const c3 = accepted(first) ? await counts() : c2;
    const where = `${job.key} [${job.caller}]`;
    for (const res of [...pair, first, second]) {
      const why = problem(job.route, res);
      if (why) failures.push(`${where}: ${why} ${res.text.slice(0, 160).replaceAll('\n', ' ')}`);
    }
    const [atOnce, one, repeat] = [change(c0, c1), change(c1, c2), change(c2, c3)];
    const inTurn = one.map((n, i) => n + repeat[i]);
    const took = pair.filter(accepted).length;
    taken[took] += 1;
    pairsSent += 1;
    const pairs = `at once: ${pair.map(answer).join(' | ')}; in turn: ${answer(first)} | ${answer(second)}`;
    if (atOnce.some((n, i) => n !== inTurn[i])) {
      failures.push(`${where}: a double submit changed ${show(atOnce)}, two in turn ${show(inTurn)} (${pairs})`);
    } else if (took === 0 && accepted(first)) {
      failures.push(`${where}: a double submit was refused both times where one call is accepted (${pairs})`);
    } else if (took > 0 && !accepted(first)) {
      failures.push(`${where}: a double submit was accepted where one call is refused (${pairs})`);
    } else if (pair.some((r) => !accepted(r) && answer(r) !== answer(second))) {
      failures.push(`${where}: a double submit was refused otherwise than a repeat is (${pairs})`);
    }
    if (took === 2 && repeat.some((n) => n > 0)) twice.push(`${job.key} ${show(repeat)}`);
    if (process.env.XJ_SWEEP_VERBOSE) console.log(`${where}: ${pairs}; rows ${show(atOnce)}`);
  }
  const figures = {
    doubleSubmits: pairsSent, bothAccepted: taken[2], oneRefused: taken[1], bothRefused: taken[0], twice: twice.length,
    failures: failures.length, seconds: Math.round((Date.now() - started) / 1000),
  };
  t.diagnostic(`double submits: ${JSON.stringify(figures)}`);
  console.log(`double submits: ${JSON.stringify(figures)}`);
  t.diagnostic(`a second row per submit (by design): ${twice.join('; ')}`);
  assert.deepEqual(failures, [], `${failures.length} double submits went wrong:\n${failures.join('\n')}`);
});
