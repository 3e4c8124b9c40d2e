import { describe, expect, it } from 'vitest';
import { examDisplay, isPassed } from './exam-display';

const RED = '#e92d08';
const GREEN = '#28B068';
const ORANGE = 'rgba(255,139,51,1)';

describe('exam display (spec 02 §4, colours of §9)', () => {
  it('shows 已过期 in red once expired, else green with no text', () => {
    expect(examDisplay({ expired: true, submitted: false, score: null }).deadline).toEqual({ text: '已过期', color: RED });
    expect(examDisplay({ expired: false, submitted: false, score: null }).deadline).toEqual({ text: '', color: GREEN });
  });

  it('shows (已提交) green or (未提交) red', () => {
    expect(examDisplay({ expired: false, submitted: true, score: null }).submission).toEqual({ text: '(已提交)', color: GREEN });
    expect(examDisplay({ expired: false, submitted: false, score: null }).submission).toEqual({ text: '(未提交)', color: RED });
  });

  it('shows -- when unsubmitted and ungraded', () => {
    expect(examDisplay({ expired: false, submitted: false, score: null }).score).toEqual({ value: '--', color: null, note: null });
  });

  it('shows -- (批改中) in orange when submitted but ungraded', () => {
    expect(examDisplay({ expired: false, submitted: true, score: null }).score).toEqual({
      value: '--',
      color: ORANGE,
      note: { text: '(批改中)', color: ORANGE },
    });
  });

  it('shows the score with (未及格) red below 60 and (及格) green at 60 or more', () => {
    expect(examDisplay({ expired: false, submitted: true, score: 59, totalScore: 100 }).score).toEqual({
      value: '59',
      color: RED,
      note: { text: '(未及格)', color: RED },
    });
    expect(examDisplay({ expired: true, submitted: true, score: 60, totalScore: 100 }).score).toEqual({
      value: '60',
      color: GREEN,
      note: { text: '(及格)', color: GREEN },
    });
    expect(examDisplay({ expired: false, submitted: true, score: 0 }).score.note?.text).toBe('(未及格)');
  });

  it('takes the pass mark as 60 % of the total score', () => {
    expect(isPassed(12, 20)).toBe(true);
    expect(isPassed(11, 20)).toBe(false);
    expect(isPassed(60, null)).toBe(true);
    expect(isPassed(59.5, 0)).toBe(false);
  });
});
