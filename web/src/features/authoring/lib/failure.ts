import { isApiError } from '@/api/errors';
import { toastError } from '@/lib/toast';

/**
 * The request layer toasts most failures itself but leaves answers that name a field (-2 with data.field) to the
 * form; where no form field shows it, this toasts the server's message. Returns the field, if any.
 */
export function showFieldFailure(error: unknown): string | undefined {
  if (isApiError(error) && error.field) {
    toastError(error.msg);
    return error.field;
  }
  return undefined;
}

/** The step 1 form field that shows a server field (the three type signs share the cascader). */
export function formFieldOf(serverField: string): string {
  return serverField.startsWith('courseType') ? 'types' : serverField;
}
