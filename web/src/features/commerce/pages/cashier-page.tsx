import { useMutation } from '@tanstack/react-query';
import { Card, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { payAtCashier } from '@/api/commerce';
import { messageOf } from '@/api/errors';
import { formatYuan } from '@/lib/money';
import { COMMERCE_TEXT } from '../texts';
import styles from './pay-pages.module.css';

const T = COMMERCE_TEXT.cashier;

/** /pay/{token}: the platform cashier a payment QR code opens (the offline default's provider page, docs/commerce.md).
 *  Opening it pays the order, once however often it is opened; the payment page on the computer then moves on. */
export function CashierPage() {
  const { token = '' } = useParams();
  const pay = useMutation({ mutationFn: () => payAtCashier(token) });
  const started = useRef(false);
  const { mutate } = pay;
  useEffect(() => {
    if (started.current || token === '') return;
    started.current = true;
    mutate();
  }, [token, mutate]);

  let body;
  if (pay.isError) {
    const msg = messageOf(pay.error, T.failed);
    body = <Result status="error" title={T.failed} subTitle={msg} />;
  } else if (pay.data) {
    body = (
      <Result
        status="success"
        title={T.paid}
        subTitle={
          <>
            <div>{pay.data.title}</div>
            <div>
              {T.amount} {formatYuan(pay.data.amount)}
            </div>
            <div>{T.paidHint}</div>
          </>
        }
      />
    );
  } else {
    body = (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin size="large" />
        <p className={styles.muted}>{T.paying}</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <Card>{body}</Card>
      <p className={styles.muted} style={{ marginTop: 16 }}>
        {T.note}
      </p>
    </div>
  );
}
