// Byte ranges on /files/… (core/file_server): one range → 206 with Content-Range and exactly those bytes,
// suffix and open ranges, 416 with "bytes */size", several ranges or a stale If-Range → the whole file, HEAD.
// The demo site images are the files; the signed course videos use the same code (study-video.test.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { rawExchange, request, startServer } from './lib/server.mjs';

let server;
let bytes;
const FILE = '/files/site/logo.png';

before(async () => {
  server = await startServer();
  bytes = fs.readFileSync(path.join(server.dataDir, 'files/site/logo.png'));
  assert.ok(bytes.length > 100);
});
after(async () => {
  await server?.stop();
});

const get = (headers = {}, method = 'GET') => request(server, { method, path: FILE, headers });

test('the whole file advertises byte ranges and carries validators', async () => {
  const res = await get();
  assert.equal(res.status, 200);
  assert.equal(res.headers['accept-ranges'], 'bytes');
  assert.equal(Number(res.headers['content-length']), bytes.length);
  assert.ok(res.body.equals(bytes));
  assert.match(res.headers.etag, /^"[0-9a-f]+-[0-9a-f]+"$/);
  assert.ok(res.headers['last-modified']);
  assert.equal(res.headers['content-range'], undefined);
});

test('one range: 206, Content-Range, Content-Length and exactly those bytes', async () => {
  const size = bytes.length;
  const cases = [
    ['bytes=0-0', 0, 0],
    ['bytes=10-19', 10, 19],
    ['bytes=100-', 100, size - 1],
    ['bytes=-7', size - 7, size - 1],
    [`bytes=-${size + 50}`, 0, size - 1],
    [`bytes=${size - 3}-${size + 1000}`, size - 3, size - 1],
  ];
  for (const [range, first, last] of cases) {
    const res = await get({ range });
    assert.equal(res.status, 206, range);
    assert.equal(res.headers['content-range'], `bytes ${first}-${last}/${size}`, range);
    assert.equal(Number(res.headers['content-length']), last - first + 1, range);
    assert.ok(res.body.equals(bytes.subarray(first, last + 1)), `bytes of ${range}`);
    assert.equal(res.headers['content-type'], 'image/png', range);
    assert.equal(res.headers['accept-ranges'], 'bytes', range);
  }
});

test('unsatisfiable ranges: 416 with bytes */size and no body', async () => {
  for (const range of [`bytes=${bytes.length}-`, `bytes=${bytes.length + 10}-${bytes.length + 20}`, 'bytes=-0']) {
    const res = await get({ range });
    assert.equal(res.status, 416, range);
    assert.equal(res.headers['content-range'], `bytes */${bytes.length}`, range);
    assert.equal(res.body.length, 0, range);
  }
});

test('several ranges, malformed ranges, other units and a stale If-Range send the whole file', async () => {
  const { etag, 'last-modified': lastModified } = (await get()).headers;
  for (const headers of [
    { range: 'bytes=0-1,5-6' },
    { range: 'bytes=9-5' },
    { range: 'bytes=abc' },
    { range: 'items=0-5' },
    { range: 'bytes=0-9', 'if-range': '"not-the-etag"' },
    { range: 'bytes=0-9', 'if-range': `W/${etag}` },
    { range: 'bytes=0-9', 'if-range': 'Mon, 01 Jan 2001 00:00:00 GMT' },
  ]) {
    const res = await get(headers);
    assert.equal(res.status, 200, JSON.stringify(headers));
    assert.ok(res.body.equals(bytes), JSON.stringify(headers));
  }
  for (const validator of [etag, lastModified]) {
    const res = await get({ range: 'bytes=0-9', 'if-range': validator });
    assert.equal(res.status, 206, validator);
    assert.ok(res.body.equals(bytes.subarray(0, 10)));
  }
});

test('HEAD answers the headers of the GET, ranges included, without a body', async () => {
  const whole = await get({}, 'HEAD');
  assert.equal(whole.status, 200);
  assert.equal(Number(whole.headers['content-length']), bytes.length);
  assert.equal(whole.body.length, 0);
  const part = await get({ range: 'bytes=5-14' }, 'HEAD');
  assert.equal(part.status, 206);
  assert.equal(part.headers['content-range'], `bytes 5-14/${bytes.length}`);
  assert.equal(Number(part.headers['content-length']), 10);
  assert.equal(part.body.length, 0);
  const none = await get({ range: `bytes=${bytes.length}-` }, 'HEAD');
  assert.equal(none.status, 416);
});

test('a range on a kept-alive connection leaves the connection usable', async () => {
  const { data } = await rawExchange(server, [
    `GET ${FILE} HTTP/1.1\r\nHost: x\r\nRange: bytes=0-3\r\n\r\nGET ${FILE} HTTP/1.1\r\nHost: x\r\nRange: bytes=4-7\r\nConnection: close\r\n\r\n`,
  ]);
  const text = data.toString('latin1');
  assert.equal((text.match(/HTTP\/1\.1 206/g) ?? []).length, 2, text.slice(0, 400));
  assert.ok(text.includes(bytes.subarray(0, 4).toString('latin1')));
  assert.ok(text.includes(bytes.subarray(4, 8).toString('latin1')));
});
