import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoginPanel } from '../components/login-panel';
import { ACCOUNT_TEXT } from '../texts';
import styles from './login-page.module.css';

/** /login: the login panel on its own page, without header or footer (spec 01 §2.3). */
export function LoginPage() {
  const P = ACCOUNT_TEXT.page;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            {P.brandMark}
          </span>
          {P.brand}
        </Link>
        <p className={styles.slogan}>{P.slogan}</p>
        <p className={styles.lead}>{P.lead}</p>
      </div>
      <div className={styles.card}>
        <LoginPanel onLoginPage />
        <Link to={paths.home.getHref()} className={styles.home}>
          {P.backHome}
        </Link>
      </div>
    </div>
  );
}
