import { Card, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProvinceFigure, Totals } from '@/api/industry';
import { EmptyState } from '@/components/empty-state';
import { ProvinceList } from '../components/province-list';
import { ProvinceMap } from '../components/province-map';
import { RegionPanel, RegionSkeleton } from '../components/region-panel';
import { isProvinceCode } from '../lib/provinces';
import { useIndustryMap, useRegion } from '../queries';
import { INDUSTRY_TEXT } from '../texts';
import styles from './pages.module.css';

const T = INDUSTRY_TEXT.map;
/** One empty list while the figures load (the map redraws when its list changes). */
const NO_FIGURES: ProvinceFigure[] = [];

/** The selected province, kept in the address (?code=33); a code that is none of the 34 selects nothing. */
function useSelectedProvince(): [string | null, (code: string) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('code');
  const select = useCallback((code: string) => setSearch({ code }, { preventScrollReset: true }), [setSearch]);
  return [isProvinceCode(raw) ? raw : null, select];
}

function TotalsBar({ totals }: { totals: Totals | undefined }) {
  const items = [
    { key: 'belts', label: T.totals.belts, value: totals?.belts },
    { key: 'companies', label: T.totals.companies, value: totals?.companies },
    { key: 'jobs', label: T.totals.jobs, value: totals?.jobs },
  ];
  return (
    <section aria-label={T.totalsLabel}>
      <dl className={styles.totals}>
        {items.map((item) => (
          <div key={item.key} className={styles.total}>
            <dt className={styles.totalLabel}>{item.label}</dt>
            <dd className={styles.totalValue}>{item.value ?? <Skeleton.Button active size="small" />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SelectedRegion({ code }: { code: string }) {
  const region = useRegion(code);
  if (region.isPending) return <RegionSkeleton />;
  if (region.isError) {
    return (
      <Card size="small">
        <EmptyState description={INDUSTRY_TEXT.failed} actionLabel={INDUSTRY_TEXT.retry} onAction={() => void region.refetch()} />
      </Card>
    );
  }
  return <RegionPanel region={region.data} />;
}

/**
 * /industrialBelt (public): the totals, the map of China shaded by belts and companies with the province list beside
 * it (below it at phone width), and the selected province's panel. The map's code loads beside the figures.
 */
export function IndustrialBeltPage() {
  const [code, select] = useSelectedProvince();
  const map = useIndustryMap();
  const figures = map.data?.provinces ?? NO_FIGURES;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>{T.title}</h1>
        <p className={styles.intro}>{T.intro}</p>
      </header>
      {map.isError ? (
        <Card>
          <EmptyState description={INDUSTRY_TEXT.failed} actionLabel={INDUSTRY_TEXT.retry} onAction={() => void map.refetch()} />
        </Card>
      ) : (
        <>
          <TotalsBar totals={map.data?.totals} />
          <div className={styles.mapRow}>
            <Card size="small" className={styles.mapCard}>
              <ProvinceMap figures={figures} selected={code} onSelect={select} />
            </Card>
            <Card size="small" title={<h2 className={styles.listTitle}>{T.listLabel}</h2>} className={styles.listCard}>
              {map.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : <ProvinceList figures={figures} selected={code} onSelect={select} />}
            </Card>
          </div>
        </>
      )}
      {code ? <SelectedRegion key={code} code={code} /> : <p className={styles.choose}>{T.choose}</p>}
    </div>
  );
}
