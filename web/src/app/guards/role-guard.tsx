import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/accounts/queries';
import { ACCOUNT_TEXT } from '@/features/accounts/texts';
import { toastError } from '@/lib/toast';
import { Spinner } from '@/components/spinner';
import { GUARD_WAIT_STYLE } from './guard-wait';

type CurrentUser = NonNullable<ReturnType<typeof useCurrentUser>['user']>;

/**
 * A role-gated area: without a session, /login back here; signed in without the role, 身份错误 and /home
 * (spec 01 §2.2, spec 02 §2); while the user loads, a spinner. Without `allows` any signed-in user may enter, and the
 * page opens at once, its own calls beside the login info's (a session that has expired meanwhile answers -1001 to
 * them, which sends to login as always).
 */
export function RoleGuard({ allows }: { allows?: (user: CurrentUser) => boolean }) {
  const { pathname, search } = useLocation();
  const { user, isPending, hasSession } = useCurrentUser();
  const wrongRole = user !== undefined && allows !== undefined && !allows(user);

  useEffect(() => {
    if (wrongRole) toastError(ACCOUNT_TEXT.wrongRole);
  }, [wrongRole]);

  if (!hasSession) return <Navigate replace to={paths.login.getHref(`${pathname}${search}`)} />;
  if (wrongRole) return <Navigate replace to={paths.home.getHref()} />;
  if (allows !== undefined && (isPending || !user)) {
    return (
      <div style={GUARD_WAIT_STYLE}>
        <Spinner />
      </div>
    );
  }
  return <Outlet />;
}
