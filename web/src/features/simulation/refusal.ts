import type { FormInstance } from 'antd';
import { isApiError } from '@/api/errors';
import { tellRefusal } from '@/lib/refusal';

/** A refusal under the form's field it names (the form's fields are named as the call's body), else told. */
export function showRefusal(error: unknown, form: FormInstance, fields: readonly string[]): void {
  if (isApiError(error) && error.kind === 'server' && error.field && fields.includes(error.field)) {
    form.setFields([{ name: error.field, errors: [error.msg] }]);
    return;
  }
  tellRefusal(error);
}
