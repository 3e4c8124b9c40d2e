import { Button, Card, Checkbox, Form, Input, Modal, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Role, SchoolRole, SchoolUserFilters, Status, UserRow } from '@/api/admin';
import { FilterForm } from '@/features/admin/components/filter-form';
import { PageHead } from '@/features/admin/components/page-head';
import { PagedTable } from '@/features/admin/components/paged-table';
import { auditStatusLabel, roleLabel, statusOptions } from '@/features/admin/lib/labels';
import { useListState } from '@/features/admin/lib/use-list-state';
import { mobileFilterRule, mobileOf } from '@/features/admin/lib/mobile-filter';
import styles from '@/features/admin/pages/pages.module.css';
import { useCurrentUser } from '@/features/accounts/queries';
import { useSchoolUserRoles, useSchoolUsers } from '@/features/school-admin/queries';
import { SCHOOL_PEOPLE_TEXT } from '@/features/school-admin/texts';
import { formatServerTime } from '@/lib/time';

const T = SCHOOL_PEOPLE_TEXT;
const C = T.columns;
const KEYWORD_MAX = 30;
const SCHOOL_ROLES: SchoolRole[] = ['student', 'teacher'];
/** The roles a school's list is filtered by. */
const ROLE_FILTERS: Role[] = ['student', 'teacher', 'schoolAdmin', 'normal'];

type FilterValues = { keyword?: string; mobile?: string; role?: Role; status?: Status | '' };

const filtersOf = (values: FilterValues): SchoolUserFilters => ({
  keyword: values.keyword?.trim() || undefined,
  mobile: mobileOf(values.mobile) || undefined,
  role: values.role || undefined,
  status: values.status || undefined,
});

const nameOf = (u: UserRow): string => u.name || u.mobile;

/**
 * /school-admin/people (学校管理后台 · 师生管理): the users of the admin's school, filtered and paged by the server;
 * 设置身份 gives or takes the student and teacher roles (the others stay) after the dialog's 保存. Composed here:
 * features/admin's list parts around features/school-admin's calls.
 */
export function SchoolPeopleRoute() {
  const [filterForm] = Form.useForm<FilterValues>();
  const list = useListState<SchoolUserFilters>({});
  const users = useSchoolUsers({ ...list.filters, page: list.page, size: list.size });
  const { user: me } = useCurrentUser();
  const [editing, setEditing] = useState<UserRow | null>(null);

  const columns: TableColumnsType<UserRow> = [
    { title: C.name, dataIndex: 'name', render: (name: string) => name || <span className={styles.muted}>{T.unnamed}</span> },
    { title: C.mobile, dataIndex: 'mobile' },
    {
      title: C.roles,
      dataIndex: 'roles',
      render: (roles: Role[]) =>
        roles.map((role) => (
          <Tag key={role} color={role === 'teacher' ? 'blue' : role === 'student' ? 'green' : undefined}>
            {roleLabel(role)}
          </Tag>
        )),
    },
    { title: C.auditStatus, dataIndex: 'auditStatus', responsive: ['md'], render: (v: number) => auditStatusLabel(v) },
    {
      title: C.status,
      dataIndex: 'disabled',
      responsive: ['md'],
      render: (disabled: boolean) => (disabled ? <Tag>已停用</Tag> : <Tag color="success">已启用</Tag>),
    },
    { title: C.lastLoginAt, dataIndex: 'lastLoginAt', responsive: ['lg'], render: (v: string | null) => (v ? formatServerTime(v) : T.neverSignedIn) },
    {
      title: C.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, u) =>
        u.userId === me?.userId ? (
          <span className={styles.muted}>{T.self}</span>
        ) : (
          <Button type="link" size="small" aria-label={T.setRolesOf(nameOf(u))} onClick={() => setEditing(u)}>
            {T.setRoles}
          </Button>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={T.intro} />
      <Card size="small">
        <FilterForm<FilterValues> name="school-people-filters" form={filterForm} onSearch={(v) => list.search(filtersOf(v))}>
          <Form.Item name="keyword" label={T.keyword}>
            <Input allowClear maxLength={KEYWORD_MAX} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="mobile" label={T.mobile} rules={[mobileFilterRule]}>
            <Input allowClear inputMode="numeric" maxLength={13} placeholder={T.mobilePlaceholder} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="role" label={T.role}>
            <Select allowClear options={ROLE_FILTERS.map((r) => ({ value: r, label: roleLabel(r) }))} placeholder={T.all} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="status" label={T.status} initialValue="">
            <Select options={statusOptions()} style={{ width: 120 }} />
          </Form.Item>
        </FilterForm>
      </Card>
      <Card size="small">
        <PagedTable<UserRow> query={users} columns={columns} rowKey="userId" empty={T.empty} list={list} />
      </Card>
      <RolesModal key={editing?.userId ?? 'none'} user={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/** 设置身份: 学生 and 教师 as checkboxes, the user's other roles shown as they stay. */
function RolesModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const save = useSchoolUserRoles();
  const [roles, setRoles] = useState<SchoolRole[]>(() => SCHOOL_ROLES.filter((r) => user?.roles.includes(r)));
  const others = (user?.roles ?? []).filter((r) => r !== 'student' && r !== 'teacher' && r !== 'normal');
  const submit = (): void => {
    if (!user || save.isPending) return;
    save.mutate({ userId: user.userId, roles }, { onSuccess: onClose });
  };
  return (
    <Modal
      open={user !== null}
      title={user ? T.rolesTitle(nameOf(user)) : ''}
      okText={T.save}
      cancelText={T.cancel}
      okButtonProps={{ loading: save.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.muted}>{T.rolesHelp}</p>
      <Checkbox.Group<SchoolRole>
        aria-label={C.roles}
        value={roles}
        onChange={(v) => setRoles(v)}
        options={SCHOOL_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
      />
      {others.length > 0 ? (
        <p style={{ marginTop: 12 }}>
          {others.map((r) => (
            <Tag key={r}>{roleLabel(r)}</Tag>
          ))}
        </p>
      ) : null}
    </Modal>
  );
}
