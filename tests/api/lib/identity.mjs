// Helpers of the identity tests: claims with a solved captcha, school admin calls, and SQL straight on the test's
// database (to make an admin of another school).
import { Accounts, DEMO_PASSWORD, freshIp, setCookies } from './accounts.mjs';
import { api, assertEnvelope } from './server.mjs';
import { multipart } from './images.mjs';

export const DEMO_SCHOOL = '1';
export const DEMO_SCHOOL_NAME = '学鲸职业技术学院';

/** Runs one SQL statement on the server's database with the sqlite3 or psql client. */
export async function runSql(server, sql) {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const run = promisify(execFile);
  const { stdout } = server.db.kind === 'postgres'
    ? await run('psql', ['-X', '-q', '-A', '-t', '-d', server.db.url, '-c', sql])
    : await run('sqlite3', [`${server.dataDir}/xuejing.db`, sql]);
  return stdout.trim();
}

export class Identity extends Accounts {
  async tokenOf(mobile, password = DEMO_PASSWORD) {
    const res = await this.login(mobile, password);
    assertEnvelope(res, { status: 200, code: 200 });
    return setCookies(res).token.value;
  }

  /** POST /user/authentication with a solved captcha (unless body.code is given). */
  async claim(token, body) {
    const ip = freshIp();
    const captcha = await this.captcha(ip);
    return this.call('POST', '/user/authentication', { code: captcha.text, ...body }, {
      ip, cookies: { token, captchaKey: captcha.key },
    });
  }

  auditInfo(token) {
    return this.call('GET', '/student/getAuditInfo', undefined, { cookies: { token } });
  }

  claims(token, query = 'status=1&page=1&page_size=100') {
    return this.call('GET', `/schoolAdmin/claims?${query}`, undefined, { cookies: { token } });
  }

  review(token, body) {
    return this.call('POST', '/schoolAdmin/reviewClaim', body, { cookies: { token } });
  }

  roster(token, query = 'kind=student&page=1&page_size=100') {
    return this.call('GET', `/schoolAdmin/roster?${query}`, undefined, { cookies: { token } });
  }

  importRoster(token, content, filename = 'roster.csv') {
    const form = multipart('file', filename, content, 'text/csv');
    return api(this.server, 'POST', '/api/v1/schoolAdmin/importRoster', form.body, {
      'content-type': form.contentType, cookie: `token=${token}`,
    });
  }

  /** The pending claim of `mobile` in the admin's list. */
  async pendingClaimOf(adminToken, mobile) {
    const list = assertEnvelope(await this.claims(adminToken), { status: 200, code: 200 }).data.list;
    return list.find((c) => c.mobile === mobile);
  }
}
