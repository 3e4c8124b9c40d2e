import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { HomeSection } from '@/components/home-section';
import { paths } from '@/config/paths';
import { useInView } from '@/lib/use-in-view';
import { useRecommendTrainings } from '../queries';
import { TRAINING_CARD_TEXT as TRAINING_TEXT } from '../card-texts';
import { TrainingGrid, TrainingGridSkeleton } from './training-card';

/** One row of three on a desktop (two rows of the recommended list would push the news far down). */
const HOME_TRAININGS = 3;

/** The home page's 实训训练营: the school's recommended trainings, loaded as the section comes near; 更多 → /train. */
export function HomeTrainingSection() {
  const [ref, seen] = useInView<HTMLElement>();
  const trainings = useRecommendTrainings(seen);
  const T = TRAINING_TEXT.home;
  return (
    <HomeSection id="home-training-title" title={T.title} subtitle={T.subtitle} more={paths.train.getHref()} sectionRef={ref}>
      {trainings.isPending ? (
        <TrainingGridSkeleton count={HOME_TRAININGS} testId="home-training-loading" />
      ) : trainings.isError ? (
        <DeferredEmptyState description={TRAINING_TEXT.loadFailed} actionLabel={TRAINING_TEXT.retry} onAction={() => void trainings.refetch()} />
      ) : trainings.data.length === 0 ? (
        <DeferredEmptyState description={T.empty} />
      ) : (
        <TrainingGrid trainings={trainings.data.slice(0, HOME_TRAININGS)} label={T.title} />
      )}
    </HomeSection>
  );
}
