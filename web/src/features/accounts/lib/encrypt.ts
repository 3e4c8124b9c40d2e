/**
 * Password transport (docs/accounts.md): base64 of RSA-OAEP with SHA-256 (and MGF1 SHA-256) under the
 * server's public key. Web Crypto where the page is a secure context, node-forge elsewhere.
 */

function pemBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function encryptWithWebCrypto(subtle: SubtleCrypto, pem: string, plain: string): Promise<string> {
  const key = await subtle.importKey('spki', base64ToBytes(pemBody(pem)), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const sealed = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return bytesToBase64(new Uint8Array(sealed));
}

export async function encryptWithForge(pem: string, plain: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  const key = forge.pki.publicKeyFromPem(pem);
  const sealed = key.encrypt(forge.util.encodeUtf8(plain), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(sealed);
}

/** The Web Crypto API, present only in secure contexts (HTTPS or localhost). */
function subtleCrypto(): SubtleCrypto | undefined {
  return globalThis.isSecureContext === false ? undefined : globalThis.crypto?.subtle;
}

export function encryptPassword(pem: string, plain: string): Promise<string> {
  const subtle = subtleCrypto();
  return subtle ? encryptWithWebCrypto(subtle, pem, plain) : encryptWithForge(pem, plain);
}
