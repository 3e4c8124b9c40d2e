import { Button, Pagination, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { employmentPaths } from '@/config/employment-paths';
import { CompanyLogo } from '../components/company-logo';
import { JobCard, JobList } from '../components/job-card';
import { ListState } from '../components/list-state';
import { TagList } from '../components/tag-list';
import { useCompany, useCompanyPosts } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './employment.module.css';

const T = EMPLOYMENT_TEXT.company;
const PAGE_SIZE = 8;

/** /employment/companyDetails?companyId=: a verified company, its introduction and benefits, its open jobs. */
export function CompanyPage() {
  const [params] = useSearchParams();
  const id = params.get('companyId') ?? '';
  const [page, setPage] = useState(1);
  const company = useCompany(id);
  const posts = useCompanyPosts(company.data ? id : '', page, PAGE_SIZE);

  if (company.isPending && id !== '') return <div className={styles.page}><Skeleton active avatar paragraph={{ rows: 8 }} /></div>;
  if (!company.data)
    return (
      <div className={styles.page}>
        <Result
          status="404"
          title={T.notFound}
          extra={
            <Link to={employmentPaths.root.getHref()}>
              <Button type="primary">{EMPLOYMENT_TEXT.job.back}</Button>
            </Link>
          }
        />
      </div>
    );
  const c = company.data;
  return (
    <div className={styles.page}>
      <section className={styles.panel}>
        <div className={styles.companyHead}>
          <CompanyLogo name={c.companyName} logo={c.logo} size={72} />
          <div>
            <h1>{c.companyName}</h1>
            <div className={styles.facts}>
              {[c.industryName, c.scaleName, c.cityName, EMPLOYMENT_TEXT.board.openJobs(c.openJobs)].filter(Boolean).map((f) => (
                <span key={f}>{f}</span>
              ))}
            </div>
          </div>
        </div>
        <TagList items={c.welfare} label={T.welfare} tone="accent" style={{ marginTop: 14 }} />
      </section>
      <div className={styles.columns} style={{ marginTop: 20 }}>
        <main className={styles.main}>
          <section className={styles.panel} aria-labelledby="company-jobs">
            <div className={styles.panelHead}>
              <h2 id="company-jobs">{T.jobs}</h2>
            </div>
            <ListState query={posts} empty={T.noJobs}>
              <JobList label={T.jobs}>
                {(posts.data?.list ?? []).map((job) => (
                  <JobCard key={job.positionId} job={job} />
                ))}
              </JobList>
              {(posts.data?.total ?? 0) > PAGE_SIZE ? (
                <Pagination
                  className={styles.pager}
                  align="center"
                  current={page}
                  pageSize={PAGE_SIZE}
                  total={posts.data?.total ?? 0}
                  showSizeChanger={false}
                  onChange={setPage}
                />
              ) : null}
            </ListState>
          </section>
        </main>
        <aside className={styles.side}>
          <section className={styles.panel} aria-labelledby="company-intro">
            <div className={styles.panelHead}>
              <h2 id="company-intro">{T.intro}</h2>
            </div>
            <p className={styles.description}>{c.introduction}</p>
            {c.address ? (
              <p className={styles.hint}>
                {T.address}：{c.address}
              </p>
            ) : null}
            {c.website ? (
              <p className={styles.hint}>
                {T.website}：
                <a href={c.website} target="_blank" rel="noopener noreferrer">
                  {c.website}
                </a>
              </p>
            ) : null}
          </section>
        </aside>
      </div>
    </div>
  );
}
