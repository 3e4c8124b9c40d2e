import { lazy, Suspense } from 'react';
import { getTrainExams, getTrainWorks, uploadAssignment, uploadExamineFile } from '@/api/training';
import { SkeletonLines } from '@/components/skeleton';
import type { TrainPanels } from '@/features/training/pages/train-detail-page';
import { trainingKeys } from '@/features/training/queries';
import { TRAINING_TEXT } from '@/features/training/texts';

// The exams domain's list (antd) loads with the first works or exams tab opened.
const ExamItemsTab = lazy(async () => ({ default: (await import('@/features/exams/course-tab/exam-items-tab')).ExamItemsTab }));

const TEXT = TRAINING_TEXT.detail;

/** The exams domain's lists of a training's works and exams (its test paper, its uploads through the training's calls). */
export function trainPanels(viewer: string): TrainPanels {
  return {
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
  };
}
