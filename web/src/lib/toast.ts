import type { MessageInstance } from 'antd/es/message/interface';

/** Spec 01 §9: toasts last 1.5 seconds. */
export const TOAST_SECONDS = 1.5;

let bound: MessageInstance | null = null;

/** Lets code outside React toast through the themed message API of antd's <App>. */
export function bindToast(instance: MessageInstance): () => void {
  bound = instance;
  return () => {
    if (bound === instance) bound = null;
  };
}

/**
 * Toasts go to the <App> bound here: the toast root's (components/toast-root.tsx, mounted with the first toast, since
 * the home page is built without antd), which never unmounts, so a toast outlives the page that raised it.
 */
function show(kind: 'error' | 'success', text: string): void {
  const options = { content: text, duration: TOAST_SECONDS };
  if (bound) {
    void bound[kind](options);
    return;
  }
  void import('@/components/toast-root')
    .then(({ ensureToastRoot }) => ensureToastRoot())
    .then(() => {
      if (bound) void bound[kind](options);
    });
}

export function toastError(text: string): void {
  show('error', text);
}

export function toastSuccess(text: string): void {
  show('success', text);
}
