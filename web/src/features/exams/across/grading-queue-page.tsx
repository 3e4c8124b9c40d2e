import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Select, Table, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { getGradingQueue, getManagedCourses, type QueueRecord } from '@/api/exams';
import { EmptyState } from '@/components/empty-state';
import { examPaths } from '@/config/exam-paths';
import { formatServerTime } from '@/lib/time';
import { examKeys } from '../queries';
import { EmptyText } from '../teacher/empty-text';
import { COMMON_TEXT } from '../teacher/texts';
import styles from './across.module.css';
import type { GradeLinkState } from './exam-overview-page';
import { ACROSS_TEXT } from './texts';

const T = ACROSS_TEXT.queue;
const C = T.columns;
export const QUEUE_PAGE_SIZE = 10;

/** Anyone but a teacher or school admin: the queue is not theirs, their own work is at /test. */
function NotTeacher() {
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.notice}>
          <p className={styles.noticeText}>{T.notTeacher}</p>
          <Link to={examPaths.mine.getHref()}>{T.toMine}</Link>
        </div>
      </Card>
    </div>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const courseId = params.get('courseId') || null;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const courses = useQuery({ queryKey: examKeys.managedCourses, queryFn: () => getManagedCourses(), retry: false });
  const queue = useQuery({
    queryKey: examKeys.queue(courseId, page),
    queryFn: () => getGradingQueue(courseId, page, QUEUE_PAGE_SIZE),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const go = (next: { courseId?: string | null; page?: number }, replace: boolean): void => {
    const search = new URLSearchParams();
    const course = next.courseId === undefined ? courseId : next.courseId;
    if (course) search.set('courseId', course);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace });
  };

  const columns: TableColumnsType<QueueRecord> = [
    { title: C.userName, dataIndex: 'userName' },
    { title: C.studentCard, dataIndex: 'studentCard', render: (v: string) => v || '—' },
    { title: C.exam, dataIndex: 'examinationName' },
    { title: C.course, dataIndex: 'courseName' },
    { title: C.submittedAt, dataIndex: 'submittedAt', render: (v: string | null) => formatServerTime(v) || '—' },
    {
      title: COMMON_TEXT.actions,
      key: 'actions',
      render: (_, r) => (
        <Link
          to={examPaths.grade.getHref(r.recordId)}
          state={{ record: r, courseId } satisfies GradeLinkState}
          aria-label={`${T.grade} ${r.userName} ${r.examinationName}`}
        >
          {T.grade}
        </Link>
      ),
    },
  ];
  const total = queue.data?.total ?? 0;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.heading}>{T.title}</h1>
          <p className={styles.intro}>{T.intro}</p>
        </div>
      </header>
      <Card className={styles.card}>
        <div className={styles.filters}>
          <Select<string>
            className={styles.select}
            aria-label={T.course}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={T.allCourses}
            loading={courses.isPending}
            value={courseId ?? undefined}
            onChange={(value) => go({ courseId: value ?? null }, true)}
            options={(courses.data ?? []).map((c) => ({ value: c.idSign, label: c.name }))}
          />
          {queue.data ? <span className={styles.intro}>{T.total(total)}</span> : null}
        </div>
        {queue.isError ? (
          <EmptyState description={queue.error.message || ACROSS_TEXT.mine.loadFailed} actionLabel={ACROSS_TEXT.mine.retry} onAction={() => void queue.refetch()} />
        ) : (
          <Table<QueueRecord>
            rowKey="recordId"
            size="middle"
            loading={queue.isPending}
            columns={columns}
            dataSource={queue.data?.list ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <EmptyText title={T.empty} /> }}
            pagination={{
              current: page,
              pageSize: QUEUE_PAGE_SIZE,
              total,
              hideOnSinglePage: true,
              showSizeChanger: false,
              showTotal: COMMON_TEXT.total,
              onChange: (p) => go({ page: p }, false),
            }}
          />
        )}
      </Card>
    </div>
  );
}

/**
 * /criticizes-system: a teacher's (or school admin's) grading queue — the submitted answers without a score of every
 * course they manage, oldest first, a course filter, and 批改 on each. Anyone else is pointed to their own work.
 */
export function GradingQueuePage({ grading }: { grading: boolean }) {
  return grading ? <Queue /> : <NotTeacher />;
}
