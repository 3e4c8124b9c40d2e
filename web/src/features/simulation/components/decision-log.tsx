import { Empty } from 'antd';
import type { RunState } from '@/api/simulation';
import { SIM_TEXT } from '../texts';
import styles from './flow.module.css';

const T = SIM_TEXT.board;

/** The run's decisions and events, newest first. */
export function DecisionLog({ log, label = T.log, limit }: { log: RunState['log']; label?: string; limit?: number }) {
  if (log.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.logEmpty} />;
  const entries = [...log].reverse().slice(0, limit ?? log.length);
  return (
    <ol className={styles.log} aria-label={label}>
      {entries.map((entry, i) => (
        <li key={`${entry.day}-${log.length - i}`}>
          <span className={styles.logDay}>{T.logDay(entry.day)}</span>
          <span>{entry.text}</span>
        </li>
      ))}
    </ol>
  );
}
