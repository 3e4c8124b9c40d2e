// Bad-input sweep (issue 13, docs/security.md "Bad-input sweep"): every route that takes input is called by a caller
// the authorization table allows, with its request from security-matrix.table.mjs spoiled — no body, `{}`, broken
// JSON, each field of wrong JSON types, 100,000 characters, negative and huge numbers, NUL and malformed UTF-8,
// page size 10⁹, another side's signs — and every answer must be a catalogue code with a Chinese message, never an
// HTTP 500; a route whose spoiled calls were all refused must leave every table's row count as it was.
//
//   XJ_TEST_DB=sqlite node --test tests/api/security-sweep.test.mjs
//   XJ_SWEEP_ONLY='POST /api/v1/exam/add'   only the routes named (comma-separated)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DIGEST, pool, sendSpec } from './lib/route-calls.mjs';
import { readRoutes, startServer } from './lib/server.mjs';
import { TwoSchools, sql } from './lib/two-schools.mjs';
import { CALLERS, TABLE } from './security-matrix.table.mjs';

const CONCURRENCY = 4;
// The envelope codes of the error catalogue (core/api_error.h; docs/api.md).
const CATALOGUE = new Set([200, 1, 301, 302, 999, 404, 405, 413, 429, 431, -1, -2, -3, -4, -5, -6, -1000, -1001, -1002]);
const CJK = /[\u3400-\u9fff]/;
// Tables whose row counts a refused call must leave as they were: those the matrix compares, and the sessions.
const COUNTED = [...Object.keys(DIGEST), 'session'];
const LONG = 'x'.repeat(100_000);

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

async function rowCounts() {
  const text = await sql(server, `SELECT ${COUNTED.map((t) => `(SELECT COUNT(*) FROM ${t})`).join(" || ',' || ")}`);
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

test('every route that takes input answers spoiled input with a catalogue code and a Chinese message; refusals change no rows', async (t) => {
  const started = Date.now();
  const only = process.env.XJ_SWEEP_ONLY ? new Set(process.env.XJ_SWEEP_ONLY.split(',').map((s) => s.trim())) : null;
  const failures = [];
  let calls = 0;
  let swept = 0;
  let refusedCalls = 0;
  const jobs = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const entry = TABLE[key];
    if (!entry || entry.fresh || (only && !only.has(key))) continue;
    const caller = CALLERS.find((c) => entry.may(c, true, fx.callers[c].side));
    if (!caller) continue;
    jobs.push({ key, route, entry, caller });
  }
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
      const accepted = res.status === 200 && (!res.json || res.json.code === 200 || res.json.code === 1);
      const afterCounts = await rowCounts();
      if (!accepted) {
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
  // which two at once would both take), with the row counts around each call on SQLite (a count is a cheap query
  // there; on PostgreSQL each is a psql process, and the refusal paths are the same code).
  const countEach = server.db.kind === 'sqlite';
  for (const job of writes) await sweep(job, countEach);

  const figures = { routes: swept, calls, refusedWritesCounted: refusedCalls, failures: failures.length, seconds: Math.round((Date.now() - started) / 1000) };
  t.diagnostic(`bad-input sweep: ${JSON.stringify(figures)}`);
  console.log(`bad-input sweep: ${JSON.stringify(figures)}`);
  assert.deepEqual(failures, [], `${failures.length} answers out of the catalogue:\n${failures.join('\n')}`);
});
