import { describe, expect, it } from 'vitest';
import { formatCountdown, itemHref, payable, secondsLeft } from './order-rules';

describe('order rules', () => {
  it('links a paid item to its page', () => {
    expect(itemHref({ orderType: 1, courseId: 'c1' })).toBe('/courseDetail/c1');
    expect(itemHref({ orderType: 2, courseId: 't1' })).toBe('/trainDetail/t1');
    expect(itemHref({ orderType: 3, courseId: '' })).toBeNull();
  });

  it('counts down to the expiry', () => {
    const now = Date.parse('2026-11-27T10:00:00+08:00');
    expect(secondsLeft('2026-11-27T10:30:00+08:00', now)).toBe(1800);
    expect(secondsLeft('2026-11-27T09:00:00+08:00', now)).toBe(0);
    expect(secondsLeft('not a time', now)).toBe(0);
    expect(formatCountdown(1805)).toBe('30:05');
    expect(formatCountdown(3605)).toBe('1:00:05');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(payable({ status: 0, expireTime: '2026-11-27T10:00:01+08:00' }, now)).toBe(true);
    expect(payable({ status: 0, expireTime: '2026-11-27T10:00:00+08:00' }, now)).toBe(false);
    expect(payable({ status: 1, expireTime: '2026-11-27T11:00:00+08:00' }, now)).toBe(false);
  });
});
