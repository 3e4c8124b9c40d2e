import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getManagedExams, type Exam, type ExamType } from '@/api/exams';
import { EmptyState } from '@/components/empty-state';
import { examPaths } from '@/config/exam-paths';
import { formatServerTime } from '@/lib/time';
import { examKeys } from '../queries';
import { EmptyText } from '../teacher/empty-text';
import { COMMON_TEXT, EXAM_TYPE_NAME } from '../teacher/texts';
import styles from './across.module.css';
import { ACROSS_TEXT } from './texts';

const T = ACROSS_TEXT.managed;
const C = T.columns;
export const MANAGED_PAGE_SIZE = 10;

/** 我布置的: the exams of every course the teacher manages, newest first, with their counts; each opens /test-one. */
export function ManagedExams() {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState<ExamType | null>(null);
  const [page, setPage] = useState(1);
  const exams = useQuery({
    queryKey: examKeys.managed(name, type, page),
    queryFn: () => getManagedExams(name, type, page, MANAGED_PAGE_SIZE),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const filtered = name !== '' || type !== null;

  const columns: TableColumnsType<Exam> = [
    {
      title: C.name,
      dataIndex: 'examinationName',
      render: (value: string, exam) => <Link to={examPaths.overview.getHref(exam.idSign)}>{value}</Link>,
    },
    { title: C.course, dataIndex: 'courseName', render: (value?: string) => value || '—' },
    { title: C.type, dataIndex: 'type', render: (value: number) => EXAM_TYPE_NAME[value] ?? '' },
    {
      title: C.time,
      key: 'time',
      render: (_, exam) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatServerTime(exam.startTime)}
          <br />
          {formatServerTime(exam.endTime)}
        </span>
      ),
    },
    {
      title: C.status,
      dataIndex: 'releaseStatus',
      render: (value: number) => (value === 1 ? <Tag color="success">{T.released}</Tag> : <Tag>{T.unreleased}</Tag>),
    },
    { title: C.subjects, dataIndex: 'subjectCount', align: 'right', render: (v?: number) => v ?? 0 },
    { title: C.attempts, dataIndex: 'attemptCount', align: 'right', render: (v?: number) => v ?? 0 },
    { title: C.graded, dataIndex: 'gradedCount', align: 'right', render: (v?: number) => v ?? 0 },
    {
      title: C.pending,
      dataIndex: 'pendingCount',
      align: 'right',
      render: (v?: number) => (v ? <span className={styles.pending}>{v}</span> : 0),
    },
  ];

  return (
    <div>
      <div className={styles.filters}>
        <Input.Search
          className={styles.search}
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          maxLength={50}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (e.target.value === '' && name !== '') {
              setName('');
              setPage(1);
            }
          }}
          onSearch={(value) => {
            setName(value.trim());
            setPage(1);
          }}
        />
        <Select<ExamType>
          className={styles.select}
          aria-label={T.typeLabel}
          allowClear
          placeholder={T.allTypes}
          value={type ?? undefined}
          onChange={(value) => {
            setType(value ?? null);
            setPage(1);
          }}
          options={([1, 2, 3] as const).map((t) => ({ value: t, label: EXAM_TYPE_NAME[t] }))}
        />
      </div>
      {exams.isError ? (
        <EmptyState description={exams.error.message || ACROSS_TEXT.mine.loadFailed} actionLabel={ACROSS_TEXT.mine.retry} onAction={() => void exams.refetch()} />
      ) : (
        <Table<Exam>
          rowKey="idSign"
          size="middle"
          loading={exams.isPending}
          columns={columns}
          dataSource={exams.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: filtered ? <EmptyText title={T.noMatch} /> : <EmptyText title={T.empty} hint={T.emptyHint} /> }}
          pagination={{
            current: page,
            pageSize: MANAGED_PAGE_SIZE,
            total: exams.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: COMMON_TEXT.total,
            onChange: setPage,
          }}
        />
      )}
    </div>
  );
}
