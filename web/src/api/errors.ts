/** The error catalogue of spec 01 §8: what each answer code means to the user interface. */

export type ApiEnvelope<T = unknown> = {
  code: number;
  msg: string;
  data: T;
  extend: unknown;
};

export const API_CODE = {
  OK: 200,
  OK_LEGACY: 1,
  NOT_LOGGED_IN: -1001,
  RELOAD_LOGIN_INFO: -1002,
  NEEDS_AUTHENTICATION: 301,
  REDIRECT: 302,
  BUSINESS_ERROR: -1000,
  SILENT: 999,
  NO_PERMISSION: -6,
  FAILED: -1,
  VALIDATION_FAILED: -2,
  INSERT_FAILED: -3,
  DUPLICATE_SUBMIT: -4,
  CAPTCHA_WRONG: -5,
  BUSY: -9999,
} as const;

export const ERROR_TEXT = {
  fallback: '请求失败，请稍后重试',
  timeout: '请求超时，请检查网络是否连接正常',
  network: '请求失败，请检查网络是否已连接',
  throttled: '您的请求过于频繁，请稍后重试',
} as const;

/** Codes whose toast text is fixed, whatever the server says. */
export const FIXED_ERROR_TEXT: Readonly<Record<number, string>> = {
  [API_CODE.NO_PERMISSION]: '您没有权限访问!',
  [API_CODE.FAILED]: '请求失败，请稍后重试',
  [API_CODE.VALIDATION_FAILED]: '校验未通过',
  [API_CODE.INSERT_FAILED]: '插入数据异常',
  [API_CODE.DUPLICATE_SUBMIT]: '请勿重复提交',
  [API_CODE.CAPTCHA_WRONG]: '验证码错误!',
  [API_CODE.BUSY]: '系统繁忙,请稍后重试!',
};

/** Codes that reject without a toast (the caller or a form decides what to show). */
const SILENT_CODES: ReadonlySet<number> = new Set([
  API_CODE.NOT_LOGGED_IN,
  API_CODE.RELOAD_LOGIN_INFO,
  API_CODE.NEEDS_AUTHENTICATION,
  API_CODE.BUSINESS_ERROR,
  API_CODE.SILENT,
]);

export function isSuccessCode(code: number): boolean {
  return code === API_CODE.OK || code === API_CODE.OK_LEGACY;
}

export type ApiErrorKind = 'server' | 'timeout' | 'network' | 'throttled';

/** Every failed call rejects with this; `response` is the whole answer when there was one. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly field?: string;
  readonly kind: ApiErrorKind;
  readonly response?: ApiEnvelope;

  constructor(init: { code: number; msg: string; kind: ApiErrorKind; field?: string; response?: ApiEnvelope }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    this.field = init.field;
    this.response = init.response;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** For calls whose failure the page shows itself (silent calls): the server's words, or `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.msg ? error.msg : fallback;
}

/** What the client must do with a failed answer. */
export type FailureAction =
  | { type: 'toast'; text: string }
  | { type: 'field'; field: string }
  | { type: 'login' }
  | { type: 'reloadLoginInfo' }
  | { type: 'redirect'; href: string }
  | { type: 'none' };

function fieldOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'field' in data) {
    const field = (data as { field: unknown }).field;
    if (typeof field === 'string' && field !== '') return field;
  }
  return undefined;
}

/** Codes whose answer may name the form field that should show the message (docs/accounts.md). */
const FIELD_CODES: ReadonlySet<number> = new Set([
  API_CODE.VALIDATION_FAILED,
  API_CODE.BUSINESS_ERROR,
  API_CODE.CAPTCHA_WRONG,
]);

export function fieldOfEnvelope(envelope: ApiEnvelope): string | undefined {
  return FIELD_CODES.has(envelope.code) ? fieldOf(envelope.data) : undefined;
}

/** The one code → UI decision for an answer that is not a success. */
export function describeFailure(envelope: ApiEnvelope): FailureAction {
  const { code, msg } = envelope;
  if (code === API_CODE.NOT_LOGGED_IN) return { type: 'login' };
  if (code === API_CODE.RELOAD_LOGIN_INFO) return { type: 'reloadLoginInfo' };
  if (code === API_CODE.REDIRECT) return msg ? { type: 'redirect', href: msg } : { type: 'none' };
  if (SILENT_CODES.has(code)) return { type: 'none' };
  const field = fieldOfEnvelope(envelope);
  if (field) return { type: 'field', field };
  const fixed = FIXED_ERROR_TEXT[code];
  if (fixed) return { type: 'toast', text: fixed };
  return { type: 'toast', text: msg || ERROR_TEXT.fallback };
}
