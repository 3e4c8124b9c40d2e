import { message as staticMessage } from 'antd';
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

export function toastError(text: string): void {
  void (bound ?? staticMessage).error({ content: text, duration: TOAST_SECONDS });
}

export function toastSuccess(text: string): void {
  void (bound ?? staticMessage).success({ content: text, duration: TOAST_SECONDS });
}
