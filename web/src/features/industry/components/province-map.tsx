import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ProvinceFigure } from '@/api/industry';
import { CHART_COLORS } from '@/components/analysis-chart';
import { loadChinaMap } from '../lib/load-china-map';
import { provinceName } from '../lib/provinces';
import { INDUSTRY_TEXT } from '../texts';
import styles from './map.module.css';

const T = INDUSTRY_TEXT.map;

type ClickParams = { name?: string };
type Chart = {
  setOption: (option: unknown, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
  on: (event: 'click', handler: (params: ClickParams) => void) => void;
};
type Loaded = { chart: Chart; nameMap: Record<string, string>; mapName: string };

/** How dark a province is drawn: its belts and the board's companies there. */
const weightOf = (f: ProvinceFigure): number => f.belts + f.companies;

/** The series' option: the provinces by code (the map's names mapped to codes), shaded, the selected one marked. */
function optionOf(figures: ProvinceFigure[], selected: string | null, loaded: Loaded): Record<string, unknown> {
  const byCode = new Map(figures.map((f) => [f.code, f]));
  const data: Record<string, unknown>[] = figures.map((f) => ({ name: f.code, value: weightOf(f), selected: f.code === selected }));
  if (selected && !byCode.has(selected)) data.push({ name: selected, value: '-', selected: true });
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: { name?: string }) => {
        const code = params.name ?? '';
        const f = byCode.get(code);
        return T.tooltip(provinceName(code) ?? f?.name ?? code, f?.belts ?? 0, f?.companies ?? 0, f?.jobs ?? 0);
      },
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max: Math.max(1, ...figures.map(weightOf)),
      left: 8,
      bottom: 8,
      itemWidth: 10,
      itemHeight: 72,
      text: [T.more, T.less],
      textStyle: { fontSize: 11 },
      calculable: false,
      inRange: { color: ['#dbe7fd', CHART_COLORS[0]] },
    },
    series: [
      {
        type: 'map',
        map: loaded.mapName,
        nameMap: loaded.nameMap,
        selectedMode: 'single',
        roam: false,
        top: 8,
        bottom: 8,
        left: 8,
        right: 8,
        label: { show: false },
        itemStyle: { areaColor: '#eef1f6', borderColor: '#ffffff', borderWidth: 0.8 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#ffd591' } },
        select: { label: { show: false }, itemStyle: { areaColor: CHART_COLORS[2] } },
        data,
      },
    ],
  };
}

/**
 * The map of China (ECharts, loaded lazily) with the provinces shaded by belts and companies, a tooltip with the three
 * counts, and a click that selects a province (by its two-digit code). It resizes with its box, never wider than it.
 */
export function ProvinceMap({
  figures,
  selected,
  onSelect,
}: {
  figures: ProvinceFigure[];
  selected: string | null;
  onSelect: (code: string) => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    let disposed = false;
    let chart: Chart | null = null;
    let observer: ResizeObserver | null = null;
    void loadChinaMap()
      .then((module) => {
        if (disposed || !holder.current) return;
        const made = module.init(holder.current) as unknown as Chart;
        chart = made;
        const nameMap = module.NAME_TO_CODE;
        const codes = new Set(Object.values(nameMap));
        made.on('click', (params) => {
          if (params.name && codes.has(params.name)) select.current(params.name);
        });
        observer = new ResizeObserver(() => made.resize());
        observer.observe(holder.current);
        setLoaded({ chart: made, nameMap, mapName: module.CHINA_MAP });
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, []);

  useEffect(() => {
    if (loaded) loaded.chart.setOption(optionOf(figures, selected, loaded), true);
  }, [loaded, figures, selected]);

  return (
    <figure aria-label={T.figureLabel} className={styles.figure}>
      {!loaded && !failed ? (
        <div className={styles.cover}>
          <Skeleton.Node active style={{ width: '100%', height: 'var(--industry-map-height)' }} />
        </div>
      ) : null}
      {failed ? <p className={styles.cover}>{T.mapFailed}</p> : null}
      <div ref={holder} className={styles.holder} data-testid="industry-map" />
      <figcaption className={styles.caption}>{T.caption}</figcaption>
    </figure>
  );
}
