import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { toastSuccess } from '@/lib/toast';
import { ListPanel, useListFilters } from './list-panel';
import { QuestionDrawer } from './question-drawer';
import { QuestionImport } from './question-import';
import { answerText } from './question-rules';
import { examKeys } from '../queries';
import { bankListBody, deleteQuestion, getQuestions, teacherApiPaths, type Question, type QuestionType } from '@/api/exams';
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
  const filters = useListFilters<QuestionType>();
  const { page, setPage, search: subjectName, type } = filters;
  const [editing, setEditing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const questions = useQuery({
    queryKey: examKeys.bank(courseSign, page, subjectName, type),
    queryFn: () => getQuestions(courseSign, page, BANK_PAGE_SIZE, subjectName, type),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: examKeys.bankOf(courseSign) }), [queryClient, courseSign]);
  const remove = useMutation({
    mutationFn: deleteQuestion,
    onSuccess: async () => {
      toastSuccess(COMMON_TEXT.removed);
      const left = (questions.data?.total ?? 1) - 1;
      if (page > 1 && left <= (page - 1) * BANK_PAGE_SIZE) setPage(page - 1);
      await refresh();
    },
  });
  const close = useCallback(() => setEditing(null), []);

  const confirmRemove = (q: Question): void => {
    Modal.confirm({
      title: T.removeTitle,
      content: T.removeConfirm,
      okText: COMMON_TEXT.remove,
      okButtonProps: { danger: true },
      cancelText: COMMON_TEXT.cancel,
      onOk: () => remove.mutateAsync(q.idSign).catch(() => undefined), // the request layer showed the server's message
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
      <ListPanel<Question, QuestionType>
        filters={filters}
        searchLabel={T.search}
        typeLabel={T.typeFilter}
        allTypes={T.allTypes}
        types={[1, 2, 3, 4, 5]}
        typeName={TYPE_NAME}
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {T.add}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {T.import}
            </Button>
            {renderExport?.(teacherApiPaths.choiceList, bankListBody(courseSign, subjectName, type), total === 0)}
          </>
        }
        rowKey="idSign"
        columns={columns}
        rows={questions.data?.list}
        total={total}
        loading={questions.isPending}
        pageSize={BANK_PAGE_SIZE}
        noMatch={T.noMatch}
        empty={{ title: T.empty, hint: T.emptyHint }}
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
