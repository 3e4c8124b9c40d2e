import { AuditOutlined, DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { redirectTo } from '@/lib/browser';
import type { CurrentUser } from '../queries';
import { useLogout } from '../queries';
import { isSchoolAdmin } from '../lib/role';
import { ACCOUNT_TEXT } from '../texts';
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

/** Spec 01 §2.4 avatar menu: personal centre, the teacher side (teachers only), safe logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const M = ACCOUNT_TEXT.menu;
  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: M.center },
    ...(user.role === 'teacher' ? [{ key: 'teacher', icon: <SwapOutlined />, label: M.teacherSide }] : []),
    ...(isSchoolAdmin(user.roleStr) ? [{ key: 'identity', icon: <AuditOutlined />, label: M.identityReview }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: M.logout },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') void navigate(paths.learningCenter.getHref());
    else if (key === 'identity') void navigate(paths.schoolAdminIdentity.getHref());
    else if (key === 'teacher') redirectTo(paths.teacherSide.getHref());
    else if (key === 'logout') void logout().catch(() => undefined);
  };
  const displayName = user.name?.trim() || user.mobile;
  return (
    <div className={styles.area}>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['hover', 'click']}>
        <button type="button" className={styles.trigger} aria-label={M.label}>
          <span
            className={styles.avatar}
            onClick={(event) => {
              event.stopPropagation();
              void navigate(paths.learningCenter.getHref());
            }}
          >
            <UserAvatar user={user} size={34} />
          </span>
          <span className={styles.name}>{displayName}</span>
          <DownOutlined className={styles.caret} aria-hidden="true" />
        </button>
      </Dropdown>
    </div>
  );
}
