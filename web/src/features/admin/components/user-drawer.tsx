import { MailOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Descriptions, Drawer, Skeleton, Tag } from 'antd';
import type { UserDetail } from '@/api/admin';
import { isApiError } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { formatServerTime } from '@/lib/time';
import { auditStatusLabel } from '../lib/labels';
import { useSendResetLink, useUser } from '../queries';
import { ADMIN_TEXT } from '../texts';
import { ClaimsTable, LoginsTable } from './user-history';
import { UserRolesForm } from './user-roles-form';
import { UserWallet } from './user-wallet';
import { ORDERS_TEXT } from '../orders-texts';
import styles from './user-drawer.module.css';

const U = ADMIN_TEXT.user;

type Props = {
  open: boolean;
  /** The user shown (kept while the drawer closes). */
  userId: string | null;
  onClose: () => void;
};

/** 详情: the user's information, roles (保存), identity claims, balance and ledger, sign-in history and 发送重置密码链接. */
export function UserDrawer({ open, userId, onClose }: Props) {
  return (
    <Drawer open={open} title={U.title} size="min(760px, 100vw)" onClose={onClose} destroyOnHidden>
      {userId === null ? null : <UserDetailView userId={userId} />}
    </Drawer>
  );
}

function UserDetailView({ userId }: { userId: string }) {
  const detail = useUser(userId);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (detail.isError) {
    return (
      <EmptyState
        description={isApiError(detail.error) && detail.error.kind === 'server' ? detail.error.msg : ADMIN_TEXT.failed}
        actionLabel={ADMIN_TEXT.retry}
        onAction={() => void detail.refetch()}
      />
    );
  }
  const { user, claims, logins, sessionCount } = detail.data;
  return (
    <div className={styles.sections}>
      <section aria-label={U.info}>
        <h2 className={styles.heading}>{U.info}</h2>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={U.name}>{user.name || ADMIN_TEXT.users.unnamed}</Descriptions.Item>
          <Descriptions.Item label={U.mobile}>{user.mobile}</Descriptions.Item>
          <Descriptions.Item label={U.school}>{user.schoolName || ADMIN_TEXT.users.noSchool}</Descriptions.Item>
          <Descriptions.Item label={U.auditStatus}>{auditStatusLabel(user.auditStatus)}</Descriptions.Item>
          <Descriptions.Item label={U.status}>
            {user.disabled ? <Tag>{ADMIN_TEXT.state.disabled}</Tag> : <Tag color="success">{ADMIN_TEXT.state.enabled}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={U.sessions}>{U.sessionCount(sessionCount)}</Descriptions.Item>
          <Descriptions.Item label={U.createdAt}>{formatServerTime(user.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={U.lastLoginAt}>
            {user.lastLoginAt ? formatServerTime(user.lastLoginAt) : ADMIN_TEXT.users.neverSignedIn}
          </Descriptions.Item>
        </Descriptions>
        <ResetLinkButton detail={detail.data} />
      </section>
      <section aria-label={U.roles}>
        <h2 className={styles.heading}>{U.roles}</h2>
        <UserRolesForm key={user.roles.join(',')} user={user} />
      </section>
      <section aria-label={U.claims}>
        <h2 className={styles.heading}>{U.claims}</h2>
        <ClaimsTable claims={claims} />
      </section>
      <section aria-label={ORDERS_TEXT.wallet.heading}>
        <h2 className={styles.heading}>{ORDERS_TEXT.wallet.heading}</h2>
        <UserWallet userId={user.userId} />
      </section>
      <section aria-label={U.logins}>
        <h2 className={styles.heading}>
          {U.logins}
          <span className={styles.hint}>{U.loginsHelp}</span>
        </h2>
        <LoginsTable logins={logins} />
      </section>
    </div>
  );
}

/** 发送重置密码链接, after a confirmation: the server's message says it went (or why not: 每60秒只能发送一次). */
function ResetLinkButton({ detail }: { detail: UserDetail }) {
  const { modal } = AntApp.useApp();
  const send = useSendResetLink();
  const { user } = detail;
  const confirm = (): void => {
    modal.confirm({
      title: U.resetTitle(user.name || user.mobile),
      content: U.resetText,
      okText: U.send,
      cancelText: ADMIN_TEXT.cancel,
      onOk: () => send.mutateAsync(user.userId).catch(() => undefined),
    });
  };
  return (
    <Button className={styles.reset} icon={<MailOutlined />} loading={send.isPending} disabled={user.disabled} onClick={confirm}>
      {U.resetPassword}
    </Button>
  );
}
