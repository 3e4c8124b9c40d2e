import { UserOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_TEXT } from '../texts';
import styles from './site-header.module.css';

/** What a visitor sees at the right of the header: the login/register button (the dialog, or /login). */
export function VisitorActions({ onLogin }: { onLogin?: () => void }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    // A modified click (new tab, new window) still follows the link.
    if (!onLogin || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onLogin();
  };
  return (
    <Link className={styles.loginButton} to={paths.login.getHref()} onClick={onClick}>
      <UserOutlined aria-hidden="true" />
      <span>{SITE_TEXT.loginRegister}</span>
    </Link>
  );
}
