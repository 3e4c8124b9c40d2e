import { Statistic, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { WalletEntry } from '@/api/commerce';
import { messageOf } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { formatSignedYuan, formatYuan } from '@/lib/money';
import { formatServerTime } from '@/lib/time';
import { useUserWallet } from '../orders-queries';
import { ORDERS_TEXT } from '../orders-texts';
import { ADMIN_TEXT } from '../texts';

const W = ORDERS_TEXT.wallet;
const C = W.columns;
const PAGE_SIZE = 10;

/** The user's balance and its ledger (newest first, paged by the server): what moved, when, and the balance after. */
export function UserWallet({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const wallet = useUserWallet(userId, { page, size: PAGE_SIZE });
  if (wallet.isError && !wallet.data) {
    return <EmptyState description={messageOf(wallet.error, ADMIN_TEXT.failed)} actionLabel={ADMIN_TEXT.retry} onAction={() => void wallet.refetch()} />;
  }
  const columns: TableColumnsType<WalletEntry> = [
    { title: C.time, dataIndex: 'createTime', render: (v: string) => formatServerTime(v) },
    { title: C.kind, dataIndex: 'kindName' },
    { title: C.amount, dataIndex: 'amount', align: 'right', render: (fen: number) => formatSignedYuan(fen) },
    { title: C.balance, dataIndex: 'balance', align: 'right', render: (fen: number) => formatYuan(fen) },
    { title: C.orderNo, dataIndex: 'orderNo', render: (v: string) => v || ADMIN_TEXT.none },
    { title: C.note, dataIndex: 'note', render: (v: string) => v || ADMIN_TEXT.none },
  ];
  return (
    <>
      <Statistic title={W.balance} value={wallet.data ? formatYuan(wallet.data.balance) : '—'} loading={wallet.isPending} />
      <Table<WalletEntry>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={wallet.isFetching}
        columns={columns}
        dataSource={wallet.data?.list ?? []}
        locale={{ emptyText: <EmptyState description={W.empty} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: wallet.data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
    </>
  );
}
