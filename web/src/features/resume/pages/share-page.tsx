import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { downloadSharedPdf } from '@/api/resume';
import { saveBlob } from '@/lib/browser';
import { ResumeDocument } from '../components/resume-document';
import { ScaledPage } from '../components/scaled-page';
import { useSharedResume } from '../queries';
import { RESUME_TEXT } from '../texts';
import styles from './share-page.module.css';

/** /resume/share/{token} (public): a resume its owner shared, in its template, with its PDF. */
export function SharePage() {
  const { token = '' } = useParams();
  const { data, isPending, isError } = useSharedResume(token);
  const [downloading, setDownloading] = useState(false);
  if (isPending) {
    return (
      <div className={styles.state}>
        <Spin size="large" />
      </div>
    );
  }
  if (isError || !data) return <Result status="404" title={RESUME_TEXT.share.notFound} />;
  const download = async (): Promise<void> => {
    setDownloading(true);
    try {
      const file = await downloadSharedPdf(token);
      saveBlob(file.blob, file.name);
    } catch {
      // the request layer has said why
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <span className={styles.views}>{RESUME_TEXT.share.views(data.views)}</span>
        <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          {downloading ? RESUME_TEXT.downloading : RESUME_TEXT.download}
        </Button>
      </div>
      <ScaledPage>
        <ResumeDocument resume={data} templateId={data.templateId} />
      </ScaledPage>
    </div>
  );
}
