import { App as AntApp, Button, Card, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Role, Status, UserFilters, UserRow } from '@/api/admin';
import { formatServerTime } from '@/lib/time';
import { FilterForm } from '../components/filter-form';
import { PageHead } from '../components/page-head';
import { PagedTable } from '../components/paged-table';
import { SchoolFilterSelect } from '../components/school-filter-select';
import { UserDrawer } from '../components/user-drawer';
import { auditStatusLabel, roleLabel, roleOptions, statusOptions } from '../lib/labels';
import { mobileFilterRule, mobileOf } from '../lib/mobile-filter';
import { useListState } from '../lib/use-list-state';
import { useSimulateLogin, useUsers, useUserStatus } from '../queries';
import { ADMIN_TEXT } from '../texts';
import styles from './pages.module.css';

const T = ADMIN_TEXT.users;
const C = T.columns;
/** The keyword matches the name: at most 30 characters (docs/admin.md "Users"). */
const KEYWORD_MAX = 30;

type FilterValues = { keyword?: string; mobile?: string; role?: Role; schoolSign?: string; status?: Status | '' };

const filtersOf = (values: FilterValues): UserFilters => ({
  keyword: values.keyword?.trim() || undefined,
  mobile: mobileOf(values.mobile) || undefined,
  role: values.role || undefined,
  schoolSign: values.schoolSign || undefined,
  status: values.status || undefined,
});

/**
 * /admin/users (the platform admin): the users, filtered and paged by the server; 详情 opens the user's drawer
 * (roles, claims, sign-ins, 发送重置密码链接); 停用 / 启用 and 模拟登录 after a confirmation.
 */
export function UsersPage() {
  const { modal } = AntApp.useApp();
  const [filterForm] = Form.useForm<FilterValues>();
  const list = useListState<UserFilters>({});
  const users = useUsers({ ...list.filters, page: list.page, size: list.size });
  const status = useUserStatus();
  const simulate = useSimulateLogin();
  const [drawer, setDrawer] = useState<{ open: boolean; userId: string | null }>({ open: false, userId: null });
  const nameOf = (user: UserRow): string => user.name || user.mobile;

  const confirmStatus = (user: UserRow): void => {
    const disabling = !user.disabled;
    modal.confirm({
      title: disabling ? T.disableTitle(nameOf(user)) : T.enableTitle(nameOf(user)),
      content: disabling ? T.disableText : T.enableText,
      okText: disabling ? T.disable : T.enable,
      okButtonProps: { danger: disabling },
      cancelText: ADMIN_TEXT.cancel,
      onOk: () => status.mutateAsync({ userId: user.userId, disabled: disabling }).catch(() => undefined),
    });
  };

  const confirmSimulate = (user: UserRow): void => {
    modal.confirm({
      title: T.simulateTitle(nameOf(user)),
      content: T.simulateText,
      okText: T.simulate,
      cancelText: ADMIN_TEXT.cancel,
      onOk: () => simulate.mutateAsync(user.userId).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<UserRow> = [
    { title: C.name, dataIndex: 'name', render: (name: string) => name || <span className={styles.muted}>{T.unnamed}</span> },
    { title: C.mobile, dataIndex: 'mobile' },
    {
      title: C.roles,
      dataIndex: 'roles',
      render: (roles: Role[]) =>
        roles.map((role) => (
          <Tag key={role} color={role === 'admin' ? 'gold' : undefined}>
            {roleLabel(role)}
          </Tag>
        )),
    },
    { title: C.school, dataIndex: 'schoolName', render: (name: string) => name || <span className={styles.muted}>{T.noSchool}</span> },
    { title: C.auditStatus, dataIndex: 'auditStatus', render: (value: number) => auditStatusLabel(value) },
    {
      title: C.status,
      dataIndex: 'disabled',
      render: (disabled: boolean) =>
        disabled ? <Tag>{ADMIN_TEXT.state.disabled}</Tag> : <Tag color="success">{ADMIN_TEXT.state.enabled}</Tag>,
    },
    {
      title: C.lastLoginAt,
      dataIndex: 'lastLoginAt',
      render: (value: string | null) => (value ? formatServerTime(value) : T.neverSignedIn),
    },
    {
      title: C.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, u) => (
        <span className={styles.actions}>
          <Button type="link" size="small" onClick={() => setDrawer({ open: true, userId: u.userId })}>
            {T.detail}
          </Button>
          <Button type="link" size="small" danger={!u.disabled} onClick={() => confirmStatus(u)}>
            {u.disabled ? T.enable : T.disable}
          </Button>
          {/* The server refuses to act as an admin or a disabled account (docs/accounts.md "Simulated login"). */}
          {u.disabled || u.roles.includes('admin') ? null : (
            <Button type="link" size="small" onClick={() => confirmSimulate(u)}>
              {T.simulate}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={T.intro} />
      <Card size="small">
        <FilterForm<FilterValues> name="user-filters" form={filterForm} onSearch={(v) => list.search(filtersOf(v))}>
          <Form.Item name="keyword" label={T.keyword}>
            <Input allowClear maxLength={KEYWORD_MAX} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="mobile" label={T.mobile} rules={[mobileFilterRule]}>
            <Input allowClear inputMode="numeric" maxLength={13} placeholder={T.mobilePlaceholder} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="role" label={T.role}>
            <Select allowClear options={roleOptions()} placeholder={ADMIN_TEXT.status.all} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="schoolSign" label={T.school}>
            <SchoolFilterSelect />
          </Form.Item>
          <Form.Item name="status" label={T.status} initialValue="">
            <Select options={statusOptions()} style={{ width: 120 }} />
          </Form.Item>
        </FilterForm>
      </Card>
      <Card size="small">
        <PagedTable<UserRow> query={users} columns={columns} rowKey="userId" empty={T.empty} list={list} />
      </Card>
      <UserDrawer open={drawer.open} userId={drawer.userId} onClose={() => setDrawer((d) => ({ ...d, open: false }))} />
    </div>
  );
}
