import { LoadingOverlay } from '@/components/loading-overlay';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser } from '@/features/accounts/queries';
import { TrainDetailPage } from '@/features/training/pages/train-detail-page';
import { trainPanels } from './train-panels';

/**
 * `/trainDetail/{id}` composes the training page with the session (accounts): who is looking, and the login dialog;
 * and with the exams domain's lists for 培训作业 and 培训考试 (its test paper, its uploads through the training's calls).
 */
export function TrainDetailRoute() {
  const { user, isPending } = useCurrentUser();
  // A session's user first: the header (the trainee's standing) is cached per viewer.
  if (isPending) return <LoadingOverlay />;
  const viewer = user?.userId ?? '';
  return (
    <TrainDetailPage
      viewer={{ signedIn: Boolean(user), id: viewer }}
      onRequireLogin={() => openLoginDialog()}
      panels={trainPanels(viewer)}
    />
  );
}
