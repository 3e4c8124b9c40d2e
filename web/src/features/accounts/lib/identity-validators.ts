import { IDENTITY_TEXT } from '../identity-texts';
import type { Message } from './validators';

/** The identity forms' rules (spec 01 §5, docs/accounts.md): each returns the message, or null. */

const V = IDENTITY_TEXT.validation;

export type IdentityKind = 'student' | 'teacher';

/** Names are under 20 characters; numbers at most 20. */
export const REAL_NAME_MAX = 19;
export const NUMBER_MAX = 20;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function validateSchool(value: unknown, kind: IdentityKind): Message {
  return text(value) === '' ? (kind === 'student' ? V.schoolStudent : V.schoolTeacher) : null;
}

/** Nothing typed: 请输入姓名; only spaces: 姓名不能为空; 20 characters or more: 姓名过长. */
export function validateRealName(value: unknown): Message {
  const raw = typeof value === 'string' ? value : '';
  if (raw === '') return V.realNameRequired;
  const name = raw.trim();
  if (name === '') return V.nameEmpty;
  return [...name].length > REAL_NAME_MAX ? V.nameTooLong : null;
}

export function validateNumber(value: unknown, kind: IdentityKind): Message {
  const number = text(value);
  if (number === '') return kind === 'student' ? V.studentIdRequired : V.staffIdRequired;
  if (number.length > NUMBER_MAX) return kind === 'student' ? V.studentIdTooLong : V.staffIdTooLong;
  return null;
}

/** The captcha field is the login form's (validateCaptcha, 请输入验证码); kept here for the table test. */
export function validateIdentityCaptcha(value: unknown): Message {
  return text(value) === '' ? V.captchaRequired : null;
}
