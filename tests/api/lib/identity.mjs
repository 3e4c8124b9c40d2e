// Helpers of the identity tests: claims with a solved captcha, school admin calls, and SQL straight on the test's
// database (to make an admin of another school).
import { Accounts, DEMO, DEMO_PASSWORD, freshIp, setCookies } from './accounts.mjs';
import { api, assertEnvelope } from './server.mjs';
import { multipart } from './images.mjs';
import zlibModule from 'node:zlib';

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

  /**
   * A second teacher of the demo teacher's school, on none of its courses: a fresh user moved into that school,
   * named `name`, given the teacher role, then logged in (the role is in the new session).
   * Returns {mobile, password, token, sign}.
   */
  async colleagueTeacher(name = '李老师') {
    const fresh = await this.newUser();
    const school = `(SELECT school_id FROM users WHERE mobile = '${DEMO.teacher}')`;
    await runSql(this.server, `UPDATE users SET school_id = ${school}, name = '${name}' WHERE mobile = '${fresh.mobile}'`);
    await runSql(this.server, `INSERT INTO user_role (user_id, role) SELECT id, 'teacher' FROM users WHERE mobile = '${fresh.mobile}'`);
    const token = await this.tokenOf(fresh.mobile, fresh.password);
    const sign = await runSql(this.server, `SELECT sign FROM users WHERE mobile = '${fresh.mobile}'`);
    return { mobile: fresh.mobile, password: fresh.password, token, sign };
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

/** A stored (uncompressed) zip of {name: text} parts, as an XLSX is. */
export function makeZip(parts) {
  const { crc32 } = zlibModule;
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const nameBuf = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A one-sheet XLSX of rows (arrays of strings): header and first column as shared strings, the rest inline. */
export function makeXlsx(rows) {
  const esc = (s) => String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const shared = [];
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const cells = rows.map((row, r) => `<row r="${r + 1}">${row.map((v, c) => {
    const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
    if (r === 0 || c === 0) {
      shared.push(v);
      return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
    }
    return `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
  }).join('')}</row>`).join('');
  return makeZip({
    '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8"?><Types/>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook ${ns}><sheets><sheet name="名单" sheetId="1"/></sheets></workbook>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst ${ns}>${shared.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet ${ns}><sheetData>${cells}</sheetData></worksheet>`,
  });
}
