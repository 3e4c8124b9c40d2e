import { Badge, Button, Card, Empty, Progress, Space, Table } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TeachingFigure } from '@/api/teaching';
import { paths } from '@/config/paths';
import { useTeachingOverview } from '../queries';
import { AnalysisChart, CHART_COLORS } from '@/components/analysis-chart';
import { ChartSkeleton, LoadFailed, StatCards } from './analysis-parts';
import styles from './analysis.module.css';
import { ANALYSIS_TEXT } from './texts';

const T = ANALYSIS_TEXT.overview;
const BADGE: Record<number, 'default' | 'success' | 'warning'> = { 0: 'default', 1: 'success', 2: 'warning' };
/** The chart shows the courses with the most students (a long list reads better in the table). */
const CHART_COURSES = 10;

/** The teacher's figures over every course: students, active in 7 days, finished, progress weighted by students. */
export function overviewTotals(list: readonly TeachingFigure[]) {
  const students = list.reduce((n, c) => n + c.studentCount, 0);
  const weighted = list.reduce((n, c) => n + c.averageProgress * c.studentCount, 0);
  return {
    courses: list.length,
    students,
    active: list.reduce((n, c) => n + c.activeCount, 0),
    finished: list.reduce((n, c) => n + c.finishedCount, 0),
    progress: students ? Math.round((weighted / students) * 10) / 10 : 0,
  };
}

/** Studying and finished students of the busiest courses, as stacked horizontal bars (the busiest on top). */
export function overviewOption(list: readonly TeachingFigure[]): Record<string, unknown> {
  const shown = list.slice(0, CHART_COURSES).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, data: [T.columns.studying, T.columns.finished] },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 11 } },
    yAxis: {
      type: 'category',
      data: shown.map((c) => c.courseName),
      axisLabel: { fontSize: 11, width: 120, overflow: 'truncate' },
    },
    series: [
      { name: T.columns.studying, type: 'bar', stack: 'students', barMaxWidth: 18, itemStyle: { color: CHART_COLORS[0] }, data: shown.map((c) => c.studyingCount) },
      { name: T.columns.finished, type: 'bar', stack: 'students', barMaxWidth: 18, itemStyle: { color: CHART_COLORS[1] }, data: shown.map((c) => c.finishedCount) },
    ],
  };
}

/** /home/learning/teacher-study (教学学情): the study of the students of every course the teacher teaches. */
export function TeachingOverviewPage() {
  const overview = useTeachingOverview();
  const list = useMemo(() => overview.data ?? [], [overview.data]);
  const totals = overviewTotals(list);
  const option = useMemo(() => overviewOption(list), [list]);

  if (overview.isError) return <LoadFailed onRetry={() => void overview.refetch()} />;
  return (
    <Card>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <h2 className={styles.pageTitle}>{T.title}</h2>
          <p className={styles.pageHint}>{T.subtitle}</p>
        </div>
        <StatCards
          loading={overview.isPending}
          items={[
            { key: 'courses', label: T.cards.courses, value: totals.courses },
            { key: 'students', label: T.cards.students, value: totals.students },
            { key: 'active', label: T.cards.active, value: totals.active },
            { key: 'progress', label: T.cards.progress, value: `${totals.progress}%` },
          ]}
        />
        {overview.isPending ? (
          <ChartSkeleton />
        ) : list.length === 0 ? (
          <Empty description={T.empty}>
            <Link to={paths.newCurriculum.getHref()}>
              <Button type="primary">{T.create}</Button>
            </Link>
          </Empty>
        ) : (
          <>
            {totals.students > 0 ? (
              <section>
                <h3 className={styles.sectionTitle}>{T.chart}</h3>
                <AnalysisChart option={option} label={T.chartLabel} height={Math.max(200, Math.min(list.length, CHART_COURSES) * 36 + 60)} testId="overview-chart" />
              </section>
            ) : null}
            <Table<TeachingFigure>
              rowKey="courseIdSign"
              dataSource={list}
              pagination={list.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: T.columns.course, dataIndex: 'courseName', key: 'course' },
                {
                  title: T.columns.status,
                  key: 'status',
                  width: 90,
                  render: (_, c) => <Badge status={BADGE[c.status]} text={T.status[c.status]} />,
                },
                { title: T.columns.students, dataIndex: 'studentCount', width: 70 },
                { title: T.columns.studying, dataIndex: 'studyingCount', width: 80 },
                { title: T.columns.finished, dataIndex: 'finishedCount', width: 80 },
                { title: T.columns.active, dataIndex: 'activeCount', width: 100 },
                {
                  title: T.columns.progress,
                  key: 'progress',
                  width: 160,
                  render: (_, c) => <Progress percent={c.averageProgress} size="small" aria-label={`${c.courseName} ${T.columns.progress}`} />,
                },
                {
                  title: T.columns.actions,
                  key: 'actions',
                  width: 100,
                  render: (_, c) => (
                    <Link to={paths.courseManagement.getHref(c.courseIdSign, 'study-analysis')} aria-label={`${c.courseName} ${T.analysis}`}>
                      {T.analysis}
                    </Link>
                  ),
                },
              ]}
            />
          </>
        )}
      </Space>
    </Card>
  );
}
