import { Button } from 'antd';
import { Link } from 'react-router';
import { employmentPaths } from '@/config/employment-paths';
import { JobCard, JobList } from '../components/job-card';
import { ListState } from '../components/list-state';
import { useChatJobs } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './employment.module.css';

const T = EMPLOYMENT_TEXT.chat;

/** /employment/jobsFromChat (login): the jobs the assistant named (`positionIds`, comma separated) that are still open. */
export function ChatJobsPage({ positionIds }: { positionIds: string }) {
  const jobs = useChatJobs(positionIds);
  return (
    <div className={styles.page}>
      <section className={styles.panel}>
        <div className={styles.panelHead}>
          <h1>{T.title}</h1>
        </div>
        <ListState
          query={jobs}
          empty={T.empty}
          emptyAction={
            <Link to={employmentPaths.search.getHref()}>
              <Button type="primary">{EMPLOYMENT_TEXT.board.moreJobs}</Button>
            </Link>
          }
        >
          <JobList label={T.title}>
            {(jobs.data?.list ?? []).map((j) => (
              <JobCard key={j.positionId} job={j} />
            ))}
          </JobList>
        </ListState>
      </section>
    </div>
  );
}
