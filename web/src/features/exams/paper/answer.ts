import type { QuestionType } from '@/api/exams';

/**
 * Spec 02 §4 answer encoding: numbers as strings, multiple choice joined by commas, an empty answer null; the
 * countdown sent in milliseconds, or 0 when not positive.
 */

/** What a question's input holds: option names for multiple choice, else one string. */
export type AnswerInput = string | string[] | number | null | undefined;

/** Option names of a multiple-choice answer in A…H order, without repeats or blanks. */
function sortedNames(names: string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))].sort();
}

export function encodeAnswer(type: QuestionType, input: AnswerInput): string | null {
  if (input === null || input === undefined) return null;
  if (Array.isArray(input)) {
    const names = sortedNames(input);
    return names.length === 0 ? null : names.join(',');
  }
  const text = typeof input === 'number' ? String(input) : input;
  if (type === 2) return encodeAnswer(type, text.split(','));
  return text.trim() === '' ? null : text;
}

/** The saved (encoded) answer as the question's input holds it. */
export function decodeAnswer(type: QuestionType, value: string | null | undefined): string | string[] | null {
  if (value === null || value === undefined || value === '') return type === 2 ? [] : null;
  if (type === 2) return sortedNames(value.split(','));
  return value;
}

export function isAnswered(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && value.trim() !== '';
}

/** `countDown` of a save: the seconds left in milliseconds, or 0 when not positive. */
export function countDownMs(secondsLeft: number): number {
  return Number.isFinite(secondsLeft) && secondsLeft > 0 ? Math.round(secondsLeft * 1000) : 0;
}

const DAY_SECONDS = 86_400;

/** The countdown as HH:MM:SS, with whole days in front (homework open until its end time): `3天 04:05:06`. */
export function formatCountdown(secondsLeft: number): string {
  const total = Math.max(0, Math.floor(secondsLeft));
  const pad = (n: number): string => String(n).padStart(2, '0');
  const days = Math.floor(total / DAY_SECONDS);
  const rest = total % DAY_SECONDS;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/** 判断题 answers: "1" 正确, "0" 错误. */
export const JUDGMENT_VALUES = { right: '1', wrong: '0' } as const;

/** Questions are numbered 1… across the groups, in the paper's order. */
export function questionNumbers(groups: { children: { unitestingBankId: string }[] }[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const group of groups) for (const question of group.children) numbers.set(question.unitestingBankId, numbers.size + 1);
  return numbers;
}
