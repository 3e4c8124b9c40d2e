import { toastError, toastSuccess } from './toast';

/** Copies text to the clipboard and says so (`copied`), or says it could not (`failed`: the browser refused). */
export async function copyWithToast(text: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(copied);
  } catch {
    toastError(failed);
  }
}
