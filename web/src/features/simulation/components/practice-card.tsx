import { ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import type { PracticeCard as Practice } from '@/api/simulation';
import { simulationPaths } from '@/config/simulation-paths';
import { scoreText } from '../format';
import { SIM_TEXT } from '../texts';
import { StageTag } from './stage-tag';
import styles from './cards.module.css';

/** A practice in a grid: its marketplace and category, summary, length, players, and my stage and best score. */
export function PracticeCard({ practice: p }: { practice: Practice }) {
  return (
    <article className={styles.card} aria-label={p.title}>
      <div className={`${styles.cardTop} ${styles[p.marketplace] ?? ''}`}>
        <span className={styles.market}>{p.marketplaceName}</span>
        <span className={styles.category}>{p.categoryName}</span>
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={simulationPaths.details.getHref(p.sign)}>{p.title}</Link>
        </h3>
        <p className={styles.summary}>{p.summary}</p>
        <p className={styles.meta}>
          <span>
            <ClockCircleOutlined aria-hidden="true" /> {SIM_TEXT.days(p.days)}
          </span>
          <span>
            <TeamOutlined aria-hidden="true" /> {SIM_TEXT.players(p.players)}
          </span>
        </p>
        <div className={styles.cardFoot}>
          <StageTag stage={p.myStage} />
          {p.myBestScore !== null ? <Tag color="gold">{SIM_TEXT.best(Number(scoreText(p.myBestScore)))}</Tag> : null}
        </div>
      </div>
    </article>
  );
}

/** A grid of practice cards (one column on a phone). */
export function PracticeGrid({ practices, label }: { practices: Practice[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {practices.map((p) => (
        <li key={p.sign}>
          <PracticeCard practice={p} />
        </li>
      ))}
    </ul>
  );
}
