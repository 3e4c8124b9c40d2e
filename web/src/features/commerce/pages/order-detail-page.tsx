import { Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { formatServerTime } from '@/lib/time';
import { OrderCodes } from '../components/order-codes';
import { itemHref, payable } from '../lib/order-rules';
import { useOrder } from '../queries';
import { COMMERCE_TEXT } from '../texts';

const T = COMMERCE_TEXT.detail;

/** /home/learning/orders/{orderNo} (订单详情): one of the buyer's orders; unpaid and payable → 去支付, paid → 去学习, or
 *  a paid code order's activation codes. */
export function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(orderNo);
  const back = <Link to={paths.learningOrders.getHref()}>{T.back}</Link>;

  if (order.isError) {
    const msg = messageOf(order.error, COMMERCE_TEXT.loadFailed);
    return <Result status="warning" title={msg} extra={back} />;
  }
  if (order.isPending) {
    return (
      <Card title={T.title}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const o = order.data;
  const study = o.status === 1 ? itemHref(o) : null;
  return (
    <Card title={T.title} extra={back}>
      <Descriptions column={{ xs: 1, sm: 2 }} bordered size="middle">
        <Descriptions.Item label={T.orderNo}>{o.orderNo}</Descriptions.Item>
        <Descriptions.Item label={T.type}>{o.orderTypeName}</Descriptions.Item>
        {o.orderType === 4 ? <Descriptions.Item label={T.quantity}>{o.quantity}</Descriptions.Item> : null}
        <Descriptions.Item label={T.item} span={2}>
          {o.title}
        </Descriptions.Item>
        <Descriptions.Item label={T.price}>{formatYuan(o.price)}</Descriptions.Item>
        <Descriptions.Item label={T.discount}>{formatYuan(o.discount)}</Descriptions.Item>
        <Descriptions.Item label={T.amount}>
          <strong>{formatYuan(o.amount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <Tag color={o.status === 1 ? 'success' : o.status === 0 ? 'orange' : 'default'}>{o.statusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={T.payWay}>{o.payTypeName}</Descriptions.Item>
        <Descriptions.Item label={T.created}>{formatServerTime(o.createTime)}</Descriptions.Item>
        {o.status === 0 ? <Descriptions.Item label={T.expires}>{formatServerTime(o.expireTime)}</Descriptions.Item> : null}
        {o.payTime ? <Descriptions.Item label={T.paidAt}>{formatServerTime(o.payTime)}</Descriptions.Item> : null}
      </Descriptions>
      <Space style={{ marginTop: 16 }} wrap>
        {payable(o, order.dataUpdatedAt) ? (
          <Button type="primary" onClick={() => void navigate(paths.onlinePayment.getHref(o.orderNo))}>
            {T.pay}
          </Button>
        ) : null}
        {study ? (
          <Button type="primary" onClick={() => void navigate(study)}>
            {T.study}
          </Button>
        ) : null}
      </Space>
      {o.orderType === 4 && o.status === 1 ? <OrderCodes orderNo={o.orderNo} /> : null}
    </Card>
  );
}
