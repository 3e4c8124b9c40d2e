// HTTP/1.1 connection handling: keep-alive and pipelining.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { assertEnvelope, parseResponses, rawConnect, rawExchange, rawRequest, request, sleep, startServer } from './lib/server.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

test('several requests are answered one after another on one kept-alive connection', async () => {
  const sock = await rawConnect(server);
  let buf = Buffer.alloc(0);
  sock.on('data', (c) => {
    buf = Buffer.concat([buf, c]);
  });
  let closed = false;
  sock.on('close', () => {
    closed = true;
  });
  const paths = ['/api/v1/school/getSchoolSign', '/api/v1/menu/getNavigationBar', '/healthz', '/api/v1/school/getSchoolSign'];
  try {
    for (const [i, p] of paths.entries()) {
      sock.write(rawRequest('GET', p));
      const deadline = Date.now() + 10_000;
      while (parseResponses(buf).responses.length < i + 1) {
        assert.ok(!closed, `connection closed before answer ${i + 1}`);
        assert.ok(Date.now() < deadline, `no answer ${i + 1} within 10 s`);
        await sleep(10);
      }
      const res = parseResponses(buf).responses[i];
      assert.equal(res.status, 200, p);
      assert.notEqual((res.headers.connection ?? '').toLowerCase(), 'close', `${p}: connection kept alive`);
    }
    assert.ok(!closed, 'connection still open');
  } finally {
    sock.destroy();
  }
});

test('pipelined requests are answered in order', async () => {
  const reqs = [
    rawRequest('GET', '/api/v1/menu/getNavigationBar'),
    rawRequest('GET', '/api/v1/school/getSchoolSign'),
    rawRequest('POST', '/api/v1/school/getSchoolImages', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"sign":"1"}',
    }),
    rawRequest('GET', '/api/v1/noSuch/call'),
    rawRequest('GET', '/healthz'),
  ];
  const { data } = await rawExchange(server, [Buffer.concat(reqs)], {
    until: (buf) => parseResponses(buf).responses.length >= reqs.length,
  });
  const { responses } = parseResponses(data);
  assert.equal(responses.length, reqs.length, `got ${responses.length} answers`);
  const [nav, sign, images, missing, health] = responses;
  assertEnvelope(nav, { status: 200, code: 200 });
  assert.ok(Array.isArray(nav.json.data) && nav.json.data[0]?.menuName !== undefined, 'first answer is the navigation bar');
  assertEnvelope(sign, { status: 200, code: 200 });
  assert.equal(sign.json.data?.schoolSign, '1', 'second answer is the school sign');
  assertEnvelope(images, { status: 200, code: 200 });
  assert.ok(Array.isArray(images.json.data) && images.json.data.every((i) => 'imageUrl' in i), 'third answer is the images');
  assertEnvelope(missing, { status: 404, code: 404 });
  assert.equal(health.status, 200);
  assert.deepEqual(health.json, { status: 'ok' });
  const ids = new Set(responses.slice(0, 4).map((r) => r.headers['x-request-id']));
  assert.equal(ids.size, 4, 'distinct request ids');
});

test('Connection: close is honoured: the server answers and closes', async () => {
  const { data, closedByServer } = await rawExchange(
    server,
    [rawRequest('GET', '/api/v1/school/getSchoolSign', { headers: { Connection: 'close' } })],
    { idleMs: 3_000 },
  );
  const { responses } = parseResponses(data);
  assert.equal(responses.length, 1);
  assert.equal(responses[0].status, 200);
  assert.ok(closedByServer, 'closed by the server');
});

test('a client that disconnects mid-request does not disturb other connections', async () => {
  const sock = await rawConnect(server);
  sock.write('POST /api/v1/school/getSchoolImages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"si');
  await sleep(50);
  sock.destroy();
  await once(sock, 'close');
  const { data } = await rawExchange(server, [rawRequest('GET', '/healthz')], {
    until: (buf) => parseResponses(buf).responses.length >= 1,
  });
  assert.equal(parseResponses(data).responses[0]?.status, 200);
});

test('a client that goes away in the middle of a large file does not stop the server (SIGPIPE ignored)', async () => {
  // sendfile(2) has no MSG_NOSIGNAL: writing to a socket the peer has closed raises SIGPIPE, which kills a process
  // that does not ignore it (a server started by Node, systemd or a shell gets the default action). The server must
  // ignore it process-wide, so such a write is only an EPIPE error on that one connection.
  const status = fs.readFileSync(`/proc/${server.proc.pid}/status`, 'utf8');
  const ignored = BigInt('0x' + /SigIgn:\s*([0-9a-f]+)/.exec(status)[1]);
  assert.equal((ignored >> 12n) & 1n, 1n, 'SIGPIPE (13) is ignored by the server process');
  // 24 MB in a public area, far more than the loopback socket buffers hold: the server is still in sendfile when the
  // client closes or resets.
  const dir = path.join(server.dataDir, 'files', 'course-covers');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'large.png'), crypto.randomBytes(24 * 1024 * 1024));
  for (let round = 0; round < 6; round++) {
    const sock = await rawConnect(server);
    let received = 0;
    sock.on('data', (c) => {
      received += c.length;
      if (received > 256 * 1024) sock.pause(); // stop reading: the server fills the buffers and waits
    });
    sock.write(rawRequest('GET', '/files/course-covers/large.png'));
    const deadline = Date.now() + 10_000;
    while (received === 0 && Date.now() < deadline) await sleep(10);
    assert.ok(received > 0, 'the download started');
    await sleep(200);
    if (round % 2) sock.resetAndDestroy();
    else sock.destroy();
    await sleep(300);
  }
  const health = await request(server, { path: '/healthz' });
  assert.equal(health.status, 200, 'the server still answers');
  assert.equal(server.proc.exitCode, null, 'the server process is alive');
});
