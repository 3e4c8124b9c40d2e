import type { AuditRow } from '@/api/admin';
import { ADMIN_TEXT } from '../texts';
import styles from './audit-change.module.css';

const A = ADMIN_TEXT.audit;

/** JSON text pretty-printed (two spaces); text that is not JSON as it is; nothing as —. */
export function prettyJson(text: string): string {
  if (!text.trim()) return ADMIN_TEXT.none;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** An audit row's expansion: the target's state before and after, side by side (stacked on phones). */
export function AuditChange({ row }: { row: AuditRow }) {
  return (
    <div className={styles.change}>
      <figure className={styles.side} aria-label={A.before}>
        <figcaption className={styles.caption}>{A.before}</figcaption>
        <pre className={styles.json}>{prettyJson(row.before)}</pre>
      </figure>
      <figure className={styles.side} aria-label={A.after}>
        <figcaption className={styles.caption}>{A.after}</figcaption>
        <pre className={styles.json}>{prettyJson(row.after)}</pre>
      </figure>
    </div>
  );
}
