import type { FormInstance } from 'antd';
import type { FieldError } from './field-errors';

type ErrorFields = { name: (string | number)[] }[];

/** Spec 01 §2.6: focus goes to the first invalid of phone, password, code (then any other field). */
export function focusFirstInvalid(form: FormInstance, errorFields: ErrorFields, order: readonly string[]): void {
  const invalid = errorFields.map((item) => String(item.name[0]));
  const first = order.find((name) => invalid.includes(name)) ?? invalid[0];
  if (first) focusField(form, first);
}

export function focusField(form: FormInstance, name: string): void {
  const instance = form.getFieldInstance(name) as { focus?: () => void } | undefined;
  instance?.focus?.();
}

/** Shows a server message under its field and focuses it. */
export function showFieldError(form: FormInstance, placed: FieldError | null): boolean {
  if (!placed) return false;
  form.setFields([{ name: placed.field, errors: [placed.message] }]);
  focusField(form, placed.field);
  return true;
}

/** True when antd's validateFields rejected with field errors (not a programming error). */
export function isValidationFailure(error: unknown): error is { errorFields: ErrorFields } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { errorFields?: unknown }).errorFields);
}
