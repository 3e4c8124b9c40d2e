import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { useCurrentUser } from '@/features/accounts/queries';
import { toastError } from '@/lib/toast';
import { Spinner } from '@/components/spinner';
import { GUARD_WAIT_STYLE } from './guard-wait';

/** Spec 01 §2.1: /home/account (and the mobile change) need a login, otherwise 请登录 and go to /. */
export function AccountGuard() {
  const { user, isPending, hasSession } = useCurrentUser();

  useEffect(() => {
    if (!hasSession) toastError(SETTINGS_TEXT.pleaseLogin);
  }, [hasSession]);

  if (!hasSession) return <Navigate replace to={paths.root.getHref()} />;
  if (isPending || !user) {
    return (
      <div style={GUARD_WAIT_STYLE}>
        <Spinner />
      </div>
    );
  }
  return <Outlet />;
}
