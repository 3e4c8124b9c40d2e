import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptWithForge, encryptWithWebCrypto } from './encrypt';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the server does: OpenSSL RSA-OAEP with SHA-256 for the digest and MGF1. */
function decrypt(base64: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

const PASSWORDS = ['xuejing2026', 'P@ss w0rd!', '密码abc123'];

describe('password encryption', () => {
  it.each(PASSWORDS)('Web Crypto output of %j decrypts on the server side', async (plain) => {
    const sealed = await encryptWithWebCrypto(webcrypto.subtle as SubtleCrypto, publicKey, plain);
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(sealed, 'base64')).toHaveLength(256);
    expect(decrypt(sealed)).toBe(plain);
  });

  it.each(PASSWORDS)('node-forge output of %j decrypts on the server side', async (plain) => {
    const sealed = await encryptWithForge(publicKey, plain);
    expect(Buffer.from(sealed, 'base64')).toHaveLength(256);
    expect(decrypt(sealed)).toBe(plain);
  });

  it('never sends the same ciphertext twice (OAEP is randomised)', async () => {
    const first = await encryptWithForge(publicKey, 'abcd1234');
    const second = await encryptWithWebCrypto(webcrypto.subtle as SubtleCrypto, publicKey, 'abcd1234');
    expect(first).not.toBe(second);
    expect(decrypt(first)).toBe(decrypt(second));
  });
});
