import { LoadingOverlay } from '@/components/loading-overlay';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser } from '@/features/accounts/queries';
import { articlesHomeOf, writesArticles, type Reader } from '@/features/articles/lib/reader';
import { EssayDetailsPage } from '@/features/articles/pages/essay-details-page';
import { EssayPage } from '@/features/articles/pages/essay-page';
import { ManagementDetailsPage } from '@/features/articles/pages/management-details-page';

/** The session as the articles' pages read it: who reads, whether they write, the login dialog. */
export function useReader(): Reader | null {
  const { user, isPending } = useCurrentUser();
  if (isPending) return null;
  return {
    id: user?.userId ?? '',
    canWrite: writesArticles(user?.roleStr),
    manageHref: articlesHomeOf(user?.roleStr),
    requireLogin: () => openLoginDialog(),
  };
}

/** `/essay`: the article list with the reader's collections and history. */
export function EssayRoute() {
  const reader = useReader();
  return reader ? <EssayPage reader={reader} /> : <LoadingOverlay />;
}

/** `/essay-details?id=`: one article; the reader's like and collection are per viewer, so the session comes first. */
export function EssayDetailsRoute() {
  const reader = useReader();
  return reader ? <EssayDetailsPage reader={reader} /> : <LoadingOverlay />;
}

/** `/management-details?id=`: a writer's view of one of their articles; 返回 goes to where they manage them. */
export function ManagementDetailsRoute() {
  const reader = useReader();
  return reader ? <ManagementDetailsPage backHref={reader.manageHref} /> : <LoadingOverlay />;
}
