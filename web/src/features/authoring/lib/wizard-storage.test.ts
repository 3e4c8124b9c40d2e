import { afterEach, describe, expect, it } from 'vitest';
import { clearWizard, COURSE_KEY, markTeacherAdded, MASTER_KEY, readWizard, saveCourse, saveStep, STEP_KEY, stepIndex, teacherAdded } from './wizard-storage';

afterEach(() => clearWizard());

describe('wizard storage (spec 02 §4)', () => {
  it('keeps the step, the course id and the lead teacher id in localStorage', () => {
    expect(readWizard()).toEqual({ step: 0, courseId: null, masterId: null });
    saveStep(3);
    saveCourse('c1', 'm1');
    expect(localStorage.getItem(STEP_KEY)).toBe('3');
    expect(localStorage.getItem(COURSE_KEY)).toBe('c1');
    expect(localStorage.getItem(MASTER_KEY)).toBe('m1');
    expect(readWizard()).toEqual({ step: 3, courseId: 'c1', masterId: 'm1' });
  });

  it('ignores a step out of range', () => {
    localStorage.setItem(STEP_KEY, '9');
    expect(readWizard().step).toBe(0);
  });

  it('sets a cookie once a teacher is added; clearing forgets everything', () => {
    expect(teacherAdded()).toBe(false);
    markTeacherAdded();
    expect(teacherAdded()).toBe(true);
    clearWizard();
    expect(teacherAdded()).toBe(false);
    expect(readWizard().courseId).toBeNull();
  });

  it('maps step paths to indexes', () => {
    expect(stepIndex('summary-Info')).toBe(0);
    expect(stepIndex('assessment-criterion')).toBe(3);
    expect(stepIndex('new-curriculum')).toBe(0);
  });
});
