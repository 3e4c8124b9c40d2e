import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Modal, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Certificate } from '@/api/certificates';
import { getMyCourses } from '@/api/study';
import { getMyTrainings } from '@/api/training';
import { ApiError } from '@/api/errors';
import { certificatePaths } from '@/config/certificate-paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { PdfButton } from '../components/pdf-button';
import { StandingPanel } from '../components/standing-panel';
import { StatusTag } from '../components/status-tag';
import { certificateKeys, useClaimCertificate, useMyCertificates, useStanding } from '../queries';
import { CERTIFICATE_TEXT } from '../texts';
import styles from './certificate-pages.module.css';

const T = CERTIFICATE_TEXT.mine;
const STUDIES_SHOWN = 50;

type Study = { sign: string; name: string; training: boolean };

/** The user's courses and trainings, the ones a certificate can be claimed for (courses first). */
function useStudies() {
  return useQuery({
    queryKey: [...certificateKeys.all, 'studies'],
    queryFn: async (): Promise<Study[]> => {
      const [courses, trainings] = await Promise.all([getMyCourses(1, STUDIES_SHOWN), getMyTrainings(1, STUDIES_SHOWN)]);
      return [
        ...courses.list.map((c) => ({ sign: c.idSign, name: c.name, training: false })),
        ...trainings.list.map((t) => ({ sign: t.idSign, name: t.trainName, training: true })),
      ];
    },
  });
}

function CertificateRow({ certificate: c }: { certificate: Certificate }) {
  const navigate = useNavigate();
  return (
    <li className={styles.certRow}>
      <SafetyCertificateOutlined className={styles.certIcon} aria-hidden="true" />
      <div className={styles.certText}>
        <p className={styles.certTitle}>
          {c.courseName} <StatusTag revoked={c.revoked} />
        </p>
        <p className={styles.certMeta}>{`${c.title} · ${c.number} · ${c.issuedDate} · ${c.scoreText} 分`}</p>
      </div>
      <div className={styles.certActions}>
        <Button onClick={() => void navigate(certificatePaths.details.getHref(c.number, c.code))}>{T.view}</Button>
        <PdfButton number={c.number} code={c.code} />
      </div>
    </li>
  );
}

/**
 * /home/learning/certificates: the user's certificates (revoked ones marked) and their courses and trainings, each
 * with its composite score against the pass mark and the claim of its certificate.
 */
export function MyCertificatesPage() {
  const navigate = useNavigate();
  const mine = useMyCertificates();
  const studies = useStudies();
  const [open, setOpen] = useState<Study | null>(null);
  const standing = useStanding(open?.sign ?? null);
  const claim = useClaimCertificate();
  const held = new Set((mine.data ?? []).map((c) => c.courseId));

  const onClaim = (): void => {
    if (!open) return;
    claim.mutate(open.sign, {
      onSuccess: () => toastSuccess(T.claimed),
      onError: (error) => toastError(error instanceof ApiError ? error.message : String(error)),
    });
  };

  return (
    <div className={styles.stack}>
      <Card title={<h1 className={styles.cardTitle}>{T.title}</h1>}>
        {!mine.data ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : mine.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />
        ) : (
          <ul className={styles.certList} aria-label={T.title}>
            {mine.data.map((c) => (
              <CertificateRow key={c.number} certificate={c} />
            ))}
          </ul>
        )}
      </Card>
      <Card title={<h2 className={styles.cardTitle}>{T.claimTitle}</h2>}>
        <p className={styles.intro}>{T.claimIntro}</p>
        {!studies.data ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : studies.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.coursesEmpty} />
        ) : (
          <ul className={styles.studyList} aria-label={T.claimTitle}>
            {studies.data.map((s) => (
              <li key={s.sign} className={styles.studyRow}>
                <span className={styles.studyName}>
                  {s.training ? <Tag>{T.kindTraining}</Tag> : <Tag color="blue">{T.kindCourse}</Tag>}
                  {s.name}
                </span>
                {held.has(s.sign) ? <Tag color="success">{T.held}</Tag> : null}
                <Button onClick={() => setOpen(s)}>{T.check}</Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Modal
        open={open !== null}
        title={open ? T.standingTitle(open.name) : ''}
        onCancel={() => setOpen(null)}
        footer={null}
        destroyOnHidden
      >
        {standing.isError ? (
          <Empty description={standing.error instanceof ApiError ? standing.error.message : ''} />
        ) : (
          <StandingPanel
            standing={standing.data}
            claiming={claim.isPending}
            onClaim={onClaim}
            onView={() => {
              const c = standing.data?.certificate;
              if (c) void navigate(certificatePaths.details.getHref(c.number, c.code));
            }}
          />
        )}
      </Modal>
    </div>
  );
}
