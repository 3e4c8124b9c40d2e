import type { RuleObject } from 'antd/es/form';
import { SETTINGS_TEXT } from '../account-texts';
import { ACCOUNT_TEXT } from '../texts';

/** Spec 01 §5 as pure functions: each returns the message to show, or null when the value passes. */

const V = ACCOUNT_TEXT.validation;

export const PHONE_LENGTH = 11;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const SMS_CODE_MIN = 4;
export const SMS_CODE_MAX = 6;

const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export type Message = string | null;

/** Phone input is stripped of spaces and every other non-digit. */
export function stripPhone(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function validatePhone(value: unknown, form: 'login' | 'other' = 'other'): Message {
  const phone = stripPhone(value);
  if (phone === '') return form === 'login' ? V.phoneRequiredLogin : V.phoneRequired;
  return PHONE_PATTERN.test(phone) ? null : V.phoneInvalid;
}

/** The login form only checks that a password was typed. */
export function validateLoginPassword(value: unknown): Message {
  return text(value) === '' ? V.passwordRequiredLogin : null;
}

/** 8–20 characters, no spaces, at least two kinds among letters, digits and punctuation. */
export function validatePassword(value: unknown): Message {
  const password = text(value);
  if (password === '') return V.passwordRequired;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || /\s/.test(password)) return V.passwordRule;
  if (!/^[\x21-\x7e]+$/.test(password)) return V.passwordRule;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  return kinds >= 2 ? null : V.passwordRule;
}

export function validateRepeatPassword(value: unknown, password: unknown): Message {
  const repeat = text(value);
  if (repeat === '') return V.passwordRequired;
  return repeat === text(password) ? null : V.repeatMismatch;
}

export function validateSmsCode(value: unknown, form: 'register' | 'forget' = 'register'): Message {
  const code = text(value);
  if (code === '') return form === 'forget' ? V.smsRequiredForget : V.smsRequired;
  return code.length >= SMS_CODE_MIN && code.length <= SMS_CODE_MAX ? null : V.smsLength;
}

/** Spec 01 §9: a name is under 20 characters. */
export const NAME_MAX = 19;

export function validateName(value: unknown): Message {
  const name = text(value);
  if (name === '') return SETTINGS_TEXT.name.required;
  return [...name].length > NAME_MAX ? SETTINGS_TEXT.name.tooLong : null;
}

export function validateCaptcha(value: unknown): Message {
  return text(value) === '' ? V.captchaRequired : null;
}

export function validateAgreement(value: unknown): Message {
  return value === true ? null : V.agreementRequired;
}

/** Wraps a validator as an antd rule (the message shows under the field). */
export function rule(check: (value: unknown) => Message): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const message = check(value);
      if (message) throw new Error(message);
    },
  };
}
