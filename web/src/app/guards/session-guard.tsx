import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isPublicPath, paths } from '@/config/paths';
import { rememberSchoolCode, useHasSession } from '@/features/accounts/lib/session';

/**
 * Spec 01 §2.2: a visitor (no isLogin=1 cookie) who opens a page outside the public list goes to
 * /login?url={path}{query}; a scId query value is kept for the session.
 */
export function SessionGuard() {
  const { pathname, search } = useLocation();
  const session = useHasSession();

  useEffect(() => rememberSchoolCode(search), [search]);

  if (!session && !isPublicPath(pathname)) {
    return <Navigate replace to={paths.login.getHref(`${pathname}${search}`)} />;
  }
  return <Outlet />;
}
