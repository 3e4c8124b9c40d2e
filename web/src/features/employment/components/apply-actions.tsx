import { HeartFilled, HeartOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { JobPage } from '@/api/employment';
import { messageOf } from '@/api/errors';
import { employmentPaths } from '@/config/employment-paths';
import { resumePaths } from '@/config/resume-paths';
import { toastError, toastSuccess } from '@/lib/toast';
import type { Seeker } from '../lib/seeker';
import { useApply, useCollect, useSeekerInfo } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './apply-actions.module.css';

const T = EMPLOYMENT_TEXT.job;

/**
 * 投递简历 and 收藏 on a job's page. A visitor is asked to log in first; applying asks once, saying whether the resume's
 * PDF or a summary goes (docs/employment.md "Applications"); an applied job shows its status and links to the record.
 */
export function ApplyActions({ page, seeker }: { page: JobPage; seeker: Seeker }) {
  const [confirming, setConfirming] = useState(false);
  const info = useSeekerInfo(seeker.signedIn && confirming);
  const apply = useApply();
  const collect = useCollect();
  const open = page.status === 1 && page.listed;

  const onApply = (): void => {
    if (!seeker.signedIn) seeker.requireLogin();
    else setConfirming(true);
  };
  const send = (): void => {
    apply.mutate(page.positionId, {
      onSuccess: () => {
        setConfirming(false);
        toastSuccess(T.applyDone);
      },
      onError: (error) => {
        setConfirming(false);
        toastError(messageOf(error, T.apply));
      },
    });
  };
  const onCollect = (): void => {
    if (!seeker.signedIn) {
      seeker.requireLogin();
      return;
    }
    const next = !page.collected;
    collect.mutate(
      { positionId: page.positionId, collect: next },
      {
        onSuccess: () => toastSuccess(next ? T.collectDone : T.uncollectDone),
        onError: (error) => toastError(messageOf(error, T.collect)),
      },
    );
  };

  if (page.own)
    return (
      <div className={styles.actions}>
        <span className={styles.note}>{T.own}</span>
        <Link to={employmentPaths.enterpriseTab.getHref('jobs')}>
          <Button>{T.manage}</Button>
        </Link>
      </div>
    );
  return (
    <div className={styles.actions}>
      <Button
        icon={page.collected ? <HeartFilled className={styles.heart} /> : <HeartOutlined />}
        loading={collect.isPending}
        aria-pressed={page.collected}
        onClick={onCollect}
      >
        {page.collected ? T.collected : T.collect}
      </Button>
      {page.applied ? (
        <Link to={employmentPaths.jobWanted.getHref()}>
          <Button type="primary" ghost>
            {T.status(page.applyStatusName ?? T.applied)}
          </Button>
        </Link>
      ) : (
        <Button type="primary" icon={<SendOutlined />} disabled={!open} onClick={onApply}>
          {open ? T.apply : T.closed}
        </Button>
      )}
      <Modal
        open={confirming}
        title={T.applyTitle}
        okText={T.applyAnyway}
        cancelText={EMPLOYMENT_TEXT.enterprise.jobForm.cancel}
        confirmLoading={apply.isPending}
        okButtonProps={{ disabled: info.isPending }}
        onOk={send}
        onCancel={() => setConfirming(false)}
      >
        <p className={styles.confirmJob}>
          {page.positionName} · {page.company.companyName}
        </p>
        {info.isPending ? null : (info.data?.resumeRatio ?? 0) > 0 ? (
          <p>{T.applyWithResume}</p>
        ) : (
          <p>
            {T.applyNoResume} <Link to={resumePaths.root.getHref()}>{T.editResume}</Link>
          </p>
        )}
      </Modal>
    </div>
  );
}
