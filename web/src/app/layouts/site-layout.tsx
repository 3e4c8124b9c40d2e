import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BackToTop } from '@/components/back-to-top';
import { lazyWithAntd } from '@/components/lazy-with-antd';
import { LoadingOverlay } from '@/components/loading-overlay';
import { UserMenu } from '@/features/accounts/components/user-menu';
import { openLoginDialog, useLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { SIMULATED_COOKIE } from '@/features/accounts/lib/simulation';
import { useCurrentUser, useSessionEvents } from '@/features/accounts/queries';
import { MessageEnvelope } from '@/features/messages/components/message-envelope';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { useSchoolBaseInfo } from '@/features/site/queries';
import { SITE_TEXT } from '@/features/site/texts';
import { readCookie } from '@/lib/browser';
import { whenIdle } from '@/lib/idle';
import { RouteProgress } from '../route-progress';
import { layoutFor } from './layout-rules';
import styles from './site-layout.module.css';

// The frame is built without antd, and its antd parts load with antd in chunks of their own when they are shown
// (issue 12's JavaScript budget, web/scripts/check-js-budget.mjs): the login dialog with its forms when it first
// opens (its code is fetched when the browser is first idle on a visitor's page, so that opening waits for nothing),
// the banner of an administrator acting as a user, the video pages' back bar (and the avatar menu's dropdown).
const LoginDialog = lazyWithAntd(async () => (await import('@/features/accounts/components/login-dialog')).LoginDialog);
const VideoHeader = lazyWithAntd(async () => (await import('@/components/video-header')).VideoHeader);
const SimulationBanner = lazyWithAntd(
  async () => (await import('@/features/accounts/components/simulation/simulation-banner')).SimulationBanner,
);

/** The acting administrator's banner, while the simulation cookie is set (read again on every render). */
function DeferredSimulationBanner() {
  if (!readCookie(SIMULATED_COOKIE)) return null;
  return (
    <Suspense fallback={null}>
      <SimulationBanner />
    </Suspense>
  );
}

/** The login dialog, mounted from its first opening on (it animates its closing and keeps its place after). */
function DeferredLoginDialog() {
  const { open } = useLoginDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}

function useDocumentTitle(): void {
  const { data } = useSchoolBaseInfo();
  useEffect(() => {
    if (data?.title) document.title = data.title;
  }, [data?.title]);
}

const PAGE_STYLE_CLASS = {
  college: styles.college,
  'home-background': styles.homeBackground,
  plain: styles.plain,
};

/** The frame around every page, chosen by the layout rules of spec 01 §2.3. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = layoutFor(pathname);
  const { user, hasSession } = useCurrentUser();
  useDocumentTitle();
  useSessionEvents();
  useEffect(() => (hasSession ? undefined : whenIdle(LoginDialog.preload)), [hasSession]);

  const page = (
    <Suspense fallback={<LoadingOverlay />}>
      <Outlet />
    </Suspense>
  );
  if (mode.bare) {
    return (
      <>
        <RouteProgress />
        <DeferredSimulationBanner />
        {page}
      </>
    );
  }
  return (
    <div className={`${styles.shell} ${PAGE_STYLE_CLASS[mode.pageStyle]}`}>
      <RouteProgress />
      <DeferredSimulationBanner />
      {mode.header === 'site' ? (
        <SiteHeader
          userArea={user ? <UserMenu user={user} messages={<MessageEnvelope />} /> : undefined}
          onVisitorLogin={openLoginDialog}
        />
      ) : null}
      {mode.header === 'video' ? (
        <Suspense fallback={null}>
          <VideoHeader backLabel={SITE_TEXT.video.back} onBack={() => void navigate(-1)} />
        </Suspense>
      ) : null}
      <main className={mode.fullScreen ? styles.fullScreen : styles.main}>{page}</main>
      {mode.footer ? <SiteFooter /> : null}
      <BackToTop label={SITE_TEXT.backToTop} />
      <DeferredLoginDialog />
    </div>
  );
}
