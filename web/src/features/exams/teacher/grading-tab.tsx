import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatServerTime } from '@/lib/time';
import { EmptyText } from './empty-text';
import { GradingDrawer } from './grading-drawer';
import { STATUS_COLOR } from './grading-panel';
import type { RenderExport } from './question-bank-tab';
import { examKeys } from '../queries';
import { getExams, getRecords, recordsBody, teacherApiPaths, type AttemptRecord, type RecordFilters } from '@/api/exams';
import { COMMON_TEXT, GRADING_TEXT } from './texts';
import styles from './teacher.module.css';

const T = GRADING_TEXT;
export const RECORD_PAGE_SIZE = 10;

/** 作答记录与批改 (unit-testing): every attempt of the course's exams with filters, leave counts, export and grading. */
export function GradingTab({ courseSign, renderExport }: { courseSign: string; renderExport?: RenderExport }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<RecordFilters>({});
  const [filters, setFilters] = useState<RecordFilters>({});
  const [open, setOpen] = useState<AttemptRecord | null>(null);
  const exams = useQuery({ queryKey: examKeys.examOptions(courseSign), queryFn: () => getExams(courseSign, 1, 100) });
  const records = useQuery({
    queryKey: examKeys.records(courseSign, page, filters),
    queryFn: () => getRecords(courseSign, page, RECORD_PAGE_SIZE, filters),
    placeholderData: keepPreviousData,
  });
  const examOf = (r: AttemptRecord): string | null =>
    r.examinationId ?? filters.examinationId ?? exams.data?.list.find((e) => e.examinationName === r.examinationName)?.idSign ?? null;

  const apply = (next: RecordFilters): void => {
    setFilters({
      ...(next.examinationId ? { examinationId: next.examinationId } : {}),
      ...(next.submitStatus !== undefined ? { submitStatus: next.submitStatus } : {}),
      ...(next.userName?.trim() ? { userName: next.userName.trim() } : {}),
      ...(next.studentCard?.trim() ? { studentCard: next.studentCard.trim() } : {}),
    });
    setPage(1);
  };

  const columns: TableColumnsType<AttemptRecord> = [
    { title: T.columns.exam, dataIndex: 'examinationName', render: (v: string) => <span className={styles.clip}>{v}</span> },
    { title: T.columns.userName, dataIndex: 'userName' },
    { title: T.columns.studentCard, dataIndex: 'studentCard', render: (v: string) => v || '—' },
    {
      title: T.columns.status,
      dataIndex: 'submitStatus',
      render: (v: number) => <Tag color={STATUS_COLOR[v]}>{T.submitStatus[v]}</Tag>,
    },
    { title: T.columns.score, key: 'score', render: (_, r) => T.recordScore(r.score, r.totalScore) },
    { title: T.columns.leaveCount, dataIndex: 'leaveCount', width: 80 },
    { title: T.columns.startedAt, dataIndex: 'startedAt', render: (v: string) => formatServerTime(v) },
    {
      title: T.columns.submittedAt,
      key: 'submittedAt',
      render: (_, r) => (
        <Space size={4}>
          {formatServerTime(r.submittedAt) || '—'}
          {r.autoSubmitted && <Tag>{T.autoSubmitted}</Tag>}
        </Space>
      ),
    },
    {
      title: COMMON_TEXT.actions,
      key: 'actions',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r)}>
          {r.submitStatus === 1 ? T.grade : T.view}
        </Button>
      ),
    },
  ];
  const total = records.data?.total ?? 0;

  return (
    <div>
      <div className={styles.filters}>
        <Select<string>
          aria-label={T.exam}
          allowClear
          placeholder={T.allExams}
          value={form.examinationId}
          onChange={(v) => setForm((f) => ({ ...f, examinationId: v }))}
          options={(exams.data?.list ?? []).map((e) => ({ value: e.idSign, label: e.examinationName }))}
        />
        <Select<number>
          aria-label={T.status}
          allowClear
          placeholder={T.allStatus}
          value={form.submitStatus}
          onChange={(v) => setForm((f) => ({ ...f, submitStatus: v }))}
          options={[0, 1, 2].map((s) => ({ value: s, label: T.submitStatus[s] }))}
        />
        <Input
          aria-label={T.userName}
          placeholder={T.userName}
          maxLength={30}
          value={form.userName ?? ''}
          onChange={(e) => setForm((f) => ({ ...f, userName: e.target.value }))}
          onPressEnter={() => apply(form)}
        />
        <Input
          aria-label={T.studentCard}
          placeholder={T.studentCard}
          maxLength={30}
          value={form.studentCard ?? ''}
          onChange={(e) => setForm((f) => ({ ...f, studentCard: e.target.value }))}
          onPressEnter={() => apply(form)}
        />
      </div>
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          <Button type="primary" onClick={() => apply(form)}>
            {T.query}
          </Button>
          <Button
            onClick={() => {
              setForm({});
              apply({});
            }}
          >
            {T.reset}
          </Button>
        </div>
        {renderExport?.(teacherApiPaths.findRecords, recordsBody(courseSign, filters), total === 0)}
      </div>
      <Table<AttemptRecord>
        rowKey="recordId"
        size="small"
        loading={records.isPending}
        columns={columns}
        dataSource={records.data?.list ?? []}
        locale={{ emptyText: (exams.data?.total ?? 0) === 0 ? <EmptyText title={T.noExams} hint={T.noExamsHint} /> : <EmptyText title={T.empty} /> }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: RECORD_PAGE_SIZE, total, showSizeChanger: false, showTotal: COMMON_TEXT.total, onChange: setPage }}
      />
      <GradingDrawer
        record={open}
        examinationId={open ? examOf(open) : null}
        answerMode={open?.answerMode === 2 ? 2 : 1}
        onClose={() => setOpen(null)}
        onGraded={() => void queryClient.invalidateQueries({ queryKey: examKeys.recordsOf(courseSign) })}
      />
    </div>
  );
}
