import { buildUrl } from '@/api/client';
import { ApiError, ERROR_TEXT, FIXED_ERROR_TEXT, isSuccessCode, type ApiEnvelope } from '@/api/errors';
import { env } from '@/config/env';

/** Exports can take longer than a list call: up to 50,000 rows are written on the server. */
export const EXPORT_TIMEOUT_MS = 120_000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 5987, percent-encoded UTF-8) first,
 * then a plain `filename="…"`, else `fallback`. Path separators are dropped.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (disposition) {
    const extended = /filename\*\s*=\s*([^;]+)/i.exec(disposition);
    if (extended) {
      const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
      // charset'language'percent-encoded-value
      const parts = /^[^']*'[^']*'(.*)$/.exec(value);
      const encoded = parts ? parts[1] : value;
      try {
        const name = decodeURIComponent(encoded);
        if (name) return safeName(name);
      } catch {
        // a malformed escape: try the plain name
      }
    }
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
    const name = plain ? (plain[2] ?? plain[1]).trim() : '';
    if (name) return safeName(name);
  }
  return fallback;
}

function safeName(name: string): string {
  return name.replace(/[\\/]/g, '_');
}

/** Saves a Blob under `name` through an `<a download>` (the browser's own save). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

async function failureOf(response: Response): Promise<ApiError> {
  let envelope: ApiEnvelope | undefined;
  try {
    const body = (await response.json()) as Partial<ApiEnvelope> | null;
    if (body && typeof body.code === 'number') {
      envelope = { code: body.code, msg: body.msg ?? '', data: body.data ?? null, extend: body.extend ?? null };
    }
  } catch {
    envelope = undefined;
  }
  const code = envelope?.code ?? response.status;
  const msg = envelope?.msg || FIXED_ERROR_TEXT[code] || ERROR_TEXT.fallback;
  return new ApiError({ code, msg, kind: 'server', response: envelope });
}

/**
 * POSTs `body` to `<path>/export` with the session cookie (as the request layer sends it) and resolves the file:
 * its Blob and the server's file name. A JSON envelope (a refusal) or another failure rejects with an ApiError whose
 * `msg` is the server's message.
 */
export async function fetchExport(
  path: string,
  body: unknown,
  fallbackName = '导出.xlsx',
): Promise<{ blob: Blob; name: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(EXPORT_TIMEOUT_MS, env.requestTimeoutMs));
  let response: Response;
  try {
    response = await fetch(buildUrl(`${path}/export`), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: `${XLSX_TYPE}, application/json` },
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    const timedOut = controller.signal.aborted;
    throw new ApiError({ code: 0, msg: timedOut ? ERROR_TEXT.timeout : ERROR_TEXT.network, kind: timedOut ? 'timeout' : 'network' });
  }
  try {
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || type.includes('json')) {
      const error = await failureOf(response);
      // A JSON answer with a success code is not a file either.
      if (isSuccessCode(error.code)) throw new ApiError({ code: -1, msg: ERROR_TEXT.fallback, kind: 'server' });
      throw error;
    }
    const blob = await response.blob();
    return { blob, name: fileNameOf(response.headers.get('Content-Disposition'), fallbackName) };
  } finally {
    clearTimeout(timer);
  }
}
