import { Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PromotedCourse } from '@/api/employment';
import { employmentPaths } from '@/config/employment-paths';
import { paths } from '@/config/paths';
import { ApplyActions } from '../components/apply-actions';
import { CompanyLogo } from '../components/company-logo';
import { JobCard, JobList, jobFacts } from '../components/job-card';
import { TagList } from '../components/tag-list';
import type { Seeker } from '../lib/seeker';
import { useJob, useMoreJobs, usePromoteCourses } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './employment.module.css';

const T = EMPLOYMENT_TEXT.job;
const SIMILAR = 4;

function courseHref(c: PromotedCourse): string {
  return c.offering === 2 ? paths.trainDetail.getHref(c.courseId) : paths.courseDetail.getHref(c.courseId);
}

function studyLabel(status: number): string | null {
  if (status === 2) return T.finished;
  if (status === 1) return T.studying;
  return null;
}

/** /employment/jobDetails?positionId=: the job, its company, apply and favourite, the courses for it, similar jobs. */
export function JobPage({ seeker }: { seeker: Seeker }) {
  const [params] = useSearchParams();
  const id = params.get('positionId') ?? '';
  const job = useJob(id);
  const courses = usePromoteCourses(job.data ? id : '');
  const similar = useMoreJobs(job.data ? id : '', SIMILAR);

  if (job.isPending && id !== '') return <div className={styles.page}><Skeleton active paragraph={{ rows: 10 }} /></div>;
  if (!job.data)
    return (
      <div className={styles.page}>
        <Result
          status="404"
          title={T.notFound}
          extra={
            <Link to={employmentPaths.search.getHref()}>
              <Button type="primary">{T.back}</Button>
            </Link>
          }
        />
      </div>
    );
  const page = job.data;
  const c = page.company;
  return (
    <div className={styles.page}>
      <section className={styles.panel}>
        <div className={styles.jobHead}>
          <div>
            <div className={styles.jobTitle}>
              <h1>{page.positionName}</h1>
              <span className={styles.jobSalary}>{page.salary}</span>
            </div>
            <div className={styles.facts}>
              {jobFacts(page).map((f) => (
                <span key={f}>{f}</span>
              ))}
              <span>{T.headcount(page.headcount)}</span>
              <span className={styles.muted}>{T.stats(page.viewCount, page.applyCount)}</span>
            </div>
          </div>
          <ApplyActions page={page} seeker={seeker} />
        </div>
        {page.status !== 1 ? <p className={styles.message}>{T.closed}</p> : null}
      </section>
      <div className={styles.columns} style={{ marginTop: 20 }}>
        <main className={styles.main}>
          <section className={styles.panel} aria-labelledby="description-title">
            <div className={styles.panelHead}>
              <h2 id="description-title">{T.description}</h2>
            </div>
            <TagList items={page.tags} label={T.skills} tone="plain" style={{ marginBottom: 14 }} />
            <p className={styles.description}>{page.description}</p>
          </section>
          {(courses.data?.length ?? 0) > 0 ? (
            <section className={styles.panel} aria-labelledby="courses-title">
              <div className={styles.panelHead}>
                <div>
                  <h2 id="courses-title">{T.courses}</h2>
                  <p className={styles.hint}>{T.coursesHint}</p>
                </div>
              </div>
              <ul className={styles.courseList}>
                {(courses.data ?? []).map((course) => (
                  <li key={course.courseId}>
                    <Link className={styles.course} to={courseHref(course)}>
                      {course.picture ? <img src={course.picture} alt="" loading="lazy" /> : null}
                      <span className={styles.courseText}>
                        <strong>{course.name}</strong>
                        <span>{course.named ? T.named : course.skills.join('、')}</span>
                        {studyLabel(course.studyStatus) ? <span>{studyLabel(course.studyStatus)}</span> : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {(similar.data?.list.length ?? 0) > 0 ? (
            <section className={styles.panel} aria-labelledby="similar-title">
              <div className={styles.panelHead}>
                <h2 id="similar-title">{T.similar}</h2>
                <Link to={employmentPaths.moreJob.getHref(id)}>{T.more}</Link>
              </div>
              <JobList label={T.similar}>
                {(similar.data?.list ?? []).map((j) => (
                  <JobCard key={j.positionId} job={j} />
                ))}
              </JobList>
            </section>
          ) : null}
        </main>
        <aside className={styles.side}>
          <section className={styles.panel} aria-labelledby="company-title">
            <div className={styles.panelHead}>
              <h2 id="company-title">{T.company}</h2>
            </div>
            <Link className={styles.companyItem} to={employmentPaths.company.getHref(c.companyId)}>
              <CompanyLogo name={c.companyName} logo={c.logo} size={48} />
              <span className={styles.companyItemText}>
                <span>{c.companyName}</span>
                <span>{[c.industryName, c.scaleName, c.cityName].filter(Boolean).join(' · ')}</span>
              </span>
            </Link>
            {c.address ? <p className={styles.hint}>{c.address}</p> : null}
            <Link to={employmentPaths.company.getHref(c.companyId)}>
              <Button block style={{ marginTop: 12 }}>
                {T.viewCompany}
              </Button>
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
