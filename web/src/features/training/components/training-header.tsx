import type { TrainingHeader as TrainingHeaderData } from '@/api/training';
import { formatPeriod, formatTrainPrice } from '../lib/format';
import { TRAINING_TEXT } from '../texts';
import styles from './training-header.module.css';

const TEXT = TRAINING_TEXT.detail;
const STATE_CLASS: Record<number, string | undefined> = { 1: styles.upcoming, 2: styles.running, 3: styles.ended };

/** The training page's head: cover, name and state, partners, period, hours, trainees, content and the trainee's progress. */
export function TrainingHeader({ header }: { header: TrainingHeaderData }) {
  const facts: { label: string; value: string }[] = [
    { label: TEXT.period, value: formatPeriod(header.startTime, header.endTime) },
    { label: TEXT.classHours, value: String(header.classHour) },
    { label: TEXT.trainees, value: String(header.studentCount) },
    { label: TEXT.joinRule, value: header.joinRuleName },
  ];
  return (
    <section className={styles.head} aria-labelledby="training-name">
      <div className={styles.cover}>
        <img src={header.trainPicture} alt="" fetchPriority="high" />
      </div>
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h1 id="training-name" className={styles.name}>
            {header.trainName}
          </h1>
          <span className={`${styles.state} ${STATE_CLASS[header.state] ?? ''}`}>{header.stateName}</span>
        </div>
        {header.introduction ? <p className={styles.introduction}>{header.introduction}</p> : null}
        <p className={styles.partners}>
          <span className={styles.label}>{TEXT.partners}</span>
          {header.enterpriseList.length > 0 ? header.enterpriseList.map((e) => e.name).join('、') : TRAINING_TEXT.noEnterprise}
        </p>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.footer}>
          <span className={styles.content}>{TEXT.content(header.chapterCount, header.videoCount)}</span>
          <span className={header.free ? styles.free : styles.price}>{formatTrainPrice(header.trainPrice)}</span>
          {header.myStudy ? (
            <span className={styles.mine} data-testid="training-my-study">
              {TEXT.joined} · {TEXT.myProgress(header.myStudy.progress)}
              <span className={styles.bar} role="progressbar" aria-valuenow={header.myStudy.progress} aria-valuemin={0} aria-valuemax={100}>
                <span style={{ width: `${Math.min(100, Math.max(0, header.myStudy.progress))}%` }} />
              </span>
            </span>
          ) : null}
        </div>
      </div>
    </section>
  );
}
