import { LoadingOverlay } from '@/components/loading-overlay';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser } from '@/features/accounts/queries';
import type { Seeker } from '@/features/employment/lib/seeker';
import { EmploymentPage } from '@/features/employment/pages/employment-page';
import { JobPage } from '@/features/employment/pages/job-page';
import { JobWantedPage } from '@/features/employment/pages/job-wanted-page';

/** The session as the job board reads it: whether someone is signed in, and the login dialog. */
function useSeeker(): Seeker | null {
  const { user, isPending, hasSession } = useCurrentUser();
  if (hasSession && isPending) return null;
  return { signedIn: user !== undefined && user !== null, requireLogin: () => openLoginDialog() };
}

/** `/employment`: the board, with the signed-in seeker's recommendations. */
export function EmploymentRoute() {
  const seeker = useSeeker();
  return seeker ? <EmploymentPage seeker={seeker} /> : <LoadingOverlay />;
}

/** `/employment/jobDetails?positionId=`: applying and favourites need the session. */
export function JobRoute() {
  const seeker = useSeeker();
  return seeker ? <JobPage seeker={seeker} /> : <LoadingOverlay />;
}

/** `/job-wanted`: the seeker's applications and favourites (a visitor is asked to log in). */
export function JobWantedRoute() {
  const seeker = useSeeker();
  return seeker ? <JobWantedPage seeker={seeker} /> : <LoadingOverlay />;
}
