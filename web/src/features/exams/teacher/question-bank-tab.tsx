import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { toastSuccess } from '@/lib/toast';
import { EmptyText } from './empty-text';
import { QuestionDrawer } from './question-drawer';
import { QuestionImport } from './question-import';
import { answerText } from './question-rules';
import { examKeys } from './queries';
import { bankListBody, deleteQuestion, getQuestions, teacherApiPaths, type Question, type QuestionType } from '../api';
import { BANK_TEXT, COMMON_TEXT, LEVEL_NAME, TYPE_NAME } from './texts';
import styles from './teacher.module.css';

const T = BANK_TEXT;
/** Spec 02: the bank lists page 1, size 5. */
export const BANK_PAGE_SIZE = 5;

/** The export button comes from the app layer (features/teaching/export): `(path, body, disabled) → button`. */
export type RenderExport = (path: string, body: unknown, disabled: boolean) => ReactNode;

/** 题库 (single-questions): the course's questions, add / edit / delete, template, import with a preview, export. */
export function QuestionBankTab({ courseSign, renderExport }: { courseSign: string; renderExport?: RenderExport }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [subjectName, setSubjectName] = useState('');
  const [type, setType] = useState<QuestionType | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const questions = useQuery({
    queryKey: examKeys.bank(courseSign, page, subjectName, type),
    queryFn: () => getQuestions(courseSign, page, BANK_PAGE_SIZE, subjectName, type),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: examKeys.bankOf(courseSign) }), [queryClient, courseSign]);
  const close = useCallback(() => setEditing(null), []);

  const confirmRemove = (q: Question): void => {
    Modal.confirm({
      title: T.removeTitle,
      content: T.removeConfirm,
      okText: COMMON_TEXT.remove,
      okButtonProps: { danger: true },
      cancelText: COMMON_TEXT.cancel,
      onOk: async () => {
        try {
          await deleteQuestion(q.idSign);
          toastSuccess(COMMON_TEXT.removed);
          const left = (questions.data?.total ?? 1) - 1;
          if (page > 1 && left <= (page - 1) * BANK_PAGE_SIZE) setPage(page - 1);
          await refresh();
        } catch {
          // the request layer showed the server's message
        }
      },
    });
  };

  const columns: TableColumnsType<Question> = [
    { title: T.columns.serialNumber, dataIndex: 'serialNumber', width: 64 },
    { title: T.columns.type, dataIndex: 'type', width: 80, render: (v: number) => <Tag>{TYPE_NAME[v]}</Tag> },
    { title: T.columns.subjectName, dataIndex: 'subjectName', render: (v: string) => <span className={styles.clip}>{v}</span> },
    { title: T.columns.answer, key: 'answer', render: (_, q) => <span className={styles.clip}>{answerText(q.type, q.answer) || '—'}</span> },
    { title: T.columns.level, dataIndex: 'level', width: 64, render: (v: number) => LEVEL_NAME[v] ?? '—' },
    { title: T.columns.score, dataIndex: 'score', width: 64 },
    {
      title: COMMON_TEXT.actions,
      key: 'actions',
      width: 120,
      render: (_, q) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(q.idSign)}>
            {COMMON_TEXT.edit}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmRemove(q)}>
            {COMMON_TEXT.remove}
          </Button>
        </Space>
      ),
    },
  ];
  const total = questions.data?.total ?? 0;

  return (
    <div>
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          <Input.Search
            allowClear
            aria-label={T.search}
            placeholder={T.search}
            maxLength={50}
            style={{ width: 240, maxWidth: '100%' }}
            onSearch={(value) => {
              setSubjectName(value.trim());
              setPage(1);
            }}
          />
          <Select<QuestionType | 0>
            aria-label={T.typeFilter}
            style={{ width: 120 }}
            value={type ?? 0}
            onChange={(v) => {
              setType(v === 0 ? null : v);
              setPage(1);
            }}
            options={[{ value: 0, label: T.allTypes }, ...([1, 2, 3, 4, 5] as const).map((t) => ({ value: t, label: TYPE_NAME[t] }))]}
          />
        </div>
        <div className={styles.toolbarGroup}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {T.add}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {T.import}
          </Button>
          {renderExport?.(teacherApiPaths.choiceList, bankListBody(courseSign, subjectName, type), total === 0)}
        </div>
      </div>
      <Table<Question>
        rowKey="idSign"
        size="small"
        loading={questions.isPending}
        columns={columns}
        dataSource={questions.data?.list ?? []}
        locale={{ emptyText: subjectName || type ? <EmptyText title={T.noMatch} /> : <EmptyText title={T.empty} hint={T.emptyHint} /> }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: BANK_PAGE_SIZE, total, showSizeChanger: false, showTotal: COMMON_TEXT.total, onChange: setPage }}
      />
      <QuestionDrawer
        courseSign={courseSign}
        editing={editing}
        onClose={close}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <QuestionImport
        courseSign={courseSign}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          setPage(1);
          void refresh();
        }}
      />
    </div>
  );
}
