import { useSyncExternalStore } from 'react';

/** Phone width (docs/admin.md "Screens"): the side menu becomes a drawer behind a menu button, drawers fill the width. */
export const PHONE_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is phone-wide now (followed as it changes). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
