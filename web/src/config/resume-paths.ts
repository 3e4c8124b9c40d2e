/**
 * The resume's screens and calls (docs/resume.md). The first area of paths.ts moved to a file of its own (paths.ts
 * had grown past 400 lines); the others follow as they are next touched.
 */

/** The editor's sub-screens (spec 02 §2), in the order of its menu. */
export const RESUME_SECTIONS = [
  'user-info',
  'intention',
  'education',
  'work',
  'internship',
  'project',
  'train',
  'campus',
  'volunteer',
  'qualification',
  'advantage',
  'verified',
  'preview',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

export const resumePaths = {
  /** /resume: the editor, opening on the user info. */
  root: { path: '/resume', getHref: (): string => '/resume' },
  section: { path: '/resume/:section', getHref: (section: ResumeSection): string => `/resume/${section}` },
  /** A shared resume (public): /resume/share/{token}. */
  share: { path: '/resume/share/:token', getHref: (token: string): string => `/resume/share/${encodeURIComponent(token)}` },
  sharePrefix: { path: '/resume/share/' },
} as const;

export const resumeApi = {
  info: '/resume/getResumeInfo',
  detail: '/resume/getResumeDetail',
  updateDetail: '/resume/updateResumeDetail',
  advantage: '/resume/updatePersonalAdvantage',
  headPicture: '/resume/updateHeadPicture',
  uploadVideo: '/resume/uploadVideo',
  template: '/resume/updateTemplate',
  share: '/resume/updateShare',
  exportPdf: '/resume/exportPdf',
  shared: (token: string): string => `/resume/share/${encodeURIComponent(token)}`,
  sharedPdf: (token: string): string => `/resume/share/${encodeURIComponent(token)}/pdf`,
  options: '/resume/getResumeOptions',
  positions: '/resume/tags/positions',
  industries: '/resume/tags/industries',
  cities: '/resume/tags/cities',
  hotCities: '/resume/tags/hotCities',
  skills: '/resume/tags/skills',
  /** /resume/{section}/list, add, update, delete (intention, education, work, project, train, cultivate, volunteer, qualification). */
  list: (section: string): string => `/resume/${section}/list`,
  add: (section: string): string => `/resume/${section}/add`,
  update: (section: string): string => `/resume/${section}/update`,
  remove: (section: string): string => `/resume/${section}/delete`,
  candidates: '/resume/verified/candidates',
  addVerified: '/resume/verified/add',
  removeVerified: '/resume/verified/delete',
  practice: '/resume/practice/list',
  courseLine: '/resume/courseLine',
  normTotal: '/resume/processNorm/total',
} as const;
