import {
  AuditOutlined,
  DownOutlined,
  EditOutlined,
  FileTextOutlined,
  LogoutOutlined,
  ProfileOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { redirectTo } from '@/lib/browser';
import type { CurrentUser } from '../queries';
import { useLogout } from '../queries';
import { isSchoolAdmin } from '../lib/role';
import { ACCOUNT_TEXT } from '../texts';
import { PLATE_TEXT, plateCount, resumePercent, useSmallPlate } from './user-menu.plate';
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

function plateLabel(text: string, value: string): ReactNode {
  return (
    <span className={styles.plateItem}>
      <span>{text}</span>
      <span className={styles.plateValue}>{value}</span>
    </span>
  );
}

/**
 * Spec 01 §2.4 avatar menu: the envelope with the unread badge (`messages`, composed by the app), personal
 * centre, resume completeness, assignment and exam counts, the teacher side (teachers only), safe logout.
 */
export function UserMenu({ user, messages }: { user: CurrentUser; messages?: ReactNode }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const { data: plate } = useSmallPlate(true);
  const M = ACCOUNT_TEXT.menu;
  const resume = resumePercent(plate);
  const works = plateCount(plate?.workNum);
  const exams = plateCount(plate?.examNum);
  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: M.center },
    ...(resume !== null ? [{ key: 'resume', icon: <ProfileOutlined />, label: plateLabel(PLATE_TEXT.resume, `${resume}%`) }] : []),
    ...(works !== null ? [{ key: 'works', icon: <EditOutlined />, label: plateLabel(PLATE_TEXT.assignments, String(works)) }] : []),
    ...(exams !== null ? [{ key: 'exams', icon: <FileTextOutlined />, label: plateLabel(PLATE_TEXT.exams, String(exams)) }] : []),
    ...(user.role === 'teacher' ? [{ key: 'teacher', icon: <SwapOutlined />, label: M.teacherSide }] : []),
    ...(isSchoolAdmin(user.roleStr) ? [{ key: 'identity', icon: <AuditOutlined />, label: M.identityReview }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: M.logout },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center' || key === 'works' || key === 'exams') void navigate(paths.learningCenter.getHref());
    else if (key === 'resume') void navigate(paths.resume.getHref());
    else if (key === 'identity') void navigate(paths.schoolAdminIdentity.getHref());
    else if (key === 'teacher') redirectTo(paths.teacherSide.getHref());
    else if (key === 'logout') void logout().catch(() => undefined);
  };
  const displayName = user.name?.trim() || user.mobile;
  return (
    <div className={styles.area}>
      {messages}
      {/*
        The pointer opens and closes it (hover); a click (a tap, Enter or Space) only opens it. With click as a
        trigger too, a click on the name toggled shut the menu the pointer had just opened.
      */}
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['hover']} open={open} onOpenChange={setOpen}>
        <button type="button" className={styles.trigger} aria-label={M.label} aria-expanded={open} onClick={() => setOpen(true)}>
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
