import { Card, Empty, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { analysisPaths, BUCKET_KEYS, filterBody, PASS_MARK, type ScoreCount, type ScoreRow, type ScoreSum } from '@/api/teaching';
import { AnalysisChart } from '@/components/analysis-chart';
import { ChartSkeleton, LoadFailed, ListSection, SearchBox, StatCards } from './analysis-parts';
import { useCourseStandard, useScoreCount, useScoreList, useScoreSum } from '../queries';
import styles from './analysis.module.css';
import { ANALYSIS_TEXT } from './texts';

const T = ANALYSIS_TEXT.score;
/** Spec 02 §4 / §10: below the pass mark red with (未及格), else green with (及格). */
export const SCORE_COLOR = { fail: '#e92d08', pass: '#28B068' } as const;
/** The course score's weights when the course has no standard (docs/teaching.md). */
export const DEFAULT_WEIGHTS = { watchVideo: 40, interactiveQuestion: 10, unitTesting: 20, theFinalExam: 20, logSig: 10 };

const SUM_KEYS = ['studentCount', 'average', 'highest', 'lowest', 'passCount', 'passRate'] as const;

function sumValue(key: (typeof SUM_KEYS)[number], sums: ScoreSum | undefined): string {
  const value = sums?.[key] ?? 0;
  return key === 'passRate' ? `${value}%` : String(value);
}

export function bucketOption(counts: ScoreCount): Record<string, unknown> {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: [...T.bucketLabels], axisLabel: { fontSize: 10, interval: 0, rotate: 40 } },
    yAxis: { type: 'value', name: T.students, minInterval: 1, axisLabel: { fontSize: 11 } },
    series: [
      {
        name: T.students,
        type: 'bar',
        barMaxWidth: 32,
        label: { show: true, position: 'top' },
        data: BUCKET_KEYS.map((key, i) => ({
          value: counts[key] ?? 0,
          itemStyle: { color: i < PASS_MARK / 10 ? SCORE_COLOR.fail : SCORE_COLOR.pass },
        })),
      },
    ],
  };
}

/** 总成绩 with its verdict: red (未及格) below 60, green (及格) at 60 or more. */
export function ScoreCell({ score }: { score: number }) {
  const passed = score >= PASS_MARK;
  return (
    <span style={{ color: passed ? SCORE_COLOR.pass : SCORE_COLOR.fail, whiteSpace: 'nowrap' }} data-testid="score-cell">
      {score}
      {passed ? T.passed : T.failed}
    </span>
  );
}

function useWeights(courseSign: string) {
  const course = useCourseStandard(courseSign);
  const standard = course.data?.standard;
  // Unknown until the course answers (a failed answer shows no rule rather than a wrong one).
  if (!standard) return course.isSuccess ? DEFAULT_WEIGHTS : null;
  return {
    watchVideo: Number(standard.watchVideo),
    interactiveQuestion: Number(standard.interactiveQuestion),
    unitTesting: Number(standard.unitTesting),
    theFinalExam: Number(standard.theFinalExam),
    logSig: Number(standard.logSig),
  };
}

/** 成绩管理: the sums, the distribution in ten buckets, the score list, and how a score is made. */
export function ScoreManagementTab({ courseSign }: { courseSign: string }) {
  const sums = useScoreSum(courseSign);
  const counts = useScoreCount(courseSign);
  const weights = useWeights(courseSign);
  const option = useMemo(() => (counts.data ? bucketOption(counts.data) : null), [counts.data]);
  const noStudents = sums.data?.studentCount === 0;

  return (
    <div className={styles.tab} data-testid="score-management">
      <h2 className={styles.sectionTitle}>{T.title}</h2>
      {weights ? <p className={styles.rule}>{T.rule(weights)}</p> : null}
      {sums.isError && !sums.data ? (
        <LoadFailed onRetry={() => void sums.refetch()} />
      ) : (
        <StatCards
          wide
          loading={sums.isPending}
          items={SUM_KEYS.map((key) => ({ key, label: T.cards[key], value: sumValue(key, sums.data) }))}
        />
      )}
      <Card title={<h3 className={styles.sectionTitle}>{T.distribution}</h3>} size="small">
        {noStudents ? (
          <Empty description={ANALYSIS_TEXT.noStudents} />
        ) : counts.isError && !counts.data ? (
          <LoadFailed onRetry={() => void counts.refetch()} />
        ) : option ? (
          <AnalysisChart option={option} label={T.distribution} testId="score-chart" />
        ) : (
          <ChartSkeleton />
        )}
      </Card>
      <ScoreList courseSign={courseSign} />
    </div>
  );
}

function ScoreList({ courseSign }: { courseSign: string }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const filters = { courseId: courseSign, keyword };
  const query = useScoreList(filters, page);
  const C = T.columns;
  const part = (key: keyof typeof C & keyof ScoreRow) => ({ title: C[key], dataIndex: key, align: 'right' as const });
  const columns: TableColumnsType<ScoreRow> = [
    { title: C.name, dataIndex: 'name', fixed: 'left' },
    { title: C.studentCard, dataIndex: 'studentCard', render: (v: string) => v || '—' },
    part('watchVideo'),
    part('interactiveQuestion'),
    part('unitTesting'),
    part('theFinalExam'),
    part('logSig'),
    { title: C.score, dataIndex: 'score', align: 'right', render: (score: number) => <ScoreCell score={score} /> },
  ];
  return (
    <ListSection<ScoreRow>
      title={T.list}
      testId="score-list"
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
      rowKey={(r) => r.userSign}
      page={page}
      onPage={setPage}
      exportPath={analysisPaths.scoreList}
      exportBody={filterBody(filters)}
    />
  );
}
