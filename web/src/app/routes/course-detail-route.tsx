import { LoadingOverlay } from '@/components/loading-overlay';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser } from '@/features/accounts/queries';
import { CourseDetailPage } from '@/features/courses/pages/course-detail-page';

/** `/courseDetail/{id}` composes the course page with the session (accounts): who is looking, and the login dialog. */
export function CourseDetailRoute() {
  const { user, isPending } = useCurrentUser();
  // A session's user first: the course answer (enrolment, collection) is cached per viewer.
  if (isPending) return <LoadingOverlay />;
  return <CourseDetailPage viewer={{ signedIn: Boolean(user), id: user?.userId ?? '' }} onRequireLogin={() => openLoginDialog()} />;
}
