import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { answerText } from './question-rules';
import { importQuestions, previewQuestionImport, questionTemplateUrl, type ImportPreviewRow, type QuestionImportPreview } from '../api';
import { BANK_TEXT, COMMON_TEXT, TYPE_NAME } from './texts';
import styles from './teacher.module.css';

const T = BANK_TEXT;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

const summarize = (rows: ImportPreviewRow[]): QuestionImportPreview => ({
  rows,
  okCount: rows.filter((r) => r.status === 'ok').length,
  errorCount: rows.filter((r) => r.status !== 'ok').length,
});

function rowsOfRefusal(error: unknown): ImportPreviewRow[] | null {
  if (!isApiError(error) || !error.response) return null;
  const data = error.response.data as { rows?: unknown } | null;
  return data && Array.isArray(data.rows) ? (data.rows as ImportPreviewRow[]) : null;
}

type Props = { courseSign: string; open: boolean; onClose: () => void; onImported: () => void };

/**
 * 导入试题: an .xlsx checked by the server (nothing saved) shown row by row, errors in red; 确认导入 only when no row
 * has an error — the server checks every row again and saves nothing while any is bad.
 */
export function QuestionImport({ courseSign, open, onClose, onImported }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [preview, setPreview] = useState<QuestionImportPreview | null>(null);

  const reset = (): void => {
    setPreview(null);
    setFileName(null);
    if (input.current) input.current.value = '';
  };

  const pick = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    if (!/\.xlsx$/i.test(file.name)) {
      toastError(T.notXlsx);
      reset();
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      toastError(T.tooLarge);
      reset();
      return;
    }
    setFileName(file.name);
    setPreview(null);
    setChecking(true);
    try {
      setPreview(await previewQuestionImport(courseSign, file));
    } catch (error) {
      toastError(isApiError(error) && error.msg ? error.msg : T.uploadFailed);
      setFileName(null);
    } finally {
      setChecking(false);
      if (input.current) input.current.value = '';
    }
  };

  const confirm = async (): Promise<void> => {
    if (!preview) return;
    setImporting(true);
    try {
      await importQuestions(courseSign, preview.rows);
      toastSuccess(T.imported);
      reset();
      onImported();
    } catch (error) {
      const rows = rowsOfRefusal(error);
      if (rows) setPreview(summarize(rows));
      toastError(isApiError(error) && error.msg ? error.msg : T.uploadFailed);
    } finally {
      setImporting(false);
    }
  };

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
  const canImport = !!preview && preview.errorCount === 0 && preview.okCount > 0;

  return (
    <Modal
      open={open}
      title={T.importTitle}
      width="min(960px, 100vw)"
      onCancel={() => {
        reset();
        onClose();
      }}
      footer={
        <Space wrap>
          <Button
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {COMMON_TEXT.cancel}
          </Button>
          <Button type="primary" disabled={!canImport} loading={importing} onClick={() => void confirm()}>
            {T.confirmImport}
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      <div className={styles.panel}>
        <Alert type="info" showIcon message={T.importHint} />
        <div className={styles.toolbarGroup}>
          <a href={questionTemplateUrl()} download>
            <Button icon={<DownloadOutlined />} tabIndex={-1}>
              {T.template}
            </Button>
          </a>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className={styles.hidden}
            data-testid="question-import-input"
            aria-label={T.pickFile}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button type="primary" ghost icon={<UploadOutlined />} loading={checking} onClick={() => input.current?.click()}>
            {checking ? T.checking : T.pickFile}
          </Button>
          {fileName && <span className={styles.meta}>{fileName}</span>}
        </div>
        {preview && (
          <>
            <Alert
              type={preview.errorCount > 0 ? 'error' : 'success'}
              showIcon
              message={T.summary(preview.okCount, preview.errorCount)}
              description={preview.errorCount > 0 ? T.fixFirst : undefined}
            />
            <Table<ImportPreviewRow>
              rowKey="row"
              size="small"
              columns={columns}
              dataSource={preview.rows}
              scroll={{ x: 'max-content' }}
              pagination={preview.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
