import { Steps } from 'antd';
import styles from '../pages/pay-pages.module.css';

/** 确认订单 → 支付 → 支付成功: where the buyer is in the purchase. */
export function PaySteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <Steps
      className={styles.steps}
      size="small"
      current={current}
      responsive={false}
      items={[{ title: '确认订单' }, { title: '支付' }, { title: '支付成功' }]}
    />
  );
}
