import { CheckCircleFilled, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Modal, Pagination } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '@/api/errors';
import { resumePaths } from '@/config/resume-paths';
import { toastError, toastSuccess } from '@/lib/toast';
import type { Seeker } from '../lib/seeker';
import { useRecommended, useSendAll } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import { JobCard, JobList } from './job-card';
import { ListState } from './list-state';
import { TagList } from './tag-list';
import styles from '../pages/employment.module.css';

const T = EMPLOYMENT_TEXT.board;
const PAGE_SIZE = 8;

/**
 * 为你推荐 (signType 1): jobs matched with the seeker's resume, each with the reasons it was picked, the delivery state
 * (sent and not yet sent) and 一键投递 for those not yet sent. A visitor is asked to log in.
 */
export function RecommendedSection({ seeker, hasIntention }: { seeker: Seeker; hasIntention: boolean }) {
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const list = useRecommended({ page, size: PAGE_SIZE }, seeker.signedIn);
  const sendAll = useSendAll();
  const extend = list.data?.extend;

  const send = (): void => {
    sendAll.mutate(undefined, {
      onSuccess: (r) => {
        setConfirming(false);
        if (r.failure) toastError(T.sendAllPartly(r.sent, r.failure));
        else toastSuccess(T.sendAllDone(r.sent));
      },
      onError: (error) => {
        setConfirming(false);
        toastError(messageOf(error, T.sendAll));
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="recommended-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="recommended-title">{T.recommended}</h2>
          <p className={styles.hint}>{T.recommendedHint}</p>
        </div>
        {extend ? (
          <div className={styles.searchBar}>
            <span className={styles.muted} role="status">
              {T.delivery(extend.sent, extend.unsent)}
            </span>
            <Button type="primary" icon={<ThunderboltOutlined />} disabled={extend.unsent === 0} onClick={() => setConfirming(true)}>
              {T.sendAll}
            </Button>
          </div>
        ) : null}
      </div>
      {!seeker.signedIn ? (
        <div className={styles.empty}>
          <p className={styles.muted}>{T.loginForRecommend}</p>
          <Button type="primary" onClick={seeker.requireLogin}>
            {T.login}
          </Button>
        </div>
      ) : (
        <ListState
          query={list}
          empty={hasIntention ? T.noRecommendation : T.noIntention}
          emptyAction={
            hasIntention ? null : (
              <Link to={resumePaths.section.getHref('intention')}>
                <Button type="primary">{T.addIntention}</Button>
              </Link>
            )
          }
        >
          <JobList label={T.recommended}>
            {(list.data?.list ?? []).map((job) => (
              <JobCard
                key={job.positionId}
                job={job}
                badge={job.applied ? <CheckCircleFilled className={styles.appliedMark} aria-label={EMPLOYMENT_TEXT.card.applied} /> : null}
                aside={<TagList items={job.reasons} label={T.reasons} tone="accent" />}
              />
            ))}
          </JobList>
          {(list.data?.total ?? 0) > PAGE_SIZE ? (
            <Pagination
              className={styles.pager}
              align="center"
              size="small"
              current={page}
              pageSize={PAGE_SIZE}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </ListState>
      )}
      <Modal
        open={confirming}
        title={T.sendAllTitle}
        okText={T.sendAll}
        cancelText={EMPLOYMENT_TEXT.enterprise.jobForm.cancel}
        confirmLoading={sendAll.isPending}
        onOk={send}
        onCancel={() => setConfirming(false)}
      >
        <p>{T.sendAllConfirm(Math.min(extend?.unsent ?? 0, 20))}</p>
      </Modal>
    </section>
  );
}
