import { describe, expect, it } from 'vitest';
import { formatServerTime } from './time';

describe('formatServerTime', () => {
  it.each([
    ['2026-11-22T06:46:32+08:00', '2026-11-22 06:46'],
    ['2026-11-22 06:46:32', '2026-11-22 06:46'],
    ['2026-11-21T22:46:32Z', '2026-11-22 06:46'],
    ['', ''],
    [null, ''],
    ['soon', 'soon'],
  ])('%j → %j', (value, expected) => {
    expect(formatServerTime(value)).toBe(expected);
  });
});
