import { constants, publicEncrypt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { freshMobile, lastSmsCode } from './accounts-helpers';

export const FRESH_PASSWORD = 'start2026';

/** What the browser does with a password: base64 of RSA-OAEP (SHA-256) with the server's key. */
export async function encryptFor(page: Page, plain: string): Promise<string> {
  const answer = await page.request.get('/api/v1/auth/publicKey');
  const { publicKey } = ((await answer.json()) as { data: { publicKey: string } }).data;
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString(
    'base64',
  );
}

/**
 * Registers a new user through the API with the page's cookie jar (so the page is then signed in as them);
 * account tests change their own user and never depend on one another.
 */
export async function registerFreshUser(page: Page): Promise<string> {
  const mobile = freshMobile();
  const sent = await page.request.post('/api/v1/baseVerify/sendCodeForMobile', { data: { mobile } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  const mobileCode = await lastSmsCode(page.request, mobile);
  const password = await encryptFor(page, FRESH_PASSWORD);
  const registered = await page.request.post('/api/v1/register', { data: { mobile, mobileCode, password, schoolCode: '' } });
  expect(((await registered.json()) as { code: number }).code).toBe(200);
  return mobile;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real size×size RGB PNG: a blue square with a diagonal orange stripe. */
export function makePng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // no filter
    for (let x = 0; x < size; x += 1) rows.push(...(Math.abs(x - y) < 6 ? [245, 140, 30] : [29, 91, 216]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
