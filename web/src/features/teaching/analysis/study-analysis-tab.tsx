import { Card, Empty, Progress, Segmented, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { formatServerTime } from '@/lib/time';
import { ExportButton } from '@/components/export-button';
import { analysisPaths, filterBody, type ProgressRow, type StudyAnalysis, type StudyStatus, type VideoRow } from '@/api/teaching';
import { AnalysisChart } from '@/components/analysis-chart';
import { ChartSkeleton, LoadFailed, ListSection, minutesOf, SearchBox } from './analysis-parts';
import { useProgressList, useStudyAnalysis } from '../queries';
import styles from './analysis.module.css';
import { ANALYSIS_TEXT } from './texts';

const T = ANALYSIS_TEXT.study;
type StatusFilter = 'all' | StudyStatus;

export function distributionOption(buckets: StudyAnalysis['progressBuckets']): Record<string, unknown> {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: buckets.map((b) => b.label), axisLabel: { fontSize: 11, interval: 0 } },
    yAxis: { type: 'value', name: T.students, minInterval: 1, axisLabel: { fontSize: 11 } },
    series: [{ name: T.students, type: 'bar', barMaxWidth: 36, label: { show: true, position: 'top' }, data: buckets.map((b) => b.count) }],
  };
}

/** 学习分析: how far the students are (distribution), how each video is watched, and each student's progress. */
export function StudyAnalysisTab({ courseSign }: { courseSign: string }) {
  const analysis = useStudyAnalysis(courseSign);
  const buckets = analysis.data?.progressBuckets;
  const noStudents = !!buckets && buckets.every((b) => b.count === 0);
  const option = useMemo(() => (buckets ? distributionOption(buckets) : null), [buckets]);
  const C = T.videoColumns;
  const videoColumns: TableColumnsType<VideoRow> = [
    { title: C.chapter, dataIndex: 'chapterName' },
    { title: C.video, dataIndex: 'videoTitle' },
    { title: C.learners, dataIndex: 'learners', align: 'right' },
    { title: C.completed, dataIndex: 'completed', align: 'right' },
    {
      title: C.rate,
      dataIndex: 'completionRate',
      width: 180,
      render: (rate: number) => <Progress percent={rate} size="small" format={(p) => `${p}%`} aria-label={`${C.rate} ${rate}%`} />,
    },
  ];

  return (
    <div className={styles.tab} data-testid="study-analysis">
      <h2 className={styles.sectionTitle}>{T.title}</h2>
      {analysis.isError && !analysis.data ? (
        <LoadFailed onRetry={() => void analysis.refetch()} />
      ) : (
        <>
          <Card title={<h3 className={styles.sectionTitle}>{T.distribution}</h3>} size="small">
            {noStudents ? (
              <Empty description={ANALYSIS_TEXT.noStudents} />
            ) : option ? (
              <AnalysisChart option={option} label={T.distribution} testId="progress-chart" />
            ) : (
              <ChartSkeleton />
            )}
          </Card>
          <Card
            title={<h3 className={styles.sectionTitle}>{T.videos}</h3>}
            extra={
              <ExportButton
                path={analysisPaths.studyAnalysis}
                body={{ courseId: courseSign }}
                disabled={!analysis.data?.videoList.length}
              />
            }
            size="small"
            data-testid="video-list"
          >
            <Table<VideoRow>
              size="small"
              columns={videoColumns}
              rowKey="videoIdSign"
              dataSource={analysis.data?.videoList ?? []}
              loading={analysis.isPending}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noVideos} /> }}
            />
          </Card>
        </>
      )}
      <ProgressList courseSign={courseSign} />
    </div>
  );
}

function ProgressList({ courseSign }: { courseSign: string }) {
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const filters = { courseId: courseSign, keyword, studyStatus: status === 'all' ? undefined : status };
  const query = useProgressList(filters, page);
  const C = T.progressColumns;
  const columns: TableColumnsType<ProgressRow> = [
    { title: C.name, dataIndex: 'name' },
    { title: C.studentCard, dataIndex: 'studentCard', render: (v: string) => v || '—' },
    { title: C.progress, dataIndex: 'progress', align: 'right' },
    { title: C.minutes, dataIndex: 'studiedSeconds', align: 'right', render: (s: number) => minutesOf(s) },
    { title: C.status, dataIndex: 'studyStatus', render: (s: StudyStatus) => T.status[s] ?? '' },
    { title: C.joinedAt, dataIndex: 'joinedAt', render: (v: string) => formatServerTime(v) },
    { title: C.lastStudiedAt, dataIndex: 'lastStudiedAt', render: (v: string | null) => (v ? formatServerTime(v) : T.neverStudied) },
  ];
  return (
    <ListSection<ProgressRow>
      title={T.progress}
      testId="progress-list"
      filters={
        <>
          <Segmented<StatusFilter>
            aria-label={C.status}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={[
              { label: T.status.all, value: 'all' },
              { label: T.status[1], value: 1 },
              { label: T.status[2], value: 2 },
            ]}
          />
          <SearchBox
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
        </>
      }
      query={query}
      columns={columns}
      rowKey={(r) => r.userSign}
      page={page}
      onPage={setPage}
      exportPath={analysisPaths.progressList}
      exportBody={filterBody(filters)}
    />
  );
}
