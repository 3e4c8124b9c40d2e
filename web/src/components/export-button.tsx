import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { exportList } from '@/api/downloads';
import { saveBlob } from '@/lib/browser';
import { toastSuccess } from '@/lib/toast';

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

/**
 * 导出 Excel: downloads the whole list as .xlsx under the server's file name; a spinner while it runs. A failure was
 * told by the request layer (`-1001` goes to login like any call).
 */
export function ExportButton({ path, body, label = EXPORT_TEXT.label, disabled }: Props) {
  const [running, setRunning] = useState(false);

  const run = async (): Promise<void> => {
    setRunning(true);
    try {
      const { blob, name } = await exportList(path, body);
      saveBlob(blob, name);
      toastSuccess(EXPORT_TEXT.done);
    } catch {
      // told by the request layer
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
