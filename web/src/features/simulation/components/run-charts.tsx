import { useMemo } from 'react';
import type { DayRecord } from '@/api/simulation';
import { AnalysisChart, CHART_COLORS } from '@/components/analysis-chart';
import { toYuan } from '../format';
import { SIM_TEXT } from '../texts';

const T = SIM_TEXT.report;
const B = SIM_TEXT.board;

const dayLabels = (history: DayRecord[]): string[] => history.map((d) => SIM_TEXT.board.logDay(d.day));

/** Each played day's revenue (bars) and profit (line), plotted in yuan (the answers carry fen). */
export function MoneyChart({ history, height = 260 }: { history: DayRecord[]; height?: number }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: [T.columns.revenue, T.columns.profit] },
      grid: { left: 48, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: dayLabels(history) },
      yAxis: { type: 'value' },
      series: [
        { name: T.columns.revenue, type: 'bar', data: history.map((d) => toYuan(d.revenue)), itemStyle: { color: CHART_COLORS[0] } },
        { name: T.columns.profit, type: 'line', smooth: true, data: history.map((d) => toYuan(d.profit)), itemStyle: { color: CHART_COLORS[2] } },
      ],
    }),
    [history],
  );
  return <AnalysisChart option={option} label={T.daily} height={height} testId="money-chart" />;
}

/** The store rating at the end of each played day (0–5). */
export function RatingChart({ history, height = 220 }: { history: DayRecord[]; height?: number }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 24, bottom: 28 },
      xAxis: { type: 'category', data: dayLabels(history) },
      yAxis: { type: 'value', min: 0, max: 5 },
      series: [{ name: B.rating, type: 'line', smooth: true, data: history.map((d) => d.rating), itemStyle: { color: CHART_COLORS[1] } }],
    }),
    [history],
  );
  return <AnalysisChart option={option} label={T.ratingChart} height={height} testId="rating-chart" />;
}
