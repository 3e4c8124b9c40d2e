// The route table (`xuejing-server --routes`) against the generated docs and the running server.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { REPO_ROOT, SERVER_BIN, api, assertEnvelope, readRoutes, startServer } from './lib/server.mjs';

const execFileAsync = promisify(execFile);
const ACCESS = /^(public|login|demo|role\([^)]+\))$/;

let server;
let routes;
before(async () => {
  routes = await readRoutes();
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

// Path parameters, if any route ever has them, get a harmless value.
const concrete = (p) => p.replace(/\{[^}]+\}|:[A-Za-z_]+/g, '1');

test('--routes prints one JSON object per route with method, path, access, domain and summary', () => {
  assert.ok(routes.length > 0, 'at least one route');
  const seen = new Set();
  for (const r of routes) {
    assert.deepEqual(Object.keys(r).sort(), ['access', 'domain', 'method', 'path', 'summary'], JSON.stringify(r));
    assert.match(r.method, /^(GET|POST|PUT|DELETE|PATCH)$/, JSON.stringify(r));
    assert.match(r.access, ACCESS, JSON.stringify(r));
    assert.ok(r.path.startsWith('/'), JSON.stringify(r));
    assert.ok(r.domain.length > 0 && r.summary.length > 0, JSON.stringify(r));
    const key = `${r.method} ${r.path}`;
    assert.ok(!seen.has(key), `duplicate route ${key}`);
    seen.add(key);
  }
});

test('docs/api.md matches the route table (run node scripts/gen-api-docs.mjs)', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-apidocs-'));
  try {
    const out = path.join(tmp, 'api.md');
    await execFileAsync(process.execPath, [path.join(REPO_ROOT, 'scripts/gen-api-docs.mjs'), '--bin', SERVER_BIN, '--out', out]);
    const committed = path.join(REPO_ROOT, 'docs/api.md');
    assert.ok(fs.existsSync(committed), 'docs/api.md is missing: run node scripts/gen-api-docs.mjs');
    assert.equal(
      fs.readFileSync(committed, 'utf8'),
      fs.readFileSync(out, 'utf8'),
      'docs/api.md is out of date: run node scripts/gen-api-docs.mjs',
    );
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('every route with access "login" answers an anonymous request with HTTP 401, code -1001', async (t) => {
  const loginRoutes = routes.filter((r) => r.access === 'login');
  t.diagnostic(`${loginRoutes.length} routes with access "login"`);
  const wrong = [];
  for (const r of loginRoutes) {
    const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
    const res = await api(server, r.method, concrete(r.path), body);
    if (res.status !== 401 || res.json?.code !== -1001) {
      wrong.push(`${r.method} ${r.path} → HTTP ${res.status} ${res.text.slice(0, 120)}`);
    } else {
      assertEnvelope(res, { status: 401, code: -1001 });
    }
  }
  assert.deepEqual(wrong, [], `routes that do not demand a login:\n${wrong.join('\n')}`);
});

test('every route in the table is served by the router under its method (no 404 or 405)', async () => {
  const missing = [];
  for (const r of routes) {
    if (!r.path.startsWith('/api/')) continue;
    const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
    const res = await api(server, r.method, concrete(r.path), body);
    if (res.status === 405 || (res.status === 404 && res.json?.msg === '请求的资源不存在')) {
      missing.push(`${r.method} ${r.path} → HTTP ${res.status}`);
    }
  }
  assert.deepEqual(missing, [], `routes in --routes the server does not serve:\n${missing.join('\n')}`);
});
