import { FilePdfOutlined } from '@ant-design/icons';
import { Badge, Button, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { downloadApplicationResume, type Application, type ApplicationStatus } from '@/api/employment';
import { saveBlob } from '@/lib/browser';
import { formatServerTime } from '@/lib/time';
import { EMPLOYMENT_TEXT } from '../texts';
import { JobCard } from './job-card';
import styles from '../pages/employment.module.css';

const T = EMPLOYMENT_TEXT.wanted;

/** The tag colour of each application status. */
export const STATUS_COLOR: Record<ApplicationStatus, string> = { 1: 'blue', 2: 'cyan', 3: 'green', 4: 'default', 5: 'gold' };

/** The events of an application, oldest first, with the enterprise's messages. */
export function ApplicationTimeline({ application }: { application: Application }) {
  return (
    <Timeline
      className={styles.timeline}
      items={application.events.map((e) => ({
        color: e.status === 4 ? 'gray' : e.status === 1 ? 'blue' : 'green',
        children: (
          <>
            <strong>{e.statusName}</strong> <span className={styles.muted}>{formatServerTime(e.time)}</span>
            {e.message ? <p className={styles.message}>{e.message}</p> : null}
          </>
        ),
      }))}
    />
  );
}

/** One of the seeker's applications: the job, its status (新进展 until seen), the enterprise's word, the timeline. */
export function ApplicationItem({ application }: { application: Application }) {
  const [open, setOpen] = useState(application.unseen === true);
  const [downloading, setDownloading] = useState(false);
  const download = (): void => {
    setDownloading(true);
    void downloadApplicationResume(application.applicationId)
      .then((file) => saveBlob(file.blob, file.name))
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <JobCard
      job={application.job}
      aside={
        <div>
          <div className={styles.applicationHead}>
            <span>
              {application.unseen ? <Badge status="processing" text={T.newUpdate} style={{ marginRight: 8 }} /> : null}
              <Tag color={STATUS_COLOR[application.status]}>{application.statusName}</Tag>
              <span className={styles.muted}>{T.sentAt(formatServerTime(application.sendTime))}</span>
            </span>
            <span>
              {application.hasResume ? (
                <Button size="small" type="link" icon={<FilePdfOutlined />} loading={downloading} onClick={download}>
                  {T.resume}
                </Button>
              ) : (
                <span className={styles.muted}>{T.summary}</span>
              )}
              <Button size="small" type="link" aria-expanded={open} onClick={() => setOpen(!open)}>
                {T.timeline}
              </Button>
            </span>
          </div>
          {application.message ? <p className={styles.message}>{application.message}</p> : null}
          {open ? <ApplicationTimeline application={application} /> : null}
        </div>
      }
    />
  );
}
