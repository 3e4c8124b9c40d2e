import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { check, formPathOf, inputOf, refusalPathOf } from './belt-rules';

describe('belt rules', () => {
  it('counts characters as a person does, after trimming', () => {
    expect(check.name(' 东莞 ')).toBeNull();
    expect(check.name('东')).toBe('产业带名称应为 2–30 个字');
    expect(check.name('东'.repeat(31))).toBe('产业带名称应为 2–30 个字');
    expect(check.name('😀😀')).toBeNull();
  });

  it('takes 1–8 industries of at most 12 characters, without repeats', () => {
    const message = '请填写 1–8 个主导产业，每个不超过 12 个字';
    expect(check.industries(['智能制造'])).toBeNull();
    expect(check.industries([])).toBe(message);
    expect(check.industries(undefined)).toBe(message);
    expect(check.industries(Array.from({ length: 9 }, (_, i) => `产业${i}`))).toBe(message);
    expect(check.industries(['产'.repeat(13)])).toBe(message);
    expect(check.industries(['服装', ' 服装 '])).toBe(message);
    expect(check.industries(['  '])).toBe(message);
  });

  it('sends trimmed values, with the sign only when editing', () => {
    const values = { province: '44', name: ' 东莞智能制造产业带 ', industries: ['智能制造 '], summary: ' ', courseKeyword: '制造', enterprises: [{ name: ' 松山湖智造 ' }] };
    expect(inputOf(values, null)).toEqual({
      province: '44',
      name: '东莞智能制造产业带',
      industries: ['智能制造'],
      summary: '',
      courseKeyword: '制造',
      enterprises: [{ name: '松山湖智造', description: '' }],
    });
    expect(inputOf(values, 'b1')).toMatchObject({ sign: 'b1', province: '44' });
    expect('sign' in inputOf(values, null)).toBe(false);
  });

  it('finds the form field the server names', () => {
    expect(formPathOf('name')).toEqual(['name']);
    expect(formPathOf('enterprises[2].name')).toEqual(['enterprises', 2, 'name']);
    expect(formPathOf('enterprises.0.description')).toEqual(['enterprises', 0, 'description']);
    expect(formPathOf('sign')).toBeNull();
    expect(formPathOf('code')).toBeNull();
  });

  it('puts 该省份已有同名产业带 under the name and leaves 产业带不存在 to a toast', () => {
    const refusal = (code: number, msg: string, field?: string) => new ApiError({ code, msg, kind: 'server', field });
    expect(refusalPathOf(refusal(-1000, '该省份已有同名产业带'))).toEqual(['name']);
    expect(refusalPathOf(refusal(-2, '合作企业最多 20 家', 'enterprises'))).toEqual(['enterprises']);
    expect(refusalPathOf(refusal(-1000, '产业带不存在'))).toBeNull();
    expect(refusalPathOf(new Error('x'))).toBeNull();
  });
});
