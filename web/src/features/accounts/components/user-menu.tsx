import { DownOutlined } from '@ant-design/icons';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { lazyWithAntd } from '@/components/lazy-with-antd';
import { paths } from '@/config/paths';
import { whenIdle } from '@/lib/idle';
import type { CurrentUser } from '../queries';
import { ACCOUNT_TEXT } from '../texts';
import { useSmallPlate } from './user-menu.plate';
import styles from './user-menu.module.css';

// The dropdown is antd's: its code is not in the frame of every page (issue 12's JavaScript budget). It is fetched when
// the browser is first idle, and is mounted when the pointer or a click first comes to the trigger.
const UserMenuDropdown = lazyWithAntd(async () => (await import('./user-menu-dropdown')).UserMenuDropdown);

/** The header's avatar: the user's picture, or the first character of the name (or of the phone number). */
function HeaderAvatar({ user }: { user: CurrentUser }) {
  if (user.photo) return <img className={styles.headerAvatar} src={user.photo} alt={user.name ?? ''} width={34} height={34} />;
  return (
    <span className={`${styles.headerAvatar} ${styles.initial}`}>{(user.name?.trim() || user.mobile || '?').slice(0, 1)}</span>
  );
}

/**
 * Spec 01 §2.4 avatar menu: the envelope with the unread badge (`messages`, composed by the app), personal
 * centre, resume completeness, assignment and exam counts, the teacher side (teachers only), safe logout.
 */
export function UserMenu({ user, messages }: { user: CurrentUser; messages?: ReactNode }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Until the pointer or a click first comes, the dropdown is not mounted: that first coming opens it.
  const [wanted, setWanted] = useState(false);
  const { data: plate } = useSmallPlate(true);
  useEffect(() => whenIdle(UserMenuDropdown.preload), []);
  const M = ACCOUNT_TEXT.menu;
  const displayName = user.name?.trim() || user.mobile;
  const want = (): void => {
    if (wanted) return;
    setWanted(true);
    setOpen(true);
  };
  const trigger = (
    <button
      type="button"
      className={styles.trigger}
      aria-label={M.label}
      aria-expanded={open}
      onPointerEnter={want}
      onPointerLeave={() => {
        if (!wanted) setOpen(false);
      }}
      onClick={() => {
        want();
        setOpen(true);
      }}
    >
      <span
        className={styles.avatar}
        onClick={(event) => {
          event.stopPropagation();
          void navigate(paths.learningCenter.getHref());
        }}
      >
        <HeaderAvatar user={user} />
      </span>
      <span className={styles.name}>{displayName}</span>
      <DownOutlined className={styles.caret} aria-hidden="true" />
    </button>
  );
  return (
    <div className={styles.area}>
      {messages}
      {/*
        The pointer opens and closes it (hover); a click (a tap, Enter or Space) only opens it. With click as a
        trigger too, a click on the name toggled shut the menu the pointer had just opened.
      */}
      {wanted ? (
        <Suspense fallback={trigger}>
          <UserMenuDropdown user={user} plate={plate} open={open} onOpenChange={setOpen}>
            {trigger}
          </UserMenuDropdown>
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  );
}
