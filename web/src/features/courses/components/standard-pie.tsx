import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { loadPieCharts } from '../lib/load-echarts';
import type { PiePart } from '../lib/standard-parts';
import { useInView } from '@/lib/use-in-view';
import styles from './course-tabs.module.css';

/** The chart loads once any of it is in the window. */
const PIE_IN_VIEW_MARGIN = '0px';

/** Below this width the labels sit inside the ring. */
const NARROW_PIE_PX = 420;

export const PIE_COLORS = ['#1d5bd8', '#28b068', '#ff8b33', '#8c6cf2'];

/** The assessment standard as an ECharts pie; the parts are listed as text too (screen readers, failed loads). */
export function StandardPie({ parts, label }: { parts: PiePart[]; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // ECharts (about 150 kB gzip and a long task to start) loads when the chart comes into the window, not with the
  // course page, where it sits just below a phone's first screen.
  const [figure, seen] = useInView<HTMLElement>(PIE_IN_VIEW_MARGIN);
  useEffect(() => {
    if (!seen) return undefined;
    let disposed = false;
    let dispose: (() => void) | undefined;
    void loadPieCharts()
      .then((echarts) => {
        if (disposed || !holder.current) return;
        const chart = echarts.init(holder.current);
        // Phone widths: the percentages go inside the ring and the legend names the parts (outside labels clip).
        const narrow = holder.current.clientWidth < NARROW_PIE_PX;
        chart.setOption({
          color: PIE_COLORS,
          tooltip: { trigger: 'item', formatter: '{b}：{d}%' },
          legend: { bottom: 0, icon: 'circle', itemGap: 14 },
          series: [
            {
              type: 'pie',
              radius: ['38%', '66%'],
              center: ['50%', '44%'],
              label: narrow
                ? { position: 'inside', formatter: '{d}%', color: '#fff', fontSize: 11 }
                : { formatter: '{b}\n{d}%' },
              data: parts,
            },
          ],
        });
        const onResize = (): void => chart.resize();
        window.addEventListener('resize', onResize);
        dispose = () => {
          window.removeEventListener('resize', onResize);
          chart.dispose();
        };
        setReady(true);
      })
      .catch(() => setReady(true));
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [parts, seen]);
  return (
    <figure ref={figure} className={styles.pieFigure} aria-label={label}>
      {ready ? null : <Skeleton.Node active className={styles.pieSkeleton} />}
      <div ref={holder} className={styles.pie} data-testid="standard-pie" />
      <figcaption className={styles.pieLegend}>
        {parts.map((part) => (
          <span key={part.name}>
            {part.name} {part.value}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
