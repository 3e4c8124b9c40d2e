import type { Certificate } from '@/api/certificates';
import { certificateQrUrl } from '@/api/certificates';
import { CERTIFICATE_TEXT } from '../texts';
import { Seal } from './seal';
import styles from './certificate-sheet.module.css';

const T = CERTIFICATE_TEXT.details;

/**
 * A certificate as the page shows it, laid out as its PDF is (A4 landscape, certificates/pdf.cpp): the school, the
 * heading, the statement, the QR code of its verification page with the number and code, the school and date under
 * the seal. It scales with its width (phone to desktop); a revoked one carries the 已吊销 stamp.
 */
export function CertificateSheet({ certificate: c }: { certificate: Certificate }) {
  return (
    <article className={`${styles.sheet} ${c.revoked ? styles.revoked : ''}`} aria-label={`${c.holderName}的${c.title}`}>
      <div className={styles.frame}>
        <p className={styles.school}>{c.schoolName}</p>
        <h2 className={styles.heading}>{c.title}</h2>
        <p className={styles.statement}>{c.statement}</p>
        {c.remark ? <p className={styles.remark}>{`${T.remark}：${c.remark}`}</p> : null}
        <footer className={styles.foot}>
          <div className={styles.qrBlock}>
            <img className={styles.qr} src={certificateQrUrl(c.number, c.code)} alt={T.scan} width={96} height={96} />
            <dl className={styles.ids}>
              <dt>{T.number}</dt>
              <dd>{c.number}</dd>
              <dt>{T.code}</dt>
              <dd>{c.code}</dd>
            </dl>
          </div>
          <div className={styles.issuer}>
            <p>{c.schoolName}</p>
            <p>{c.issuedDate}</p>
            <Seal className={styles.seal} school={c.schoolName} label={T.seal} />
          </div>
        </footer>
        {c.revoked ? (
          <p className={styles.stamp} aria-hidden="true">
            {CERTIFICATE_TEXT.status.revoked}
          </p>
        ) : null}
      </div>
    </article>
  );
}
