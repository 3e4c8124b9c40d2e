import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingOverlay } from '@/components/loading-overlay';
import { paths } from '@/config/paths';
import { SiteLayout } from './layouts/site-layout';

const homePage = async () => ({ Component: (await import('@/features/site/pages/home-page')).HomePage });
const notFoundPage = async () => ({ Component: (await import('@/features/site/pages/not-found-page')).NotFoundPage });
const agreementPage = async () => ({ Component: (await import('@/features/site/pages/agreement-page')).AgreementPage });

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      { index: true, lazy: homePage },
      { path: paths.home.path, lazy: homePage },
      { path: paths.agreement.path, lazy: agreementPage },
      { path: paths.notFound.path, lazy: notFoundPage },
      { path: '*', lazy: notFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
