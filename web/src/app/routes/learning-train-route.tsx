import { useCurrentUser } from '@/features/accounts/queries';
import { LearningTrainPage } from '@/features/training/pages/learning-train-page';
import { trainPanels } from './train-panels';

/** `/home/learning/trainDetail/{section}?id=` composes the learning centre's training view with the exams domain's lists. */
export function LearningTrainRoute() {
  const { user } = useCurrentUser();
  const viewer = user?.userId ?? '';
  return <LearningTrainPage viewer={viewer} panels={trainPanels(viewer)} />;
}
