import { Carousel, Input, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { employmentPaths } from '@/config/employment-paths';
import { CompanyLogo } from '../components/company-logo';
import { JobCard, JobList } from '../components/job-card';
import { ListState } from '../components/list-state';
import { RecommendedSection } from '../components/recommended-section';
import { SeekerCard } from '../components/seeker-card';
import type { Seeker } from '../lib/seeker';
import { useBanners, useCompanies, usePromoted, useSeekerInfo } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './employment.module.css';

const T = EMPLOYMENT_TEXT.board;
const PROMOTED_SIZE = 8;
const COMPANIES = 6;

/** /employment: the board's banners and search, jobs recommended to the seeker, promoted jobs, companies. */
export function EmploymentPage({ seeker }: { seeker: Seeker }) {
  const navigate = useNavigate();
  const banners = useBanners(1);
  const side = useBanners(2);
  const companies = useCompanies(COMPANIES);
  const promoted = usePromoted({ page: 1, size: PROMOTED_SIZE }, seeker.signedIn);
  const info = useSeekerInfo(seeker.signedIn);
  const search = (text: string): void => void navigate(employmentPaths.search.getHref(text.trim()));

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{T.title}</h1>
      <div className={styles.hero}>
        {banners.isPending ? (
          <Skeleton.Node active style={{ width: '100%', height: 240 }} />
        ) : (
          <Carousel autoplay autoplaySpeed={5000} aria-label={T.title}>
            {(banners.data ?? []).map((b) => (
              <Link key={b.id} to={b.link || employmentPaths.search.getHref()} className={styles.heroSlide} aria-label={b.title}>
                <img src={b.picture} alt={b.title} />
              </Link>
            ))}
          </Carousel>
        )}
      </div>
      <div className={styles.heroSearch}>
        <Input.Search
          size="large"
          placeholder={T.searchPlaceholder}
          enterButton={T.search}
          maxLength={30}
          aria-label={T.searchPlaceholder}
          onSearch={search}
        />
        <div className={styles.hotWords}>
          <span>{T.hot}</span>
          {T.hotWords.map((w) => (
            <Link key={w} to={employmentPaths.search.getHref(w)}>
              {w}
            </Link>
          ))}
        </div>
      </div>
      <div className={styles.columns} style={{ marginTop: 20 }}>
        <main className={styles.main}>
          <RecommendedSection seeker={seeker} hasIntention={(info.data?.intentions.length ?? 0) > 0} />
          <section className={styles.panel} aria-labelledby="promoted-title">
            <div className={styles.panelHead}>
              <h2 id="promoted-title">{T.promoted}</h2>
              <Link to={employmentPaths.search.getHref()}>{T.moreJobs}</Link>
            </div>
            <ListState query={promoted} empty={EMPLOYMENT_TEXT.search.empty}>
              <JobList label={T.promoted}>
                {(promoted.data?.list ?? []).map((job) => (
                  <JobCard key={job.positionId} job={job} />
                ))}
              </JobList>
            </ListState>
          </section>
        </main>
        <aside className={styles.side}>
          {seeker.signedIn ? <SeekerCard /> : null}
          {(side.data ?? []).map((b) => (
            <Link key={b.id} to={b.link || employmentPaths.root.getHref()} className={styles.sideBanner} aria-label={b.title}>
              <img src={b.picture} alt={b.title} loading="lazy" />
            </Link>
          ))}
          <section className={styles.panel} aria-labelledby="companies-title">
            <div className={styles.panelHead}>
              <h2 id="companies-title">{T.companies}</h2>
            </div>
            {companies.isPending ? (
              <Skeleton active avatar paragraph={{ rows: 3 }} />
            ) : (
              <ul className={styles.companies}>
                {(companies.data ?? []).map((c) => (
                  <li key={c.companyId}>
                    <Link className={styles.companyItem} to={employmentPaths.company.getHref(c.companyId)}>
                      <CompanyLogo name={c.companyName} logo={c.logo} size={40} />
                      <span className={styles.companyItemText}>
                        <span>{c.companyName}</span>
                        <span>
                          {c.industryName} · {T.openJobs(c.openJobs)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
