import { useParams } from 'react-router';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { SkeletonBlock, SkeletonLines } from '@/components/skeleton';
import { IntroSections } from '../components/intro-sections';
import { TrainingHeader } from '../components/training-header';
import { useTrainHeader } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './train-detail-page.module.css';

/**
 * `/trainDetail/{id}` (public): the training's head and its 培训介绍 (introduction, plan, teachers, partners). The other
 * tabs of spec 02 §2 (timetable, training data, task, exam, practical) come with the calls that fill them
 * (docs/training.md, slices 2–4).
 */
export function TrainDetailPage({ viewer }: { viewer: string }) {
  const { id = '' } = useParams();
  const header = useTrainHeader(id, viewer);
  if (header.isError) {
    return (
      <div className={styles.page}>
        <DeferredEmptyState description={header.error.message || TRAINING_TEXT.detail.notFound} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {header.data ? (
        <TrainingHeader header={header.data} />
      ) : (
        <div className={styles.skeleton} data-testid="training-loading">
          <SkeletonBlock className={styles.skeletonCover} />
          <SkeletonLines rows={5} />
        </div>
      )}
      <IntroSections sign={id} />
    </div>
  );
}
