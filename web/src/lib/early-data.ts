/**
 * Answers index.html asked for before the app's JavaScript had loaded (vite.config.ts, earlyHomeData: on `/` and
 * `/home` the home banners, the page's largest paint). Each is handed out once; a missing, failed or refused one is
 * `undefined` and the caller asks the API itself, through the request layer as always.
 */
type Envelope = { code?: number; data?: unknown } | null;

declare global {
  interface Window {
    __XJ_EARLY__?: Record<string, Promise<Envelope> | undefined>;
  }
}

export async function takeEarlyData<T>(path: string): Promise<T | undefined> {
  const early = typeof window === 'undefined' ? undefined : window.__XJ_EARLY__;
  const pending = early?.[path];
  if (!pending) return undefined;
  delete early[path];
  const answer = await pending;
  return answer?.code === 200 && answer.data !== undefined && answer.data !== null ? (answer.data as T) : undefined;
}
