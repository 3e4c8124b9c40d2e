import { downloadCertificatePdf } from '@/api/certificates';
import { DownloadButton } from '@/components/download-button';
import { CERTIFICATE_TEXT } from '../texts';

/** Downloads a certificate's PDF (the spinner shows while it is drawn and sent). */
export function PdfButton({ number, code, type = 'default' }: { number: string; code: string; type?: 'primary' | 'default' }) {
  return <DownloadButton type={type} load={() => downloadCertificatePdf(number, code)} label={CERTIFICATE_TEXT.details.download} />;
}
