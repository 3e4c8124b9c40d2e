import { Button, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { ExcelImport, useExcelImport } from '@/components/excel-import';
import { answerText } from './question-rules';
import { importQuestions, previewQuestionImport, questionTemplateUrl, type ImportPreviewRow } from '@/api/exams';
import { BANK_TEXT, COMMON_TEXT, TYPE_NAME } from './texts';
import styles from './teacher.module.css';

const T = BANK_TEXT;

const columns: TableColumnsType<ImportPreviewRow> = [
  { title: T.importColumns.row, dataIndex: 'row', width: 64 },
  { title: T.importColumns.type, key: 'type', width: 80, render: (_, r) => TYPE_NAME[Number(r.question?.type)] ?? '—' },
  { title: T.importColumns.subjectName, key: 'subjectName', render: (_, r) => <span className={styles.clip}>{r.question?.subjectName || '—'}</span> },
  { title: T.importColumns.answer, key: 'answer', render: (_, r) => answerText(Number(r.question?.type), r.question?.answer) || '—' },
  { title: T.importColumns.score, key: 'score', width: 64, render: (_, r) => r.question?.score ?? '—' },
  {
    title: T.importColumns.result,
    key: 'result',
    render: (_, r) =>
      r.status === 'ok' ? (
        <Tag color="success">{T.rowOk}</Tag>
      ) : (
        <Space direction="vertical" size={2}>
          <Tag color="error">{T.rowError}</Tag>
          {r.errors.map((e) => (
            <span key={e} className={styles.errorText}>
              {e}
            </span>
          ))}
        </Space>
      ),
  },
];

type Props = { courseSign: string; open: boolean; onClose: () => void; onImported: () => void };

/**
 * 导入试题: an .xlsx checked by the server (nothing saved) shown row by row, errors in red; 确认导入 only when no row
 * has an error — the server checks every row again and saves nothing while any is bad.
 */
export function QuestionImport({ courseSign, open, onClose, onImported }: Props) {
  const importer = useExcelImport<ImportPreviewRow>({
    templateUrl: questionTemplateUrl(),
    preview: (file) => previewQuestionImport(courseSign, file),
    commit: (rows) => importQuestions(courseSign, rows),
    onImported,
    isError: (r) => r.status !== 'ok',
    texts: {
      hint: T.importHint,
      template: T.template,
      pickFile: T.pickFile,
      checking: T.checking,
      notXlsx: T.notXlsx,
      tooLarge: T.tooLarge,
      failed: T.uploadFailed,
      imported: T.imported,
      summary: (p) => T.summary(p.okCount, p.errorCount),
      fixFirst: T.fixFirst,
      confirm: T.confirmImport,
    },
  });
  const close = (): void => {
    importer.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={T.importTitle}
      width="min(960px, 100vw)"
      onCancel={close}
      footer={
        <Space wrap>
          <Button onClick={close}>{COMMON_TEXT.cancel}</Button>
          <Button type="primary" disabled={!importer.canImport} loading={importer.importing} onClick={() => void importer.confirm()}>
            {T.confirmImport}
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      <ExcelImport importer={importer} columns={columns} inputTestId="question-import-input" inlineActions={false} />
    </Modal>
  );
}
