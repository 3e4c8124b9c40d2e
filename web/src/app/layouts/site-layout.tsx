import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BackToTop } from '@/components/back-to-top';
import { LoadingOverlay } from '@/components/loading-overlay';
import { VideoHeader } from '@/components/video-header';
import { LoginDialog } from '@/features/accounts/components/login-dialog';
import { SimulationBanner } from '@/features/accounts/components/simulation/simulation-banner';
import { UserMenu } from '@/features/accounts/components/user-menu';
import { openLoginDialog } from '@/features/accounts/lib/login-dialog-store';
import { useCurrentUser, useSessionEvents } from '@/features/accounts/queries';
import { MessageEnvelope } from '@/features/messages/components/message-envelope';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { useSchoolBaseInfo } from '@/features/site/queries';
import { SITE_TEXT } from '@/features/site/texts';
import { RouteProgress } from '../route-progress';
import { layoutFor } from './layout-rules';
import styles from './site-layout.module.css';

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
  const { user } = useCurrentUser();
  useDocumentTitle();
  useSessionEvents();

  const page = (
    <Suspense fallback={<LoadingOverlay />}>
      <Outlet />
    </Suspense>
  );
  if (mode.bare) {
    return (
      <>
        <RouteProgress />
        <SimulationBanner />
        {page}
      </>
    );
  }
  return (
    <div className={`${styles.shell} ${PAGE_STYLE_CLASS[mode.pageStyle]}`}>
      <RouteProgress />
      <SimulationBanner />
      {mode.header === 'site' ? (
        <SiteHeader userArea={user ? <UserMenu user={user} messages={<MessageEnvelope />} /> : undefined} onVisitorLogin={openLoginDialog} />
      ) : null}
      {mode.header === 'video' ? (
        <VideoHeader backLabel={SITE_TEXT.video.back} onBack={() => void navigate(-1)} />
      ) : null}
      <main className={mode.fullScreen ? styles.fullScreen : styles.main}>{page}</main>
      {mode.footer ? <SiteFooter /> : null}
      <BackToTop label={SITE_TEXT.backToTop} />
      <LoginDialog />
    </div>
  );
}
