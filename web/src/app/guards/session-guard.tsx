import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router';
import { API_CODE, ApiError } from '@/api/errors';
import { isPublicPath, paths } from '@/config/paths';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { rememberSchoolCode, useHasSession } from '@/features/accounts/lib/session';
import { loginInfoQuery } from '@/features/accounts/queries';
import { useSchoolBaseInfo } from '@/features/site/queries';
import { redirectTo } from '@/lib/browser';

/**
 * Where a visitor at / goes (spec 01 §2.2): the school's homeIndex when known and not / itself. A path on this
 * site is routed; an absolute address is left to the browser.
 */
export function homeIndexTarget(homeIndex: string | null | undefined): { route?: string; href?: string } | null {
  const target = homeIndex?.trim();
  if (!target || target === paths.root.path) return null;
  if (/^https?:\/\//i.test(target)) return { href: target };
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  return { route: target };
}

/** Spec 01 §4: a login info answer of code 301 switches the login form to authentication. */
function useAuthenticationOnCode301(session: boolean): void {
  // Reads the login info the header loads (no request of its own).
  const { error } = useQuery({ ...loginInfoQuery(), enabled: false });
  const needsAuthentication = session && error instanceof ApiError && error.code === API_CODE.NEEDS_AUTHENTICATION;
  useEffect(() => {
    if (needsAuthentication) openLoginDialog({ initialForm: 'authentication_student' });
  }, [needsAuthentication]);
}

/**
 * Spec 01 §2.2: a visitor (no isLogin=1 cookie) who opens a page outside the public list goes to
 * /login?url={path}{query}; a visitor who opens / goes to the school's homeIndex when known; a scId query value is
 * kept for the session.
 */
export function SessionGuard() {
  const { pathname, search } = useLocation();
  const session = useHasSession();
  const { data: info } = useSchoolBaseInfo();
  // Opening / (address bar, link, back/forward) goes on to homeIndex; a guard's own redirect to / (a replace, as
  // /home/account's 请登录 → /) stays there, as spec 01 §2.1 says.
  const opened = useNavigationType() !== 'REPLACE';
  const home = !session && opened && pathname === paths.root.path ? homeIndexTarget(info?.homeIndex) : null;

  useEffect(() => rememberSchoolCode(search), [search]);
  useEffect(() => {
    if (home?.href) redirectTo(home.href);
  }, [home?.href]);
  useAuthenticationOnCode301(session);

  if (!session && !isPublicPath(pathname)) {
    return <Navigate replace to={paths.login.getHref(`${pathname}${search}`)} />;
  }
  if (home?.route) {
    // The page stays while the router goes to homeIndex: `/` and `/home` are the same home page, which keeps its
    // place instead of emptying the frame for a moment (the footer jumped up and down: a layout shift of 0.74).
    return (
      <>
        <Navigate replace to={`${home.route}${search}`} />
        <Outlet />
      </>
    );
  }
  return <Outlet />;
}
