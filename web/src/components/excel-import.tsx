import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useRef, useState, type RefObject } from 'react';
import { isApiError, messageOf } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { DownloadLink } from './download-link';
import styles from './excel-import.module.css';


/** Imports of at most 2 MB (the server's limit for both the student and the question templates). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** One checked row of a preview: its spreadsheet row number and `status` ('ok' may be imported). */
export type ImportRowBase = { row: number; status: string };
export type ImportPreview<Row> = { rows: Row[]; okCount: number; errorCount: number };

/** The feature's words (from its texts.ts). */
export type ExcelImportTexts<Row> = {
  /** The note above the picker (what the template holds, the limits). */
  hint: string;
  template: string;
  pickFile: string;
  /** Beside the picker until a file is chosen; nothing when absent. */
  pickHint?: string;
  checking: string;
  notXlsx: string;
  tooLarge: string;
  /** Toasted when a refusal carries no message of its own. */
  failed: string;
  imported: string;
  summary: (preview: ImportPreview<Row>) => string;
  fixFirst: string;
  confirm: string;
  /** The inline 重新选择 button (inline actions only). */
  clear?: string;
};

export type ExcelImportConfig<Row extends ImportRowBase> = {
  templateUrl: string;
  /** Uploads the file; the server checks every row and saves nothing. */
  preview: (file: File) => Promise<ImportPreview<Row>>;
  /** Imports the previewed rows; a refusal whose data carries `rows` replaces the preview with them. */
  commit: (rows: Row[]) => Promise<unknown>;
  onImported?: () => unknown;
  /** Which rows count as wrong (other statuses than 'ok' may be harmless, e.g. 已是学员). */
  isError: (row: Row) => boolean;
  texts: ExcelImportTexts<Row>;
};

export type ExcelImportState<Row extends ImportRowBase> = {
  config: ExcelImportConfig<Row>;
  input: RefObject<HTMLInputElement | null>;
  fileName: string | null;
  checking: boolean;
  importing: boolean;
  preview: ImportPreview<Row> | null;
  /** A preview without errors and with at least one row to import. */
  canImport: boolean;
  pick: (file: File | undefined) => Promise<void>;
  confirm: () => Promise<void>;
  reset: () => void;
};

function rowsOfRefusal<Row>(error: unknown): Row[] | null {
  if (!isApiError(error) || !error.response) return null;
  const data = error.response.data as { rows?: unknown } | null;
  return data && Array.isArray(data.rows) ? (data.rows as Row[]) : null;
}

/**
 * The state of an Excel import: an .xlsx (≤ 2 MB) checked by the server (nothing saved) and kept as a preview;
 * `confirm` imports it only when no row is wrong — the server checks every row again.
 */
export function useExcelImport<Row extends ImportRowBase>(config: ExcelImportConfig<Row>): ExcelImportState<Row> {
  const { texts } = config;
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<ImportPreview<Row> | null>(null);

  const reset = (): void => {
    setPreview(null);
    setFileName(null);
    if (input.current) input.current.value = '';
  };

  const pick = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    if (!/\.xlsx$/i.test(file.name)) {
      toastError(texts.notXlsx);
      reset();
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      toastError(texts.tooLarge);
      reset();
      return;
    }
    setFileName(file.name);
    setPreview(null);
    setChecking(true);
    try {
      setPreview(await config.preview(file));
    } catch (error) {
      toastError(messageOf(error, texts.failed));
      setFileName(null);
    } finally {
      setChecking(false);
      if (input.current) input.current.value = '';
    }
  };

  const commit = useMutation({
    mutationFn: (rows: Row[]) => config.commit(rows),
    onSuccess: async () => {
      toastSuccess(texts.imported);
      reset();
      await config.onImported?.();
    },
    onError: (error) => {
      const rows = rowsOfRefusal<Row>(error);
      if (rows) {
        setPreview({
          rows,
          okCount: rows.filter((r) => r.status === 'ok').length,
          errorCount: rows.filter(config.isError).length,
        });
      }
      toastError(messageOf(error, texts.failed));
    },
  });
  const importing = commit.isPending;

  const confirm = async (): Promise<void> => {
    if (!preview) return;
    await commit.mutateAsync(preview.rows).catch(() => undefined); // told in onError
  };

  const canImport = !!preview && preview.errorCount === 0 && preview.okCount > 0;
  return { config, input, fileName, checking, importing, preview, canImport, pick, confirm, reset };
}

type Props<Row extends ImportRowBase> = {
  importer: ExcelImportState<Row>;
  /** The feature's columns (row number, the cells, the check result). */
  columns: TableColumnsType<Row>;
  inputTestId: string;
  /**
   * 确认导入 and 重新选择 below the preview (default). Without them the caller renders its own (a modal's footer,
   * from `importer.canImport`, `importing`, `confirm` and `reset`), and the picker is a ghost button beside that
   * primary one.
   */
  inlineActions?: boolean;
};

/** The import panel: the note, the template link, the .xlsx picker and the preview with its per-row results. */
export function ExcelImport<Row extends ImportRowBase>({ importer, columns, inputTestId, inlineActions = true }: Props<Row>) {
  const { config, input, fileName, checking, importing, preview, canImport, pick, confirm, reset } = importer;
  const { texts } = config;
  const meta = fileName ?? texts.pickHint;

  return (
    <div className={styles.panel}>
      <Alert type="info" showIcon message={texts.hint} />
      <div className={styles.toolbarGroup}>
        <DownloadLink href={config.templateUrl}>
          <Button icon={<DownloadOutlined />} tabIndex={-1}>
            {texts.template}
          </Button>
        </DownloadLink>
        <input
          ref={input}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          className={styles.hidden}
          data-testid={inputTestId}
          aria-label={texts.pickFile}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button
          type="primary"
          ghost={!inlineActions}
          icon={<UploadOutlined />}
          loading={checking}
          onClick={() => input.current?.click()}
        >
          {checking ? texts.checking : texts.pickFile}
        </Button>
        {meta && <span className={styles.meta}>{meta}</span>}
      </div>
      {preview && (
        <>
          <Alert
            type={preview.errorCount > 0 ? 'error' : 'success'}
            showIcon
            message={texts.summary(preview)}
            description={preview.errorCount > 0 ? texts.fixFirst : undefined}
          />
          <Table<Row>
            rowKey="row"
            size="small"
            columns={columns}
            dataSource={preview.rows}
            rowClassName={(r) => (config.isError(r) ? 'import-row-error' : '')}
            scroll={{ x: 'max-content' }}
            pagination={preview.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          />
          {inlineActions && (
            <div className={styles.toolbarGroup}>
              <Button type="primary" disabled={!canImport} loading={importing} onClick={() => void confirm()}>
                {texts.confirm}
              </Button>
              {texts.clear && <Button onClick={reset}>{texts.clear}</Button>}
            </div>
          )}
        </>
      )}
    </div>
  );
}
