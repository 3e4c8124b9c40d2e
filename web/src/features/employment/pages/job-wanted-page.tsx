import { Button, Pagination, Segmented, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ApplicationStatus } from '@/api/employment';
import { employmentPaths } from '@/config/employment-paths';
import { ApplicationItem } from '../components/application-item';
import { JobCard, JobList } from '../components/job-card';
import { ListState } from '../components/list-state';
import { SeekerCard } from '../components/seeker-card';
import type { Seeker } from '../lib/seeker';
import { useEmploymentOptions, useFavourites, useSent } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './employment.module.css';

const T = EMPLOYMENT_TEXT.wanted;
const PAGE_SIZE = 10;

function SentTab() {
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status')) || 0;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statuses = useEmploymentOptions().data?.applicationStatuses ?? [];
  const sent = useSent({ status: status ? (status as ApplicationStatus) : undefined, page, size: PAGE_SIZE });
  const go = (next: { status?: number; page?: number }): void => {
    const s = next.status ?? status;
    const p = next.page ?? 1;
    setParams(Object.fromEntries(Object.entries({ status: s ? String(s) : '', page: p > 1 ? String(p) : '' }).filter(([, v]) => v !== '')));
  };
  return (
    <>
      <Segmented
        aria-label={T.sent}
        value={status}
        onChange={(v) => go({ status: Number(v) })}
        options={[{ value: 0, label: T.all }, ...statuses.map((s) => ({ value: s.value, label: s.label }))]}
        style={{ marginBottom: 14, maxWidth: '100%', overflowX: 'auto' }}
      />
      <ListState
        query={sent}
        empty={T.empty}
        emptyAction={
          <Link to={employmentPaths.root.getHref()}>
            <Button type="primary">{T.browse}</Button>
          </Link>
        }
      >
        <JobList label={T.sent}>
          {(sent.data?.list ?? []).map((a) => (
            <ApplicationItem key={a.applicationId} application={a} />
          ))}
        </JobList>
        {(sent.data?.total ?? 0) > PAGE_SIZE ? (
          <Pagination
            className={styles.pager}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={sent.data?.total ?? 0}
            showSizeChanger={false}
            onChange={(p) => go({ page: p })}
          />
        ) : null}
      </ListState>
    </>
  );
}

function FavouritesTab() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useFavourites({ page, size: PAGE_SIZE });
  return (
    <ListState
      query={list}
      empty={T.emptyFavourites}
      emptyAction={
        <Link to={employmentPaths.root.getHref()}>
          <Button type="primary">{T.browse}</Button>
        </Link>
      }
    >
      <JobList label={T.favourites}>
        {(list.data?.list ?? []).map((j) => (
          <JobCard key={j.positionId} job={j} badge={j.applied ? <span className={styles.reason}>{j.applyStatusName}</span> : null} />
        ))}
      </JobList>
      {(list.data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          className={styles.pager}
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => setParams({ tab: 'favourites', page: String(p) })}
        />
      ) : null}
    </ListState>
  );
}

/** /job-wanted: what the seeker sent, to whom and how it stands (with the enterprise's messages), and favourites. */
export function JobWantedPage({ seeker }: { seeker: Seeker }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'favourites' ? 'favourites' : 'sent';
  if (!seeker.signedIn)
    return (
      <div className={styles.page}>
        <section className={styles.panel}>
          <div className={styles.empty}>
            <p className={styles.muted}>{T.loginFirst}</p>
            <Button type="primary" onClick={seeker.requireLogin}>
              {EMPLOYMENT_TEXT.board.login}
            </Button>
          </div>
        </section>
      </div>
    );
  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <main className={styles.panel}>
          <div className={styles.panelHead}>
            <h1>{T.title}</h1>
          </div>
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams(key === 'favourites' ? { tab: 'favourites' } : {})}
            items={[
              { key: 'sent', label: T.sent, children: tab === 'sent' ? <SentTab /> : null },
              { key: 'favourites', label: T.favourites, children: tab === 'favourites' ? <FavouritesTab /> : null },
            ]}
          />
        </main>
        <aside className={styles.side}>
          <SeekerCard />
        </aside>
      </div>
    </div>
  );
}
