import { useCurrentUser } from '@/features/accounts/queries';
import { LearningLayout } from '@/features/study/pages/learning-layout';

/** `/home/learning` composes the learning centre's menu with the session (accounts): teachers see 我的授课. */
export function LearningLayoutRoute() {
  const { user } = useCurrentUser();
  return <LearningLayout teaching={user?.role === 'teacher'} />;
}
