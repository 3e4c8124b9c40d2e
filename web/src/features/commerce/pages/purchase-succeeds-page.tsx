import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getPaidOrder } from '@/api/commerce';
import { messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { formatServerTime } from '@/lib/time';
import { PaySteps } from '../components/pay-steps';
import { itemHref } from '../lib/order-rules';
import { COMMERCE_TEXT } from '../texts';
import styles from './pay-pages.module.css';

const T = COMMERCE_TEXT.success;

/** /purchase-succeeds?orderNo= (spec 02 §2, login required): the paid order, and the way to what was bought — the
 *  course or training is open to the buyer at once. */
export function PurchaseSucceedsPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const navigate = useNavigate();
  const order = useQuery({ queryKey: ['commerce', 'paid', orderNo], queryFn: () => getPaidOrder(orderNo), enabled: orderNo !== '', retry: false });

  if (orderNo === '' || order.isError) {
    const msg = messageOf(order.error, T.unpaid);
    return (
      <div className={styles.page}>
        <Result status="warning" title={msg} extra={<Link to={paths.learningOrders.getHref()}>{T.orders}</Link>} />
      </div>
    );
  }
  if (order.isPending) {
    return (
      <div className={styles.page}>
        <PaySteps current={2} />
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      </div>
    );
  }
  const o = order.data;
  const study = itemHref(o);
  return (
    <div className={styles.page}>
      <PaySteps current={2} />
      <Result
        status="success"
        title={T.title}
        subTitle={o.orderType === 3 ? T.topUpLead(formatYuan(o.amount)) : o.orderType === 4 ? T.codesLead(o.title) : T.lead(o.title)}
        extra={
          <Space wrap>
            {o.orderType === 4 ? (
              <Button type="primary" size="large" onClick={() => void navigate(paths.learningOrder.getHref(o.orderNo))}>
                {T.codes}
              </Button>
            ) : study ? (
              <Button type="primary" size="large" onClick={() => void navigate(study)}>
                {T.study}
              </Button>
            ) : (
              <Button type="primary" size="large" onClick={() => void navigate(paths.learningWallet.getHref())}>
                {T.wallet}
              </Button>
            )}
            <Button size="large" onClick={() => void navigate(paths.learningOrder.getHref(o.orderNo))}>
              {T.orders}
            </Button>
          </Space>
        }
      />
      <Card>
        <dl className={styles.facts}>
          <dt>{COMMERCE_TEXT.detail.orderNo}</dt>
          <dd>{o.orderNo}</dd>
          <dt>{T.amount}</dt>
          <dd>{formatYuan(o.amount)}</dd>
          <dt>{T.payWay}</dt>
          <dd>{o.payTypeName}</dd>
          <dt>{T.time}</dt>
          <dd>{formatServerTime(o.payTime)}</dd>
        </dl>
      </Card>
    </div>
  );
}
