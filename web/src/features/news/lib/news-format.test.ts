import { describe, expect, it } from 'vitest';
import { categoryOf, formatViews, newsDay, newsTime, tabOf } from './news-format';

describe('news format', () => {
  it('maps categories and tabs both ways', () => {
    expect(tabOf(1)).toBe('business');
    expect(tabOf(2)).toBe('industry');
    expect(tabOf(7)).toBe('business');
    expect(categoryOf('business')).toBe(1);
    expect(categoryOf('industry')).toBe(2);
  });

  it('dates an item by its publish time in China time, else by when it was written', () => {
    expect(newsDay({ publishTime: '2026-11-12T09:30:00+08:00', createTime: '2026-11-01T08:00:00+08:00' })).toBe('2026-11-12');
    expect(newsTime({ publishTime: '2026-11-12T20:30:00Z', createTime: '' })).toBe('2026-11-13 04:30');
    expect(newsDay({ publishTime: null, createTime: '2026-11-01T08:00:00+08:00' })).toBe('2026-11-01');
  });

  it('shortens large read counts to 万', () => {
    expect(formatViews(0)).toBe('0');
    expect(formatViews(9_999)).toBe('9999');
    expect(formatViews(12_345)).toBe('1.2万');
    expect(formatViews(-3)).toBe('0');
  });
});
