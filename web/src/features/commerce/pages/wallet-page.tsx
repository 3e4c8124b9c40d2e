import { Button, Card, Empty, Input, Modal, Space, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addTopUp, choosePayType, type WalletEntry } from '@/api/commerce';
import { isApiError, messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { formatSignedYuan, formatYuan, parseYuan } from '@/lib/money';
import { formatServerTime } from '@/lib/time';
import { toastError } from '@/lib/toast';
import { useBalance, useWalletEntries } from '../queries';
import { COMMERCE_TEXT } from '../texts';
import styles from './orders-page.module.css';

const T = COMMERCE_TEXT.wallet;
export const WALLET_PAGE_SIZE = 10;

/** The top-up dialog: an amount (1–50000 yuan, two decimals at most), then the QR code's payment page. */
function TopUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    const fen = parseYuan(text);
    if (fen === null || fen < 100 || fen > 5_000_000) {
      setError(T.amountInvalid);
      return;
    }
    setBusy(true);
    try {
      const order = await addTopUp(fen);
      await choosePayType(order.orderNo, 2);
      void navigate(paths.onlinePayment.getHref(order.orderNo));
    } catch (failure) {
      const msg = messageOf(failure, COMMERCE_TEXT.loadFailed);
      if (isApiError(failure) && failure.code === -2) setError(msg);
      else toastError(msg);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={T.topUpTitle} okText={T.next} cancelText={COMMERCE_TEXT.orders.cancel} confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="top-up-amount">{T.amountLabel}</label>
        <Input
          id="top-up-amount"
          inputMode="decimal"
          prefix="¥"
          placeholder={T.amountPlaceholder}
          status={error ? 'error' : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void submit()}
        />
        {error ? (
          <span role="alert" style={{ color: '#cf1322' }}>
            {error}
          </span>
        ) : null}
        <Space wrap>
          {T.quick.map((yuan) => (
            <Button key={yuan} onClick={() => { setText(String(yuan)); setError(null); }}>
              {`¥${yuan}`}
            </Button>
          ))}
        </Space>
      </Space>
    </Modal>
  );
}

/** /home/learning/wallet (我的余额): the balance, a top-up through the online payment page, and every change (余额明细). */
export function WalletPage() {
  const [page, setPage] = useState(1);
  const [topUp, setTopUp] = useState(false);
  const balance = useBalance();
  const entries = useWalletEntries(page, WALLET_PAGE_SIZE);
  const columns: TableColumnsType<WalletEntry> = [
    { title: T.columns.time, dataIndex: 'createTime', width: 170, render: (v: string) => formatServerTime(v) },
    { title: T.columns.kind, dataIndex: 'kindName', width: 120, render: (v: string) => <Tag>{v}</Tag> },
    {
      title: T.columns.amount,
      dataIndex: 'amount',
      width: 120,
      render: (v: number) => <span style={{ color: v >= 0 ? '#389e0d' : '#cf1322' }}>{formatSignedYuan(v)}</span>,
    },
    { title: T.columns.balance, dataIndex: 'balance', width: 120, render: (v: number) => formatYuan(v) },
    { title: T.columns.note, key: 'note', render: (_, e) => <span className={styles.title}>{e.note || e.orderNo}</span> },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<h2 className={styles.heading}>{T.title}</h2>}>
        <Space align="end" size={24} wrap>
          <Statistic title={T.balance} value={balance.data === undefined ? '—' : formatYuan(balance.data)} loading={balance.isPending} />
          <Button type="primary" onClick={() => setTopUp(true)}>
            {T.topUp}
          </Button>
        </Space>
      </Card>
      <Card title={T.records}>
        <Table<WalletEntry>
          rowKey="id"
          columns={columns}
          dataSource={entries.data?.list}
          loading={entries.isPending || entries.isFetching}
          scroll={{ x: 640 }}
          locale={{ emptyText: <Empty description={T.empty} /> }}
          pagination={{
            current: page,
            pageSize: WALLET_PAGE_SIZE,
            total: entries.data?.total ?? 0,
            showTotal: COMMERCE_TEXT.orders.total,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      </Card>
      <TopUpDialog open={topUp} onClose={() => setTopUp(false)} />
    </Space>
  );
}
