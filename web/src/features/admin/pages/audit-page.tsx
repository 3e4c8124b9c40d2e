import { Card, DatePicker, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { downloadAudit, type AuditFilters, type AuditRow } from '@/api/admin';
import { DownloadButton } from '@/components/download-button';
import { toastSuccess } from '@/lib/toast';
import { formatServerTime } from '@/lib/time';
import { AuditChange } from '../components/audit-change';
import { FilterForm } from '../components/filter-form';
import { PageHead } from '../components/page-head';
import { PagedTable } from '../components/paged-table';
import { roleLabel } from '../lib/labels';
import { useListState } from '../lib/use-list-state';
import { useAudit, useAuditActions, useSchoolOptions } from '../queries';
import { ADMIN_TEXT } from '../texts';
import styles from './pages.module.css';

const T = ADMIN_TEXT.audit;
const C = T.columns;
const DATE = 'YYYY-MM-DD';

type FilterValues = { actor?: string; action?: string; schoolSign?: string; dates?: [Dayjs | null, Dayjs | null] | null };

const filtersOf = (values: FilterValues): AuditFilters => ({
  actor: values.actor?.trim() || undefined,
  action: values.action || undefined,
  schoolSign: values.schoolSign || undefined,
  from: values.dates?.[0]?.format(DATE),
  to: values.dates?.[1]?.format(DATE),
});

/**
 * /admin/audit (the platform admin): every console action, filtered and paged by the server; a row expands to the
 * target's state before and after; 导出 downloads the filtered rows as .xlsx.
 */
export function AuditPage() {
  const [filterForm] = Form.useForm<FilterValues>();
  const list = useListState<AuditFilters>({});
  const rows = useAudit({ ...list.filters, page: list.page, size: list.size });
  const actions = useAuditActions();
  const schools = useSchoolOptions();

  const exportRows = async () => {
    const file = await downloadAudit(list.filters);
    toastSuccess(T.exported);
    return file;
  };

  const columns: TableColumnsType<AuditRow> = [
    { title: C.at, dataIndex: 'at', render: (value: string) => formatServerTime(value) },
    {
      title: C.actor,
      key: 'actor',
      render: (_: unknown, r) => (
        <span>
          {r.actorName} <Tag>{roleLabel(r.actorRole)}</Tag>
        </span>
      ),
    },
    { title: C.school, dataIndex: 'schoolName', render: (name: string) => name || ADMIN_TEXT.none },
    { title: C.action, dataIndex: 'actionName', render: (name: string, r) => name || r.action },
    { title: C.target, dataIndex: 'target' },
    { title: C.summary, dataIndex: 'summary' },
    { title: C.ip, dataIndex: 'ip' },
  ];

  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={T.intro} extra={<DownloadButton load={exportRows} label={T.export} />} />
      <Card size="small">
        <FilterForm<FilterValues> name="audit-filters" form={filterForm} onSearch={(v) => list.search(filtersOf(v))}>
          <Form.Item name="actor" label={T.actor}>
            <Input allowClear maxLength={30} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="action" label={T.action}>
            <Select
              allowClear
              loading={actions.isPending}
              options={(actions.data ?? []).map((a) => ({ value: a.action, label: a.name }))}
              placeholder={ADMIN_TEXT.status.all}
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item name="schoolSign" label={T.school}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={schools.isPending}
              options={schools.data ?? []}
              placeholder={ADMIN_TEXT.status.all}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item name="dates" label={T.dates}>
            <DatePicker.RangePicker format={DATE} allowEmpty={[true, true]} style={{ width: 260, maxWidth: '100%' }} />
          </Form.Item>
        </FilterForm>
      </Card>
      <Card size="small">
        <PagedTable<AuditRow> query={rows} columns={columns} rowKey="id" empty={T.empty} list={list} expandable={{ expandedRowRender: (row) => <AuditChange row={row} /> }} />
      </Card>
    </div>
  );
}
