import { describe, expect, it } from 'vitest';
import {
  stripPhone,
  validateAgreement,
  validateCaptcha,
  validateLoginPassword,
  validateName,
  validatePassword,
  validatePhone,
  validateRepeatPassword,
  validateSmsCode,
} from './validators';

const RULE = '密码必须是8-20位字母、数字和标点符号(除空格)至少包含2种';

describe('stripPhone', () => {
  it.each([
    ['138 0000 0001', '13800000001'],
    ['138-0000-0001', '13800000001'],
    ['+86 abc 1', '861'],
    [undefined, ''],
  ])('%s → %s', (input, expected) => expect(stripPhone(input)).toBe(expected));
});

describe('validatePhone', () => {
  it.each([
    ['', 'other', '请输入手机号'],
    ['', 'login', '请输入手机号码'],
    [undefined, 'login', '请输入手机号码'],
    ['  ', 'other', '请输入手机号'],
    ['12800000001', 'other', '请输入正确的手机号'],
    ['1380000000', 'login', '请输入正确的手机号'],
    ['138000000012', 'other', '请输入正确的手机号'],
    ['23800000001', 'other', '请输入正确的手机号'],
    ['138 0000 0001', 'login', null],
    ['19912345678', 'other', null],
  ] as const)('%j on the %s form → %s', (value, form, expected) => expect(validatePhone(value, form)).toBe(expected));
});

describe('validatePassword', () => {
  it.each([
    ['', '密码不能为空'],
    ['   ', '密码不能为空'],
    ['abc123', RULE],
    ['abcdefgh', RULE],
    ['12345678', RULE],
    ['!!!!!!!!', RULE],
    ['abcd 1234', RULE],
    ['a1'.repeat(10) + 'x', RULE],
    ['密码密码密码12', RULE],
    ['abcd1234', null],
    ['  abcd1234  ', null],
    ['1234!!!!', null],
    ['xuejing2026', null],
    ['a1'.repeat(10), null],
  ])('%j → %s', (value, expected) => expect(validatePassword(value)).toBe(expected));
});

describe('validateLoginPassword', () => {
  it.each([
    ['', '请输入密码'],
    [' ', '请输入密码'],
    ['x', null],
  ])('%j → %s', (value, expected) => expect(validateLoginPassword(value)).toBe(expected));
});

describe('validateRepeatPassword', () => {
  it.each([
    ['', 'abcd1234', '密码不能为空'],
    ['abcd1235', 'abcd1234', '两次密码输入不一致'],
    ['abcd1234 ', 'abcd1234', null],
  ])('%j against %j → %s', (value, password, expected) =>
    expect(validateRepeatPassword(value, password)).toBe(expected));
});

describe('validateSmsCode', () => {
  it.each([
    ['', 'register', '验证码不能为空'],
    ['', 'forget', '请输入短信验证码'],
    ['123', 'register', '请输入正确的验证码'],
    ['1234567', 'forget', '请输入正确的验证码'],
    ['1234', 'register', null],
    ['123456', 'forget', null],
  ] as const)('%j on %s → %s', (value, form, expected) => expect(validateSmsCode(value, form)).toBe(expected));
});

describe('captcha and agreement', () => {
  it.each([
    ['', '请输入验证码'],
    ['ab12', null],
  ])('captcha %j → %s', (value, expected) => expect(validateCaptcha(value)).toBe(expected));

  it.each([
    [false, '请先阅读并同意协议'],
    [undefined, '请先阅读并同意协议'],
    [true, null],
  ])('agreement %j → %s', (value, expected) => expect(validateAgreement(value)).toBe(expected));
});

describe('validateName (spec 01 §5: required, under 20)', () => {
  it.each([
    ['', '姓名不能为空'],
    ['   ', '姓名不能为空'],
    [undefined, '姓名不能为空'],
    ['张三', null],
    ['一'.repeat(19), null],
    ['一'.repeat(20), '姓名过长'],
    [' 张三 ', null],
  ])('%s → %s', (input, expected) => expect(validateName(input)).toBe(expected));
});
