import { describe, expect, it } from 'vitest';
import { cascaderOptions, filtersOf, hasFilters, NO_FILTERS, pathTo, toQuery } from './filters';

const CITIES = [
  { pathCode: '42', name: '湖北省', childTagInfo: [{ pathCode: '4201', name: '武汉市' }] },
  { pathCode: '11', name: '北京市' },
];
const BANDS = [
  { min: 0, max: 3, label: '3K以下' },
  { min: 50, max: null, label: '50K以上' },
];

describe('the board\'s filters', () => {
  it('read from the URL and become the search call\'s query, the salary band as its bounds', () => {
    const f = filtersOf(new URLSearchParams('city=4201&salary=1&education=5&jobType=3'));
    expect(hasFilters(f)).toBe(true);
    expect(toQuery(f, BANDS, '数据', 2, 8)).toEqual({
      keyword: '数据', city: '4201', industry: undefined, position: undefined, salaryMin: 50, salaryMax: undefined,
      education: 5, experience: undefined, jobType: 3, page: 2, size: 8,
    });
    expect(toQuery(NO_FILTERS, BANDS, '', 1, 8)).toMatchObject({ keyword: undefined, salaryMin: undefined, salaryMax: undefined });
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('map tags to the cascader and find the path to a code', () => {
    expect(cascaderOptions(CITIES)).toEqual([
      { value: '42', label: '湖北省', children: [{ value: '4201', label: '武汉市' }] },
      { value: '11', label: '北京市' },
    ]);
    expect(pathTo(CITIES, '4201')).toEqual(['42', '4201']);
    expect(pathTo(CITIES, '11')).toEqual(['11']);
    expect(pathTo(CITIES, '99')).toEqual([]);
  });
});
