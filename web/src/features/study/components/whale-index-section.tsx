import type { WhaleTrainIndex } from '@/api/study';
import { HomeSection } from '@/components/home-section';
import { SkeletonBlock } from '@/components/skeleton';
import { useInView } from '@/lib/use-in-view';
import { useWhaleTrainIndex } from '../queries';
import { LEARNING_TEXT } from '../texts';
import styles from './whale-index-section.module.css';

const T = LEARNING_TEXT.whaleIndex;
const WIDTH = 280;
const HEIGHT = 150;
const AXIS = 18; // room for the day labels under the bars
const BAR = 22;

/** "11-27" of "2026-11-27". */
const shortDay = (date: string): string => date.slice(5);

/** The last 7 days' study minutes as bars (drawn in SVG: the home page carries no chart library). */
function WeekBars({ days }: { days: WhaleTrainIndex['days'] }) {
  const max = Math.max(1, ...days.map((d) => d.minutes));
  const step = WIDTH / days.length;
  const total = days.reduce((n, d) => n + d.minutes, 0);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={T.weekLabel(total)} preserveAspectRatio="none">
      {days.map((d, i) => {
        const height = Math.max(d.minutes > 0 ? 3 : 1, ((HEIGHT - AXIS - 6) * d.minutes) / max);
        const x = i * step + (step - BAR) / 2;
        return (
          <g key={d.date}>
            <rect className={styles.bar} x={x} y={HEIGHT - AXIS - height} width={BAR} height={height} rx={3}>
              <title>{T.day(d.date, d.minutes, d.learners)}</title>
            </rect>
            <text className={styles.axis} x={i * step + step / 2} y={HEIGHT - 4} textAnchor="middle">
              {shortDay(d.date)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The home page's 学鲸实训指数: what the school offers, how many study, and the last week's study by day. */
export function WhaleIndexSection() {
  const [ref, seen] = useInView<HTMLElement>();
  const index = useWhaleTrainIndex(seen);
  if (index.isError) return null;
  const data = index.data;
  return (
    <HomeSection id="home-whale-index-title" title={T.title} subtitle={T.subtitle} sectionRef={ref}>
      {data ? (
        <div className={styles.body}>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{T.courses}</dt>
              <dd>{data.courseCount}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{T.trainings}</dt>
              <dd>{data.trainCount}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{T.learners}</dt>
              <dd>
                {data.learnerCount} <span className={styles.note}>{T.finished(data.finishedCount)}</span>
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>{T.hours}</dt>
              <dd>{T.hoursValue(data.studyHours)}</dd>
            </div>
          </dl>
          <div className={styles.week}>
            <p className={styles.weekTitle}>{T.week}</p>
            <WeekBars days={data.days} />
          </div>
        </div>
      ) : (
        <div aria-busy="true" data-testid="home-whale-index-loading">
          <SkeletonBlock className={styles.skeleton} />
        </div>
      )}
    </HomeSection>
  );
}
