// Graceful shutdown: SIGTERM lets requests in flight finish, refuses new connections, then exits 0.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { assertEnvelope, orTimeout, parseResponses, rawConnect, sleep, startServer } from './lib/server.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop(); // asserts the exit was clean even if the test failed half-way
});

function tryConnect(port) {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    sock.once('connect', () => {
      sock.destroy();
      resolve('connected');
    });
    sock.once('error', (e) => resolve(e.code));
  });
}

test('SIGTERM finishes a request whose body is still arriving, refuses new connections and exits 0', async () => {
  const body = Buffer.from(JSON.stringify({ sign: '1' }));
  const half = Math.floor(body.length / 2);
  const sock = await rawConnect(server);
  let buf = Buffer.alloc(0);
  sock.on('data', (c) => {
    buf = Buffer.concat([buf, c]);
  });
  sock.on('error', () => {}); // a reset after the answer is not this test's concern
  const closed = new Promise((resolve) => sock.once('close', resolve));
  sock.write(
    'POST /api/v1/school/getSchoolImages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`,
  );
  sock.write(body.subarray(0, half));
  await sleep(100);

  server.proc.kill('SIGTERM');
  await sleep(300);
  assert.equal(server.exitInfo, null, 'the server waits for the request in flight');
  const fresh = await tryConnect(server.port);
  assert.equal(fresh, 'ECONNREFUSED', 'new connections are refused after SIGTERM');

  sock.write(body.subarray(half));
  const deadline = Date.now() + 10_000;
  while (parseResponses(buf).responses.length < 1 && Date.now() < deadline) await sleep(10);
  const { responses } = parseResponses(buf);
  assert.equal(responses.length, 1, `a complete answer; got ${JSON.stringify(buf.toString('utf8').slice(0, 300))}`);
  const env = assertEnvelope(responses[0], { status: 200, code: 200 });
  assert.ok(Array.isArray(env.data), 'the school images');

  await orTimeout(closed, 1_000);
  sock.destroy();
  const exit = await orTimeout(server.exited, 10_000);
  assert.deepEqual(exit, { code: 0, signal: null }, `the server exits 0:\n${server.log()}`);
});
