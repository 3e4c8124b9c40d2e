import { useSyncExternalStore } from 'react';

/** Whether the activation dialog is open; any page that mounts <ActivationDialog /> can open it. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  listeners.forEach((listener) => listener());
}

export const openActivationDialog = (): void => set(true);
export const closeActivationDialog = (): void => set(false);

export function useActivationDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
