import { useSyncExternalStore } from 'react';

/** Whether the login dialog is open, and whether the user may close it. */
export type LoginDialogState = { open: boolean; mandatory: boolean };

let state: LoginDialogState = { open: false, mandatory: false };
const listeners = new Set<() => void>();

function set(next: LoginDialogState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openLoginDialog(options: { mandatory?: boolean } = {}): void {
  set({ open: true, mandatory: options.mandatory ?? false });
}

export function closeLoginDialog(): void {
  set({ open: false, mandatory: false });
}

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
