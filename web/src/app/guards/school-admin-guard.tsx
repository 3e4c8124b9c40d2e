import { Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { isSchoolAdmin } from '@/features/accounts/lib/role';
import { useCurrentUser } from '@/features/accounts/queries';
import { ACCOUNT_TEXT } from '@/features/accounts/texts';
import { toastError } from '@/lib/toast';

/** /school-admin/*: a login (else /login back here), and the role schoolAdmin (else 身份错误 and /home). */
export function SchoolAdminGuard() {
  const { pathname, search } = useLocation();
  const { user, isPending, hasSession } = useCurrentUser();
  const wrongRole = user !== undefined && !isSchoolAdmin(user.roleStr);

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
