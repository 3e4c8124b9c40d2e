import { Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { toastError } from '@/lib/toast';
import { useCurrentUser } from '@/features/accounts/queries';
import { ACCOUNT_TEXT } from '@/features/accounts/texts';

/** Spec 02 §2: /home/learning needs a session and the role teacher, student or normal. */
export function LearningGuard() {
  const { pathname, search } = useLocation();
  const { user, isPending, hasSession } = useCurrentUser();
  const wrongRole = user !== undefined && user.role === null;

  useEffect(() => {
    if (wrongRole) toastError(ACCOUNT_TEXT.wrongRole);
  }, [wrongRole]);

  if (!hasSession) return <Navigate replace to={paths.login.getHref(`${pathname}${search}`)} />;
  if (wrongRole) return <Navigate replace to={paths.home.getHref()} />;
  if (isPending || !user) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <Spin size="large" />
      </div>
    );
  }
  return <Outlet />;
}
