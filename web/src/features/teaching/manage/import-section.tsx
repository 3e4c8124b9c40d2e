import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { importStudents, previewImport, studentTemplateUrl, type ImportPreview, type ImportRow } from './manage-api';
import { messageOf } from './failure';
import { manageKeys } from './queries';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

const T = MANAGE_TEXT.trainees;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const STATUS_COLOR = { ok: 'success', enrolled: 'default', error: 'error' } as const;

function summarize(rows: ImportRow[]): ImportPreview {
  return { rows, okCount: rows.filter((r) => r.status === 'ok').length, errorCount: rows.filter((r) => r.status === 'error').length };
}

function rowsOfRefusal(error: unknown): ImportRow[] | null {
  if (!isApiError(error) || !error.response) return null;
  const data = error.response.data as { rows?: unknown } | null;
  return data && Array.isArray(data.rows) ? (data.rows as ImportRow[]) : null;
}

/**
 * 导入学员: the template, an .xlsx checked by the server (nothing saved) and shown row by row with its status and
 * errors (red); 确认导入 only without errors — the server checks every row again.
 */
export function ImportSection({ courseSign }: { courseSign: string }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);

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
      setPreview(await previewImport(courseSign, file));
    } catch (error) {
      toastError(messageOf(error, MANAGE_TEXT.material.uploadFailed));
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
      await importStudents(courseSign, preview.rows);
      toastSuccess(T.imported);
      reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.studentsOf(courseSign) }),
        queryClient.invalidateQueries({ queryKey: manageKeys.importedOf(courseSign) }),
      ]);
    } catch (error) {
      const rows = rowsOfRefusal(error);
      if (rows) setPreview(summarize(rows));
      toastError(messageOf(error, MANAGE_TEXT.material.uploadFailed));
    } finally {
      setImporting(false);
    }
  };

  const columns: TableColumnsType<ImportRow> = [
    { title: T.columns.row, dataIndex: 'row', width: 64 },
    {
      title: T.columns.result,
      key: 'result',
      width: 200,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOR[r.status]}>{T.status[r.status]}</Tag>
          {r.error && <span className={styles.error}>{r.error}</span>}
        </Space>
      ),
    },
    { title: T.columns.name, dataIndex: 'name' },
    { title: T.columns.mobile, dataIndex: 'mobile' },
    { title: T.columns.studentCard, dataIndex: 'studentCard' },
  ];
  const enrolled = preview ? preview.rows.filter((r) => r.status === 'enrolled').length : 0;
  const canImport = !!preview && preview.errorCount === 0 && preview.okCount > 0;

  return (
    <div className={styles.panel}>
      <Alert type="info" showIcon message={T.templateHint} />
      <div className={styles.toolbarGroup}>
        <a href={studentTemplateUrl()} download>
          <Button icon={<DownloadOutlined />} tabIndex={-1}>
            {T.template}
          </Button>
        </a>
        <input
          ref={input}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          className={styles.hidden}
          data-testid="import-file-input"
          aria-label={T.pickFile}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button type="primary" icon={<UploadOutlined />} loading={checking} onClick={() => input.current?.click()}>
          {checking ? T.checking : T.pickFile}
        </Button>
        <span className={styles.meta}>{fileName ?? T.pickHint}</span>
      </div>
      {preview && (
        <>
          <Alert
            type={preview.errorCount > 0 ? 'error' : 'success'}
            showIcon
            message={T.summary(preview.okCount, enrolled, preview.errorCount)}
            description={preview.errorCount > 0 ? T.fixFirst : undefined}
          />
          <Table<ImportRow>
            rowKey="row"
            size="small"
            columns={columns}
            dataSource={preview.rows}
            rowClassName={(r) => (r.status === 'error' ? 'import-row-error' : '')}
            scroll={{ x: 'max-content' }}
            pagination={preview.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          />
          <div className={styles.toolbarGroup}>
            <Button type="primary" disabled={!canImport} loading={importing} onClick={() => void confirm()}>
              {T.confirm}
            </Button>
            <Button onClick={reset}>{T.clear}</Button>
          </div>
        </>
      )}
    </div>
  );
}
