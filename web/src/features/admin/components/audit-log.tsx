import { Card, DatePicker, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { AuditFilters, AuditRow } from '@/api/admin';
import { formatServerTime } from '@/lib/time';
import { roleLabel } from '../lib/labels';
import type { useListState } from '../lib/use-list-state';
import { ADMIN_TEXT } from '../texts';
import { AuditChange } from './audit-change';
import { FilterForm } from './filter-form';
import { PageHead } from './page-head';
import { PagedTable, type PageQuery } from './paged-table';
import styles from '../pages/pages.module.css';

const T = ADMIN_TEXT.audit;
const C = T.columns;
const DATE = 'YYYY-MM-DD';

type FilterValues = { actor?: string; action?: string; schoolSign?: string; dates?: [Dayjs | null, Dayjs | null] | null };
type Option = { value: string; label: string };
/** A select's choices as they load. */
type Options = { options: Option[]; loading: boolean };

const filtersOf = (values: FilterValues): AuditFilters => ({
  actor: values.actor?.trim() || undefined,
  action: values.action || undefined,
  schoolSign: values.schoolSign || undefined,
  from: values.dates?.[0]?.format(DATE),
  to: values.dates?.[1]?.format(DATE),
});

function columnsOf(withSchool: boolean): TableColumnsType<AuditRow> {
  return [
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
    ...(withSchool
      ? [{ title: C.school, dataIndex: 'schoolName', render: (name: string) => name || ADMIN_TEXT.none }]
      : []),
    { title: C.action, dataIndex: 'actionName', render: (name: string, r) => name || r.action },
    { title: C.target, dataIndex: 'target' },
    { title: C.summary, dataIndex: 'summary' },
    { title: C.ip, dataIndex: 'ip' },
  ];
}

type Props = {
  intro: string;
  /** The heading's buttons (the platform admin's 导出). */
  extra?: ReactNode;
  /** The list's filters and page (useListState), searched by the filter form. */
  list: ReturnType<typeof useListState<AuditFilters>>;
  /** The server's page of rows for `list`. */
  rows: PageQuery<AuditRow>;
  actions: Options;
  /** The school filter and column (the platform admin's); without it, neither (a school admin's own school). */
  schools?: Options;
};

/**
 * An audit log page (the platform admin's /admin/audit, the school admin's /school-admin/audit): the filters (actor,
 * action, school when given, dates), the server-paged rows, a row expanding to the target's state before and after.
 */
export function AuditLog({ intro, extra, list, rows, actions, schools }: Props) {
  const [filterForm] = Form.useForm<FilterValues>();
  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={intro} extra={extra} />
      <Card size="small">
        <FilterForm<FilterValues> name="audit-filters" form={filterForm} onSearch={(v) => list.search(filtersOf(v))}>
          <Form.Item name="actor" label={T.actor}>
            <Input allowClear maxLength={30} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="action" label={T.action}>
            <Select
              allowClear
              loading={actions.loading}
              options={actions.options}
              placeholder={ADMIN_TEXT.status.all}
              style={{ width: 180 }}
            />
          </Form.Item>
          {schools ? (
            <Form.Item name="schoolSign" label={T.school}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={schools.loading}
                options={schools.options}
                placeholder={ADMIN_TEXT.status.all}
                style={{ width: 200 }}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="dates" label={T.dates}>
            <DatePicker.RangePicker format={DATE} allowEmpty={[true, true]} style={{ width: 260, maxWidth: '100%' }} />
          </Form.Item>
        </FilterForm>
      </Card>
      <Card size="small">
        <PagedTable<AuditRow>
          query={rows}
          columns={columnsOf(Boolean(schools))}
          rowKey="id"
          empty={T.empty}
          list={list}
          expandable={{ expandedRowRender: (row) => <AuditChange row={row} /> }}
        />
      </Card>
    </div>
  );
}
