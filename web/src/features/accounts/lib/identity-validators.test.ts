import { describe, expect, it } from 'vitest';
import { validateIdentityCaptcha, validateNumber, validateRealName, validateSchool } from './identity-validators';

describe('identity validators', () => {
  it.each([
    ['', 'student', '请选择学校'],
    ['', 'teacher', '请选择单位'],
    [undefined, 'teacher', '请选择单位'],
    ['1', 'student', null],
  ] as const)('school %j (%s) → %s', (value, kind, expected) => {
    expect(validateSchool(value, kind)).toBe(expected);
  });

  it.each([
    ['', '请输入姓名'],
    [undefined, '请输入姓名'],
    ['   ', '姓名不能为空'],
    ['李娜', null],
    ['一'.repeat(19), null],
    ['一'.repeat(20), '姓名过长'],
  ])('real name %j → %s', (value, expected) => {
    expect(validateRealName(value)).toBe(expected);
  });

  it.each([
    ['', 'student', '请输入学号'],
    ['', 'teacher', '工号不能为空'],
    ['2024010109', 'student', null],
    ['1'.repeat(20), 'teacher', null],
    ['1'.repeat(21), 'student', '学号不能超过20位'],
    ['1'.repeat(21), 'teacher', '工号不能超过20位'],
  ] as const)('number %j (%s) → %s', (value, kind, expected) => {
    expect(validateNumber(value, kind)).toBe(expected);
  });

  it.each([
    ['', '请输入验证码'],
    [' ', '请输入验证码'],
    ['ab12', null],
  ])('captcha %j → %s', (value, expected) => {
    expect(validateIdentityCaptcha(value)).toBe(expected);
  });
});
