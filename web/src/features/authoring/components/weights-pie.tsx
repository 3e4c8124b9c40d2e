import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { loadPieCharts } from '../lib/load-echarts';

type Part = { name: string; value: number };
type Chart = { setOption: (o: unknown) => void; resize: () => void; dispose: () => void };

const COLORS = ['#1d5bd8', '#28b068', '#ff8b33', '#8c6cf2'];

/** A live ECharts pie of the standard's four parts; the values are listed as text too. */
export function WeightsPie({ parts, label }: { parts: Part[]; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    const onResize = (): void => chart.current?.resize();
    void loadPieCharts()
      .then((echarts) => {
        if (disposed || !holder.current) return;
        chart.current = echarts.init(holder.current) as unknown as Chart;
        window.addEventListener('resize', onResize);
        setReady(true);
      })
      .catch(() => setReady(true));
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !chart.current) return;
    const narrow = (holder.current?.clientWidth ?? 0) < 420;
    chart.current.setOption({
      color: COLORS,
      tooltip: { trigger: 'item', formatter: '{b}：{d}%' },
      legend: { bottom: 0, icon: 'circle' },
      series: [
        {
          type: 'pie',
          radius: ['38%', '66%'],
          center: ['50%', '44%'],
          label: narrow ? { position: 'inside', formatter: '{d}%', color: '#fff', fontSize: 11 } : { formatter: '{b}\n{d}%' },
          data: parts,
        },
      ],
    });
  }, [ready, parts]);

  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {ready ? null : <Skeleton.Node active style={{ width: '100%', height: 260 }} />}
      <div ref={holder} style={{ width: '100%', height: 280 }} data-testid="weights-pie" />
      <figcaption style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center', fontSize: 12 }}>
        {parts.map((p) => (
          <span key={p.name}>
            {p.name} {p.value}%
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
