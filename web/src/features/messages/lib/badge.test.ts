import { describe, expect, it } from 'vitest';
import { unreadTotal } from '@/api/messages';
import { badgeText } from './badge';

describe('unread badge (spec 01 §2.4, §9)', () => {
  it('is the sum of the course, school and system counts', () => {
    expect(unreadTotal({ courseMsgUnreadNum: 3, schoolMsgUnreadNum: 4, systemMsgUnreadNum: 5 })).toBe(12);
    expect(unreadTotal(undefined)).toBe(0);
  });

  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %j', (total, text) => {
    expect(badgeText(total)).toBe(text);
  });
});
