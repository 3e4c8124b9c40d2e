import { useOutletContext } from 'react-router';

/** What the wizard page (pages/new-curriculum-page) hands its step routes. */
export type WizardContext = {
  courseId: string | null;
  masterId: string | null;
  /** After step 1 saves a new course: remember it and its lead. */
  setCourse: (courseId: string, masterId: string | null) => void;
  setMaster: (masterId: string | null) => void;
  goTo: (step: number) => void;
};

/** A step's view of the wizard around it. */
export const useWizard = (): WizardContext => useOutletContext<WizardContext>();
