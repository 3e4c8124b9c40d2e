import { describe, expect, it } from 'vitest';
import { assessmentDisplay, isSubmitted } from './assessment-display';

const NOW = new Date('2026-11-21T12:00:00+08:00');
const PAST = '2026-11-20T12:00:00+08:00';
const FUTURE = '2026-11-22T12:00:00+08:00';

describe('assessmentDisplay (spec 02 §4)', () => {
  it('marks a past endTime 已过期 in red, a future or missing one green without text', () => {
    expect(assessmentDisplay({ endTime: PAST, submitted: false, score: null }, NOW).deadline).toEqual({ text: '已过期', color: '#e92d08' });
    expect(assessmentDisplay({ endTime: FUTURE, submitted: false, score: null }, NOW).deadline).toEqual({ text: '', color: '#28B068' });
    expect(assessmentDisplay({ endTime: null, submitted: false, score: null }, NOW).deadline).toEqual({ text: '', color: '#28B068' });
  });

  it('shows (已提交) green and (未提交) red', () => {
    expect(assessmentDisplay({ endTime: FUTURE, submitted: true, score: null }, NOW).submission).toEqual({ text: '(已提交)', color: '#28B068' });
    expect(assessmentDisplay({ endTime: FUTURE, submitted: false, score: null }, NOW).submission).toEqual({ text: '(未提交)', color: '#e92d08' });
  });

  it('shows -- when ungraded and unsubmitted', () => {
    expect(assessmentDisplay({ endTime: FUTURE, submitted: false, score: null }, NOW).score).toEqual({ value: '--', note: null });
    expect(assessmentDisplay({ endTime: FUTURE, submitted: false, score: undefined }, NOW).score).toEqual({ value: '--', note: null });
  });

  it('shows -- (批改中) orange when submitted but ungraded', () => {
    expect(assessmentDisplay({ endTime: FUTURE, submitted: true, score: null }, NOW).score).toEqual({
      value: '--',
      note: { text: '(批改中)', color: 'rgba(255,139,51,1)' },
    });
  });

  it('shows the score with (未及格) red below 60 and (及格) green at 60 or more', () => {
    expect(assessmentDisplay({ endTime: PAST, submitted: true, score: 59 }, NOW).score).toEqual({
      value: '59',
      note: { text: '(未及格)', color: '#e92d08' },
    });
    expect(assessmentDisplay({ endTime: PAST, submitted: true, score: 60 }, NOW).score).toEqual({
      value: '60',
      note: { text: '(及格)', color: '#28B068' },
    });
    expect(assessmentDisplay({ endTime: PAST, submitted: true, score: 0 }, NOW).score).toEqual({
      value: '0',
      note: { text: '(未及格)', color: '#e92d08' },
    });
  });

  it('reads commitStatus 1 or true as submitted', () => {
    expect(isSubmitted(1)).toBe(true);
    expect(isSubmitted(true)).toBe(true);
    expect(isSubmitted(0)).toBe(false);
    expect(isSubmitted(null)).toBe(false);
  });
});
