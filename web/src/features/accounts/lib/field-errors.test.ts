import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { loginFieldError, needsCaptcha, smsFormFieldError } from './field-errors';

function serverError(code: number, msg: string, data: unknown = null): ApiError {
  const field = data && typeof data === 'object' && 'field' in data ? String((data as { field: string }).field) : undefined;
  return new ApiError({ code, msg, kind: 'server', field, response: { code, msg, data, extend: null } });
}

describe('loginFieldError', () => {
  it.each([
    [-1000, '该账号未注册', null, 'phone'],
    [-1000, '账号已被禁用', null, 'phone'],
    [-1000, '用户不存在', null, 'phone'],
    [-1000, '您没有权限登录', null, 'phone'],
    [-1000, '手机号或密码错误', null, 'password'],
    [-1000, '账号已被锁定，请15分钟后再试', { field: 'phone' }, 'phone'],
    [-1000, '手机号或密码错误', { field: 'password' }, 'password'],
    [-1000, '请输入验证码', { field: 'code', captchaRequired: true }, 'code'],
    [-5, '验证码错误!', null, 'code'],
    [-2, '请输入正确的手机号', { field: 'phone' }, 'phone'],
  ])('%i %s → %s', (code, msg, data, field) => {
    expect(loginFieldError(serverError(code, msg, data))).toEqual({ field, message: msg });
  });

  it('leaves other failures to the request layer', () => {
    expect(loginFieldError(serverError(-9999, '系统繁忙'))).toBeNull();
    expect(loginFieldError(new ApiError({ code: 0, msg: 'x', kind: 'network' }))).toBeNull();
    expect(loginFieldError(new Error('x'))).toBeNull();
  });
});

describe('needsCaptcha', () => {
  it.each([
    [serverError(-5, '验证码错误!'), true],
    [serverError(-1000, '请输入验证码', { field: 'code', captchaRequired: true }), true],
    [serverError(-1000, '手机号或密码错误', { field: 'password' }), false],
    [new Error('x'), false],
  ])('%#', (error, expected) => expect(needsCaptcha(error)).toBe(expected));
});

describe('smsFormFieldError', () => {
  it.each([
    [serverError(-1000, '该手机号未注册'), 'send', 'mobile'],
    [serverError(-1000, '每60秒只能发送一次验证码'), 'send', 'mobileCode'],
    [serverError(-1000, '每60秒只能发送一次验证码', { field: 'mobile' }), 'send', 'mobileCode'],
    [serverError(-1000, '验证码错误或已失效'), 'check', 'mobileCode'],
    [serverError(-1000, '验证码错误或已失效', { field: 'code' }), 'check', 'mobileCode'],
    [serverError(-1000, '该手机号已注册', { field: 'mobile' }), 'check', 'mobile'],
    [serverError(-2, '请输入正确的手机号', { field: 'account' }), 'check', 'mobile'],
  ] as const)('%# → %s', (error, step, field) => {
    expect(smsFormFieldError(error, step)).toEqual({ field, message: error.msg });
  });

  it('leaves toasts and network failures alone', () => {
    expect(smsFormFieldError(serverError(-9999, '系统繁忙'), 'send')).toBeNull();
  });
});
