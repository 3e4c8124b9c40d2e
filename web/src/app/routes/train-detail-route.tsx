import { LoadingOverlay } from '@/components/loading-overlay';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser } from '@/features/accounts/queries';
import { TrainDetailPage } from '@/features/training/pages/train-detail-page';

/** `/trainDetail/{id}` composes the training page with the session (accounts): who is looking, and the login dialog. */
export function TrainDetailRoute() {
  const { user, isPending } = useCurrentUser();
  // A session's user first: the header (the trainee's standing) is cached per viewer.
  if (isPending) return <LoadingOverlay />;
  return <TrainDetailPage viewer={{ signedIn: Boolean(user), id: user?.userId ?? '' }} onRequireLogin={() => openLoginDialog()} />;
}
