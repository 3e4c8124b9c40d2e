import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { certificatePaths } from '@/config/certificate-paths';
import { toastSuccess } from '@/lib/toast';
import { CertificateSheet } from '../components/certificate-sheet';
import { PdfButton } from '../components/pdf-button';
import { StatusTag } from '../components/status-tag';
import { useCertificate } from '../queries';
import { CERTIFICATE_TEXT } from '../texts';
import styles from './certificate-pages.module.css';

const T = CERTIFICATE_TEXT.details;

/**
 * /certificate-details?number=&code= (public; its QR code's link): the certificate with the school's seal, its status
 * (a revoked one says when and why), the PDF and its verification link to copy.
 */
export function CertificateDetailsPage() {
  const [params] = useSearchParams();
  const number = (params.get('number') ?? '').trim();
  const code = (params.get('code') ?? '').trim();
  const { data: c, isPending, isError } = useCertificate(number, code);

  if (!number || !code || isError) {
    return (
      <div className={styles.page}>
        <Result
          status="404"
          title={T.notFound}
          subTitle={T.notFoundHint}
          extra={
            <Link to={certificatePaths.search.getHref()}>
              <Button type="primary">{T.toSearch}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (isPending || !c) {
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const copy = async (): Promise<void> => {
    await navigator.clipboard?.writeText(`${window.location.origin}${c.verifyPath}`);
    toastSuccess(T.copied);
  };
  return (
    <div className={styles.wide}>
      <div className={styles.bar}>
        <h1 className={styles.title}>
          {T.title} <StatusTag revoked={c.revoked} />
        </h1>
        <div className={styles.actions}>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {T.copy}
          </Button>
          <PdfButton number={c.number} code={c.code} type="primary" />
        </div>
      </div>
      {c.revoked ? (
        <Alert className={styles.notice} type="error" showIcon message={T.revoked(c.revokedDate, c.revokeReason)} />
      ) : (
        <Alert className={styles.notice} type="success" showIcon message={T.valid} />
      )}
      <CertificateSheet certificate={c} />
      {c.issuedBy ? <p className={styles.tips}>{T.issuedBy(c.issuedBy)}</p> : null}
    </div>
  );
}
