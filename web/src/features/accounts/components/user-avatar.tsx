import { Avatar } from 'antd';
import type { CurrentUser } from '../queries';
import styles from './user-menu.module.css';

/** The user's avatar image, or the first character of the name (or of the phone number). */
export function UserAvatar({ user, size }: { user: CurrentUser; size: number }) {
  const initial = (user.name?.trim() || user.mobile || '?').slice(0, 1);
  return user.photo ? (
    <Avatar size={size} src={user.photo} alt={user.name ?? ''} />
  ) : (
    <Avatar size={size} className={styles.initial}>
      {initial}
    </Avatar>
  );
}
