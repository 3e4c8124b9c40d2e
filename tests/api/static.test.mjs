// The built SPA: index.html fallback for client routes, immutable hashed assets, precompressed brotli and gzip,
// and nothing outside the web root.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, test } from 'node:test';
import { FIXTURE, parseResponses, rawExchange, rawRequest, request, startServer } from './lib/server.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

function assertIndex(res, what) {
  assert.equal(res.status, 200, `${what}: status`);
  assert.match(res.headers['content-type'] ?? '', /^text\/html/, `${what}: Content-Type`);
  assert.equal(res.headers['cache-control'], 'no-cache', `${what}: Cache-Control`);
  assert.equal(res.text, FIXTURE.indexHtml, `${what}: body is index.html`);
}

test('/ serves index.html with Cache-Control: no-cache', async () => {
  assertIndex(await request(server, { path: '/' }), '/');
});

test('client routes such as /courseDetail/12 and /home/learning/center fall back to index.html', async () => {
  for (const p of ['/courseDetail/12', '/home/learning/center', '/login?url=%2Fhome', '/index.html']) {
    assertIndex(await request(server, { path: p }), p);
  }
});

test('a hashed asset is served with Cache-Control: public, max-age=31536000, immutable', async () => {
  const res = await request(server, { path: FIXTURE.assetPath });
  assert.equal(res.status, 200);
  assert.match(res.headers['content-type'] ?? '', /javascript/);
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(res.headers['content-encoding'], undefined, 'no Content-Encoding without Accept-Encoding');
  assert.ok(res.body.equals(server.asset.js), 'body is the .js file');
});

test('with Accept-Encoding: gzip the precompressed .gz bytes are sent with Content-Encoding: gzip and Vary', async () => {
  const res = await request(server, { path: FIXTURE.assetPath, headers: { 'accept-encoding': 'gzip, deflate' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'gzip');
  assert.match(res.headers.vary ?? '', /accept-encoding/i);
  assert.match(res.headers['content-type'] ?? '', /javascript/);
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.ok(res.body.equals(server.asset.gz), 'body is exactly the .gz file');
});

test('a browser that takes brotli gets the .br bytes first, with their own ETag; q=0 refuses a coding', async () => {
  const br = await request(server, { path: FIXTURE.assetPath, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  assert.equal(br.status, 200);
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(br.headers.vary ?? '', /accept-encoding/i);
  assert.ok(br.body.equals(server.asset.br), 'body is exactly the .br file');
  const gz = await request(server, { path: FIXTURE.assetPath, headers: { 'accept-encoding': 'br;q=0, gzip' } });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.notEqual(br.headers.etag, gz.headers.etag);
  const again = await request(server, { path: FIXTURE.assetPath, headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag } });
  assert.equal(again.status, 304);
  const file = await request(server, { path: `${FIXTURE.assetPath}.br` });
  assert.equal(file.status, 404, 'the compressed copy is not a file of its own');
});

test('Accept-Encoding without gzip or brotli gets the plain file', async () => {
  for (const ae of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
    const res = await request(server, { path: FIXTURE.assetPath, headers: { 'accept-encoding': ae } });
    assert.equal(res.status, 200, ae);
    assert.equal(res.headers['content-encoding'], undefined, ae);
    assert.ok(res.body.equals(server.asset.js), ae);
  }
});

test('a missing asset /assets/nope-00000000.js answers 404, not index.html', async () => {
  const res = await request(server, { path: '/assets/nope-00000000.js' });
  assert.equal(res.status, 404);
  assert.ok(!res.text.includes('xj-spa-index'), 'not the SPA index');
});

test('unknown /api/... and /files/... paths never fall back to index.html', async () => {
  for (const p of ['/api/v1/nope', '/api/nope', '/files/nope.png', '/files/a/b/c.mp4']) {
    const res = await request(server, { path: p });
    assert.equal(res.status, 404, `${p}: status`);
    assert.ok(!res.text.includes('xj-spa-index'), `${p}: not the SPA index`);
  }
});

test('HEAD works like GET without a body', async () => {
  for (const p of ['/', '/courseDetail/12', FIXTURE.assetPath]) {
    const get = await request(server, { path: p });
    const head = await request(server, { method: 'HEAD', path: p });
    assert.equal(head.status, 200, p);
    assert.equal(head.body.length, 0, `${p}: no body`);
    assert.equal(head.headers['content-type'], get.headers['content-type'], `${p}: Content-Type`);
    assert.equal(head.headers['cache-control'], get.headers['cache-control'], `${p}: Cache-Control`);
    if (head.headers['content-length'] !== undefined) {
      assert.equal(Number(head.headers['content-length']), get.body.length, `${p}: Content-Length`);
    }
  }
});

test('HEAD on the asset keeps the connection usable (no body bytes leak into the next answer)', async () => {
  const req = Buffer.concat([
    rawRequest('HEAD', FIXTURE.assetPath, { headers: { 'Accept-Encoding': 'gzip' } }),
    rawRequest('GET', '/healthz'),
  ]);
  const { data } = await rawExchange(server, [req], {
    until: (buf) => parseResponses(buf, ['HEAD', 'GET']).responses.length >= 2,
  });
  const { responses } = parseResponses(data, ['HEAD', 'GET']);
  assert.equal(responses.length, 2);
  assert.equal(responses[0].status, 200);
  assert.equal(responses[1].status, 200);
  assert.deepEqual(JSON.parse(responses[1].text), { status: 'ok' });
});

test('path traversal never escapes the web root', async () => {
  const targets = [
    '/../etc/passwd',
    '/../../../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/..%00/secret.txt',
    '/files/../../secret.txt',
    '/files/%2e%2e/%2e%2e/secret.txt',
  ];
  for (const target of targets) {
    const { data } = await rawExchange(server, [rawRequest('GET', target)], {
      until: (buf) => parseResponses(buf).responses.length >= 1,
    });
    const text = data.toString('latin1');
    assert.ok(!text.includes('root:x:0:0'), `${target} leaked /etc/passwd`);
    assert.ok(!text.includes(FIXTURE.secretOutsideRoot), `${target} leaked a file outside the web root`);
    const { responses } = parseResponses(data);
    if (responses.length) {
      const status = responses[0].status;
      assert.ok(status >= 400 || responses[0].text === FIXTURE.indexHtml, `${target}: status ${status}`);
    }
  }
});

// Issue 13: security headers on every answer; the page's policy allows its own inline scripts by hash only.
test('every answer says nosniff, SAMEORIGIN framing and a referrer policy; the SPA page carries a CSP', async () => {
  for (const p of ['/', '/api/v1/school/getSchoolSign', '/healthz', '/api/v1/noSuch']) {
    const res = await request(server, { path: p });
    assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', p);
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', p);
  }
  const page = await request(server, { path: '/class' });
  const csp = page.headers['content-security-policy'];
  assert.ok(csp, 'the page has a policy');
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /frame-ancestors 'self'/);
  assert.match(csp, /object-src 'none'/);
  const scripts = /script-src ([^;]+)/.exec(csp)[1];
  assert.ok(!scripts.includes("'unsafe-inline'"), 'no inline script but by hash');
  const inline = [...page.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.equal(inline.length, 1, 'the fixture page has one inline script');
  for (const body of inline) {
    const hash = `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;
    assert.ok(scripts.includes(hash), `the inline script ${body.slice(0, 30)}… is allowed by its hash`);
  }
});

test('--cookie-secure always puts Secure on the session cookies over plain HTTP', async () => {
  const strict = await startServer({ env: { XJ_COOKIE_SECURE: 'always' } });
  try {
    const res = await request(strict, { path: '/api/v1/logout', method: 'POST' });
    const cookies = res.headers['set-cookie'] ?? [];
    assert.ok(cookies.length > 0 && cookies.every((c) => /; Secure/.test(c)), cookies.join(' | '));
  } finally {
    await strict.stop();
  }
});
