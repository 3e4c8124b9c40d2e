import type { Question, QuestionInput, QuestionType } from '@/api/exams';
import { BANK_TEXT, OPTION_LETTERS } from './texts';

const V = BANK_TEXT.validation;

/** The drawer's state: every type's answer kept apart so switching type back and forth loses nothing typed. */
export type QuestionDraft = {
  type: QuestionType | null;
  subjectName: string;
  options: string[];
  single: string | null;
  multiple: string[];
  judgment: '1' | '0' | null;
  fills: string[];
  reference: string;
  score: number | null;
  level: number;
  serialNumber: number | null;
  analysis: string;
};
export type DraftField = 'type' | 'subjectName' | 'options' | 'answer' | 'score' | 'level' | 'serialNumber' | 'analysis';
export type DraftErrors = Partial<Record<DraftField, string>> & { optionAt?: Record<number, string> };

export const hasChoices = (type: QuestionType | null): boolean => type === 1 || type === 2;

export const emptyDraft = (): QuestionDraft => ({
  type: 1,
  subjectName: '',
  options: ['', '', '', ''],
  single: null,
  multiple: [],
  judgment: null,
  fills: [],
  reference: '',
  score: 5,
  level: 1,
  serialNumber: null,
  analysis: '',
});

export function draftOf(q: Question): QuestionDraft {
  const draft = { ...emptyDraft(), type: q.type, subjectName: q.subjectName, score: q.score, level: q.level || 1, serialNumber: q.serialNumber ?? null, analysis: q.analysis ?? '' };
  const answer = q.answer ?? '';
  if (hasChoices(q.type)) {
    draft.options = [...(q.optionList ?? [])].sort((a, b) => a.optionName.localeCompare(b.optionName)).map((o) => o.optionContent);
    if (q.type === 1) draft.single = answer || null;
    else draft.multiple = answer ? answer.split(',').map((s) => s.trim()).filter(Boolean) : [];
  } else if (q.type === 3) draft.judgment = answer === '1' || answer === '0' ? answer : null;
  else if (q.type === 4) draft.fills = answer ? answer.split('|').map((s) => s.trim()).filter(Boolean) : [];
  else draft.reference = answer;
  return draft;
}

/** Removes option `index` and re-letters the rest: answers that named a later letter move with their option. */
export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  const removed = OPTION_LETTERS[index];
  const shift = (letter: string): string | null => {
    const at = OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]);
    if (letter === removed || at < 0) return null;
    return at > index ? OPTION_LETTERS[at - 1] : letter;
  };
  return {
    ...draft,
    options: draft.options.filter((_, i) => i !== index),
    single: draft.single ? shift(draft.single) : null,
    multiple: draft.multiple.map(shift).filter((l): l is string => !!l),
  };
}

export const letters = (count: number): string[] => OPTION_LETTERS.slice(0, count) as unknown as string[];

/** docs/exams.md question rules, messages verbatim; the input to send when there is no error. */
export function validateDraft(draft: QuestionDraft): { errors: DraftErrors; input: QuestionInput | null } {
  const errors: DraftErrors = {};
  const subjectName = draft.subjectName.trim();
  if (!draft.type) errors.type = V.typeRequired;
  if (!subjectName) errors.subjectName = V.subjectRequired;
  else if (subjectName.length > 2000) errors.subjectName = V.subjectTooLong;
  if (draft.serialNumber !== null && (!Number.isInteger(draft.serialNumber) || draft.serialNumber < 1 || draft.serialNumber > 9999)) {
    errors.serialNumber = V.serialNumber;
  }
  if (![1, 2, 3].includes(draft.level)) errors.level = V.level;
  if (draft.score === null || !Number.isInteger(draft.score) || draft.score < 1 || draft.score > 100) errors.score = V.score;
  if (draft.analysis.length > 5000) errors.analysis = V.analysisTooLong;

  let answer = '';
  let optionList: QuestionInput['optionList'] = [];
  if (hasChoices(draft.type)) {
    const names = letters(draft.options.length);
    if (draft.options.length < 2 || draft.options.length > 8) errors.options = V.optionCount;
    const optionAt: Record<number, string> = {};
    draft.options.forEach((text, i) => {
      if (!text.trim()) optionAt[i] = V.optionContent;
      else if (text.trim().length > 500) optionAt[i] = V.optionTooLong;
    });
    if (Object.keys(optionAt).length > 0) errors.optionAt = optionAt;
    optionList = draft.options.map((text, i) => ({ optionName: names[i], optionContent: text.trim() }));
    if (draft.type === 1) {
      if (!draft.single) errors.answer = V.answerRequired;
      else if (!names.includes(draft.single)) errors.answer = V.answerNotOption;
      answer = draft.single ?? '';
    } else {
      const picked = [...new Set(draft.multiple)].sort();
      if (picked.length < 2) errors.answer = V.answerRequired;
      else if (picked.some((l) => !names.includes(l))) errors.answer = V.answerNotOption;
      answer = picked.join(',');
    }
  } else if (draft.type === 3) {
    if (draft.judgment === null) errors.answer = V.answerRequired;
    answer = draft.judgment ?? '';
  } else if (draft.type === 4) {
    const fills = draft.fills.map((s) => s.trim()).filter(Boolean);
    if (fills.length === 0) errors.answer = V.answerRequired;
    else if (fills.some((s) => s.length > 200)) errors.answer = V.fillTooLong;
    answer = fills.join('|');
  } else if (draft.type === 5) {
    if (draft.reference.length > 5000) errors.answer = V.referenceTooLong;
    answer = draft.reference.trim();
  }

  if (Object.keys(errors).length > 0 || !draft.type || draft.score === null) return { errors, input: null };
  return {
    errors,
    input: {
      type: draft.type,
      subjectName,
      ...(draft.serialNumber !== null ? { serialNumber: draft.serialNumber } : {}),
      level: draft.level,
      score: draft.score,
      answer,
      analysis: draft.analysis.trim(),
      optionList,
    },
  };
}

/** How a question's answer reads in a list: letters, 正确/错误, accepted answers joined by ' / '. */
export function answerText(type: number, answer: string | null | undefined): string {
  if (answer === null || answer === undefined || answer === '') return '';
  if (type === 3) return BANK_TEXT.judgment[answer] ?? answer;
  if (type === 4) return answer.split('|').join(' / ');
  return answer;
}
