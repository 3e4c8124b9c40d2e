import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadCertificatePdf } from '@/api/certificates';
import { saveBlob } from '@/lib/browser';
import { CERTIFICATE_TEXT } from '../texts';

/** Downloads a certificate's PDF (the spinner shows while it is drawn and sent). */
export function PdfButton({ number, code, type = 'default' }: { number: string; code: string; type?: 'primary' | 'default' }) {
  const [busy, setBusy] = useState(false);
  const download = async (): Promise<void> => {
    setBusy(true);
    try {
      const file = await downloadCertificatePdf(number, code);
      saveBlob(file.blob, file.name);
    } catch {
      // the request layer has said why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={type} icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {CERTIFICATE_TEXT.details.download}
    </Button>
  );
}
