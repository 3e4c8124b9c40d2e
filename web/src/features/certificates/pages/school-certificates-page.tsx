import { getSchoolCertificates } from '@/api/certificates';
import { CertificateList } from '../components/certificate-list';
import { CERTIFICATE_TEXT } from '../texts';
import styles from './certificate-pages.module.css';

const T = CERTIFICATE_TEXT.school;

/** /school-admin/certificates: every certificate of the admin's school, searchable, revoked with a reason. */
export function SchoolCertificatesPage() {
  return (
    <div className={styles.wide}>
      <CertificateList
        scope={['school']}
        load={getSchoolCertificates}
        canRevoke
        label={T.title}
        title={<h1 className={styles.cardTitle}>{T.title}</h1>}
        intro={T.intro}
      />
    </div>
  );
}
