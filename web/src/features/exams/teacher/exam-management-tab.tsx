import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { isApiError } from '@/api/errors';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { ListPanel, useListFilters } from './list-panel';
import { ExamCompose } from './exam-compose';
import { ExamDrawer } from './exam-drawer';
import { examKeys } from '../queries';
import { deleteExam, examListBody, getExams, releaseAnswers, releaseExam, teacherApiPaths, type ChapterOption, type Exam, type ExamType } from '@/api/exams';
import type { RenderExport } from './question-bank-tab';
import { COMMON_TEXT, EXAM_TEXT, EXAM_TYPE_NAME } from './texts';
import styles from './teacher.module.css';

const T = EXAM_TEXT;
const F = T.fields;
export const EXAM_PAGE_SIZE = 10;

const refusal = (error: unknown): void => toastError(isApiError(error) ? error.msg : COMMON_TEXT.loadFailed);

/** 考试管理 (test-manangement): exams of the course; add / edit, compose from the bank, release, answers, delete. */
/** The course's chapters for the exam form's chapter select (the authoring tree, composed in by the app). */
export type LoadChapters = (courseSign: string) => Promise<ChapterOption[]>;

export function ExamManagementTab({ courseSign, renderExport, loadChapters }: { courseSign: string; renderExport?: RenderExport; loadChapters?: LoadChapters }) {
  const queryClient = useQueryClient();
  const filters = useListFilters<ExamType>();
  const { page, search: name, type } = filters;
  const [editing, setEditing] = useState<Exam | 'new' | null>(null);
  const [composing, setComposing] = useState<Exam | null>(null);
  const exams = useQuery({
    queryKey: examKeys.teacherExams(courseSign, page, name, type),
    queryFn: () => getExams(courseSign, page, EXAM_PAGE_SIZE, name, type),
    placeholderData: keepPreviousData,
  });
  const chapters = useQuery({
    queryKey: examKeys.chapters(courseSign),
    queryFn: () => (loadChapters ? loadChapters(courseSign) : Promise.resolve([])),
    enabled: Boolean(loadChapters),
  });
  const chapterName = (sign: string | null | undefined): string => {
    const chapter = sign ? chapters.data?.find((c) => c.idSign === sign) : undefined;
    return chapter ? F.chapterLabel(chapter.upperCaseChapterLevel, chapter.chapterName) : '—';
  };
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: examKeys.teacherExamsOf(courseSign) }), [queryClient, courseSign]);

  const write = useMutation({
    mutationFn: ({ call }: { call: () => Promise<unknown>; done: string }) => call(),
    onSuccess: async (_, { done }) => {
      toastSuccess(done);
      await refresh();
    },
    onError: refusal,
  });
  const run = (call: () => Promise<unknown>, done: string): Promise<void> =>
    write.mutateAsync({ call, done }).then(
      () => undefined,
      () => undefined, // told in onError
    );

  const confirmRemove = (exam: Exam): void => {
    Modal.confirm({
      title: T.removeTitle,
      content: T.removeConfirm(exam.examinationName),
      okText: COMMON_TEXT.remove,
      okButtonProps: { danger: true },
      cancelText: COMMON_TEXT.cancel,
      onOk: () => run(() => deleteExam(exam.idSign), COMMON_TEXT.removed),
    });
  };

  const confirmAnswers = (exam: Exam): void => {
    Modal.confirm({
      title: T.releaseAnswers,
      content: T.releaseAnswersConfirm,
      okText: T.releaseAnswers,
      cancelText: COMMON_TEXT.cancel,
      onOk: () => run(() => releaseAnswers(exam.idSign), T.releasedOk),
    });
  };

  const columns: TableColumnsType<Exam> = [
    { title: T.columns.name, dataIndex: 'examinationName', render: (v: string) => <span className={styles.clip}>{v}</span> },
    { title: T.columns.type, dataIndex: 'type', width: 88, render: (v: number) => EXAM_TYPE_NAME[v] },
    ...(loadChapters
      ? [{ title: T.columns.chapter, key: 'chapter', render: (_: unknown, e: Exam) => <span className={styles.clip}>{chapterName(e.chapterIdSign)}</span> }]
      : []),
    {
      title: T.columns.time,
      key: 'time',
      render: (_, e) => (
        <span className={styles.meta} style={{ whiteSpace: 'nowrap' }}>
          {formatServerTime(e.startTime)}
          <br />
          {formatServerTime(e.endTime)}
        </span>
      ),
    },
    { title: T.columns.examTime, dataIndex: 'examTime', width: 80, render: (v: number) => T.minutes(v) },
    { title: T.columns.subjects, dataIndex: 'subjectCount', width: 56, render: (v?: number) => v ?? 0 },
    { title: T.columns.totalScore, dataIndex: 'totalScore', width: 56 },
    { title: T.columns.attempts, dataIndex: 'attemptCount', width: 56, render: (v?: number) => v ?? 0 },
    {
      title: T.columns.status,
      key: 'status',
      render: (_, e) => (
        <Space size={4} wrap>
          <Tag color={e.releaseStatus === 1 ? 'success' : 'default'}>{e.releaseStatus === 1 ? T.released : T.unreleased}</Tag>
          {e.answersReleased && <Tag color="blue">{T.answersReleased}</Tag>}
        </Space>
      ),
    },
    {
      title: COMMON_TEXT.actions,
      key: 'actions',
      render: (_, e) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(e)}>
            {COMMON_TEXT.edit}
          </Button>
          <Button type="link" size="small" onClick={() => setComposing(e)}>
            {T.compose}
          </Button>
          {e.releaseStatus === 1 ? (
            <Button type="link" size="small" onClick={() => void run(() => releaseExam(e.idSign, 0), T.unreleasedOk)}>
              {T.unrelease}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => void run(() => releaseExam(e.idSign, 1), T.releasedOk)}>
              {T.release}
            </Button>
          )}
          <Button type="link" size="small" disabled={e.answersReleased} onClick={() => confirmAnswers(e)}>
            {T.releaseAnswers}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmRemove(e)}>
            {COMMON_TEXT.remove}
          </Button>
        </Space>
      ),
    },
  ];
  const total = exams.data?.total ?? 0;

  return (
    <div>
      <ListPanel<Exam, ExamType>
        filters={filters}
        searchLabel={T.search}
        typeLabel={T.columns.type}
        allTypes={T.allTypes}
        types={[1, 2, 3]}
        typeName={EXAM_TYPE_NAME}
        actions={
          <>
            {renderExport?.(teacherApiPaths.examList, examListBody(courseSign, name, type), total === 0)}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {T.add}
            </Button>
          </>
        }
        rowKey="idSign"
        columns={columns}
        rows={exams.data?.list}
        total={total}
        loading={exams.isPending}
        pageSize={EXAM_PAGE_SIZE}
        noMatch={T.noMatch}
        empty={{ title: T.empty, hint: T.emptyHint }}
      />
      <ExamDrawer
        courseSign={courseSign}
        chapters={loadChapters ? { list: chapters.data ?? [], loading: chapters.isPending } : null}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <ExamCompose courseSign={courseSign} exam={composing} onClose={() => setComposing(null)} onChanged={() => void refresh()} />
    </div>
  );
}
