import { useSearchParams } from 'react-router';
import { JobCard, JobList } from '../components/job-card';
import { ListState } from '../components/list-state';
import { useJob, useMoreJobs } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './employment.module.css';

const T = EMPLOYMENT_TEXT.more;
const SIZE = 20;

/** /employment/moreJob?positionId=: jobs like one job (its position first, then its category). */
export function MoreJobsPage() {
  const [params] = useSearchParams();
  const id = params.get('positionId') ?? '';
  const job = useJob(id);
  const more = useMoreJobs(id, SIZE);
  return (
    <div className={styles.page}>
      <section className={styles.panel}>
        <div className={styles.panelHead}>
          <h1>{job.data ? T.like(job.data.positionName) : T.title}</h1>
        </div>
        <ListState query={more} empty={T.empty}>
          <JobList label={T.title}>
            {(more.data?.list ?? []).map((j) => (
              <JobCard key={j.positionId} job={j} />
            ))}
          </JobList>
        </ListState>
      </section>
    </div>
  );
}
