import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkPayment, choosePayType, getPayQrCode } from '@/api/commerce';
import { messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { toastError } from '@/lib/toast';
import { PaySteps } from '../components/pay-steps';
import { formatCountdown, secondsLeft } from '../lib/order-rules';
import { commerceKeys, useCheckout } from '../queries';
import { COMMERCE_TEXT } from '../texts';
import styles from './pay-pages.module.css';

const T = COMMERCE_TEXT.online;
export const POLL_MS = 2000;

/** A clock that ticks every second (the countdown). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The QR code's picture, fetched through the request layer (it needs the session) and shown as an object URL. */
function QrCode({ orderNo, payUrl }: { orderNo: string; payUrl: string }) {
  const qr = useQuery({ queryKey: ['commerce', 'qr', orderNo, payUrl], queryFn: () => getPayQrCode(orderNo), staleTime: Infinity, gcTime: 0 });
  useEffect(() => {
    const url = qr.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [qr.data]);
  return (
    <div className={styles.qr}>
      {qr.data ? <img src={qr.data} alt={T.scan} /> : qr.isError ? <span className={styles.muted}>{T.qrFailed}</span> : <Spin />}
    </div>
  );
}

/** /online-payment?orderNo= (spec 02 §2, login required): the QR code of the order's online payment, the time left to
 *  pay, and polling for the result; paid → /purchase-succeeds. */
export function OnlinePaymentPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const checkout = useCheckout(orderNo);
  const now = useNow();
  const order = checkout.data?.order;
  const left = order ? secondsLeft(order.expireTime, now) : 0;
  const waiting = order?.status === 0 && left > 0;

  // Online payment chosen here when the buyer came another way (the order list's 去支付).
  const open = useMutation({
    mutationFn: () => choosePayType(orderNo, 2),
    onSuccess: (data) => client.setQueryData(commerceKeys.checkout(orderNo), data),
    onError: (error) => toastError(messageOf(error, COMMERCE_TEXT.loadFailed)),
  });
  const needsTrade = waiting && checkout.data?.payUrl === '';
  const started = useRef(false);
  const { mutate: openTrade } = open;
  useEffect(() => {
    if (!needsTrade || started.current) return;
    started.current = true;
    openTrade();
  }, [needsTrade, openTrade]);

  const poll = useQuery({
    queryKey: ['commerce', 'pay-state', orderNo],
    queryFn: () => checkPayment(orderNo),
    enabled: waiting && (checkout.data?.payUrl ?? '') !== '',
    refetchInterval: POLL_MS,
  });
  const paid = order?.status === 1 || poll.data?.paid === true;
  useEffect(() => {
    if (!paid) return;
    void client.invalidateQueries({ queryKey: commerceKeys.all });
    void navigate(paths.purchaseSucceeds.getHref(orderNo), { replace: true });
  }, [paid, client, navigate, orderNo]);

  if (orderNo === '' || checkout.isError) {
    const msg = messageOf(checkout.error, COMMERCE_TEXT.loadFailed);
    return (
      <div className={styles.page}>
        <Result status="warning" title={msg} extra={<Link to={paths.learningOrders.getHref()}>{COMMERCE_TEXT.success.orders}</Link>} />
      </div>
    );
  }
  if (!order) {
    return (
      <div className={styles.page}>
        <PaySteps current={1} />
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }
  if (!waiting && !paid) {
    const again = order.courseId ? paths.confirmOrder.getHref(order.courseId, order.orderType === 2) : paths.learningWallet.getHref();
    return (
      <div className={styles.page}>
        <PaySteps current={1} />
        <Result
          status="warning"
          title={order.status === 2 || order.status === 3 ? T.closed : T.expired}
          extra={
            <Button type="primary" onClick={() => void navigate(again)}>
              {T.reorder}
            </Button>
          }
        />
      </div>
    );
  }
  const payUrl = checkout.data?.payUrl ?? '';
  return (
    <div className={styles.page}>
      <PaySteps current={1} />
      <h1 className={styles.title}>{T.title}</h1>
      <Card>
        <div className={styles.qrBox}>
          {payUrl ? <QrCode orderNo={orderNo} payUrl={payUrl} /> : <div className={styles.qr}><Spin /></div>}
          <dl className={styles.facts}>
            <dt>{COMMERCE_TEXT.detail.item}</dt>
            <dd>{order.title}</dd>
            <dt>{T.orderNo}</dt>
            <dd>{order.orderNo}</dd>
            <dt>{T.amount}</dt>
            <dd className={styles.amount}>{formatYuan(order.amount)}</dd>
            <dt />
            <dd role="timer" aria-live="off">
              {T.left(formatCountdown(left))}
            </dd>
            <dt />
            <dd className={styles.muted}>
              <Spin size="small" /> {T.waiting}
            </dd>
            <dt />
            <dd>
              {T.scan}
              {payUrl ? (
                <>
                  {' · '}
                  <a href={payUrl} target="_blank" rel="noreferrer">
                    {T.openHere}
                  </a>
                </>
              ) : null}
            </dd>
          </dl>
        </div>
      </Card>
    </div>
  );
}
