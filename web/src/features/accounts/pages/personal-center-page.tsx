import { BookOutlined, HomeOutlined, SwapOutlined } from '@ant-design/icons';
import { Card, Descriptions, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { IdentityStatusCard } from '../components/identity-status-card';
import { UserAvatar } from '../components/user-avatar';
import { auditStatusName, AUDIT_PASSED, maskPhone, roleName } from '../lib/role';
import { useCurrentUser } from '../queries';
import { ACCOUNT_TEXT } from '../texts';
import styles from './personal-center-page.module.css';

const AUDIT_COLORS = ['default', 'processing', 'success', 'error'];

/**
 * /home/learning/center: the profile from the login info, the identity claim and the main links; `children` is the
 * learning overview, composed in by the app's route (features do not import each other).
 */
export function PersonalCenterPage({ children }: { children?: ReactNode }) {
  const { user } = useCurrentUser();
  const C = ACCOUNT_TEXT.center;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{C.title}</h1>
      <div className={styles.grid}>
        <Card className={styles.profile} title={C.profile}>
          {user ? (
            <>
              <div className={styles.who}>
                <UserAvatar user={user} size={72} />
                <div>
                  <p className={styles.name}>{user.name?.trim() || C.unnamed}</p>
                  <Tag color="blue">{roleName(user.role)}</Tag>
                </div>
              </div>
              <Descriptions column={1} size="small" className={styles.facts}>
                <Descriptions.Item label={C.phone}>{maskPhone(user.mobile)}</Descriptions.Item>
                <Descriptions.Item label={C.role}>{roleName(user.role)}</Descriptions.Item>
                <Descriptions.Item label={C.school}>{user.schoolName || C.noSchool}</Descriptions.Item>
                <Descriptions.Item label={C.audit}>
                  <Tag color={AUDIT_COLORS[user.auditStatus] ?? 'default'} variant={user.auditStatus === AUDIT_PASSED ? 'filled' : 'outlined'}>
                    {auditStatusName(user.auditStatus)}
                  </Tag>
                </Descriptions.Item>
              </Descriptions>
            </>
          ) : (
            <Skeleton avatar active />
          )}
        </Card>
        <div className={styles.side}>
          <IdentityStatusCard className={styles.identity} />
          <Card className={styles.links} title={C.linksTitle}>
            <nav className={styles.linkList} aria-label={C.linksTitle}>
              <Link to={paths.home.getHref()}>
                <HomeOutlined aria-hidden="true" /> {C.home}
              </Link>
              <Link to={paths.masterCourses.getHref()}>
                <BookOutlined aria-hidden="true" /> {C.courses}
              </Link>
              {user?.role === 'teacher' ? (
                <a href={paths.teacherSide.getHref()}>
                  <SwapOutlined aria-hidden="true" /> {C.teacherSide}
                </a>
              ) : null}
            </nav>
          </Card>
        </div>
      </div>
      {children ? <div className={styles.learning}>{children}</div> : null}
    </div>
  );
}
