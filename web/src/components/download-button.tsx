import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import type { DownloadedFile } from '@/api/client';
import { saveBlob } from '@/lib/browser';

type Props = {
  /** Fetches the file (through the request layer, which tells a refusal like any call's). */
  load: () => Promise<DownloadedFile>;
  label: ReactNode;
  /** What the button says while the file is made and sent (the label by default). */
  busyLabel?: ReactNode;
  type?: 'primary' | 'default';
};

/** A button that downloads a file made on request (a PDF): a spinner while it runs, then the browser saves it. */
export function DownloadButton({ load, label, busyLabel, type = 'default' }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async (): Promise<void> => {
    setBusy(true);
    try {
      const file = await load();
      saveBlob(file.blob, file.name);
    } catch {
      // the request layer has said why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={type} icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {busy && busyLabel !== undefined ? busyLabel : label}
    </Button>
  );
}
