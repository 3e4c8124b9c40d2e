import type { FormInstance } from 'antd';
import { API_CODE, isApiError } from '@/api/errors';
import { toastError } from '@/lib/toast';

/**
 * The request layer toasts most refusals itself but leaves -1000 (the rules' messages, 页面已过期，请刷新后重试) and
 * answers naming a field to the caller: a panel without that field toasts the server's words here.
 */
export function tellRefusal(error: unknown): void {
  if (isApiError(error) && error.kind === 'server' && (error.field || error.code === API_CODE.BUSINESS_ERROR)) {
    toastError(error.msg);
  }
}

/** A refusal under the form's field it names (the form's fields are named as the call's body), else told. */
export function showRefusal(error: unknown, form: FormInstance, fields: readonly string[]): void {
  if (isApiError(error) && error.kind === 'server' && error.field && fields.includes(error.field)) {
    form.setFields([{ name: error.field, errors: [error.msg] }]);
    return;
  }
  tellRefusal(error);
}
