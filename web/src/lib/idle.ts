/** How long a task waits for an idle moment at most: on a busy page it still runs, a little later. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once, when the browser is next idle (or after `timeoutMs` at the latest); returns the cancel, for an
 * effect's clean-up. For work a user is likely to need next, such as the code of a dialog they are about to open.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay after the page's own work.
  const handle = window.setTimeout(task, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(handle);
}
