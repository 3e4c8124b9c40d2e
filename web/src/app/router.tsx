import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '@/components/loading-overlay';
import { paths } from '@/config/paths';
import { AccountGuard } from './guards/account-guard';
import { LearningGuard } from './guards/learning-guard';
import { SchoolAdminGuard } from './guards/school-admin-guard';
import { SessionGuard } from './guards/session-guard';
import { TokenGuard } from './guards/token-guard';
import { SiteLayout } from './layouts/site-layout';

const homePage = async () => ({ Component: (await import('@/features/site/pages/home-page')).HomePage });
const notFoundPage = async () => ({ Component: (await import('@/features/site/pages/not-found-page')).NotFoundPage });
const agreementPage = async () => ({ Component: (await import('@/features/site/pages/agreement-page')).AgreementPage });
const loginPage = async () => ({ Component: (await import('@/features/accounts/pages/login-page')).LoginPage });
const accountPage = async () => ({ Component: (await import('@/features/accounts/pages/account-page')).AccountPage });
const changeMobilePage = async () => ({
  Component: (await import('@/features/accounts/pages/change-mobile-page')).ChangeMobilePage,
});
const personalCenterPage = async () => ({
  Component: (await import('@/features/accounts/pages/personal-center-page')).PersonalCenterPage,
});
const schoolAdminIdentityPage = async () => ({
  Component: (await import('@/features/school-admin/pages/identity-page')).SchoolAdminIdentityPage,
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      {
        // Spec 01 §2.2: a tokenKey query value signs in before any other guard looks at the session.
        element: <TokenGuard />,
        children: [
          {
            // Declared pages pass the session guard; an unknown path shows not-found to everyone.
            element: <SessionGuard />,
            children: [
              { index: true, lazy: homePage },
              { path: paths.home.path, lazy: homePage },
              { path: paths.agreement.path, lazy: agreementPage },
              { path: paths.login.path, lazy: loginPage },
              { path: paths.notFound.path, lazy: notFoundPage },
              {
                path: paths.learning.path,
                element: <LearningGuard />,
                children: [
                  { index: true, element: <Navigate replace to={paths.learningCenter.getHref()} /> },
                  { path: 'center', lazy: personalCenterPage },
                ],
              },
              {
                element: <SchoolAdminGuard />,
                children: [{ path: paths.schoolAdminIdentity.path, lazy: schoolAdminIdentityPage }],
              },
            ],
          },
          {
            // Spec 01 §2.1: without a login these say 请登录 and go to / (not to /login).
            element: <AccountGuard />,
            children: [
              { path: paths.account.path, lazy: accountPage },
              { path: paths.changeMobile.path, lazy: changeMobilePage },
            ],
          },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
