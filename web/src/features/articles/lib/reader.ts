import { paths } from '@/config/paths';

/** Who reads (composed by the app's routes from the session): '' for a visitor; whether they write articles. */
export type Reader = {
  id: string;
  canWrite: boolean;
  /** Where the writer manages their articles: a teacher's learning centre, a school admin's /school-admin/articles. */
  manageHref: string;
  /** Opens the login dialog (a visitor's like or collection). */
  requireLogin: () => void;
};

/** Who writes articles (docs/articles.md): teachers and school admins. */
export function writesArticles(roleStr: string | null | undefined): boolean {
  return !!roleStr && (roleStr.includes('teacher') || roleStr.includes('schoolAdmin'));
}

/** Where a writer manages articles: teachers in the learning centre; school admins, who have none, on their pages. */
export function articlesHomeOf(roleStr: string | null | undefined): string {
  return roleStr?.includes('teacher') || !roleStr?.includes('schoolAdmin')
    ? paths.learningArticles.getHref()
    : paths.schoolAdminArticles.getHref();
}
