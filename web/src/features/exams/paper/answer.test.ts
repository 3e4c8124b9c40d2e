import { describe, expect, it } from 'vitest';
import { countDownMs, decodeAnswer, encodeAnswer, formatCountdown, isAnswered } from './answer';

describe('answer encoding (spec 02 §4)', () => {
  it('keeps numbers as strings', () => {
    expect(encodeAnswer(3, 1)).toBe('1');
    expect(encodeAnswer(3, 0)).toBe('0');
    expect(encodeAnswer(4, 42)).toBe('42');
  });

  it('joins multiple choice by commas in option order, without repeats', () => {
    expect(encodeAnswer(2, ['C', 'A'])).toBe('A,C');
    expect(encodeAnswer(2, ['B', 'B', ' '])).toBe('B');
    expect(encodeAnswer(2, 'C,A')).toBe('A,C');
  });

  it('sends an empty answer as null', () => {
    expect(encodeAnswer(1, '')).toBeNull();
    expect(encodeAnswer(2, [])).toBeNull();
    expect(encodeAnswer(4, '   ')).toBeNull();
    expect(encodeAnswer(5, undefined)).toBeNull();
    expect(encodeAnswer(1, null)).toBeNull();
  });

  it('keeps text answers as typed', () => {
    expect(encodeAnswer(4, ' 北京 ')).toBe(' 北京 ');
    expect(encodeAnswer(5, '第一行\n第二行')).toBe('第一行\n第二行');
    expect(encodeAnswer(1, 'B')).toBe('B');
  });

  it('decodes a saved answer back into the input', () => {
    expect(decodeAnswer(2, 'A,C')).toEqual(['A', 'C']);
    expect(decodeAnswer(2, null)).toEqual([]);
    expect(decodeAnswer(1, 'B')).toBe('B');
    expect(decodeAnswer(3, '0')).toBe('0');
    expect(decodeAnswer(4, '')).toBeNull();
  });

  it('knows an answered question', () => {
    expect(isAnswered('A')).toBe(true);
    expect(isAnswered('0')).toBe(true);
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered(' ')).toBe(false);
  });
});

describe('countdown', () => {
  it('sends the seconds left in milliseconds, or 0 when not positive', () => {
    expect(countDownMs(90)).toBe(90_000);
    expect(countDownMs(0)).toBe(0);
    expect(countDownMs(-5)).toBe(0);
    expect(countDownMs(Number.NaN)).toBe(0);
  });

  it('shows hours, minutes and seconds', () => {
    expect(formatCountdown(3725)).toBe('01:02:05');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(-1)).toBe('00:00:00');
    expect(formatCountdown(3 * 86_400 + 4 * 3600 + 5 * 60 + 6)).toBe('3天 04:05:06');
  });
});
