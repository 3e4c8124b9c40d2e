// Sending the requests the authorization table (security-matrix.table.mjs) describes, shared by the matrix and the
// bad-input sweep (issue 13).
import { freshIp } from './accounts.mjs';
import { multipartForm } from './images.mjs';
import { api } from './server.mjs';

/** Builds the request of a table entry's req(x) spec (or `spec` when given) and sends it; returns the answer. */
export async function sendCell(server, entry, route, x, spec = null) {
  const s = spec ?? (await entry.req(x));
  return sendSpec(server, route, s, s.token !== undefined ? s.token : x.token);
}

/** Sends a request spec {method?, path?, query?, body?, form?, raw?, rawBody?} of `route` with `token`. */
export function sendSpec(server, route, spec, token) {
  const method = spec.method ?? route.method;
  let p = spec.path ?? route.path;
  if (spec.query) p += `?${new URLSearchParams(spec.query)}`;
  if (spec.rawQuery) p += `?${spec.rawQuery}`;
  const headers = { 'x-forwarded-for': freshIp() };
  if (token) headers.cookie = `token=${token}`;
  let body;
  if (spec.form) {
    const f = multipartForm(spec.form.fields, spec.form.file);
    body = f.body;
    headers['content-type'] = f.contentType;
  } else if (spec.raw) {
    body = spec.raw.bytes;
    headers['content-type'] = spec.raw.type;
  } else if (spec.rawBody !== undefined) {
    body = Buffer.from(spec.rawBody);
    headers['content-type'] = 'application/json';
  } else if (spec.body !== undefined) {
    body = spec.body;
  } else if (method !== 'GET' && method !== 'DELETE') {
    body = {};
  }
  return api(server, method, p, body, headers);
}

/** Runs fn over items, n at a time. */
export async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await fn(item);
    }
  }));
}

