import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/api/errors';
import { joinTraining, type TrainingHeader as TrainingHeaderData } from '@/api/training';
import { paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { formatPeriod, formatTrainPrice } from '../lib/format';
import { trainingKeys } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './training-header.module.css';

const TEXT = TRAINING_TEXT.detail;
const VIDEO_TEXT = TRAINING_TEXT.video;
const STATE_CLASS: Record<number, string | undefined> = { 1: styles.upcoming, 2: styles.running, 3: styles.ended };

/** 参加培训 for a free training (a visitor is asked to sign in); how the others are joined. */
function JoinAction({ header, signedIn, onRequireLogin }: { header: TrainingHeaderData; signedIn: boolean; onRequireLogin: () => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (header.joinRule === 'code') return <span className={styles.rule}>{TEXT.byCode}</span>;
  if (header.joinRule === 'order' || header.trainPrice > 0) {
    // Bought through the order flow (docs/commerce.md); an ended training cannot be bought.
    if (header.state === 3) return <span className={styles.rule}>{TEXT.byOrder}</span>;
    const href = paths.confirmOrder.getHref(header.idSign, true);
    if (!signedIn) {
      return (
        <button type="button" className={styles.join} onClick={onRequireLogin}>
          {TEXT.buy}
        </button>
      );
    }
    return (
      <Link to={href} className={styles.study}>
        {TEXT.buy}
      </Link>
    );
  }
  const join = async (): Promise<void> => {
    if (!signedIn) {
      onRequireLogin();
      return;
    }
    setBusy(true);
    try {
      await joinTraining(header.idSign);
      toastSuccess(TEXT.joinedToast);
      await client.invalidateQueries({ queryKey: trainingKeys.training(header.idSign) });
    } catch (error) {
      // -1000 is silent in the request layer: its message is for this button to show.
      if (isApiError(error) && error.kind === 'server' && error.code === -1000) toastError(error.msg);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.join} onClick={() => void join()} disabled={busy} aria-busy={busy}>
      {TEXT.join}
    </button>
  );
}

type TrainingHeaderProps = { header: TrainingHeaderData; signedIn: boolean; onRequireLogin: () => void };

/** The training page's head: cover, name and state, partners, period, hours, trainees, content, and joining or progress. */
export function TrainingHeader({ header, signedIn, onRequireLogin }: TrainingHeaderProps) {
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
          {header.trainPrice > 0 && header.state !== 3 ? (
            // Activation codes in bulk, for a class or a company to hand out (docs/commerce.md).
            <Link className={styles.bulk} to={paths.confirmOrder.getHref(header.idSign, true, true)}>
              {TEXT.bulkCodes}
            </Link>
          ) : null}
          {header.myStudy ? (
            <span className={styles.mine} data-testid="training-my-study">
              {TEXT.joined} · {TEXT.myProgress(header.myStudy.progress)}
              <span className={styles.bar} role="progressbar" aria-valuenow={header.myStudy.progress} aria-valuemin={0} aria-valuemax={100}>
                <span style={{ width: `${Math.min(100, Math.max(0, header.myStudy.progress))}%` }} />
              </span>
            </span>
          ) : null}
          {header.myStudy || header.canManage ? (
            <Link className={styles.study} to={paths.trainVideo.getHref(header.idSign, header.myStudy?.lastVideoIdSign)}>
              {header.myStudy?.lastVideoIdSign ? VIDEO_TEXT.continueStudy : VIDEO_TEXT.startStudy}
            </Link>
          ) : (
            <JoinAction header={header} signedIn={signedIn} onRequireLogin={onRequireLogin} />
          )}
        </div>
      </div>
    </section>
  );
}
