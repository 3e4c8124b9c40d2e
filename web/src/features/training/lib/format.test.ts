import { describe, expect, it } from 'vitest';
import { formatPeriod, formatTrainPrice, planStages } from './format';

describe('training formats', () => {
  it('writes the period from its ends', () => {
    expect(formatPeriod('2026-11-12T00:00:00+08:00', '2027-01-06T23:59:59+08:00')).toBe('2026-11-12 至 2027-01-06');
    expect(formatPeriod('2026-11-12T00:00:00+08:00', null)).toBe('2026-11-12 起');
    expect(formatPeriod(null, '2027-01-06T23:59:59+08:00')).toBe('2027-01-06 止');
    expect(formatPeriod(null, null)).toBe('长期开放');
  });

  it('writes fen as yuan, nothing as free', () => {
    expect(formatTrainPrice(19900)).toBe('¥199.00');
    expect(formatTrainPrice(5)).toBe('¥0.05');
    expect(formatTrainPrice(0)).toBe('免费');
  });

  it('splits the plan into its stages', () => {
    expect(planStages('第一阶段：认知\n\n 第二阶段：实战 \n')).toEqual(['第一阶段：认知', '第二阶段：实战']);
    expect(planStages('')).toEqual([]);
  });
});
