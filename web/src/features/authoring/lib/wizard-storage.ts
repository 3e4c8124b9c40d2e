/**
 * The wizard's place kept across refreshes (spec 02 §4): the current step, the new course's id and the lead
 * teacher's id in localStorage, and a cookie set once a teacher has been added.
 */
export const STEP_KEY = 'xj.curriculum.step';
export const COURSE_KEY = 'xj.curriculum.courseId';
export const MASTER_KEY = 'xj.curriculum.masterId';
export const TEACHER_COOKIE = 'xj_curriculum_teacher';

export const STEP_PATHS = ['summary-Info', 'team-teachers', 'content-design', 'assessment-criterion'] as const;
export type StepPath = (typeof STEP_PATHS)[number];

export type WizardState = { step: number; courseId: string | null; masterId: string | null };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage off (private mode): the wizard still works, it just does not resume
  }
}

export function readWizard(): WizardState {
  const step = Number(read(STEP_KEY));
  return {
    step: Number.isInteger(step) && step >= 0 && step < STEP_PATHS.length ? step : 0,
    courseId: read(COURSE_KEY) || null,
    masterId: read(MASTER_KEY) || null,
  };
}

export function saveStep(step: number): void {
  write(STEP_KEY, String(step));
}

export function saveCourse(courseId: string, masterId: string | null): void {
  write(COURSE_KEY, courseId);
  write(MASTER_KEY, masterId);
}

export function saveMaster(masterId: string | null): void {
  write(MASTER_KEY, masterId);
}

export function markTeacherAdded(): void {
  document.cookie = `${TEACHER_COOKIE}=1; path=/; SameSite=Lax`;
}

export function teacherAdded(): boolean {
  return document.cookie.split('; ').some((c) => c === `${TEACHER_COOKIE}=1`);
}

/** Forget the wizard (a new course starts from step 1). */
export function clearWizard(): void {
  write(STEP_KEY, null);
  write(COURSE_KEY, null);
  write(MASTER_KEY, null);
  document.cookie = `${TEACHER_COOKIE}=; path=/; max-age=0`;
}

export function stepIndex(path: string | undefined): number {
  const i = STEP_PATHS.findIndex((p) => p === path);
  return i < 0 ? 0 : i;
}
