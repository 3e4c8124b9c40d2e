import { useEffect, useRef } from 'react';
import type { StudyDay } from '@/api/study';
import { drawBarChart } from '../lib/echarts';
import { toMinutes } from '../lib/format';
import { LEARNING_TEXT } from '../texts';
import styles from './learning-overview.module.css';

const T = LEARNING_TEXT.overview;

/** '2026-11-21' → '11/21'. */
export function dayLabel(date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[1]}/${match[2]}` : date;
}

/** The 7-day study chart (minutes per day) with its numbers for screen readers. */
export function StudyChart({ days }: { days: StudyDay[] }) {
  const box = useRef<HTMLDivElement | null>(null);
  const labels = days.map((day) => dayLabel(day.date));
  const values = days.map((day) => toMinutes(day.seconds));
  const key = JSON.stringify([labels, values]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    const [chartLabels, chartValues] = JSON.parse(key) as [string[], number[]];
    drawBarChart(element, { labels: chartLabels, values: chartValues, unit: T.chartUnit, color: '#1d5bd8' }).then(
      (clean) => {
        if (cancelled) clean();
        else dispose = clean;
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [key]);

  const summary = labels.map((label, index) => `${label} ${values[index]}`).join('，');
  return (
    <figure className={styles.chartFigure}>
      <div ref={box} className={styles.chart} role="img" aria-label={T.chartLabel(summary)} />
    </figure>
  );
}
