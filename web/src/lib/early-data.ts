import type { ApiEnvelope } from '@/api/errors';
import { earlyKey } from '@/config/early-requests';

/**
 * Answers index.html asked for before the app's JavaScript had loaded (config/early-requests.ts: the home banners,
 * the catalogue's first page, a course page's course, the test paper). The request layer (api/client) hands each out
 * once, to the first call with the same method, path and body; a missing, failed or refused one is `undefined` and
 * the call goes to the API as always (so its errors take the usual way). They were asked for with the session the
 * page opened with: when it changes, those not yet taken are dropped.
 */
type Envelope = { code?: number; data?: unknown } | null;

declare global {
  interface Window {
    __XJ_EARLY__?: Record<string, Promise<Envelope> | undefined>;
  }
}

/** The early answer to this call, once, or undefined (at once, without waiting, when there is none). */
export function takeEarlyAnswer<T>(method: string, path: string, body?: unknown): Promise<ApiEnvelope<T> | undefined> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__XJ_EARLY__;
  if (!early) return undefined;
  const key = earlyKey(method, path, body);
  const pending = early[key];
  if (!pending) return undefined;
  delete early[key];
  return pending.then((answer) =>
    answer?.code === 200 && answer.data !== undefined && answer.data !== null ? (answer as ApiEnvelope<T>) : undefined,
  );
}

/** Drops every early answer not yet taken (the session changed: they were asked for as someone else). */
export function forgetEarlyAnswers(): void {
  if (typeof window !== 'undefined') delete window.__XJ_EARLY__;
}
