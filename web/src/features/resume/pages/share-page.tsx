import { Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { downloadSharedPdf } from '@/api/resume';
import { DownloadButton } from '@/components/download-button';
import { ResumeDocument } from '../components/resume-document';
import { ScaledPage } from '../components/scaled-page';
import { useSharedResume } from '../queries';
import { RESUME_TEXT } from '../texts';
import styles from './share-page.module.css';

/** /resume/share/{token} (public): a resume its owner shared, in its template, with its PDF. */
export function SharePage() {
  const { token = '' } = useParams();
  const { data, isPending, isError } = useSharedResume(token);
  if (isPending) {
    return (
      <div className={styles.state}>
        <Spin size="large" />
      </div>
    );
  }
  if (isError || !data) return <Result status="404" title={RESUME_TEXT.share.notFound} />;
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <span className={styles.views}>{RESUME_TEXT.share.views(data.views)}</span>
        <DownloadButton
          type="primary"
          load={() => downloadSharedPdf(token)}
          label={RESUME_TEXT.download}
          busyLabel={RESUME_TEXT.downloading}
        />
      </div>
      <ScaledPage>
        <ResumeDocument resume={data} templateId={data.templateId} />
      </ScaledPage>
    </div>
  );
}
