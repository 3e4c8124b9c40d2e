import { Button, Progress } from 'antd';
import { useNavigate } from 'react-router';
import type { RunCard } from '@/api/simulation';
import { simulationPaths } from '@/config/simulation-paths';
import { formatServerTime } from '@/lib/time';
import { scoreText } from '../format';
import { SIM_TEXT } from '../texts';
import { StageTag } from './stage-tag';
import styles from './cards.module.css';

const T = SIM_TEXT.creation;

/** My runs: the practice, its stage, the days played, the score, and the way back into it. */
export function RunList({ runs, label, compact = false }: { runs: RunCard[]; label: string; compact?: boolean }) {
  const navigate = useNavigate();
  return (
    <ul className={compact ? styles.runsCompact : styles.runs} aria-label={label}>
      {runs.map((run) => {
        const played = run.stage === 'finished' ? run.days : Math.max(0, run.day - 1);
        return (
          <li key={run.sign} className={styles.run}>
            <div className={styles.runHead}>
              <span className={styles.runTitle}>{run.title}</span>
              <StageTag stage={run.stage} />
            </div>
            <Progress
              percent={run.days > 0 ? Math.round((played / run.days) * 100) : 0}
              size="small"
              format={() => SIM_TEXT.played(played, run.days)}
            />
            <div className={styles.runFoot}>
              <span className={styles.runMeta}>
                {run.marketplaceName}
                {run.score !== null ? ` · ${SIM_TEXT.points(Number(scoreText(run.score)))}` : ''}
                {compact ? '' : ` · ${T.updated(formatServerTime(run.updatedAt))}`}
              </span>
              <Button
                size="small"
                type={run.stage === 'finished' ? 'default' : 'primary'}
                onClick={() => void navigate(simulationPaths.flow.getHref(run.sign))}
              >
                {run.stage === 'finished' ? T.report : T.continue}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
