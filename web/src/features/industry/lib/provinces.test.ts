import { describe, expect, it } from 'vitest';
import { isProvinceCode, PROVINCES, provinceCodeOf, provinceName, shortProvinceName } from './provinces';

describe('provinces', () => {
  it('lists the 34 provincial-level divisions once each, by their two-digit codes', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(34);
    expect(PROVINCES.every((p) => /^\d{2}$/.test(p.code))).toBe(true);
    expect(provinceName('33')).toBe('浙江省');
    expect(provinceName('81')).toBe('香港特别行政区');
    expect(provinceName('99')).toBeUndefined();
    expect(isProvinceCode('44')).toBe(true);
    expect(isProvinceCode('4')).toBe(false);
    expect(isProvinceCode(null)).toBe(false);
  });

  it('shortens names as the map data writes them', () => {
    expect(shortProvinceName('浙江省')).toBe('浙江');
    expect(shortProvinceName('广西壮族自治区')).toBe('广西');
    expect(shortProvinceName('新疆维吾尔自治区')).toBe('新疆');
    expect(shortProvinceName('宁夏回族自治区')).toBe('宁夏');
    expect(shortProvinceName('内蒙古自治区')).toBe('内蒙古');
    expect(shortProvinceName('西藏自治区')).toBe('西藏');
    expect(shortProvinceName('澳门特别行政区')).toBe('澳门');
    expect(shortProvinceName('北京市')).toBe('北京');
  });
});

describe('provinceCodeOf (a GeoJSON feature → the API code)', () => {
  it('reads the adcode, as a number or a string', () => {
    expect(provinceCodeOf({ adcode: 330000, name: '浙江省' })).toBe('33');
    expect(provinceCodeOf({ adcode: '440000' })).toBe('44');
    expect(provinceCodeOf({ adcode: 810000, name: '香港特别行政区' })).toBe('81');
  });

  it('reads a numeric id when there is no adcode', () => {
    expect(provinceCodeOf({ id: '62', name: '甘肃' })).toBe('62');
    expect(provinceCodeOf({ id: 710000 })).toBe('71');
  });

  it('reads the name in full or short', () => {
    expect(provinceCodeOf({ name: '浙江省' })).toBe('33');
    expect(provinceCodeOf({ name: '浙江' })).toBe('33');
    expect(provinceCodeOf({ name: '内蒙古' })).toBe('15');
    expect(provinceCodeOf({ name: '广西' })).toBe('45');
    expect(provinceCodeOf({ name: '新疆维吾尔自治区' })).toBe('65');
    expect(provinceCodeOf({ name: '香港' })).toBe('81');
    expect(provinceCodeOf({ name: '澳门特别行政区' })).toBe('82');
    expect(provinceCodeOf({ name: '台湾' })).toBe('71');
    expect(provinceCodeOf({ name: ' 黑龙江 ' })).toBe('23');
  });

  it('falls back to the name when the adcode is no province (a city, the islands frame)', () => {
    expect(provinceCodeOf({ adcode: 330100, name: '浙江' })).toBe('33');
    expect(provinceCodeOf({ adcode: '100000_JD', name: '' })).toBeNull();
  });

  it('answers null for what is no province', () => {
    expect(provinceCodeOf({ name: '南海诸岛' })).toBeNull();
    expect(provinceCodeOf({ adcode: 990000 })).toBeNull();
    expect(provinceCodeOf({ id: 12345 })).toBeNull();
    expect(provinceCodeOf({})).toBeNull();
    expect(provinceCodeOf(null)).toBeNull();
    expect(provinceCodeOf(undefined)).toBeNull();
  });
});
