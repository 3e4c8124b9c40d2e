import { Card, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Region, RegionCompany, RegionCourse, RegionJob } from '@/api/industry';
import { EmptyState } from '@/components/empty-state';
import { employmentPaths } from '@/config/employment-paths';
import { paths } from '@/config/paths';
import { INDUSTRY_TEXT } from '../texts';
import { BeltList } from './belt-list';
import styles from './region.module.css';

const T = INDUSTRY_TEXT.region;

/** One part of the panel: a titled card, a region for assistive technology. */
function Part({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" role="region" aria-label={title} title={<h3 className={styles.partTitle}>{title}</h3>} extra={extra}>
      {children}
    </Card>
  );
}

const Nothing = ({ text }: { text: string }) => <EmptyState description={text} />;

function CompanyList({ companies }: { companies: RegionCompany[] }) {
  return (
    <ul className={styles.rows} aria-label={T.companies}>
      {companies.map((c) => (
        <li key={c.sign} className={styles.row}>
          {c.logo ? (
            <img className={styles.logo} src={c.logo} alt="" width={40} height={40} loading="lazy" />
          ) : (
            <span className={styles.initial} aria-hidden="true">
              {c.name.slice(0, 1)}
            </span>
          )}
          <div className={styles.rowBody}>
            <Link to={employmentPaths.company.getHref(c.sign)} className={styles.rowTitle}>
              {c.name}
            </Link>
            <span className={styles.muted}>{[c.industryName, c.cityName].filter(Boolean).join(' · ')}</span>
          </div>
          <span className={styles.rowSide}>{T.companyJobs(c.jobCount)}</span>
        </li>
      ))}
    </ul>
  );
}

function JobList({ jobs }: { jobs: RegionJob[] }) {
  return (
    <ul className={styles.rows} aria-label={T.jobs}>
      {jobs.map((j) => (
        <li key={j.sign} className={styles.row}>
          <div className={styles.rowBody}>
            <Link to={employmentPaths.job.getHref(j.sign)} className={styles.rowTitle}>
              {j.name}
            </Link>
            <span className={styles.muted}>{[j.companyName, j.cityName].filter(Boolean).join(' · ')}</span>
          </div>
          <span className={styles.salary}>{j.salary}</span>
        </li>
      ))}
    </ul>
  );
}

function CourseList({ courses }: { courses: RegionCourse[] }) {
  return (
    <ul className={styles.courses} aria-label={T.courses}>
      {courses.map((c) => (
        <li key={c.sign}>
          <Link to={paths.courseDetail.getHref(c.sign)} className={styles.course}>
            {c.picture ? <img className={styles.cover} src={c.picture} alt="" loading="lazy" /> : <span className={styles.cover} />}
            <span className={styles.courseName}>{c.name}</span>
            <span className={styles.muted}>{T.students(c.studentCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The selected province: its industries, belts, the board's companies and jobs there, and the matching courses. */
export function RegionPanel({ region }: { region: Region }) {
  return (
    <section className={styles.panel} aria-label={region.name}>
      <header className={styles.head}>
        <h2 className={styles.title}>{region.name}</h2>
        {region.industries.length > 0 ? (
          <div className={styles.tags}>
            <span className={styles.muted}>{T.industries}：</span>
            {region.industries.map((industry) => (
              <Tag key={industry}>{industry}</Tag>
            ))}
          </div>
        ) : null}
      </header>
      <Part title={T.belts} extra={region.belts.length > 0 ? T.total(region.belts.length) : null}>
        {region.belts.length === 0 ? <Nothing text={T.beltsEmpty} /> : <BeltList belts={region.belts} />}
      </Part>
      <div className={styles.columns}>
        <Part title={T.companies} extra={region.companyTotal > 0 ? T.companyTotal(region.companyTotal) : null}>
          {region.companies.length === 0 ? <Nothing text={T.companiesEmpty} /> : <CompanyList companies={region.companies} />}
        </Part>
        <Part title={T.jobs} extra={region.jobTotal > 0 ? T.total(region.jobTotal) : null}>
          {region.jobs.length === 0 ? <Nothing text={T.jobsEmpty} /> : <JobList jobs={region.jobs} />}
        </Part>
      </div>
      <Part title={T.courses}>{region.courses.length === 0 ? <Nothing text={T.coursesEmpty} /> : <CourseList courses={region.courses} />}</Part>
    </section>
  );
}

/** The panel while its province loads. */
export function RegionSkeleton() {
  return (
    <Card size="small" aria-busy="true">
      <Skeleton active title paragraph={{ rows: 8 }} />
    </Card>
  );
}
