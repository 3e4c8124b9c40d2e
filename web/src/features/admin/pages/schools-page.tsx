import { PlusOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Card, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { SchoolFilters, SchoolRow, Status } from '@/api/admin';
import { formatServerTime } from '@/lib/time';
import { FilterForm } from '../components/filter-form';
import { PageHead } from '../components/page-head';
import { PagedTable } from '../components/paged-table';
import { SchoolDrawer } from '../components/school-drawer';
import { statusOptions } from '../lib/labels';
import { useListState } from '../lib/use-list-state';
import { useSchools, useSchoolStatus } from '../queries';
import { ADMIN_TEXT } from '../texts';
import styles from './pages.module.css';

const T = ADMIN_TEXT.schools;
const C = T.columns;

type FilterValues = { keyword?: string; status?: Status | '' };

const filtersOf = (values: FilterValues): SchoolFilters => ({
  keyword: values.keyword?.trim() || undefined,
  status: values.status || undefined,
});

/**
 * /admin/schools (the platform admin): the schools, filtered and paged by the server; 新增学校 and 编辑 in a drawer
 * form, 停用 / 启用 after a confirmation; the server's messages are toasted.
 */
export function SchoolsPage() {
  const { modal } = AntApp.useApp();
  const [filterForm] = Form.useForm<FilterValues>();
  const list = useListState<SchoolFilters>({});
  const schools = useSchools({ ...list.filters, page: list.page, size: list.size });
  const status = useSchoolStatus();
  const [drawer, setDrawer] = useState<{ open: boolean; sign: string | null }>({ open: false, sign: null });

  const confirmStatus = (school: SchoolRow): void => {
    const disabling = !school.disabled;
    modal.confirm({
      title: disabling ? T.disableTitle(school.name) : T.enableTitle(school.name),
      content: disabling ? T.disableText : T.enableText,
      okText: disabling ? T.disable : T.enable,
      okButtonProps: { danger: disabling },
      cancelText: ADMIN_TEXT.cancel,
      onOk: () => status.mutateAsync({ sign: school.sign, disabled: disabling }).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<SchoolRow> = [
    {
      title: C.name,
      dataIndex: 'name',
      render: (name: string, s) => (
        <span className={styles.school}>
          {s.logo ? <img className={styles.logo} src={s.logo} alt="" /> : null}
          <span>{name}</span>
        </span>
      ),
    },
    { title: C.sign, dataIndex: 'sign' },
    {
      title: C.hosts,
      dataIndex: 'hosts',
      render: (hosts: SchoolRow['hosts']) =>
        hosts.length === 0 ? (
          ADMIN_TEXT.none
        ) : (
          <span className={styles.hosts}>
            {hosts.map((h) => (
              <Tag key={h.host}>
                {h.host}
                {h.icpNumber ? <span className={styles.icp}>{T.icp(h.icpNumber)}</span> : null}
              </Tag>
            ))}
          </span>
        ),
    },
    { title: C.userCount, dataIndex: 'userCount', align: 'right' },
    {
      title: C.status,
      dataIndex: 'disabled',
      render: (disabled: boolean) =>
        disabled ? <Tag>{ADMIN_TEXT.state.disabled}</Tag> : <Tag color="success">{ADMIN_TEXT.state.enabled}</Tag>,
    },
    { title: C.createdAt, dataIndex: 'createdAt', render: (value: string) => formatServerTime(value) },
    {
      title: C.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, s) => (
        <span className={styles.actions}>
          <Button type="link" size="small" onClick={() => setDrawer({ open: true, sign: s.sign })}>
            {T.edit}
          </Button>
          <Button type="link" size="small" danger={!s.disabled} onClick={() => confirmStatus(s)}>
            {s.disabled ? T.enable : T.disable}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHead
        title={T.title}
        intro={T.intro}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, sign: null })}>
            {T.add}
          </Button>
        }
      />
      <Card size="small">
        <FilterForm<FilterValues> name="school-filters" form={filterForm} onSearch={(v) => list.search(filtersOf(v))}>
          <Form.Item name="keyword" label={T.keyword}>
            <Input allowClear maxLength={50} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label={T.status} initialValue="">
            <Select options={statusOptions()} style={{ width: 120 }} />
          </Form.Item>
        </FilterForm>
      </Card>
      <Card size="small">
        <PagedTable<SchoolRow> query={schools} columns={columns} rowKey="sign" empty={T.empty} list={list} />
      </Card>
      <SchoolDrawer open={drawer.open} sign={drawer.sign} onClose={() => setDrawer((d) => ({ ...d, open: false }))} />
    </div>
  );
}
