import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { loadAnalysisCharts } from './load-analysis-charts';

type Chart = { setOption: (option: unknown, notMerge?: boolean) => void; resize: () => void; dispose: () => void };

export const CHART_COLORS = ['#1d5bd8', '#28b068', '#ff8b33', '#8c6cf2'];

/**
 * One ECharts chart (loaded lazily), redrawn when `option` changes and resized with its box — it never grows wider
 * than its container. The figure's label and caption say in text what the chart shows.
 */
export function AnalysisChart({
  option,
  label,
  height = 280,
  testId,
}: {
  option: Record<string, unknown>;
  label: string;
  height?: number;
  testId?: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void loadAnalysisCharts()
      .then((echarts) => {
        if (disposed || !holder.current) return;
        chart.current = echarts.init(holder.current) as unknown as Chart;
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(holder.current);
        setReady(true);
      })
      .catch(() => setReady(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !chart.current) return;
    chart.current.setOption({ color: CHART_COLORS, ...option }, true);
  }, [ready, option]);

  return (
    <figure aria-label={label} style={{ margin: 0, minWidth: 0, position: 'relative' }}>
      {ready ? null : (
        <div style={{ position: 'absolute', inset: 0 }}>
          <Skeleton.Node active style={{ width: '100%', height }} />
        </div>
      )}
      <div ref={holder} style={{ width: '100%', height }} data-testid={testId} />
    </figure>
  );
}
