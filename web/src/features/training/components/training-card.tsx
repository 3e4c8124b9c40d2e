import { Link } from 'react-router';
import type { TrainingCard as TrainingCardData } from '@/api/training';
import { SkeletonBlock, SkeletonLines } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { formatPeriod, formatTrainPrice } from '../lib/format';
import { TRAINING_CARD_TEXT as TRAINING_TEXT } from '../card-texts';
import styles from './training-card.module.css';

const STATE_CLASS: Record<number, string | undefined> = { 1: styles.upcoming, 2: styles.running, 3: styles.ended };

/** One training in a grid: cover with its state, name, partner enterprise, hours, trainees, period and price. */
export function TrainingCard({ training, eager = false }: { training: TrainingCardData; eager?: boolean }) {
  return (
    <Link to={paths.trainDetail.getHref(training.idSign)} className={styles.card} aria-label={training.trainName}>
      <div className={styles.cover}>
        <img src={training.trainPicture} alt="" loading={eager ? 'eager' : 'lazy'} />
        <span className={`${styles.state} ${STATE_CLASS[training.state] ?? ''}`}>{training.stateName}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={training.trainName}>
          {training.trainName}
        </h3>
        <p className={styles.enterprise} title={training.enterpriseName || undefined}>
          {training.enterpriseName || TRAINING_TEXT.noEnterprise}
        </p>
        <p className={styles.meta}>
          <span>{TRAINING_TEXT.classHour(training.classHour)}</span>
          <span>{formatPeriod(training.startTime, training.endTime)}</span>
        </p>
        <div className={styles.footer}>
          <span className={styles.trainees}>{TRAINING_TEXT.trainees(training.studentCount)}</span>
          <span className={training.free ? styles.free : styles.price}>{formatTrainPrice(training.trainPrice)}</span>
        </div>
      </div>
    </Link>
  );
}

export function TrainingGrid({
  trainings,
  label,
  eagerCovers = 0,
}: {
  trainings: readonly TrainingCardData[];
  label: string;
  /** How many of the first covers load at once (the top row is the page's largest paint). */
  eagerCovers?: number;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {trainings.map((training, index) => (
        <li key={training.idSign} className={styles.cell}>
          <TrainingCard training={training} eager={index < eagerCovers} />
        </li>
      ))}
    </ul>
  );
}

export function TrainingGridSkeleton({ count, testId }: { count: number; testId?: string }) {
  return (
    <ul className={styles.grid} data-testid={testId} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.cell}>
          <div className={styles.card}>
            <SkeletonBlock className={styles.skeletonCover} />
            <div className={styles.body}>
              <SkeletonLines rows={3} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
