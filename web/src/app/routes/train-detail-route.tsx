import { lazy, Suspense } from 'react';
import { getTrainExams, getTrainWorks, uploadAssignment, uploadExamineFile } from '@/api/training';
import { LoadingOverlay } from '@/components/loading-overlay';
import { SkeletonLines } from '@/components/skeleton';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser } from '@/features/accounts/queries';
import { TrainDetailPage } from '@/features/training/pages/train-detail-page';
import { trainingKeys } from '@/features/training/queries';
import { TRAINING_TEXT } from '@/features/training/texts';

// The exams domain's list (antd) loads with the first works or exams tab opened.
const ExamItemsTab = lazy(async () => ({ default: (await import('@/features/exams/course-tab/exam-items-tab')).ExamItemsTab }));

const TEXT = TRAINING_TEXT.detail;

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
      panels={{
        works: (sign) => (
          <Suspense fallback={<SkeletonLines rows={4} />}>
            <ExamItemsTab
              title={TEXT.tabs.works}
              emptyText={TEXT.worksEmpty}
              queryKey={trainingKeys.works(sign, viewer)}
              load={() => getTrainWorks(sign)}
              upload={uploadAssignment}
            />
          </Suspense>
        ),
        exams: (sign) => (
          <Suspense fallback={<SkeletonLines rows={4} />}>
            <ExamItemsTab
              title={TEXT.tabs.exams}
              emptyText={TEXT.examsEmpty}
              queryKey={trainingKeys.exams(sign, viewer)}
              load={() => getTrainExams(sign)}
              upload={uploadExamineFile}
            />
          </Suspense>
        ),
      }}
    />
  );
}
