import { Button, Card, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminOrder, OrderFilters } from '@/api/admin';
import type { OrderStatus, OrderType } from '@/api/commerce';
import { formatYuan } from '@/lib/money';
import { formatServerTime } from '@/lib/time';
import { FilterForm } from '../components/filter-form';
import { PageHead } from '../components/page-head';
import { PagedTable } from '../components/paged-table';
import { SchoolFilterSelect } from '../components/school-filter-select';
import { RefundModal } from '../components/refund-modal';
import { useListState } from '../lib/use-list-state';
import { useAdminOrders } from '../orders-queries';
import { ORDERS_TEXT } from '../orders-texts';
import styles from './pages.module.css';

const T = ORDERS_TEXT;
const C = T.columns;
/** The server's keyword limit. */
const KEYWORD_MAX = 50;
const STATUS_COLORS: Readonly<Record<number, string>> = { 0: 'orange', 1: 'green', 2: 'default', 3: 'purple' };

type FilterValues = { keyword?: string; schoolSign?: string; orderType?: OrderType | ''; status?: OrderStatus | '' };

const options = (names: Readonly<Record<number, string>>) => [
  { value: '', label: T.all },
  ...Object.entries(names).map(([value, label]) => ({ value: Number(value), label })),
];

const filtersOf = (values: FilterValues): OrderFilters => ({
  keyword: values.keyword?.trim() || undefined,
  schoolSign: values.schoolSign || undefined,
  orderType: values.orderType === '' ? undefined : values.orderType,
  status: values.status === '' ? undefined : values.status,
});

/** Only a paid course or training order goes back into the balance (the server's rules). */
const refundable = (o: AdminOrder): boolean => o.status === 1 && (o.orderType === 1 || o.orderType === 2);

/**
 * /admin/orders (the platform admin): every school's orders, newest first, filtered and paged by the server; a paid
 * course or training order is refunded into the buyer's balance after a reason.
 */
export function OrdersPage() {
  const [filterForm] = Form.useForm<FilterValues>();
  const list = useListState<OrderFilters>({});
  const orders = useAdminOrders({ ...list.filters, page: list.page, size: list.size });
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);

  const columns: TableColumnsType<AdminOrder> = [
    { title: C.title, dataIndex: 'title', onCell: () => ({ style: { minWidth: 140 } }) },
    { title: C.school, dataIndex: 'schoolName', responsive: ['md'] },
    { title: C.type, dataIndex: 'orderTypeName', responsive: ['md'] },
    { title: C.buyer, key: 'buyer', render: (_: unknown, o) => `${o.buyerName || '—'} ${o.buyerMobile}` },
    { title: C.amount, dataIndex: 'amount', align: 'right', render: (fen: number) => formatYuan(fen) },
    { title: C.status, key: 'status', render: (_: unknown, o) => <Tag color={STATUS_COLORS[o.status]}>{o.statusName}</Tag> },
    { title: C.payType, dataIndex: 'payTypeName', responsive: ['lg'] },
    { title: C.time, dataIndex: 'createTime', responsive: ['md'], render: (v: string) => formatServerTime(v) },
    { title: C.orderNo, dataIndex: 'orderNo', responsive: ['lg'] },
    {
      title: C.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, o) =>
        refundable(o) ? (
          <Button type="link" size="small" danger aria-label={T.refundOf(o.title)} onClick={() => setRefunding(o)}>
            {T.refund}
          </Button>
        ) : o.status === 3 ? (
          <span className={styles.muted} title={o.refundReason}>
            {o.refundReason}
          </span>
        ) : null,
    },
  ];

  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={T.intro} />
      <Card size="small">
        <FilterForm<FilterValues> name="order-filters" form={filterForm} onSearch={(v) => list.search(filtersOf(v))}>
          <Form.Item name="keyword" label={T.keyword}>
            <Input allowClear maxLength={KEYWORD_MAX} placeholder={T.keywordPlaceholder} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="schoolSign" label={T.school}>
            <SchoolFilterSelect />
          </Form.Item>
          <Form.Item name="orderType" label={T.type} initialValue="">
            <Select options={options(T.types)} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="status" label={T.status} initialValue="">
            <Select options={options(T.statuses)} style={{ width: 120 }} />
          </Form.Item>
        </FilterForm>
      </Card>
      <Card size="small">
        <PagedTable<AdminOrder> query={orders} columns={columns} rowKey="orderNo" empty={T.empty} list={list} />
      </Card>
      <RefundModal order={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
