import { Card, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { simulationPaths } from '@/config/simulation-paths';
import { NewsSideList } from '../components/news-side-list';
import { PracticeBanner } from '../components/practice-banner';
import { PracticeGrid } from '../components/practice-card';
import { RunList } from '../components/run-list';
import { PRACTICE_PAGE_SIZE, useBanner, useCategories, useCreation, useIndustryNews, usePracticeList } from '../queries';
import { SIM_TEXT } from '../texts';
import styles from './pages.module.css';

const T = SIM_TEXT.home;
const ALL = 'all';
const RUNS_SHOWN = 3;

/** The category and page of the list, kept in the address (?category=&page=). */
function useListPlace(): { categoryId: number | null; page: number; go: (categoryId: number | null, page: number) => void } {
  const [search, setSearch] = useSearchParams();
  const category = Number(search.get('category'));
  const page = Number(search.get('page'));
  return {
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    go: (categoryId, next) => {
      const query: Record<string, string> = {};
      if (categoryId !== null) query.category = String(categoryId);
      if (next > 1) query.page = String(next);
      setSearch(query, { replace: true });
    },
  };
}

function PracticeSection() {
  const { categoryId, page, go } = useListPlace();
  const categories = useCategories();
  const list = usePracticeList(categoryId, page);
  return (
    <Card className={styles.listCard}>
      <Tabs
        aria-label={T.categoriesLabel}
        activeKey={categoryId === null ? ALL : String(categoryId)}
        onChange={(key) => go(key === ALL ? null : Number(key), 1)}
        items={[
          { key: ALL, label: T.all },
          ...(categories.data ?? []).map((c) => ({ key: String(c.id), label: `${c.name}（${c.count}）` })),
        ]}
      />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError ? (
        <EmptyState description={SIM_TEXT.failed} actionLabel={SIM_TEXT.retry} onAction={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />
      ) : (
        <>
          <PracticeGrid practices={list.data.list} label={T.title} />
          <Pagination
            className={styles.pager}
            current={page}
            pageSize={PRACTICE_PAGE_SIZE}
            total={list.data.total}
            onChange={(next) => go(categoryId, next)}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </>
      )}
    </Card>
  );
}

function MyRunsCard() {
  const creation = useCreation();
  const runs = creation.data?.runs ?? [];
  return (
    <Card
      size="small"
      title={<h2 className={styles.sideTitle}>{T.mine}</h2>}
      extra={<Link to={simulationPaths.creation.getHref()}>{T.more}</Link>}
    >
      {creation.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : runs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.mineEmpty} />
      ) : (
        <RunList runs={runs.slice(0, RUNS_SHOWN)} label={T.mine} compact />
      )}
    </Card>
  );
}

/** /simulation: the banner, the practices by category (paged), my runs and the industry news beside them. */
export function SimulationHomePage() {
  const banner = useBanner();
  const news = useIndustryNews();
  return (
    <div className={styles.page}>
      <PracticeBanner practices={banner.data} loading={banner.isPending} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <PracticeSection />
        </div>
        <aside className={styles.side}>
          <MyRunsCard />
          <NewsSideList news={news.data?.list} loading={news.isPending} />
        </aside>
      </div>
    </div>
  );
}
