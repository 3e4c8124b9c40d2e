import { useEffect, useState } from 'react';

/** When the page opened: the first time anything asked (the site layout's first render). */
let openedAt: number | undefined;

export function pageOpenedAt(): number {
  openedAt ??= Date.now();
  return openedAt;
}

/** Tests only: the next render counts as a fresh page open. */
export function resetPageOpen(): void {
  openedAt = undefined;
}

function elapsed(delayMs: number): boolean {
  return delayMs <= 0 || Date.now() - pageOpenedAt() >= delayMs;
}

/**
 * True once `delayMs` have passed since the page opened. A component mounted later (a new page of the same
 * visit) is ready at once; one mounted earlier waits only for the rest.
 */
export function useAfterPageOpen(delayMs: number): boolean {
  const [ready, setReady] = useState(() => elapsed(delayMs));
  useEffect(() => {
    if (ready) return undefined;
    const timer = setTimeout(() => setReady(true), Math.max(0, pageOpenedAt() + delayMs - Date.now()));
    return () => clearTimeout(timer);
  }, [ready, delayMs]);
  return ready || elapsed(delayMs);
}
