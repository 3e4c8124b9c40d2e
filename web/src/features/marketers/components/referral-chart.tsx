import type { PromotedCourse } from '@/api/marketers';
import { MARKETER_TEXT } from '../texts';
import styles from '../pages/marketers.module.css';

const T = MARKETER_TEXT.promote;

/** Visits and paid orders per course of the page, as bars on one scale (the largest number fills the row). */
export function ReferralChart({ rows }: { rows: PromotedCourse[] }) {
  const shown = rows.filter((r) => r.visits > 0 || r.orders > 0);
  if (shown.length === 0) return <p className={styles.muted}>{T.chartEmpty}</p>;
  const top = Math.max(...shown.map((r) => Math.max(r.visits, r.orders)), 1);
  const width = (n: number): string => `${Math.round((n / top) * 100)}%`;
  return (
    <div className={styles.chart} role="figure" aria-label={T.chartTitle}>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.legendVisits}>{T.visits}</span>
        <span className={styles.legendOrders}>{T.orders}</span>
      </div>
      {shown.map((r) => (
        <div key={r.course.idSign} className={styles.chartRow}>
          <span className={styles.chartLabel} title={r.course.name}>
            {r.course.name}
          </span>
          <div className={styles.bars}>
            <div className={styles.bar} aria-label={`${r.course.name} ${T.visits} ${r.visits}`}>
              <span className={`${styles.barFill} ${styles.visitsFill}`} style={{ width: width(r.visits) }} />
              {r.visits}
            </div>
            <div className={styles.bar} aria-label={`${r.course.name} ${T.orders} ${r.orders}`}>
              <span className={`${styles.barFill} ${styles.ordersFill}`} style={{ width: width(r.orders) }} />
              {r.orders}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
