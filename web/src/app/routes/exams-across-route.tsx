import { Skeleton } from 'antd';
import { useCurrentUser } from '@/features/accounts/queries';
import { GradingQueuePage } from '@/features/exams/across/grading-queue-page';
import { MyTestsPage } from '@/features/exams/across/my-tests-page';
import { setsExams } from '../area-routes';

/** While the login info loads: the page's place, not a blank one. */
function Waiting() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/** /test with the session (accounts): a teacher or school admin also gets 我布置的, open first. */
export function MyTestsRoute() {
  const { user, isPending } = useCurrentUser();
  // The first tab depends on the role: wait for the login info rather than load a list the teacher will not see.
  if (isPending && !user) return <Waiting />;
  return <MyTestsPage teaching={!!user && setsExams(user)} />;
}

/** /criticizes-system with the session: the queue for a teacher or school admin, a pointer to /test for anyone else. */
export function GradingQueueRoute() {
  const { user, isPending } = useCurrentUser();
  if (isPending && !user) return <Waiting />;
  return <GradingQueuePage grading={!!user && setsExams(user)} />;
}
