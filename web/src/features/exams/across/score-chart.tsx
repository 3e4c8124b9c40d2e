import type { ScoreBand } from '@/api/exams';
import { AnalysisChart } from '@/components/analysis-chart';
import { DISPLAY_COLOR } from '../paper/exam-display';
import styles from './across.module.css';
import { ACROSS_TEXT } from './texts';

const T = ACROSS_TEXT.overview;
/** The server's five bands, in order (a band it leaves out counts 0). */
export const BAND_LABELS = ['0-59', '60-69', '70-79', '80-89', '90-100'] as const;

/** The bands in order with their counts; the failing band (below 60 %) red, the others green (spec 02 §4's colours). */
export function bandsOf(distribution: ScoreBand[] | null | undefined): ScoreBand[] {
  const counts = new Map((distribution ?? []).map((band) => [band.label, Number(band.count) || 0]));
  return BAND_LABELS.map((label) => ({ label, count: counts.get(label) ?? 0 }));
}

export function distributionOption(bands: ScoreBand[]): Record<string, unknown> {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: bands.map((band) => band.label), axisLabel: { fontSize: 11, interval: 0 } },
    yAxis: { type: 'value', name: T.students, minInterval: 1, axisLabel: { fontSize: 11 } },
    series: [
      {
        name: T.students,
        type: 'bar',
        barMaxWidth: 40,
        label: { show: true, position: 'top' },
        data: bands.map((band, i) => ({ value: band.count, itemStyle: { color: i === 0 ? DISPLAY_COLOR.red : DISPLAY_COLOR.green } })),
      },
    ],
  };
}

/** 成绩分布: the bar chart (ECharts, loaded lazily) and the same counts in text below it. */
export function ScoreChart({ bands, option }: { bands: ScoreBand[]; option: Record<string, unknown> }) {
  return (
    <>
      <AnalysisChart option={option} label={T.distribution} height={260} testId="distribution-chart" />
      <ul className={styles.bands} aria-label={T.distribution}>
        {bands.map((band) => (
          <li key={band.label}>{T.band(band.label, band.count)}</li>
        ))}
      </ul>
    </>
  );
}
