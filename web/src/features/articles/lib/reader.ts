/** Who reads (composed by the app's routes from the session): '' for a visitor; whether they write articles. */
export type Reader = {
  id: string;
  canWrite: boolean;
  /** Opens the login dialog (a visitor's like or collection). */
  requireLogin: () => void;
};

/** Who writes articles (docs/articles.md): teachers and school admins. */
export function writesArticles(roleStr: string | null | undefined): boolean {
  return !!roleStr && (roleStr.includes('teacher') || roleStr.includes('schoolAdmin'));
}
