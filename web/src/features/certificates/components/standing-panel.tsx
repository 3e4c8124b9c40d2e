import { Alert, Button, Progress, Skeleton } from 'antd';
import type { ScoreParts, Standing } from '@/api/certificates';
import { CERTIFICATE_TEXT } from '../texts';
import styles from './standing-panel.module.css';

const T = CERTIFICATE_TEXT.mine;
const PARTS: (keyof ScoreParts)[] = ['watchVideo', 'interactiveQuestion', 'unitTesting', 'finalExam', 'logSig'];

/** One decimal at most: 72.5, 60. */
const points = (n: number): string => String(Math.round(n * 10) / 10);

/**
 * A student's standing in a course: the composite score against the pass mark, the five parts (each 0–100) as bars
 * with their weights, and the claim when it passes (or the certificate held).
 */
export function StandingPanel({ standing: s, claiming, onClaim, onView }: {
  standing: Standing | undefined;
  claiming: boolean;
  onClaim: () => void;
  onView: () => void;
}) {
  if (!s) return <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <div className={styles.panel}>
      <div className={styles.summary}>
        <Progress
          type="circle"
          percent={Math.min(100, s.score)}
          format={() => <span className={styles.score}>{points(s.score)}</span>}
          status={s.passed ? 'success' : 'normal'}
          size={96}
        />
        <div>
          <p className={styles.label}>{T.score}</p>
          <p className={styles.mark}>{T.passMark(s.passMark)}</p>
          <p className={s.passed ? styles.good : styles.gap}>
            {s.passed ? T.passed : T.notPassed(points(s.passMark - s.score))}
          </p>
        </div>
      </div>
      <p className={styles.partsTitle}>{T.partsTitle}</p>
      <ul className={styles.parts} aria-label={T.partsTitle}>
        {PARTS.map((key) => (
          <li key={key} className={styles.part}>
            <span className={styles.partName}>{T.parts[key]}</span>
            <Progress percent={Math.round(s.parts[key])} size="small" format={() => points(s.parts[key])} />
            <span className={styles.weight}>{T.weight(s.weights[key])}</span>
          </li>
        ))}
      </ul>
      {s.certificate ? (
        <Alert
          type={s.certificate.revoked ? 'error' : 'success'}
          showIcon
          message={s.certificate.revoked ? CERTIFICATE_TEXT.details.revoked(s.certificate.revokedDate, s.certificate.revokeReason) : `${T.held}：${s.certificate.number}`}
          action={
            <Button size="small" onClick={onView}>
              {T.view}
            </Button>
          }
        />
      ) : (
        <Button type="primary" block disabled={!s.passed} loading={claiming} onClick={onClaim}>
          {T.claim}
        </Button>
      )}
    </div>
  );
}
