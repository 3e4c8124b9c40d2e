import { describe, expect, it } from 'vitest';
import { formatSignedYuan, formatYuan, parseYuan } from './money';

describe('money', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(formatYuan(19900)).toBe('¥199.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(-500)).toBe('-¥5.00');
    expect(formatYuan(Number.NaN)).toBe('¥0.00');
    expect(formatSignedYuan(10000)).toBe('+¥100.00');
    expect(formatSignedYuan(-19900)).toBe('-¥199.00');
  });

  it('reads a typed amount into fen, refusing anything else', () => {
    expect(parseYuan('50')).toBe(5000);
    expect(parseYuan(' 50.5 ')).toBe(5050);
    expect(parseYuan('0.05')).toBe(5);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12345678']) expect(parseYuan(bad)).toBeNull();
  });
});
