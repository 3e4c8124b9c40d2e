import { Card, Empty, Segmented, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { analysisPaths, filterBody, type ChartVoMap, type CountVoMap, type RecordRow } from '@/api/teaching';
import { AnalysisChart } from '@/components/analysis-chart';
import { ChartSkeleton, LoadFailed, ListSection, minutesOf, SearchBox, StatCards } from './analysis-parts';
import { useChartData, useRecordList } from '../queries';
import styles from './analysis.module.css';
import { ANALYSIS_TEXT } from './texts';

const T = ANALYSIS_TEXT.operational;
type Days = 7 | 30;

const CARD_KEYS = [
  'studentCount',
  'studyingCount',
  'finishedCount',
  'totalStudyMinutes',
  'questionCount',
  'answerCount',
  'viewCount',
  'averageProgress',
] as const;

function cardValue(key: (typeof CARD_KEYS)[number], counts: CountVoMap | undefined): string {
  const value = counts?.[key] ?? 0;
  if (key === 'totalStudyMinutes') return ANALYSIS_TEXT.minutes(value);
  if (key === 'averageProgress') return `${value}%`;
  return String(value);
}

const axis = { axisLabel: { fontSize: 11 } };

export function trendOption(chart: ChartVoMap): Record<string, unknown> {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [T.studyMinutes, T.learners] },
    grid: { left: 8, right: 8, top: 56, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: chart.dates, boundaryGap: false, ...axis },
    yAxis: [
      { type: 'value', name: '分钟', minInterval: 1, ...axis },
      { type: 'value', name: '人', minInterval: 1, splitLine: { show: false }, ...axis },
    ],
    series: [
      { name: T.studyMinutes, type: 'line', smooth: true, smoothMonotone: 'x', areaStyle: { opacity: 0.12 }, data: chart.studyMinutes },
      { name: T.learners, type: 'line', smooth: true, smoothMonotone: 'x', yAxisIndex: 1, data: chart.learners },
    ],
  };
}

export function enrolmentOption(chart: ChartVoMap): Record<string, unknown> {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [T.enrolments] },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: chart.dates, ...axis },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    series: [{ name: T.enrolments, type: 'bar', barMaxWidth: 18, itemStyle: { color: '#ff8b33' }, data: chart.enrolments }],
  };
}

/** 运营分析: the course's figures, the study trend of the last 7 or 30 days, enrolments, and the study records. */
export function OperationalAnalysisTab({ courseSign }: { courseSign: string }) {
  const [days, setDays] = useState<Days>(30);
  const chart = useChartData(courseSign, days);
  const counts = chart.data?.countVoMap;
  const noStudents = !!chart.data && counts?.studentCount === 0;

  const trend = useMemo(() => (chart.data ? trendOption(chart.data.chartVoMap) : null), [chart.data]);
  const enrolments = useMemo(() => (chart.data ? enrolmentOption(chart.data.chartVoMap) : null), [chart.data]);

  return (
    <div className={styles.tab} data-testid="operational-analysis">
      <div className={styles.toolbar}>
        <h2 className={styles.sectionTitle}>{T.title}</h2>
        <Segmented<Days>
          aria-label="统计范围"
          value={days}
          onChange={setDays}
          options={[
            { label: T.days[7], value: 7 },
            { label: T.days[30], value: 30 },
          ]}
        />
      </div>
      {chart.isError && !chart.data ? (
        <LoadFailed onRetry={() => void chart.refetch()} />
      ) : (
        <>
          <StatCards
            loading={chart.isPending}
            items={CARD_KEYS.map((key) => ({ key, label: T.cards[key], value: cardValue(key, counts) }))}
          />
          {noStudents ? (
            <Card>
              <Empty description={ANALYSIS_TEXT.noStudents} />
            </Card>
          ) : (
            <div className={styles.charts}>
              <Card title={<h3 className={styles.sectionTitle}>{T.trend}</h3>} size="small">
                {trend ? <AnalysisChart option={trend} label={`${T.trend}（${T.days[days]}）`} testId="trend-chart" /> : <ChartSkeleton />}
              </Card>
              <Card title={<h3 className={styles.sectionTitle}>{T.enrolments}</h3>} size="small">
                {enrolments ? (
                  <AnalysisChart option={enrolments} label={`${T.enrolments}（${T.days[days]}）`} testId="enrolment-chart" />
                ) : (
                  <ChartSkeleton />
                )}
              </Card>
            </div>
          )}
        </>
      )}
      <RecordList courseSign={courseSign} />
    </div>
  );
}

function RecordList({ courseSign }: { courseSign: string }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const filters = { courseId: courseSign, keyword };
  const query = useRecordList(filters, page);
  const C = T.recordColumns;
  const columns: TableColumnsType<RecordRow> = [
    { title: C.name, dataIndex: 'name' },
    { title: C.studentCard, dataIndex: 'studentCard', render: (v: string) => v || '—' },
    { title: C.day, dataIndex: 'day' },
    { title: C.minutes, dataIndex: 'seconds', align: 'right', render: (s: number) => minutesOf(s) },
  ];
  return (
    <ListSection<RecordRow>
      title={T.records}
      testId="record-list"
      filters={
        <SearchBox
          onSearch={(k) => {
            setKeyword(k);
            setPage(1);
          }}
        />
      }
      query={query}
      columns={columns}
      rowKey={(r) => `${r.userSign}-${r.day}`}
      page={page}
      onPage={setPage}
      exportPath={analysisPaths.recordList}
      exportBody={filterBody(filters)}
    />
  );
}
