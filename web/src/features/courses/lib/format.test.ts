import { describe, expect, it } from 'vitest';
import { formatCredit, formatDuration, formatFileSize, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows fen as yuan with two decimals, and 0 as 免费', () => {
    expect(formatPrice(19900)).toBe('¥199.00');
    expect(formatPrice(1)).toBe('¥0.01');
    expect(formatPrice(12345)).toBe('¥123.45');
    expect(formatPrice(0)).toBe('免费');
    expect(formatPrice(Number.NaN)).toBe('免费');
  });
});

describe('formatCredit', () => {
  it('keeps one decimal', () => {
    expect(formatCredit(3)).toBe('3');
    expect(formatCredit(2.5)).toBe('2.5');
    expect(formatCredit(1.25)).toBe('1.3');
  });
});

describe('formatDuration', () => {
  it('writes mm:ss, with hours when there are any', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(95)).toBe('01:35');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-4)).toBe('00:00');
  });
});

describe('formatFileSize', () => {
  it('picks the unit', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});
