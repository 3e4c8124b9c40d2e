import type { AnswerMode, AttemptRecord, Exam } from '../api';

/**
 * A record's answer mode as the server sends it on `/exam/findRecords` rows and the record by id: the exam's
 * `answerMode` (numbers: 1 在线作答, 2 线下作答), or the record's own flag (strings: `"0"` online, `"1"` offline —
 * exams-server's row field). null when absent or unreadable.
 */
export function recordAnswerMode(value: unknown): AnswerMode | null {
  if (typeof value === 'string') {
    if (value === '0') return 1;
    if (value === '1' || value === '2') return 2;
    return null;
  }
  if (value === 0 || value === 1) return 1;
  if (value === 2) return 2;
  return null;
}

/**
 * The record's answer mode: its own field when the server sent it; otherwise (servers before the field) inferred
 * from the course's exam list by the record's exam, and last from an uploaded file.
 */
export function answerModeOf(record: Pick<AttemptRecord, 'answerMode' | 'hasFile'>, exam?: Pick<Exam, 'answerMode'> | null): AnswerMode {
  const own = recordAnswerMode(record.answerMode);
  if (own !== null) return own;
  if (exam) return exam.answerMode;
  return record.hasFile ? 2 : 1;
}
