/** Spec 02 §4 "Exam display" and §9 colours: how a homework or exam row shows its deadline, submission and score. */

export const DISPLAY_COLOR = {
  red: '#e92d08',
  green: '#28B068',
  orange: 'rgba(255,139,51,1)',
} as const;

/** Spec 02 §9: the pass mark. */
export const PASS_MARK = 60;

export type DisplayPart = { text: string; color: string };

export type AssessmentDisplay = {
  /** 已过期 in red once endTime is past; otherwise green with no text. */
  deadline: DisplayPart;
  /** (已提交) green or (未提交) red. */
  submission: DisplayPart;
  /** `--`, `-- (批改中)` orange, or the score with (未及格) red / (及格) green. */
  score: { value: string; note: DisplayPart | null };
};

export type AssessmentState = {
  endTime: string | number | Date | null | undefined;
  submitted: boolean;
  /** null or undefined: not graded yet. */
  score: number | null | undefined;
};

function isPast(endTime: AssessmentState['endTime'], now: Date): boolean {
  if (endTime === null || endTime === undefined || endTime === '') return false;
  const time = endTime instanceof Date ? endTime.getTime() : new Date(endTime).getTime();
  return Number.isFinite(time) && time < now.getTime();
}

export function assessmentDisplay(state: AssessmentState, now: Date = new Date()): AssessmentDisplay {
  const deadline: DisplayPart = isPast(state.endTime, now)
    ? { text: '已过期', color: DISPLAY_COLOR.red }
    : { text: '', color: DISPLAY_COLOR.green };
  const submission: DisplayPart = state.submitted
    ? { text: '(已提交)', color: DISPLAY_COLOR.green }
    : { text: '(未提交)', color: DISPLAY_COLOR.red };
  const graded = state.score !== null && state.score !== undefined && Number.isFinite(state.score);
  let score: AssessmentDisplay['score'];
  if (!graded && !state.submitted) score = { value: '--', note: null };
  else if (!graded) score = { value: '--', note: { text: '(批改中)', color: DISPLAY_COLOR.orange } };
  else {
    const value = state.score as number;
    score = {
      value: String(value),
      note: value < PASS_MARK ? { text: '(未及格)', color: DISPLAY_COLOR.red } : { text: '(及格)', color: DISPLAY_COLOR.green },
    };
  }
  return { deadline, submission, score };
}

/** The server's commitStatus as a flag: 1 / true submitted, anything else not. */
export function isSubmitted(commitStatus: number | boolean | null | undefined): boolean {
  return commitStatus === true || commitStatus === 1;
}
