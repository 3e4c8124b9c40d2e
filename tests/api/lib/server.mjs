// Test harness for the API contract tests: starts the real xuejing-server binary on a free port with a
// fresh data directory, demo data and a fixture SPA, and offers small HTTP helpers on top of Node's
// built-ins only (node:http for exact bytes and headers, node:net for malformed or slow requests).
//
// Environment:
//   XJ_SERVER_BIN    the binary (default: <repo>/build/bin/xuejing-server)
//   XJ_TEST_DB       "sqlite" (default) or "postgres"
//   XJ_TEST_PG_URL   superuser URL of a throwaway cluster, e.g. postgresql://postgres@127.0.0.1:5433/postgres;
//                    one fresh database is created per server
//   XJ_TEST_VERBOSE  "1" copies the server's output to stderr
import assert from 'node:assert/strict';
import { spawn, execFile } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const execFileAsync = promisify(execFile);

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_BIN = process.env.XJ_SERVER_BIN || path.join(REPO_ROOT, 'build/bin/xuejing-server');

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
const LOG_TAIL_CHARS = 4_000;

// The fixture SPA every server serves. Tests compare the exact bytes.
export const FIXTURE = Object.freeze({
  indexHtml:
    '<!doctype html>\n<html lang="zh-CN"><head><meta charset="utf-8"><title>学鲸 fixture</title>' +
    '<script type="module" src="/assets/app-3f9a1c2b.js"></script><script>window.xjEarly=1;</script></head>' +
    '<body><div id="root" data-fixture="xj-spa-index"></div></body></html>\n',
  assetPath: '/assets/app-3f9a1c2b.js',
  assetJs: `// fixture bundle\nconsole.log(${JSON.stringify('学鲸 fixture bundle '.repeat(40))});\n`,
  secretOutsideRoot: 'XJ-SECRET-OUTSIDE-WEB-ROOT-7d1e',
});

function writeFixtureSpa(webRoot) {
  fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'index.html'), FIXTURE.indexHtml);
  const js = Buffer.from(FIXTURE.assetJs);
  const gz = zlib.gzipSync(js, { level: 9 });
  const br = zlib.brotliCompressSync(js);
  fs.writeFileSync(path.join(webRoot, 'assets/app-3f9a1c2b.js'), js);
  fs.writeFileSync(path.join(webRoot, 'assets/app-3f9a1c2b.js.gz'), gz);
  fs.writeFileSync(path.join(webRoot, 'assets/app-3f9a1c2b.js.br'), br);
  return { js, gz, br };
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort() {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address();
  srv.close();
  await once(srv, 'close');
  return port;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the promise's value, or with 'timeout' after `ms`; the timer never keeps the process alive. */
export function orTimeout(promise, ms) {
  let timer;
  const t = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, t]).finally(() => clearTimeout(timer));
}

/** Replaces the database name in a postgresql:// URL. */
export function pgUrlWithDb(url, db) {
  const m = /^(postgres(?:ql)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(url);
  if (!m) throw new Error(`XJ_TEST_PG_URL is not a postgresql:// URL: ${url}`);
  return `${m[1]}/${db}${m[3] ?? ''}`;
}

async function psql(url, sql) {
  await execFileAsync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql], { timeout: 30_000 });
}

/**
 * The demo data of this run, seeded once (scripts/test-all.sh runs tests/api/lib/demo-template.mjs before each API
 * suite and passes its answer as XJ_API_DEMO_TEMPLATE, JSON {dataDir, database}): a default start copies it instead
 * of seeding the demo school again, which under the sanitizers took seconds of each file's start. Unset (one file run
 * by hand), every start seeds its own.
 */
const DEMO_TEMPLATE = process.env.XJ_API_DEMO_TEMPLATE ? JSON.parse(process.env.XJ_API_DEMO_TEMPLATE) : null;

/**
 * A copy of the template's data directory: the database files and keys copied, the uploaded and demo files under
 * files/ hard-linked (the server writes a new file for every upload and never rewrites one in place; the demo's
 * videos are links into the media cache already).
 */
function copyDataDir(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'files') linkTree(source, target);
      else copyDataDir(source, target);
    } else {
      fs.copyFileSync(source, target);
    }
  }
}

function linkTree(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else fs.linkSync(source, target);
  }
}

/**
 * Starts the server (with --demo unless `demo: false`). Returns {port, base, proc, dir, webRoot, dataDir, db, log(), asset:{js,gz}, stop()}.
 * `stop()` sends SIGTERM, waits for the exit and asserts it was clean (code 0). A default start (demo data, no other
 * arguments or environment) begins from the run's seeded demo data when there is one, unless `fresh: true` (a test of
 * the seeding itself).
 */
export async function startServer({ extraArgs = [], env = {}, demo = true, fresh = false } = {}) {
  if (!fs.existsSync(SERVER_BIN)) {
    throw new Error(`server binary not found: ${SERVER_BIN} (build it with "make server")`);
  }
  const template = DEMO_TEMPLATE && demo && !fresh && extraArgs.length === 0 && Object.keys(env).length === 0 ? DEMO_TEMPLATE : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xj-api-'));
  const webRoot = path.join(dir, 'web');
  const dataDir = path.join(dir, 'data');
  if (template) copyDataDir(template.dataDir, dataDir);
  else fs.mkdirSync(dataDir);
  const asset = writeFixtureSpa(webRoot);
  // A file beside the web root: path traversal tests try to reach it.
  fs.writeFileSync(path.join(dir, 'secret.txt'), FIXTURE.secretOutsideRoot);

  const port = await freePort();
  const args = ['--host', '127.0.0.1', '--port', String(port), '--data-dir', dataDir, '--web-root', webRoot];
  if (demo) args.push('--demo');
  args.push(...extraArgs);

  const kind = process.env.XJ_TEST_DB || 'sqlite';
  let db = { kind };
  if (kind === 'postgres') {
    const adminUrl = process.env.XJ_TEST_PG_URL;
    if (!adminUrl) throw new Error('XJ_TEST_DB=postgres needs XJ_TEST_PG_URL');
    const name = `xj_api_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    await psql(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template.database}` : `CREATE DATABASE ${name}`);
    db = { kind, name, adminUrl, url: pgUrlWithDb(adminUrl, name) };
    args.push('--database-url', db.url);
  } else if (kind !== 'sqlite') {
    throw new Error(`XJ_TEST_DB must be sqlite or postgres, not ${kind}`);
  }

  const proc = spawn(SERVER_BIN, args, {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
    if (process.env.XJ_TEST_VERBOSE === '1') process.stderr.write(chunk);
  };
  proc.stdout.on('data', collect);
  proc.stderr.on('data', collect);
  const exited = new Promise((resolve) => {
    proc.once('exit', (code, signal) => resolve({ code, signal }));
    proc.once('error', (e) => resolve({ code: null, signal: null, error: e.message })); // could not spawn
  });
  let exitInfo = null;
  exited.then((info) => {
    exitInfo = info;
  });

  const server = {
    port,
    base: `http://127.0.0.1:${port}`,
    proc,
    dir,
    webRoot,
    dataDir,
    db,
    asset,
    args,
    log: () => output.slice(-LOG_TAIL_CHARS),
    exited,
    get exitInfo() {
      return exitInfo;
    },
    stop: () => stopServer(server),
    cleanup: () => cleanupServer(server),
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (exitInfo) {
      await cleanupServer(server);
      throw new Error(`server exited during start-up (${JSON.stringify(exitInfo)}):\n${server.log()}`);
    }
    try {
      const res = await request(server, { path: '/healthz', timeoutMs: 2_000 });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      await exited;
      await cleanupServer(server);
      throw new Error(`server did not answer /healthz with 200 within ${STARTUP_TIMEOUT_MS} ms:\n${server.log()}`);
    }
    await sleep(100);
  }
  return server;
}

async function stopServer(server) {
  if (!server.exitInfo) server.proc.kill('SIGTERM');
  const result = await orTimeout(server.exited, SHUTDOWN_TIMEOUT_MS);
  if (result === 'timeout') {
    server.proc.kill('SIGKILL');
    await server.exited;
    await cleanupServer(server);
    assert.fail(`server did not exit within ${SHUTDOWN_TIMEOUT_MS} ms of SIGTERM:\n${server.log()}`);
  }
  await cleanupServer(server);
  assert.deepEqual(result, { code: 0, signal: null }, `server did not exit cleanly after SIGTERM:\n${server.log()}`);
}

async function cleanupServer(server) {
  if (server.cleaned) return;
  server.cleaned = true;
  if (server.db.kind === 'postgres' && server.db.name) {
    try {
      await psql(server.db.adminUrl, `DROP DATABASE IF EXISTS ${server.db.name} WITH (FORCE)`);
    } catch {
      // the cluster is thrown away after the run anyway
    }
  }
  fs.rmSync(server.dir, { recursive: true, force: true });
}

/**
 * One HTTP request on a fresh connection with node:http (no automatic decompression, any Host/Origin).
 * Returns {status, headers, body: Buffer, text, json}; json is null unless the answer is JSON. `localAddress` (another
 * loopback address, 127.0.3.x) makes the connection come from a client address of its own (the per-address caps).
 */
export function request(server, { method = 'GET', path: p = '/', headers = {}, body, timeoutMs = 15_000, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, method, path: p, headers, agent: false, timeout: timeoutMs, localAddress },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const buf = Buffer.concat(chunks);
          const text = buf.toString('utf8');
          let json = null;
          if (/json/i.test(res.headers['content-type'] ?? '') && buf.length > 0) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined; // declared JSON but is not: tests see `undefined`
            }
          }
          resolve({ status: res.statusCode, headers: res.headers, body: buf, text, json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${p} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** A JSON API call: objects are sent as JSON with Content-Type application/json. */
export function api(server, method, p, body, headers = {}) {
  const h = { accept: 'application/json', ...headers };
  let payload;
  if (body !== undefined) {
    payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    if (!Object.keys(h).some((k) => k.toLowerCase() === 'content-type')) h['content-type'] = 'application/json';
  }
  return request(server, { method, path: p, headers: h, body: payload });
}

/**
 * Moves the demo server's clock `seconds` later (POST /api/v1/dev/clock) so that a deadline or an expiry passes at
 * once instead of being waited out. Returns the server's time afterwards, in epoch seconds; `server.clockOffset`
 * keeps the total (see serverNow).
 */
export async function advanceClock(server, seconds) {
  const res = await api(server, 'POST', '/api/v1/dev/clock', { advanceSeconds: seconds });
  assert.equal(res.status, 200, `POST /dev/clock answered ${res.status}: ${res.text}`);
  server.clockOffset = res.json.data.offsetSeconds;
  return res.json.data.now;
}

/** The server's time in epoch seconds: the wall clock plus what advanceClock moved it. */
export const serverNow = (server) => Math.floor(Date.now() / 1000) + (server.clockOffset ?? 0);

/** Asserts the common envelope and headers of every /api answer; returns the parsed JSON. */
export function assertEnvelope(res, { status, code, msg } = {}) {
  const where = `answer ${res.status} ${res.text.slice(0, 300)}`;
  if (status !== undefined) assert.equal(res.status, status, `HTTP status; ${where}`);
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8', `Content-Type; ${where}`);
  assert.ok(res.headers['x-request-id'], `X-Request-Id header missing; ${where}`);
  assert.ok(res.json && typeof res.json === 'object' && !Array.isArray(res.json), `body is not a JSON object; ${where}`);
  assert.deepEqual(Object.keys(res.json).sort(), ['code', 'data', 'extend', 'msg'], `envelope keys; ${where}`);
  assert.equal(typeof res.json.code, 'number', `code is a number; ${where}`);
  assert.equal(typeof res.json.msg, 'string', `msg is a string; ${where}`);
  if (code !== undefined) assert.equal(res.json.code, code, `envelope code; ${where}`);
  if (msg !== undefined) assert.equal(res.json.msg, msg, `envelope msg; ${where}`);
  return res.json;
}

/**
 * Raw TCP exchange. `steps` is a list of Buffers/strings to write or numbers (milliseconds to wait).
 * Reads until the server closes, `idleMs` passes without data, or `until(bytes)` returns true (checked before
 * each step too, so a server that answers early does not get the remaining steps).
 * Returns {data: Buffer, closedByServer: boolean, error}.
 */
export async function rawExchange(server, steps, { idleMs = 1_000, totalMs = 15_000, until } = {}) {
  const sock = net.connect(server.port, '127.0.0.1');
  sock.setNoDelay(true);
  await once(sock, 'connect');
  const chunks = [];
  let closedByServer = false;
  let error = null;
  let lastData = Date.now();
  sock.on('data', (c) => {
    chunks.push(c);
    lastData = Date.now();
  });
  sock.on('error', (e) => {
    error = e;
  });
  const ended = new Promise((resolve) => {
    sock.once('end', () => {
      closedByServer = true;
      resolve();
    });
    sock.once('close', () => {
      closedByServer = true;
      resolve();
    });
  });
  for (const step of steps) {
    if (until && until(Buffer.concat(chunks))) break; // answered early: the rest is not needed
    if (typeof step === 'number') {
      await sleep(step);
    } else if (!sock.destroyed && !closedByServer) {
      if (!sock.write(step)) {
        // the server may answer early and close (e.g. 413): stop writing then, without failing
        await new Promise((resolve) => {
          const done = () => {
            sock.off('drain', done);
            sock.off('error', done);
            sock.off('close', done);
            resolve();
          };
          sock.on('drain', done);
          sock.on('error', done);
          sock.on('close', done);
        });
      }
    }
  }
  const start = Date.now();
  lastData = Date.now();
  while (!closedByServer) {
    const data = Buffer.concat(chunks);
    if (until && until(data)) break;
    if (Date.now() - lastData > idleMs || Date.now() - start > totalMs) break;
    await Promise.race([sleep(20), ended]);
  }
  sock.destroy();
  return { data: Buffer.concat(chunks), closedByServer, error };
}

/** Opens a raw connection and returns the socket once connected (caller owns it). */
export async function rawConnect(server) {
  const sock = net.connect(server.port, '127.0.0.1');
  sock.setNoDelay(true);
  await once(sock, 'connect');
  return sock;
}

/**
 * Parses as many complete HTTP/1.1 responses as `buf` holds. `methods` gives the request method of each
 * response in order (HEAD answers have no body). Returns {responses, rest}.
 */
export function parseResponses(buf, methods = []) {
  const responses = [];
  let off = 0;
  for (;;) {
    const headEnd = buf.indexOf('\r\n\r\n', off);
    if (headEnd < 0) break;
    const head = buf.subarray(off, headEnd).toString('latin1').split('\r\n');
    const m = /^HTTP\/1\.[01] (\d{3})/.exec(head[0]);
    if (!m) throw new Error(`not an HTTP response: ${JSON.stringify(head[0])}`);
    const headers = {};
    for (const line of head.slice(1)) {
      const i = line.indexOf(':');
      const name = line.slice(0, i).trim().toLowerCase();
      const value = line.slice(i + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
    const status = Number(m[1]);
    let p = headEnd + 4;
    let body;
    const method = methods[responses.length] ?? 'GET';
    if (method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200)) {
      body = Buffer.alloc(0);
    } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const parts = [];
      let complete = false;
      for (;;) {
        const lineEnd = buf.indexOf('\r\n', p);
        if (lineEnd < 0) break;
        const size = parseInt(buf.subarray(p, lineEnd).toString('latin1'), 16);
        if (Number.isNaN(size)) throw new Error('bad chunk size');
        if (size === 0) {
          // "0\r\n", optional trailer lines, then an empty line
          const trailerEnd = buf.indexOf('\r\n\r\n', lineEnd);
          if (trailerEnd < 0) break;
          p = trailerEnd + 4;
          complete = true;
          break;
        }
        if (buf.length < lineEnd + 2 + size + 2) break;
        parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
        p = lineEnd + 2 + size + 2;
      }
      if (!complete) break;
      body = Buffer.concat(parts);
    } else if (headers['content-length'] !== undefined) {
      const len = Number(headers['content-length']);
      if (buf.length < p + len) break;
      body = buf.subarray(p, p + len);
      p += len;
    } else {
      body = buf.subarray(p); // until close
      p = buf.length;
    }
    let json = null;
    if (/json/i.test(headers['content-type'] ?? '')) {
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = undefined;
      }
    }
    responses.push({ status, headers, body, text: body.toString('utf8'), json });
    off = p;
  }
  return { responses, rest: buf.subarray(off) };
}

/** A request as raw bytes. */
export function rawRequest(method, p, { host = 'localhost', headers = {}, body } = {}) {
  const lines = [`${method} ${p} HTTP/1.1`, `Host: ${host}`];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  const bodyBuf = body === undefined ? null : Buffer.from(body);
  if (bodyBuf && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-length')) {
    lines.push(`Content-Length: ${bodyBuf.length}`);
  }
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return bodyBuf ? Buffer.concat([head, bodyBuf]) : head;
}

/** `--routes` of the binary: one object per line. */
export async function readRoutes() {
  const { stdout } = await execFileAsync(SERVER_BIN, ['--routes'], { timeout: 30_000, maxBuffer: 16 << 20 });
  return stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
}
