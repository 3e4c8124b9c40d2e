import { Table, Tag, type TableColumnsType } from 'antd';
import type { SignIn, UserClaim } from '@/api/admin';
import { EmptyState } from '@/components/empty-state';
import { formatServerTime } from '@/lib/time';
import { ADMIN_TEXT } from '../texts';

const U = ADMIN_TEXT.user;
const CLAIM_COLORS: Readonly<Record<number, string>> = { 1: 'processing', 2: 'success', 3: 'error' };

/** The user's identity claims (student or teacher), newest as the server orders them. */
export function ClaimsTable({ claims }: { claims: UserClaim[] }) {
  const C = U.claimColumns;
  const columns: TableColumnsType<UserClaim> = [
    { title: C.type, dataIndex: 'type', render: (type: number) => U.claimTypes[type] ?? type },
    { title: C.realName, dataIndex: 'realName' },
    { title: C.studentId, dataIndex: 'studentId' },
    { title: C.school, dataIndex: 'schoolName' },
    {
      title: C.status,
      dataIndex: 'status',
      render: (status: number) => <Tag color={CLAIM_COLORS[status]}>{U.claimStatus[status] ?? status}</Tag>,
    },
    { title: C.reason, dataIndex: 'reason', render: (reason: string) => reason || ADMIN_TEXT.none },
    { title: C.createdAt, dataIndex: 'createdAt', render: (value: string) => formatServerTime(value) },
  ];
  return (
    <Table<UserClaim>
      rowKey={(claim) => `${claim.createdAt}-${claim.type}-${claim.studentId}`}
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={claims}
      pagination={false}
      locale={{ emptyText: <EmptyState description={U.claimsEmpty} /> }}
    />
  );
}

/** The last 20 sign-ins and failures: 时间, IP, 结果 (成功 / 失败), 方式. */
export function LoginsTable({ logins }: { logins: SignIn[] }) {
  const C = U.loginColumns;
  const columns: TableColumnsType<SignIn & { key: number }> = [
    { title: C.at, dataIndex: 'at', render: (value: string) => formatServerTime(value) },
    { title: C.ip, dataIndex: 'ip' },
    {
      title: C.ok,
      dataIndex: 'ok',
      render: (ok: boolean) => (ok ? <Tag color="success">{U.ok}</Tag> : <Tag color="error">{U.failed}</Tag>),
    },
    { title: C.way, dataIndex: 'way', render: (way: string) => way || ADMIN_TEXT.none },
  ];
  return (
    <Table<SignIn & { key: number }>
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={logins.map((login, index) => ({ ...login, key: index }))}
      pagination={false}
      locale={{ emptyText: <EmptyState description={U.loginsEmpty} /> }}
    />
  );
}
