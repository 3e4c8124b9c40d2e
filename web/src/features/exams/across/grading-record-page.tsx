import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Skeleton, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '@/api/errors';
import { getGradingQueue, getPaperRecord, type AttemptRecord, type ExamRecord, type QueueRecord } from '@/api/exams';
import { EmptyState } from '@/components/empty-state';
import { examPaths } from '@/config/exam-paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { examKeys } from '../queries';
import { GradingPanel, STATUS_COLOR } from '../teacher/grading-panel';
import { GRADING_TEXT } from '../teacher/texts';
import styles from './across.module.css';
import type { GradeLinkState } from './exam-overview-page';
import { ACROSS_TEXT } from './texts';

const T = ACROSS_TEXT.record;
const G = GRADING_TEXT;
/** 下一份 looks this far into the queue (the server's largest page). */
export const NEXT_LOOKAHEAD = 50;
/**
 * The record after `current` in the queue: the one behind it, else the first other one (the queue starts again at
 * the oldest), or null when no other record waits.
 */
export function nextInQueue(list: QueueRecord[], current: string): QueueRecord | null {
  const at = list.findIndex((r) => r.recordId === current);
  if (at >= 0 && at + 1 < list.length) return list[at + 1];
  return list.find((r) => r.recordId !== current) ?? null;
}

/** The grading panel's record, made of the record view (fresh state and score) and the row's student. */
function attemptOf(view: ExamRecord, row: AttemptRecord | null | undefined): AttemptRecord {
  return {
    recordId: view.recordId,
    examinationId: view.examinationId,
    examinationName: view.examinationName,
    answerMode: view.answerMode ?? row?.answerMode ?? 1,
    userName: view.userName || row?.userName || '',
    studentCard: row?.studentCard ?? '',
    submitStatus: view.submitStatus,
    score: view.score,
    totalScore: view.totalScore,
    leaveCount: view.leaveCount,
    startedAt: view.startedAt ?? row?.startedAt ?? '',
    submittedAt: view.submittedAt ?? row?.submittedAt ?? null,
    autoSubmitted: view.autoSubmitted ?? row?.autoSubmitted ?? false,
    hasFile: view.hasFile ?? row?.hasFile ?? false,
    comment: view.comment ?? null,
  };
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function GradingRecord({ recordId, given, queueCourse }: { recordId: string; given: AttemptRecord | undefined; queueCourse: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<AttemptRecord | null>(null);
  const [moving, setMoving] = useState(false);
  const view = useQuery({ queryKey: examKeys.gradeRecord(recordId), queryFn: () => getPaperRecord(recordId), retry: false });
  const row = given ?? null;

  /** 下一份: the next record of the queue (kept to the queue's course), or back to the queue when none is left. */
  const next = async (): Promise<void> => {
    setMoving(true);
    try {
      const queue = await getGradingQueue(queueCourse, 1, NEXT_LOOKAHEAD);
      const following = nextInQueue(queue.list ?? [], recordId);
      if (following) {
        void navigate(examPaths.grade.getHref(following.recordId), { state: { record: following, courseId: queueCourse } satisfies GradeLinkState });
      } else {
        toastSuccess(T.noNext);
        void navigate(examPaths.queue.getHref(queueCourse));
      }
    } catch (error) {
      toastError(messageOf(error, ACROSS_TEXT.mine.loadFailed));
    } finally {
      setMoving(false);
    }
  };

  const head = (
    <header className={styles.head}>
      <div>
        <h1 className={styles.heading}>{T.title}</h1>
      </div>
      <span className={styles.actions}>
        <Link to={examPaths.queue.getHref(queueCourse)}>{T.back}</Link>
        <Button type="primary" loading={moving} onClick={() => void next()}>
          {T.next}
        </Button>
      </span>
    </header>
  );

  if (view.isPending) {
    return (
      <div className={styles.page}>
        {head}
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (view.isError) {
    return (
      <div className={styles.page}>
        {head}
        <EmptyState description={messageOf(view.error, ACROSS_TEXT.mine.loadFailed)} actionLabel={ACROSS_TEXT.mine.retry} onAction={() => void view.refetch()} />
      </div>
    );
  }
  const record = latest ?? attemptOf(view.data, row);
  const name = view.data.userName || row?.userName || '—';
  const student = row?.studentCard ? `${name}（${row.studentCard}）` : name;
  const courseName = view.data.courseName || (given as QueueRecord | undefined)?.courseName || '—';
  return (
    <div className={styles.page}>
      {head}
      <Card className={styles.card} size="small">
        <Facts
          items={[
            [T.student, student],
            [T.exam, view.data.examinationName],
            [T.course, courseName],
            [
              T.submittedAt,
              <>
                {formatServerTime(record.submittedAt) || '—'} {record.autoSubmitted ? <Tag>{G.autoSubmitted}</Tag> : null}
              </>,
            ],
            [
              T.score,
              <span data-testid="header-score">
                <Tag color={STATUS_COLOR[record.submitStatus]}>{G.submitStatus[record.submitStatus]}</Tag>
                {G.recordScore(record.score, record.totalScore)}
              </span>,
            ],
          ]}
        />
      </Card>
      <Card className={styles.card}>
        <GradingPanel
          opened={attemptOf(view.data, row)}
          examinationId={view.data.examinationId ?? given?.examinationId ?? null}
          offline={(view.data.answerMode ?? row?.answerMode) === 2}
          onGraded={(graded) => {
            setLatest(graded);
            void queryClient.invalidateQueries({ queryKey: examKeys.across });
          }}
        />
      </Card>
    </div>
  );
}

/**
 * /criticizes-system-one?recordId= (teachers and school admins): one record's header (student, exam, course, submitted
 * at, score), course management's grading view, and 下一份, the next record of the queue.
 */
export function GradingRecordPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const recordId = params.get('recordId')?.trim() ?? '';
  const state = (location.state ?? null) as GradeLinkState | null;
  if (recordId === '') {
    return (
      <div className={styles.page}>
        <EmptyState description={T.missing} />
      </div>
    );
  }
  const given = state?.record?.recordId === recordId ? state.record : undefined;
  // Keyed by the record: 下一份 opens the next one with fresh state.
  return <GradingRecord key={recordId} recordId={recordId} given={given} queueCourse={state?.courseId ?? null} />;
}
