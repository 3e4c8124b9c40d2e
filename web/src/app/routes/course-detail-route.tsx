import { lazy } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser } from '@/features/accounts/queries';
import { CourseDetailPage } from '@/features/courses/pages/course-detail-page';

// The exams domain's parts show in tabs after 课程介绍 (each inside the course page's Suspense): their code loads then.
const CatalogueExamEntry = lazy(async () => ({
  default: (await import('@/features/exams/course-tab/catalogue-exam-entry')).CatalogueExamEntry,
}));
const CourseExamsTab = lazy(async () => ({ default: (await import('@/features/exams/course-tab/course-exams-tab')).CourseExamsTab }));

/**
 * `/courseDetail/{id}` composes the course page with the session (accounts): who is looking, and the login dialog;
 * and with the exams domain's 作业与考试 lists and the catalogue's homework and exams.
 */
export function CourseDetailRoute() {
  const { user, isPending } = useCurrentUser();
  // A session's user first: the course answer (enrolment, collection) is cached per viewer.
  if (isPending) return <LoadingOverlay />;
  const viewerId = user?.userId ?? '';
  return (
    <CourseDetailPage
      viewer={{ signedIn: Boolean(user), id: viewerId }}
      onRequireLogin={() => openLoginDialog()}
      renderAssessments={(courseSign) => <CourseExamsTab courseSign={courseSign} viewer={viewerId} />}
      renderCatalogueTask={(courseSign) => (task, enrolled) => (
        <CatalogueExamEntry courseSign={courseSign} viewer={viewerId} enrolled={enrolled && Boolean(user)} task={task} />
      )}
    />
  );
}
