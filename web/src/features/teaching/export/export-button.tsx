import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ERROR_TEXT, isApiError } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { fetchExport, saveBlob } from './export-file';

export const EXPORT_TEXT = {
  label: '导出 Excel',
  done: '导出成功',
} as const;

type Props = {
  /** The list's path, e.g. `/statistics/courseScoreList`; the button posts to `<path>/export`. */
  path: string;
  /** The list's filters (paging is ignored by the server). */
  body: unknown;
  label?: string;
  disabled?: boolean;
};

/** 导出 Excel: downloads the whole list as .xlsx under the server's file name; a spinner while it runs. */
export function ExportButton({ path, body, label = EXPORT_TEXT.label, disabled }: Props) {
  const [running, setRunning] = useState(false);

  const run = async (): Promise<void> => {
    setRunning(true);
    try {
      const { blob, name } = await fetchExport(path, body);
      saveBlob(blob, name);
      toastSuccess(EXPORT_TEXT.done);
    } catch (error) {
      toastError(isApiError(error) ? error.msg : ERROR_TEXT.fallback);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={running} disabled={disabled} onClick={() => void run()}>
      {label}
    </Button>
  );
}
