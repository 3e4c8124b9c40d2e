import { describe, expect, it } from 'vitest';
import { activationCodeError } from './activation-rules';

describe('activationCodeError (spec 01 §5)', () => {
  it('requires a code', () => {
    expect(activationCodeError('')).toBe('激活码不能为空');
    expect(activationCodeError('   ')).toBe('激活码不能为空');
    expect(activationCodeError(undefined)).toBe('激活码不能为空');
  });

  it('wants exactly 16 letters or digits', () => {
    expect(activationCodeError('XJDEMO2026CODE0')).toBe('兑换码必须是16位字母或数字');
    expect(activationCodeError('XJDEMO2026CODE011')).toBe('兑换码必须是16位字母或数字');
    expect(activationCodeError('XJDEMO2026-ODE01')).toBe('兑换码必须是16位字母或数字');
    expect(activationCodeError('XJDEMO2026CODE01')).toBeNull();
    expect(activationCodeError('xjdemo2026code01')).toBeNull();
  });
});
