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
function show(kind: 'error' | 'success', text: string): Promise<void> {
  const options = { content: text, duration: TOAST_SECONDS };
  // antd's message answers a thenable settled when the toast closes (settled at once when there is none).
  const closed = (instance: MessageInstance): Promise<void> =>
    new Promise((done) => {
      const shown: PromiseLike<unknown> | undefined = instance[kind](options);
      if (shown && typeof shown.then === 'function') shown.then(() => done());
      else done();
    });
  if (bound) return closed(bound);
  return import('@/components/toast-root')
    .then(({ ensureToastRoot }) => ensureToastRoot())
    .then(() => (bound ? closed(bound) : undefined));
}

export function toastError(text: string): void {
  void show('error', text);
}

export function toastSuccess(text: string): void {
  void show('success', text);
}

/**
 * A success toast, and a promise settled once it has been shown for its 1.5 seconds: what to wait for before leaving
 * the page (解绑成功，即将前往首页). The first toast of a page mounts the toast root first, which on a slow device takes
 * longer than the toast itself; a timer started beside the toast would leave before it was ever seen.
 */
export function toastSuccessShown(text: string): Promise<void> {
  return show('success', text);
}
