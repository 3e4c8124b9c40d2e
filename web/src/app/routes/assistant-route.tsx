import { useSearchParams } from 'react-router';
import { LoadingOverlay } from '@/components/loading-overlay';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser } from '@/features/accounts/queries';
import { ChatPage } from '@/features/assistant/pages/chat-page';
import { useSuggestedJobs } from '@/features/assistant/queries';
import { ChatJobsPage } from '@/features/employment/pages/chat-jobs-page';

/** `/ChatGPT/chat`: the conversations of the signed-in user; a visitor is asked to log in. */
export function ChatRoute() {
  const { user, isPending, hasSession } = useCurrentUser();
  if (hasSession && isPending) return <LoadingOverlay />;
  return <ChatPage signedIn={Boolean(user)} requireLogin={() => openLoginDialog()} />;
}

/** `/employment/jobsFromChat`: the jobs a link names (?positionIds=a,b), else those the assistant suggested lately. */
export function ChatJobsRoute() {
  const [params] = useSearchParams();
  const named = params.get('positionIds') ?? '';
  const suggested = useSuggestedJobs(named === '');
  if (named === '' && suggested.isPending) return <LoadingOverlay />;
  return <ChatJobsPage positionIds={named || (suggested.data?.positionIds ?? []).join(',')} />;
}
