import { PersonalCenterPage } from '@/features/accounts/pages/personal-center-page';
import { LearningOverview } from '@/features/study/components/learning-overview';

/** `/home/learning/center` composes the personal centre (accounts: profile, identity) with the study overview (learning). */
export function LearningCenterRoute() {
  return (
    <PersonalCenterPage>
      <LearningOverview />
    </PersonalCenterPage>
  );
}
