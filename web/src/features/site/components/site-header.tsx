import type { ReactNode } from 'react';
import { HeaderLogo } from './header-logo';
import { HeaderNav } from './header-nav';
import { VisitorActions } from './visitor-actions';
import { useNavigation, useSchoolBaseInfo } from '../queries';
import styles from './site-header.module.css';

type SiteHeaderProps = {
  /** Slot for the course/job search box (logged-in users; accounts feature). */
  search?: ReactNode;
  /** Slot for the user's avatar menu; visitors get the login/register button. */
  userArea?: ReactNode;
  /** A plain click on the visitors' login button (opens the login dialog); the link goes to /login otherwise. */
  onVisitorLogin?: () => void;
};

/** Spec 01 §2.4: logo, navigation, then search and the user area. */
export function SiteHeader({ search, userArea, onVisitorLogin }: SiteHeaderProps) {
  const { data: info } = useSchoolBaseInfo();
  const { data: items } = useNavigation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HeaderLogo info={info} />
        <HeaderNav items={items ?? []} />
        {search ? <div className={styles.search}>{search}</div> : null}
        <div className={styles.actions}>{userArea ?? <VisitorActions onLogin={onVisitorLogin} />}</div>
      </div>
    </header>
  );
}
