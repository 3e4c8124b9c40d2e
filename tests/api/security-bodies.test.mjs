// Memory and sockets before sign-in (issue 13, hole 1; docs/security.md): a route that needs a user is refused
// right after its header when the caller has no session, so an anonymous upload is never read; an upload's body
// goes to an unnamed file, not to the server's memory; one client address holds a bounded number of
// connections and of uploads at once, and the others are still served.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import { DEMO } from './lib/accounts.mjs';
import { Identity } from './lib/identity.mjs';
import { multipartForm } from './lib/images.mjs';
import { assertEnvelope, parseResponses, rawRequest, sleep, startServer } from './lib/server.mjs';

const UPLOAD = '/api/v1/courseStudy/addCourseData'; // teachers only, 50 MB
const MB = 1024 * 1024;
const EMPTY_FORM = '--b--\r\n'; // a whole multipart body without parts

let server;
let limited; // a server with small per-address limits
let id;
let teacher;
let course;
let chapter;

before(async () => {
  server = await startServer();
  limited = await startServer({ env: { XJ_MAX_CONNECTIONS_PER_ADDRESS: '4', XJ_MAX_UPLOADS_PER_ADDRESS: '2' } });
  id = new Identity(server);
  teacher = await id.tokenOf(DEMO.teacher);
  const ok = async (res) => assertEnvelope(await res, { status: 200, code: 200 }).data;
  const post = (p, body) => id.call('POST', p, body, { cookies: { token: teacher } });
  const tree = await ok(id.call('GET', '/course/typeTree'));
  const t2 = tree[0].children[0];
  course = (await ok(post('/course/addCourse', {
    name: `上传测试${Date.now() % 100000}`, introduction: '简介', courseDetails: '详情', coursePrice: '', courseScore: '1',
    courseTime: '8', type: 1, kind: 4, courseTypeIdSign: tree[0].idSign, courseType2IdSign: t2.idSign,
    courseType3IdSign: t2.children[0].idSign,
  }))).idSign;
  chapter = (await ok(post('/course/addChapter', { courseIdSign: course, chapterLevel: 1, chapterName: '第一章', chapterSynopsis: '' }))).idSign;
});
after(async () => {
  await server?.stop();
  await limited?.stop();
});

/** A raw connection from `localAddress` (any 127.x.y.z is this machine) that collects what the server sends. */
async function connect(srv, localAddress = '127.0.0.1') {
  const sock = net.connect({ port: srv.port, host: '127.0.0.1', localAddress });
  sock.setNoDelay(true);
  const conn = { sock, data: Buffer.alloc(0), closed: false };
  sock.on('data', (c) => {
    conn.data = Buffer.concat([conn.data, c]);
  });
  sock.on('error', () => {});
  sock.on('close', () => {
    conn.closed = true;
  });
  await once(sock, 'connect');
  return conn;
}

/** Waits (polling, at most `ms`) until the connection has a whole answer or is closed; returns the answer or null. */
async function answerOf(conn, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const [res] = parseResponses(conn.data).responses;
    if (res) return res;
    if (conn.closed) return null;
    await sleep(10);
  }
  return null;
}

const uploadHead = (length, headers = {}) => rawRequest('POST', UPLOAD, {
  headers: { 'Content-Type': 'multipart/form-data; boundary=b', 'Content-Length': String(length), ...headers },
});

function rssAnonKb(srv) {
  const status = fs.readFileSync(`/proc/${srv.proc.pid}/status`, 'utf8');
  return Number(/^RssAnon:\s+(\d+) kB/m.exec(status)[1]);
}

test('an upload without a session is refused right after its header: nothing of its body is waited for', async () => {
  const conns = await Promise.all(Array.from({ length: 20 }, () => connect(server)));
  for (const [i, c] of conns.entries()) {
    c.sock.write(uploadHead(50 * MB, i % 2 ? { Expect: '100-continue' } : {}));
  }
  const answers = await Promise.all(conns.map((c) => answerOf(c)));
  for (const [i, res] of answers.entries()) {
    assert.ok(res, `connection ${i}: answered before any of the 50 MB body was sent`);
    assertEnvelope(res, { status: 401, code: -1001, msg: '请登录' });
    assert.ok(!res.text.includes('100 Continue'), 'no 100 Continue for a refused upload');
  }
  for (const c of conns) c.sock.destroy();
  // a cross-site upload with a valid session is refused the same way, before its body
  const cross = await connect(server);
  cross.sock.write(uploadHead(50 * MB, { Cookie: `token=${teacher}`, Origin: 'https://evil.example' }));
  assertEnvelope(await answerOf(cross), { status: 403, code: -6 });
  cross.sock.destroy();
});

test('a teacher\'s 40 MB upload is written to a file as it arrives, not held in memory, and saved whole', async () => {
  const content = Buffer.alloc(40 * MB, 0x20);
  Buffer.from('%PDF-1.4\n').copy(content);
  const form = multipartForm({ courseId: course, chapterIdSign: chapter }, { name: '大讲义.pdf', content });
  const conn = await connect(server);
  const before = rssAnonKb(server);
  conn.sock.write(rawRequest('POST', UPLOAD, {
    headers: { 'Content-Type': form.contentType, 'Content-Length': String(form.body.length), Cookie: `token=${teacher}` },
  }));
  const last = form.body.length - 1;
  for (let at = 0; at < last; at += MB) {
    if (!conn.sock.write(form.body.subarray(at, Math.min(at + MB, last)))) await once(conn.sock, 'drain');
  }
  // all but the last byte sent: wait until the server has read them (its socket buffer is empty) and measure
  let grown = 0;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && conn.sock.writableLength > 0) await sleep(10);
  for (let i = 0; i < 20; i++) {
    grown = Math.max(grown, rssAnonKb(server) - before);
    await sleep(10);
  }
  assert.ok(grown < 16 * 1024, `the server's own memory grew by ${grown} kB while receiving 40 MB (at most 16 MB)`);
  conn.sock.write(form.body.subarray(last));
  const res = await answerOf(conn, 30_000);
  assert.ok(res, 'answered');
  const file = assertEnvelope(res, { status: 200, code: 200, msg: '上传成功' }).data;
  assert.equal(file.dataSize, content.length);
  const stored = fs.readFileSync(`${server.dataDir}/files/course-files/${file.idSign}.pdf`);
  assert.ok(stored.equals(content), 'the stored file is the upload, byte for byte');
  conn.sock.destroy();
  assert.deepEqual(fs.readdirSync(`${server.dataDir}/tmp/bodies`), [], 'no spool file is left with a name');
});

test('one address holds at most its share of connections; other addresses are still served', async () => {
  const held = [];
  for (let i = 0; i < 4; i++) held.push(await connect(limited));
  const fifth = await connect(limited);
  fifth.sock.write(rawRequest('GET', '/healthz'));
  const refused = await answerOf(fifth);
  assert.ok(refused, 'the fifth connection from one address is answered');
  assertEnvelope(refused, { status: 429, code: 429, msg: '您的请求过于频繁，请稍后重试' });
  const other = await connect(limited, '127.0.0.2');
  other.sock.write(rawRequest('GET', '/healthz'));
  assert.equal((await answerOf(other))?.status, 200, 'another address is served');
  other.sock.destroy();
  for (const c of held) c.sock.destroy();
  // the slots come back when the connections close (the server notices the close on its own thread)
  let served = null;
  const deadline = Date.now() + 5_000;
  while (!served && Date.now() < deadline) {
    const again = await connect(limited);
    again.sock.write(rawRequest('GET', '/healthz'));
    const res = await answerOf(again);
    if (res?.status === 200) served = res;
    again.sock.destroy();
    if (!served) await sleep(20);
  }
  assert.ok(served, 'a new connection from the address is served once the others closed');
});

test('one address receives at most its share of uploads at once; the next is served when one ends', async () => {
  const lid = new Identity(limited);
  const token = await lid.tokenOf(DEMO.teacher);
  const open = [];
  for (let i = 0; i < 2; i++) {
    const c = await connect(limited, '127.0.0.3');
    c.sock.write(uploadHead(10 * MB, { Cookie: `token=${token}` }));
    c.sock.write('--b\r\n'); // the upload has begun and is waiting for the rest of its body
    open.push(c);
  }
  // the two uploads are being received once the server has asked nothing of them and kept them open
  await sleep(200);
  for (const c of open) assert.equal(parseResponses(c.data).responses.length, 0, 'the first two uploads are being read');
  const third = await connect(limited, '127.0.0.3');
  third.sock.write(uploadHead(10 * MB, { Cookie: `token=${token}` }));
  third.sock.write('--b\r\n');
  const res = await answerOf(third);
  assert.ok(res, 'the third upload is answered at once');
  assertEnvelope(res, { status: 429, code: 429, msg: '您的请求过于频繁，请稍后重试' });
  third.sock.destroy();
  const elsewhere = await connect(limited, '127.0.0.4');
  elsewhere.sock.write(uploadHead(EMPTY_FORM.length, { Cookie: `token=${token}` }));
  elsewhere.sock.write(EMPTY_FORM);
  const theirs = await answerOf(elsewhere);
  assert.notEqual(theirs?.status, 429, 'another address uploads meanwhile');
  elsewhere.sock.destroy();
  open[0].sock.destroy();
  let accepted = false;
  const deadline = Date.now() + 5_000;
  while (!accepted && Date.now() < deadline) {
    const again = await connect(limited, '127.0.0.3');
    again.sock.write(uploadHead(EMPTY_FORM.length, { Cookie: `token=${token}` }));
    again.sock.write(EMPTY_FORM);
    const r = await answerOf(again);
    accepted = r !== null && r.status !== 429;
    again.sock.destroy();
    if (!accepted) await sleep(20);
  }
  assert.ok(accepted, 'an upload from the address is received again once one of the two ended');
  open[1].sock.destroy();
});
