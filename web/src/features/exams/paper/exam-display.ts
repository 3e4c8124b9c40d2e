/** Spec 02 §4 "Exam display" and §9 colours and pass mark: how an exam, homework or record shows its state. */

export const DISPLAY_COLOR = {
  red: '#e92d08',
  green: '#28B068',
  orange: 'rgba(255,139,51,1)',
} as const;

/** Spec 02 §9: the pass mark, of 100 (docs/exams.md: a percentage of the exam's total score). */
export const PASS_MARK = 60;

export type DisplayPart = { text: string; color: string };

export type ExamDisplay = {
  /** 已过期 in red once endTime is past; otherwise green with no text. */
  deadline: DisplayPart;
  /** (已提交) green or (未提交) red. */
  submission: DisplayPart;
  /** `--`, `-- (批改中)` orange, or the score with (未及格) red / (及格) green. */
  score: { value: string; color: string | null; note: DisplayPart | null };
};

export type ExamState = {
  expired: boolean;
  submitted: boolean;
  /** null or undefined: not graded yet. */
  score: number | null | undefined;
  /** The exam's total; the pass mark is 60 % of it (a total of 100 or none: the score itself). */
  totalScore?: number | null;
};

/** Passed at 60 % of the total or more (the score itself when there is no total). */
export function isPassed(score: number, totalScore?: number | null): boolean {
  const percent = totalScore && totalScore > 0 ? (score * 100) / totalScore : score;
  return percent >= PASS_MARK;
}

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : String(Math.round(score * 10) / 10);
}

export function examDisplay(state: ExamState): ExamDisplay {
  const deadline: DisplayPart = state.expired ? { text: '已过期', color: DISPLAY_COLOR.red } : { text: '', color: DISPLAY_COLOR.green };
  const submission: DisplayPart = state.submitted
    ? { text: '(已提交)', color: DISPLAY_COLOR.green }
    : { text: '(未提交)', color: DISPLAY_COLOR.red };
  const graded = typeof state.score === 'number' && Number.isFinite(state.score);
  let score: ExamDisplay['score'];
  if (!graded && !state.submitted) score = { value: '--', color: null, note: null };
  else if (!graded) score = { value: '--', color: DISPLAY_COLOR.orange, note: { text: '(批改中)', color: DISPLAY_COLOR.orange } };
  else {
    const value = state.score as number;
    const part: DisplayPart = isPassed(value, state.totalScore)
      ? { text: '(及格)', color: DISPLAY_COLOR.green }
      : { text: '(未及格)', color: DISPLAY_COLOR.red };
    score = { value: formatScore(value), color: part.color, note: part };
  }
  return { deadline, submission, score };
}
