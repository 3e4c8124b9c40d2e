import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_TEXT } from '../texts';
import styles from './site-header.module.css';

/** What a visitor sees at the right of the header: the login/register button. */
export function VisitorActions() {
  return (
    <Link className={styles.loginButton} to={paths.login.getHref()}>
      <UserOutlined aria-hidden="true" />
      <span>{SITE_TEXT.loginRegister}</span>
    </Link>
  );
}
