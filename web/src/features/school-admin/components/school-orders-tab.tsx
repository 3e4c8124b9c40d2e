import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getSchoolOrders, refundOrder, type OrderStatus, type SchoolOrder } from '@/api/commerce';
import { messageOf } from '@/api/errors';
import { formatYuan } from '@/lib/money';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { schoolAdminKeys } from '../queries';
import { COMMERCE_ADMIN_TEXT } from '../texts';
import { RejectModal } from './reject-modal';
import { StatusSearchBar, useListFilters } from './status-search-bar';
import styles from './school-admin.module.css';

const T = COMMERCE_ADMIN_TEXT;
const PAGE_SIZE = 10;
const STATUS_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default', 3: 'purple' };
const FILTERS: { label: string; value: -1 | OrderStatus }[] = [
  { label: T.all, value: -1 },
  { label: T.orderStatus[1], value: 1 },
  { label: T.orderStatus[3], value: 3 },
  { label: T.orderStatus[0], value: 0 },
  { label: T.orderStatus[2], value: 2 },
];

/** The school's course and training orders; a paid one is refunded into the buyer's balance after a reason. */
export function SchoolOrdersTab() {
  const client = useQueryClient();
  const filters = useListFilters<-1 | OrderStatus>(1);
  const { status, keyword, page, setPage } = filters;
  const [refunding, setRefunding] = useState<SchoolOrder | null>(null);
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: schoolAdminKeys.ordersPage(status, keyword, page),
    queryFn: () => getSchoolOrders({ status, keyword, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const refund = async (reason: string): Promise<void> => {
    if (!refunding) return;
    setSaving(true);
    try {
      await refundOrder(refunding.orderNo, reason);
      toastSuccess(T.refunded);
      setRefunding(null);
      await client.invalidateQueries({ queryKey: schoolAdminKeys.orders() });
    } catch (error) {
      toastError(messageOf(error, T.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<SchoolOrder> = [
    { title: T.columns.title, dataIndex: 'title', key: 'title', onCell: () => ({ style: { minWidth: 112 } }) },
    { title: T.columns.buyer, key: 'buyer', render: (_v, o) => `${o.buyerName || '—'} ${o.buyerMobile}` },
    { title: T.columns.amount, dataIndex: 'amount', key: 'amount', align: 'right', render: (fen: number) => formatYuan(fen) },
    { title: T.columns.status, key: 'status', render: (_v, o) => <Tag color={STATUS_COLORS[o.status]}>{o.statusName}</Tag> },
    { title: T.columns.payType, dataIndex: 'payTypeName', key: 'payType', responsive: ['md'] },
    { title: T.columns.commission, dataIndex: 'commission', key: 'commission', align: 'right', responsive: ['lg'], render: (fen: number) => (fen > 0 ? formatYuan(fen) : '—') },
    { title: T.columns.time, dataIndex: 'createTime', key: 'time', responsive: ['md'], render: (v: string) => formatServerTime(v) },
    { title: T.columns.orderNo, dataIndex: 'orderNo', key: 'orderNo', responsive: ['lg'] },
    {
      title: T.columns.actions,
      key: 'actions',
      render: (_v, o) =>
        o.status === 1 ? (
          <Button type="link" size="small" danger onClick={() => setRefunding(o)}>
            {T.refund}
          </Button>
        ) : o.status === 3 ? (
          <span className={styles.hint} title={o.refundReason}>
            {o.refundReason}
          </span>
        ) : null,
    },
  ];

  return (
    <div className={styles.roster}>
      <StatusSearchBar options={FILTERS} status={status} onStatus={filters.setStatus} placeholder={T.orderSearch} onSearch={filters.setKeyword} />
      <Table<SchoolOrder>
        rowKey="orderNo"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        locale={{ emptyText: T.empty }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, showTotal: T.total, onChange: setPage }}
      />
      <RejectModal
        open={refunding !== null}
        saving={saving}
        title={T.refundTitle}
        placeholder={T.refundReason}
        requiredMessage={T.refundReason}
        okText={T.refundOk}
        onCancel={() => setRefunding(null)}
        onSubmit={(reason) => void refund(reason)}
      >
        {refunding ? <p>{T.refundSummary(refunding.title, formatYuan(refunding.amount), refunding.buyerName || refunding.buyerMobile)}</p> : null}
      </RejectModal>
    </div>
  );
}
