// Helpers of the accounts contract tests: passwords encrypted as the browser does (RSA-OAEP SHA-256 with the
// server's public key), cookies, fresh phone numbers and client addresses (X-Forwarded-For from loopback), and
// the demo endpoints that reveal the last SMS code and the captcha text.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { api, assertEnvelope } from './server.mjs';

export const DEMO_PASSWORD = 'xuejing2026';
export const DEMO = Object.freeze({
  student: '13800000001',
  teacher: '13800000002',
  normal: '13800000003',
  schoolAdmin: '13800000004',
  enterprise: '13800000005',
  admin: '13800000006',
  colleague: '13800000007', // a second teacher of the demo school
});

let counter = 0;
const run = (process.pid % 90) + 10;

/** A phone number no other test of this run uses (137 + run + counter). */
export function freshMobile() {
  counter += 1;
  return `137${String(run).padStart(2, '0')}${String(counter).padStart(6, '0')}`;
}

/** A client address no other test of this run uses. */
export function freshIp() {
  counter += 1;
  return `10.${run}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** Set-Cookie headers of an answer as {name: {value, attrs: 'Path=/; …'}}. */
export function setCookies(res) {
  const out = {};
  for (const line of res.headers['set-cookie'] ?? []) {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    out[pair.slice(0, eq)] = { value: pair.slice(eq + 1), attrs: attrs.join('; '), line };
  }
  return out;
}

export class Accounts {
  constructor(server) {
    this.server = server;
    this.publicKey = null;
  }

  async encrypt(password) {
    if (!this.publicKey) {
      const res = await api(this.server, 'GET', '/api/v1/auth/publicKey');
      this.publicKey = assertEnvelope(res, { status: 200, code: 200 }).data.publicKey;
    }
    return crypto
      .publicEncrypt(
        { key: this.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(password, 'utf8'),
      )
      .toString('base64');
  }

  /** An API call as a client at `ip` holding `cookies` ({name: value}). */
  call(method, path, body, { ip, cookies = {}, headers = {} } = {}) {
    const h = { ...headers };
    if (ip) h['x-forwarded-for'] = ip;
    const jar = Object.entries(cookies)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    if (jar) h.cookie = jar;
    return api(this.server, method, `/api/v1${path}`, body, h);
  }

  async sendCode(mobile, type, ip = freshIp()) {
    const path = type === 1 ? '/baseVerify/sendCodeForMobile' : type === 4 ? '/forget/sendCode' : '/baseVerify/sendCode';
    const body = type === 1 || type === 4 ? { mobile } : { mobile, type };
    return this.call('POST', path, body, { ip });
  }

  async lastCode(mobile) {
    const res = await this.call('GET', `/dev/sms?mobile=${mobile}`);
    return assertEnvelope(res, { status: 200, code: 200 }).data.code;
  }

  /** Sends a code of `type` and reads it from the demo outbox. */
  async codeFor(mobile, type, ip = freshIp()) {
    assertEnvelope(await this.sendCode(mobile, type, ip), { status: 200, code: 200 });
    return this.lastCode(mobile);
  }

  async register(mobile, password, { ip = freshIp(), schoolCode = '' } = {}) {
    const mobileCode = await this.codeFor(mobile, 1, ip);
    const body = { mobile, mobileCode, password: await this.encrypt(password), schoolCode };
    return this.call('POST', '/register', body, { ip });
  }

  /** Registers a new user and returns {mobile, password, token}. */
  async newUser(password = 'abc12345') {
    const mobile = freshMobile();
    const res = await this.register(mobile, password);
    assertEnvelope(res, { status: 200, code: 200 });
    return { mobile, password, token: setCookies(res).token.value };
  }

  async login(phone, password, { ip = freshIp(), code, cookies, isRemeber = false, teacher = false, headers } = {}) {
    const body = { phone, password: await this.encrypt(password), isRemeber };
    if (code !== undefined) body.code = code;
    return this.call('POST', teacher ? '/teacher/login' : '/login', body, { ip, cookies, headers });
  }

  /** A fresh captcha for `ip`: {key, text}. */
  async captcha(ip) {
    const res = await this.call('GET', '/captcha/image', undefined, { ip });
    assert.equal(res.status, 200, res.text.slice(0, 200));
    const key = setCookies(res).captchaKey.value;
    const demo = await this.call('GET', '/dev/captcha', undefined, { cookies: { captchaKey: key } });
    return { key, text: assertEnvelope(demo, { status: 200, code: 200 }).data.text };
  }

  info(token) {
    return this.call('GET', '/user/getLoginInfo', undefined, { cookies: { token } });
  }
}

/** Asserts a refusal: envelope code, message and field. Returns data. */
export function assertRefused(res, code, msg, field) {
  const status = { [-2]: 400, [-6]: 403, [-1001]: 401 }[code] ?? 200;
  const body = assertEnvelope(res, { status, code, msg });
  if (field !== undefined) assert.equal(body.data?.field, field, `field of ${res.text}`);
  return body.data;
}

/**
 * The audit_log rows of `event` about `userMobile` ({event, subject, detail}), read straight from the test's
 * database with the sqlite3 or psql command-line client (installed by scripts/install-deps.sh).
 */
export async function auditRows(server, event, userMobile) {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const run = promisify(execFile);
  const quote = (s) => `'${String(s).replaceAll("'", "''")}'`;
  const sql = `SELECT a.event, a.subject, a.detail FROM audit_log a JOIN users u ON u.id = a.user_id
    WHERE a.event = ${quote(event)} AND u.mobile = ${quote(userMobile)} ORDER BY a.id`;
  const { stdout } = server.db.kind === 'postgres'
    ? await run('psql', ['-X', '-q', '-A', '-t', '-F', '\t', '-d', server.db.url, '-c', sql])
    : await run('sqlite3', ['-separator', '\t', `${server.dataDir}/xuejing.db`, sql]);
  return stdout.split('\n').filter(Boolean).map((line) => {
    const [ev, subject, detail] = line.split('\t');
    return { event: ev, subject, detail };
  });
}
