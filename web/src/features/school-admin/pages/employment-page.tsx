import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Result, Skeleton, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { downloadSchoolStats, getSchoolStats, type StatLine } from '@/api/employment';
import { AnalysisChart, CHART_COLORS } from '@/components/analysis-chart';
import { saveBlob } from '@/lib/browser';
import { toastSuccess } from '@/lib/toast';
import styles from '../components/school-admin.module.css';
import { EMPLOYMENT_STATS_TEXT } from '../texts';

const T = EMPLOYMENT_STATS_TEXT;
const TOP = 10;

/** Applications, interviews and hires of lines as grouped bars (months) or as horizontal bars (the ten biggest). */
function barOption(lines: StatLine[], horizontal: boolean): Record<string, unknown> {
  const shown = horizontal ? lines.slice(0, TOP).reverse() : lines;
  const names = shown.map((l) => l.name);
  const series = [
    { name: T.applications, key: 'applications' as const, color: CHART_COLORS[0] },
    { name: T.interviews, key: 'interviews' as const, color: CHART_COLORS[1] },
    { name: T.hires, key: 'hires' as const, color: CHART_COLORS[2] },
  ].map((s) => ({ name: s.name, type: 'bar', barMaxWidth: 16, itemStyle: { color: s.color }, data: shown.map((l) => l[s.key]) }));
  const categories = { type: 'category', data: names, axisLabel: { interval: 0, ...(horizontal ? {} : { rotate: 30 }) } };
  const values = { type: 'value', minInterval: 1 };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: horizontal ? values : categories,
    yAxis: horizontal ? categories : values,
    series,
  };
}

/** /school-admin/employment: the school's students' applications, interviews and hires by month, industry and city. */
export function SchoolAdminEmploymentPage() {
  const stats = useQuery({ queryKey: ['employment', 'school-stats'], queryFn: getSchoolStats });
  const [exporting, setExporting] = useState(false);
  const options = useMemo(
    () =>
      stats.data
        ? { months: barOption(stats.data.months, false), industries: barOption(stats.data.industries, true), cities: barOption(stats.data.cities, true) }
        : null,
    [stats.data],
  );
  const exportXlsx = (): void => {
    setExporting(true);
    void downloadSchoolStats()
      .then((file) => {
        saveBlob(file.blob, file.name);
        toastSuccess(T.exported);
      })
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <div className={styles.page}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12, alignItems: 'center' }}>
        <div>
          <h1 className={styles.title} style={{ marginBottom: 4 }}>
            {T.title}
          </h1>
          <p style={{ margin: '0 0 16px', color: '#8c8c8c' }}>{T.subtitle}</p>
        </div>
        <Button icon={<DownloadOutlined />} loading={exporting} disabled={!stats.data} onClick={exportXlsx}>
          {T.export}
        </Button>
      </div>
      {stats.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : stats.isError || !stats.data || !options ? (
        <Result status="warning" title={T.loadFailed} extra={<Button onClick={() => void stats.refetch()}>{T.retry}</Button>} />
      ) : (
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Card>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
              <Statistic title={T.applications} value={stats.data.applications} />
              <Statistic title={T.interviews} value={stats.data.interviews} />
              <Statistic title={T.hires} value={stats.data.hires} />
              <Statistic title={T.hireRate} value={T.rate(stats.data.hires, stats.data.applications)} />
            </div>
          </Card>
          {stats.data.applications === 0 ? (
            <Card>
              <Empty description={T.empty} />
            </Card>
          ) : (
            <>
              <Card title={T.byMonth}>
                <AnalysisChart option={options.months} label={`${T.title} ${T.byMonth}`} height={300} testId="stats-months" />
              </Card>
              <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))' }}>
                <Card title={T.byIndustry}>
                  <AnalysisChart option={options.industries} label={`${T.title} ${T.byIndustry}`} height={320} />
                </Card>
                <Card title={T.byCity}>
                  <AnalysisChart option={options.cities} label={`${T.title} ${T.byCity}`} height={320} />
                </Card>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
