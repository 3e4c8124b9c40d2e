import { EnvironmentOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobCard as Job } from '@/api/employment';
import { employmentPaths } from '@/config/employment-paths';
import { EMPLOYMENT_TEXT } from '../texts';
import { CompanyLogo } from './company-logo';
import styles from './job-card.module.css';

const T = EMPLOYMENT_TEXT.card;

/** What a card says under its title: city, experience, education (不限 left out). */
export function jobFacts(job: Job): string[] {
  return [job.cityName, job.experience > 0 ? job.experienceName : '', job.education > 0 ? job.educationName : '', job.jobType !== 1 ? job.jobTypeName : '']
    .filter((s) => s !== '');
}

/**
 * A job in a list: title and salary, city, experience and education, skills, the company; the whole card links to the
 * job's page. `aside` shows under it (a recommendation's reasons, an application's status).
 */
export function JobCard({ job, aside, badge }: { job: Job; aside?: ReactNode; badge?: ReactNode }) {
  return (
    <li className={styles.card}>
      <Link className={styles.link} to={employmentPaths.job.getHref(job.positionId)} aria-label={`${job.positionName} ${job.salary} ${job.company.companyName}`}>
        <div className={styles.main}>
          <div className={styles.titleRow}>
            <span className={styles.title}>{job.positionName}</span>
            {job.promoted ? <span className={styles.hot}>{T.promoted}</span> : null}
            {job.status !== 1 ? <span className={styles.closed}>{T.closed}</span> : null}
            {badge}
            <span className={styles.salary}>{job.salary}</span>
          </div>
          <div className={styles.facts}>
            <EnvironmentOutlined aria-hidden="true" />
            {jobFacts(job).map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
          </div>
          {job.tags.length > 0 ? (
            <div className={styles.tags}>
              {job.tags.slice(0, 5).map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </div>
          ) : null}
        </div>
        <div className={styles.company}>
          <CompanyLogo name={job.company.companyName} logo={job.company.logo} size={40} />
          <div className={styles.companyText}>
            <span className={styles.companyName}>{job.company.companyName}</span>
            <span className={styles.companyFacts}>{[job.company.industryName, job.company.scaleName].filter(Boolean).join(' · ')}</span>
          </div>
        </div>
      </Link>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </li>
  );
}

/** A list of cards, or `empty` when there is none. */
export function JobList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
