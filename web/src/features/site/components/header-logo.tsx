import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SchoolBaseInfo } from '@/api/site';
import { SITE_TEXT } from '../texts';
import { isExternalUrl } from '../lib/open-target';
import styles from './site-header.module.css';

/** The school logo, linking to the school's homeIndex or to /. */
export function HeaderLogo({ info }: { info: SchoolBaseInfo | undefined }) {
  const href = info?.homeIndex?.trim() || paths.root.getHref();
  const content = info?.logo ? (
    <img className={styles.logoImage} src={info.logo} alt={info.schoolName || SITE_TEXT.brand} />
  ) : (
    <span className={styles.logoText}>
      <span className={styles.logoMark} aria-hidden="true">
        鲸
      </span>
      <span className={styles.logoName}>{info?.schoolName || SITE_TEXT.brand}</span>
    </span>
  );
  if (isExternalUrl(href)) {
    return (
      <a className={styles.logo} href={href} aria-label={SITE_TEXT.homeLogoAlt}>
        {content}
      </a>
    );
  }
  return (
    <Link className={styles.logo} to={href} aria-label={SITE_TEXT.homeLogoAlt}>
      {content}
    </Link>
  );
}
