import { useLocation, useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE } from '@/api/news';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { Pager } from '@/components/pager';
import { HotNews } from '../components/hot-news';
import { NewsList, NewsListSkeleton } from '../components/news-list';
import { NewsTabs } from '../components/news-tabs';
import { categoryOf, tabName, type NewsTab } from '../lib/news-format';
import { useNewsPage } from '../queries';
import { NEWS_TEXT } from '../texts';
import styles from './news-page.module.css';

/** The first rows' covers are the list's largest paint: they load at once. */
const EAGER_COVERS = 3;
const LIST_ID = 'news-list';

function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * `/home/news-advisory/business` and `/industry` (public): the two tabs, the tab's list 9 a page (the page in
 * `?page=`), and 热门资讯 beside it (below it on phones).
 */
export function NewsAdvisoryPage() {
  const { pathname } = useLocation();
  const tab: NewsTab = pathname.endsWith('/industry') ? 'industry' : 'business';
  const category = categoryOf(tab);
  const name = tabName(tab);
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const list = useNewsPage(category, page);
  const total = list.data?.total ?? 0;

  const goTo = (next: number): void => {
    setSearch(next > 1 ? { page: String(next) } : {});
    document.getElementById(LIST_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  let content;
  if (list.isPending) content = <NewsListSkeleton count={4} testId="news-loading" />;
  else if (list.isError) {
    content = <DeferredEmptyState description={NEWS_TEXT.loadFailed} actionLabel={NEWS_TEXT.retry} onAction={() => void list.refetch()} />;
  } else if (list.data.list.length === 0) content = <DeferredEmptyState description={NEWS_TEXT.empty(name)} />;
  else content = <NewsList items={list.data.list} label={NEWS_TEXT.listLabel(name)} eagerCovers={EAGER_COVERS} />;

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1 className={styles.pageTitle}>{NEWS_TEXT.title}</h1>
        <p className={styles.pageSubtitle}>{NEWS_TEXT.subtitle}</p>
      </header>
      <div className={styles.columns}>
        <section id={LIST_ID} className={`${styles.panel} ${styles.main}`} aria-label={name}>
          <div className={styles.listHead}>
            <NewsTabs active={tab} />
            {list.data && total > 0 ? <p className={styles.total}>{NEWS_TEXT.total(total)}</p> : null}
          </div>
          <div className={list.isPlaceholderData ? `${styles.results} ${styles.stale}` : styles.results} aria-busy={list.isFetching}>
            {content}
          </div>
          <Pager className={styles.pager} current={page} pageSize={NEWS_PAGE_SIZE} total={total} onChange={goTo} />
        </section>
        <HotNews className={styles.side} />
      </div>
    </div>
  );
}
