import { useSyncExternalStore } from 'react';
import type { FormType } from './form-types';

/** Whether the login dialog is open, whether the user may close it, and the form it opens on. */
export type LoginDialogState = { open: boolean; mandatory: boolean; initialForm?: FormType };

let state: LoginDialogState = { open: false, mandatory: false };
const listeners = new Set<() => void>();

function set(next: LoginDialogState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openLoginDialog(options: { mandatory?: boolean; initialForm?: FormType } = {}): void {
  set({ open: true, mandatory: options.mandatory ?? false, initialForm: options.initialForm });
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
