import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getExamOverview, getExamRecords, type AttemptRecord, type ExamOverview } from '@/api/exams';
import { messageOf } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { examPaths } from '@/config/exam-paths';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError } from '@/lib/toast';
import { examKeys } from '../queries';
import { EmptyText } from '../teacher/empty-text';
import { STATUS_COLOR } from '../teacher/grading-panel';
import { ANSWER_MODE_NAME, COMMON_TEXT, EXAM_TYPE_NAME, GRADING_TEXT } from '../teacher/texts';
import styles from './across.module.css';
import { bandsOf, distributionOption, ScoreChart } from './score-chart';
import { ACROSS_TEXT } from './texts';

const T = ACROSS_TEXT.overview;
const G = GRADING_TEXT;
export const RECORDS_PAGE_SIZE = 10;

/** What /criticizes-system-one is given by the page that opens it: the row (its student) and the queue's course. */
export type GradeLinkState = { record?: AttemptRecord; courseId?: string | null };

const figure = (value: number | null | undefined): string => (value === null || value === undefined ? '--' : String(value));

function Header({ overview }: { overview: ExamOverview }) {
  const { exam } = overview;
  const facts: [string, ReactNode][] = [
    [T.course, exam.courseId ? <Link to={paths.courseDetail.getHref(exam.courseId)}>{exam.courseName || exam.courseId}</Link> : exam.courseName || '—'],
    [T.type, EXAM_TYPE_NAME[exam.type] ?? ''],
    [T.time, `${formatServerTime(exam.startTime)} 至 ${formatServerTime(exam.endTime)}`],
    [T.totalScore, T.points(exam.totalScore)],
    [T.answerMode, ANSWER_MODE_NAME[exam.answerMode] ?? ''],
    [
      T.status,
      <>
        {exam.releaseStatus === 1 ? <Tag color="success">{T.released}</Tag> : <Tag>{T.unreleased}</Tag>}
        {exam.answersReleased ? <Tag color="blue">{T.answersReleased}</Tag> : null}
      </>,
    ],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Figures({ overview }: { overview: ExamOverview }) {
  const C = T.cards;
  const cards: [string, string][] = [
    [C.learners, figure(overview.learners)],
    [C.submitted, figure(overview.submitted)],
    [C.graded, figure(overview.graded)],
    [C.pending, figure(overview.pending)],
    [C.average, figure(overview.average)],
    [C.highest, figure(overview.highest)],
    [C.lowest, figure(overview.lowest)],
    [C.passed, figure(overview.passed)],
  ];
  return (
    <ul className={styles.figures} aria-label={T.title}>
      {cards.map(([label, value]) => (
        <li key={label} className={styles.figure} data-testid={`figure-${label}`}>
          <div className={styles.figureLabel}>{label}</div>
          <p className={styles.figureValue}>{value}</p>
        </li>
      ))}
    </ul>
  );
}

/** 作答记录: the exam's attempts (findRecords with the exam), each row opening its grading page. */
function Records({ courseId, examId }: { courseId: string; examId: string }) {
  const [page, setPage] = useState(1);
  const records = useQuery({
    queryKey: examKeys.examRecords(examId, page),
    queryFn: () => getExamRecords(courseId, examId, page, RECORDS_PAGE_SIZE),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const columns: TableColumnsType<AttemptRecord> = [
    { title: G.columns.userName, dataIndex: 'userName' },
    { title: G.columns.studentCard, dataIndex: 'studentCard', render: (v: string) => v || '—' },
    { title: G.columns.status, dataIndex: 'submitStatus', render: (v: number) => <Tag color={STATUS_COLOR[v]}>{G.submitStatus[v]}</Tag> },
    { title: G.columns.score, key: 'score', render: (_, r) => G.recordScore(r.score, r.totalScore) },
    { title: G.columns.leaveCount, dataIndex: 'leaveCount', align: 'right' },
    { title: G.columns.submittedAt, dataIndex: 'submittedAt', render: (v: string | null) => formatServerTime(v) || '—' },
    {
      title: COMMON_TEXT.actions,
      key: 'actions',
      render: (_, r) => (
        <Link to={examPaths.grade.getHref(r.recordId)} state={{ record: r } satisfies GradeLinkState}>
          {r.submitStatus === 1 ? G.grade : G.view}
        </Link>
      ),
    },
  ];
  if (records.isError) {
    return <EmptyState description={records.error.message || ACROSS_TEXT.mine.loadFailed} actionLabel={ACROSS_TEXT.mine.retry} onAction={() => void records.refetch()} />;
  }
  return (
    <Table<AttemptRecord>
      rowKey="recordId"
      size="middle"
      loading={records.isPending}
      columns={columns}
      dataSource={records.data?.list ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyText title={T.noRecords} /> }}
      pagination={{
        current: page,
        pageSize: RECORDS_PAGE_SIZE,
        total: records.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal: COMMON_TEXT.total,
        onChange: setPage,
      }}
    />
  );
}

/**
 * /test-one?id= (teachers and school admins): one exam a teacher set, in figures — its header, eight figure cards,
 * the score distribution as a bar chart, its records (each opening /criticizes-system-one) and 批改, which opens the
 * first record waiting for a mark.
 */
export function ExamOverviewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const examId = params.get('id')?.trim() ?? '';
  const [opening, setOpening] = useState(false);
  const overview = useQuery({
    queryKey: examKeys.overview(examId),
    queryFn: () => getExamOverview(examId),
    enabled: examId !== '',
    retry: false,
  });
  const bands = useMemo(() => bandsOf(overview.data?.distribution), [overview.data?.distribution]);
  const option = useMemo(() => distributionOption(bands), [bands]);

  if (examId === '') {
    return (
      <div className={styles.page}>
        <EmptyState description={T.missing} />
      </div>
    );
  }
  if (overview.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div className={styles.page}>
        <EmptyState description={overview.error.message || ACROSS_TEXT.mine.loadFailed} actionLabel={ACROSS_TEXT.mine.retry} onAction={() => void overview.refetch()} />
      </div>
    );
  }
  const data = overview.data;
  const courseId = data.exam.courseId ?? data.exam.courseIdSign ?? '';

  /** 批改: the first record of this exam still waiting for a mark (批改中). */
  const gradeFirst = async (): Promise<void> => {
    setOpening(true);
    try {
      const first = (await getExamRecords(courseId, examId, 1, 1, 1)).list[0];
      if (first) void navigate(examPaths.grade.getHref(first.recordId), { state: { record: first } satisfies GradeLinkState });
      else toastError(T.noPending);
    } catch (error) {
      toastError(messageOf(error, ACROSS_TEXT.mine.loadFailed));
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.heading}>{data.exam.examinationName}</h1>
          <p className={styles.intro}>{T.title}</p>
        </div>
        <span className={styles.actions}>
          <Link to={examPaths.mine.getHref('managed')}>{T.back}</Link>
          <Button type="primary" loading={opening} disabled={data.pending === 0} title={data.pending === 0 ? T.noPending : T.gradeHint} onClick={() => void gradeFirst()}>
            {T.grade}
          </Button>
        </span>
      </header>
      <Card className={styles.card} size="small">
        <Header overview={data} />
      </Card>
      <Figures overview={data} />
      <Card className={styles.card} size="small" title={<h2 className={styles.cardTitle}>{T.distribution}</h2>}>
        {data.graded === 0 ? <EmptyState description={T.noGraded} /> : <ScoreChart bands={bands} option={option} />}
      </Card>
      <Card className={styles.card} size="small" title={<h2 className={styles.cardTitle}>{T.records}</h2>}>
        {courseId ? <Records courseId={courseId} examId={examId} /> : <EmptyText title={T.noRecords} />}
      </Card>
    </div>
  );
}
