// Health check and Prometheus metrics.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, assertEnvelope, request, startServer } from './lib/server.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

test('GET /healthz answers 200 with JSON {"status":"ok"}', async () => {
  const res = await request(server, { path: '/healthz' });
  assert.equal(res.status, 200);
  assert.match(res.headers['content-type'] ?? '', /^application\/json/);
  assert.deepEqual(JSON.parse(res.text), { status: 'ok' });
});

test('GET /metrics answers 200 as text/plain; version=0.0.4', async () => {
  const res = await request(server, { path: '/metrics' });
  assert.equal(res.status, 200);
  assert.match(res.headers['content-type'] ?? '', /^text\/plain; version=0\.0\.4/);
});

test('/metrics counts requests per route and status and exposes duration histogram buckets', async () => {
  const call = await api(server, 'GET', '/api/v1/menu/getNavigationBar');
  assertEnvelope(call, { status: 200, code: 200 });
  const before = counterValue((await request(server, { path: '/metrics' })).text);
  assert.ok(before >= 1, 'xj_http_requests_total for GET /api/v1/menu/getNavigationBar 200 is at least 1');

  await api(server, 'GET', '/api/v1/menu/getNavigationBar');
  const text = (await request(server, { path: '/metrics' })).text;
  assert.equal(counterValue(text), before + 1, 'the counter grows by one per request');
  assert.match(text, /^xj_http_request_duration_seconds_bucket\{.*\} \d+/m);
});

function counterValue(text) {
  const line = text
    .split('\n')
    .find((l) => l.startsWith('xj_http_requests_total{route="GET /api/v1/menu/getNavigationBar",status="200"}'));
  assert.ok(line, `no xj_http_requests_total line for the navigation bar in:\n${text.slice(0, 2000)}`);
  return Number(line.trim().split(/\s+/).at(-1));
}

test('POST /dev/clock (demo only) moves the server clock forward and refuses anything but 1 s to a year', async () => {
  const moved = assertEnvelope(await api(server, 'POST', '/api/v1/dev/clock', { advanceSeconds: 3600 }), {
    status: 200,
    code: 200,
  }).data;
  assert.equal(moved.offsetSeconds, 3600);
  const wall = Math.floor(Date.now() / 1000);
  assert.ok(moved.now >= wall + 3599 && moved.now <= wall + 3601, `server time ${moved.now}, wall ${wall}`);
  const msg = 'advanceSeconds 必须是 1 到 31622400 之间的整数';
  for (const advanceSeconds of [0, -5, 31622401, 'soon', 1.5, null, undefined, [1]]) {
    const res = await api(server, 'POST', '/api/v1/dev/clock', { advanceSeconds });
    const body = assertEnvelope(res, { status: 400, code: -2, msg });
    assert.equal(body.data?.field, 'advanceSeconds', JSON.stringify(advanceSeconds));
  }
  const again = assertEnvelope(await api(server, 'POST', '/api/v1/dev/clock', { advanceSeconds: 1 }), {
    status: 200,
    code: 200,
  }).data;
  assert.equal(again.offsetSeconds, 3601, 'a refused call moved nothing');
});
