import dayjs, { type Dayjs } from 'dayjs';
import { formatServerTime } from '@/lib/time';
import type { Exam, ExamInput, ExamType } from '@/api/exams';
import { EXAM_TEXT } from './texts';

const V = EXAM_TEXT.validation;
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The exam drawer's state; times are the picker's wall clock, read as China time (docs/exams.md). */
export type ExamDraft = {
  type: ExamType;
  examinationName: string;
  attention: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  examTime: number | null;
  answerMode: 1 | 2;
  shuffle: boolean;
  attemptLimit: number | null;
  /** null: in no chapter. */
  chapterIdSign: string | null;
};
export type ExamField =
  | 'type'
  | 'examinationName'
  | 'attention'
  | 'startTime'
  | 'endTime'
  | 'examTime'
  | 'attemptLimit'
  | 'answerMode'
  | 'chapterIdSign';
export type ExamErrors = Partial<Record<ExamField, string>>;

export const emptyExamDraft = (): ExamDraft => ({
  type: 2,
  examinationName: '',
  attention: '',
  startTime: null,
  endTime: null,
  examTime: 60,
  answerMode: 1,
  shuffle: false,
  attemptLimit: 1,
  chapterIdSign: null,
});

/** Spec 02 / docs/exams.md: homework and unit tests sit in a chapter of the catalogue; a final exam does not. */
export const takesChapter = (type: ExamType): boolean => type === 1 || type === 2;

/** A server time (ISO with +08:00) as the picker's value in China wall time. */
export const pickerTime = (value: string | null | undefined): Dayjs | null => {
  const text = formatServerTime(value);
  return text ? dayjs(text, TIME_FORMAT) : null;
};

export const examDraftOf = (exam: Exam): ExamDraft => ({
  type: exam.type,
  examinationName: exam.examinationName,
  attention: exam.attention ?? '',
  startTime: pickerTime(exam.startTime),
  endTime: pickerTime(exam.endTime),
  examTime: exam.examTime,
  answerMode: exam.answerMode,
  shuffle: exam.shuffle,
  attemptLimit: exam.attemptLimit,
  chapterIdSign: exam.chapterIdSign || null,
});

/** docs/exams.md exam rules (messages verbatim where the contract has them). */
export function validateExam(draft: ExamDraft): { errors: ExamErrors; input: ExamInput | null } {
  const errors: ExamErrors = {};
  const name = draft.examinationName.trim();
  if (!name) errors.examinationName = V.nameRequired;
  else if (name.length > 50) errors.examinationName = V.nameTooLong;
  if (draft.attention.length > 2000) errors.attention = V.attentionTooLong;
  if (!draft.startTime) errors.startTime = V.startRequired;
  if (!draft.endTime) errors.endTime = V.endRequired;
  else if (draft.startTime && !draft.endTime.isAfter(draft.startTime, 'minute')) errors.endTime = V.endAfterStart;
  if (draft.examTime === null || !Number.isInteger(draft.examTime) || draft.examTime < 0 || draft.examTime > 600) errors.examTime = V.examTime;
  if (draft.attemptLimit === null || !Number.isInteger(draft.attemptLimit) || draft.attemptLimit < 1 || draft.attemptLimit > 10) {
    errors.attemptLimit = V.attemptLimit;
  }
  if (Object.keys(errors).length > 0 || !draft.startTime || !draft.endTime) return { errors, input: null };
  return {
    errors,
    input: {
      type: draft.type,
      examinationName: name,
      attention: draft.attention.trim(),
      startTime: draft.startTime.format(TIME_FORMAT),
      endTime: draft.endTime.format(TIME_FORMAT),
      examTime: draft.examTime as number,
      answerMode: draft.answerMode,
      shuffle: draft.shuffle,
      attemptLimit: draft.attemptLimit as number,
      chapterIdSign: takesChapter(draft.type) ? (draft.chapterIdSign ?? '') : '',
    },
  };
}
