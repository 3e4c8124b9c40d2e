import { Button } from 'antd';
import { useState } from 'react';
import type { RunState } from '@/api/simulation';
import { shownDay, stars, yuan } from '../format';
import { useRunDecision } from '../queries';
import { SIM_TEXT } from '../texts';
import styles from './flow.module.css';

const T = SIM_TEXT.board;

/** 进入下一天: plays the day once today's customer-service event is answered. */
export function NextDayButton({ run }: { run: RunState }) {
  const decision = useRunDecision(run);
  const [refused, setRefused] = useState(false);
  const unanswered = run.event !== null && run.event.answered === null;
  const advance = (): void => {
    setRefused(unanswered);
    if (!unanswered) decision.send({ kind: 'advance', input: {} });
  };
  return (
    <div className={styles.nextDay}>
      <Button type="primary" size="large" loading={decision.busy} onClick={advance}>
        {T.next}
      </Button>
      {refused && unanswered ? (
        <p role="alert" className={styles.error}>
          {T.needReply}
        </p>
      ) : null}
    </div>
  );
}

/** The store's figures today: the day, the funds, the deposit, the rating, and the totals so far. */
export function OperationSummary({ run, withNext = true }: { run: RunState; withNext?: boolean }) {
  const figures: [string, string][] = [
    [T.day, SIM_TEXT.dayOf(shownDay(run), run.days)],
    [T.funds, yuan(run.funds)],
    [T.deposit, yuan(run.deposit)],
    [T.rating, stars(run.rating)],
    [T.revenue, yuan(run.totals.revenue)],
    [T.profit, yuan(run.totals.profit)],
    [T.orders, String(run.totals.orders)],
  ];
  return (
    <section className={styles.summary} aria-label={run.shop?.name ?? run.title}>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {withNext ? <NextDayButton run={run} /> : null}
    </section>
  );
}
