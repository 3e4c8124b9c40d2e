/** The tab lists of the management shell (no imports: the router reads them). */
/** Spec 02 §2 children of /course-management, in tab order. */
export const COURSE_MANAGEMENT_TABS = [
  'course-bulletin',
  'course-material',
  'unit-testing',
  'operational-analysis',
  'score-management',
  'study-analysis',
  'trainees-management',
  'simulation-training',
  'test-manangement',
  'single-questions',
] as const;

/** Spec 02 §2 children of /imported-materials (teacher only). */
export const IMPORTED_MATERIALS_TABS = [
  'course-bulletin',
  'course-material',
  'score-management',
  'operational-analysis',
  'unit-testing',
  'trainees-management',
] as const;
