import { API_CODE, isApiError } from '@/api/errors';
import { ACCOUNT_TEXT } from '../texts';

/** Where a server refusal shows on the accounts forms (spec 01 §5). */

export type FieldError = { field: string; message: string };

/** Words of a login message that concern the account rather than the password. */
const ACCOUNT_WORDS = ['未注册', '账号', '禁用', '用户', '权限'];

/** Login form: the server's field, the captcha for -5, else the account/password rule. */
export function loginFieldError(error: unknown): FieldError | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const message = error.msg;
  if (error.field === 'phone' || error.field === 'password' || error.field === 'code') return { field: error.field, message };
  if (error.code === API_CODE.CAPTCHA_WRONG) return { field: 'code', message };
  if (error.code !== API_CODE.BUSINESS_ERROR && error.code !== API_CODE.VALIDATION_FAILED) return null;
  return { field: ACCOUNT_WORDS.some((word) => message.includes(word)) ? 'phone' : 'password', message };
}

/** The answer asks for the image captcha: a -5, or a -1000 with data.captchaRequired. */
export function needsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === API_CODE.CAPTCHA_WRONG) return true;
  const data = error.response?.data;
  return typeof data === 'object' && data !== null && (data as { captchaRequired?: unknown }).captchaRequired === true;
}

const SERVER_FIELD_ALIASES: Record<string, string> = { account: 'mobile', code: 'mobileCode', phone: 'mobile' };

/**
 * Register and forgot-password step 1 (fields mobile, mobileCode). A named field wins; the 60-second
 * message belongs to the code; else a send failure shows under the phone, a check failure under the code.
 */
export function smsFormFieldError(error: unknown, step: 'send' | 'check'): FieldError | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  if (error.code !== API_CODE.BUSINESS_ERROR && error.code !== API_CODE.VALIDATION_FAILED) return null;
  const message = error.msg;
  if (message === ACCOUNT_TEXT.sms.rateMessage) return { field: 'mobileCode', message };
  const named = error.field ? (SERVER_FIELD_ALIASES[error.field] ?? error.field) : undefined;
  if (named) return { field: named, message };
  return { field: step === 'send' ? 'mobile' : 'mobileCode', message };
}

/**
 * Account page and mobile change: a -1000 / -2 refusal shows under the server's field when the form has
 * it, else under the field its message belongs to (`byMessage`), else under `fallback`.
 */
export function settingsFieldError(
  error: unknown,
  fields: readonly string[],
  fallback: string,
  byMessage: Record<string, string> = {},
): FieldError | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  if (error.code !== API_CODE.BUSINESS_ERROR && error.code !== API_CODE.VALIDATION_FAILED) return null;
  const message = error.msg;
  const named = error.field ? (SERVER_FIELD_ALIASES[error.field] ?? error.field) : undefined;
  if (error.field && fields.includes(error.field)) return { field: error.field, message };
  if (named && fields.includes(named)) return { field: named, message };
  return { field: byMessage[message] ?? fallback, message };
}
