import { API_CODE, isApiError } from '@/api/errors';
import { toastError } from '@/lib/toast';

/**
 * The request layer toasts most refusals itself but leaves -1000 and answers naming a field (-2 with data.field) to
 * the caller; these panels have no field to show them under, so the server's message is toasted here.
 */
export function showRefusal(error: unknown): void {
  if (isApiError(error) && error.kind === 'server' && (error.field || error.code === API_CODE.BUSINESS_ERROR)) {
    toastError(error.msg);
  }
}
