import { Input, Pagination } from 'antd';
import { useSearchParams } from 'react-router';
import { JobCard, JobList } from '../components/job-card';
import { JobFilters } from '../components/job-filters';
import { ListState } from '../components/list-state';
import { filtersOf, FILTER_KEYS, toQuery, type Filters } from '../lib/filters';
import { useEmploymentOptions, useJobSearch } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './employment.module.css';

const T = EMPLOYMENT_TEXT.search;
const PAGE_SIZE = 8; // spec 02 §10: job search size 8

/** /employment/serachDetails?content=: the board's search with its filters, 8 a page; everything is in the URL. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('content') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = filtersOf(params);
  const bands = useEmploymentOptions().data?.salaryBands ?? [];
  const ready = filters.salary === '' || bands.length > 0;
  const result = useJobSearch(toQuery(filters, bands, keyword, page, PAGE_SIZE));

  const go = (next: { content?: string; page?: number; filters?: Partial<Filters> }): void => {
    const merged: Record<string, string> = { content: next.content ?? keyword, page: String(next.page ?? 1) };
    const f = { ...filters, ...next.filters };
    for (const key of FILTER_KEYS) merged[key] = f[key];
    setParams(Object.fromEntries(Object.entries(merged).filter(([k, v]) => v !== '' && !(k === 'page' && v === '1'))));
  };
  const total = result.data?.total ?? 0;

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-label={T.title}>
        <div className={styles.searchBar}>
          <Input.Search
            className={styles.searchInput}
            key={keyword}
            defaultValue={keyword}
            placeholder={EMPLOYMENT_TEXT.board.searchPlaceholder}
            enterButton={EMPLOYMENT_TEXT.board.search}
            allowClear
            maxLength={30}
            aria-label={EMPLOYMENT_TEXT.board.searchPlaceholder}
            onSearch={(value) => go({ content: value.trim() })}
          />
        </div>
        <div className={styles.filterRow}>
          <JobFilters value={filters} onChange={(f) => go({ filters: f })} />
        </div>
      </section>
      <section className={styles.panel}>
        {ready && !result.isPending && !result.isError ? (
          <p className={styles.count} role="status">
            {keyword ? T.resultsFor(keyword, total) : T.results(total)}
          </p>
        ) : null}
        <ListState query={result} empty={T.empty}>
          <JobList label={T.title}>
            {(result.data?.list ?? []).map((job) => (
              <JobCard key={job.positionId} job={job} />
            ))}
          </JobList>
        </ListState>
        {total > PAGE_SIZE ? (
          <Pagination
            className={styles.pager}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(next) => {
              go({ page: next });
              window.scrollTo({ top: 0 });
            }}
          />
        ) : null}
      </section>
    </div>
  );
}
