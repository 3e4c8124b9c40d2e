import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { deleteOrder, type Order, type OrderListQuery, type OrderStatus, type PayType } from '@/api/commerce';
import { messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { payable } from '../lib/order-rules';
import { commerceKeys, useOrders } from '../queries';
import { COMMERCE_TEXT } from '../texts';
import styles from './orders-page.module.css';

const T = COMMERCE_TEXT.orders;
export const ORDERS_PAGE_SIZE = 10;

const STATUS_COLOR: Record<OrderStatus, string> = { 0: 'orange', 1: 'success', 2: 'default', 3: 'purple' };
const TYPE_OPTIONS = [
  { value: 0, label: T.allTypes },
  { value: 1, label: '课程' },
  { value: 2, label: '培训' },
  { value: 3, label: '余额充值' },
  { value: 4, label: '激活码' },
];
const PAY_OPTIONS = [
  { value: 0, label: T.allWays },
  { value: 1, label: '余额支付' },
  { value: 2, label: '在线支付' },
];

/** /home/learning/orders (我的订单): the buyer's orders with the spec's filters (type, way of paying, title, dates),
 *  newest first; unpaid ones can be paid or deleted (after a confirmation). */
export function OrdersPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [query, setQuery] = useState<OrderListQuery>({ page: 1, pageSize: ORDERS_PAGE_SIZE, orderType: 0, payType: 0 });
  const [title, setTitle] = useState('');
  const orders = useOrders(query);
  const set = (patch: Partial<OrderListQuery>): void => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const filtered = Boolean(query.orderType || query.payType || query.title || query.startTime);

  const confirmRemove = (order: Order): void => {
    Modal.confirm({
      title: T.removeTitle,
      content: T.removeConfirm(order.title),
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: async () => {
        try {
          await deleteOrder(order.orderNo);
          toastSuccess(T.removed);
          await client.invalidateQueries({ queryKey: commerceKeys.all });
        } catch (error) {
          toastError(messageOf(error, COMMERCE_TEXT.loadFailed));
        }
      },
    });
  };

  const columns: TableColumnsType<Order> = [
    {
      title: T.columns.title,
      key: 'title',
      render: (_, o) => (
        <div className={styles.item}>
          {o.picture ? <img className={styles.cover} src={o.picture} alt="" loading="lazy" /> : null}
          <div>
            <Link to={paths.learningOrder.getHref(o.orderNo)} className={styles.title}>
              {o.title}
            </Link>
            <div className={styles.meta}>
              <Tag>{o.orderTypeName}</Tag>
              {o.orderNo}
            </div>
          </div>
        </div>
      ),
    },
    { title: T.columns.amount, dataIndex: 'amount', width: 110, render: (v: number) => formatYuan(v) },
    {
      title: T.columns.status,
      key: 'status',
      width: 110,
      render: (_, o) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLOR[o.status]}>{o.statusName}</Tag>
          {o.status === 1 ? <span className={styles.meta}>{o.payTypeName}</span> : null}
        </Space>
      ),
    },
    { title: T.columns.time, dataIndex: 'createTime', width: 170, render: (v: string) => formatServerTime(v) },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 170,
      render: (_, o) => (
        <Space size={0} wrap>
          {payable(o, orders.dataUpdatedAt) ? (
            <Button type="link" size="small" onClick={() => void navigate(paths.onlinePayment.getHref(o.orderNo))}>
              {T.pay}
            </Button>
          ) : null}
          <Button type="link" size="small" onClick={() => void navigate(paths.learningOrder.getHref(o.orderNo))}>
            {T.detail}
          </Button>
          {o.status === 0 || o.status === 2 ? (
            <Button type="link" size="small" danger onClick={() => confirmRemove(o)}>
              {T.remove}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const onDates = (dates: [Dayjs | null, Dayjs | null] | null): void =>
    set({ startTime: dates?.[0]?.format('YYYY-MM-DD') ?? undefined, endTime: dates?.[1]?.format('YYYY-MM-DD') ?? undefined });

  return (
    <Card title={<h2 className={styles.heading}>{T.title}</h2>}>
      <div className={styles.filters}>
        <Select aria-label={T.allTypes} value={query.orderType} options={TYPE_OPTIONS} onChange={(v) => set({ orderType: v as OrderListQuery['orderType'] })} />
        <Select aria-label={T.allWays} value={query.payType} options={PAY_OPTIONS} onChange={(v) => set({ payType: v as PayType })} />
        <DatePicker.RangePicker placeholder={T.dates} onChange={onDates} />
        <Input.Search
          allowClear
          placeholder={T.search}
          aria-label={T.search}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
          onSearch={(value) => set({ title: value.trim() || undefined })}
        />
      </div>
      <Table<Order>
        rowKey="orderNo"
        columns={columns}
        dataSource={orders.data?.list}
        loading={orders.isPending || orders.isFetching}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty description={filtered ? T.noMatch : T.empty}>{filtered ? null : <span className={styles.meta}>{T.emptyHint}</span>}</Empty> }}
        pagination={{
          current: query.page,
          pageSize: ORDERS_PAGE_SIZE,
          total: orders.data?.total ?? 0,
          showTotal: T.total,
          hideOnSinglePage: true,
          onChange: (page) => setQuery((q) => ({ ...q, page })),
        }}
      />
    </Card>
  );
}
