import { beforeEach, describe, expect, it } from 'vitest';
import { referralFor, saveReferral } from './referral';

describe('referrals', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the marketer of a course for seven days, the newest link winning', () => {
    const now = Date.UTC(2026, 10, 27);
    saveReferral('course-a', 'marketer-1', now);
    expect(referralFor('course-a', now + 1000)).toBe('marketer-1');
    expect(referralFor('course-b', now)).toBe('');
    saveReferral('course-a', 'marketer-2', now + 2000);
    expect(referralFor('course-a', now + 3000)).toBe('marketer-2');
    expect(referralFor('course-a', now + 2000 + 7 * 24 * 3600 * 1000 + 1)).toBe('');
  });

  it('forgets expired links when it saves, and survives broken storage', () => {
    const now = Date.UTC(2026, 10, 27);
    saveReferral('old', 'm', now - 8 * 24 * 3600 * 1000);
    saveReferral('new', 'm', now);
    expect(Object.keys(JSON.parse(window.localStorage.getItem('xj-referrals') ?? '{}') as object)).toEqual(['new']);
    window.localStorage.setItem('xj-referrals', 'not json');
    expect(referralFor('new', now)).toBe('');
    saveReferral('', 'm', now);
    saveReferral('c', '', now);
    expect(window.localStorage.getItem('xj-referrals')).toBe('not json');
  });
});
