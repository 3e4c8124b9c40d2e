import type { ReactNode } from 'react';
import { HeaderLogo } from './header-logo';
import { HeaderSearch } from './header-search';
import { HeaderNav } from './header-nav';
import { VisitorActions } from './visitor-actions';
import { useNavigation, useSchoolBaseInfo } from '../queries';
import styles from './site-header.module.css';

type SiteHeaderProps = {
  /** Slot for the course/job search box; signed-in users (those with a user area) get the header search by default. */
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
  // Spec 01 §2.4: the search box is only for signed-in users.
  const searchBox = search ?? (userArea ? <HeaderSearch /> : null);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HeaderLogo info={info} />
        <HeaderNav items={items ?? []} />
        {searchBox ? <div className={styles.search}>{searchBox}</div> : null}
        <div className={styles.actions}>{userArea ?? <VisitorActions onLogin={onVisitorLogin} />}</div>
      </div>
    </header>
  );
}
