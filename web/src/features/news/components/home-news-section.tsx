import { Link } from 'react-router';
import { HomeSection } from '@/components/home-section';
import type { NewsItem } from '@/api/news';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { SkeletonBlock, SkeletonLines } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { formatViews, newsDay, tabName, tabOf } from '../lib/news-format';
import { useInView } from '@/lib/use-in-view';
import { useLatestNews } from '../queries';
import { NEWS_TEXT } from '../texts';
import { HotNews } from './hot-news';
import { NewsCover } from './news-cover';
import styles from './home-news-section.module.css';

const TEXT = NEWS_TEXT.home;
/** The server sends the latest 6; the grid holds two rows of three. */
const HOME_ITEMS = 6;

function NewsCard({ item }: { item: NewsItem }) {
  const day = newsDay(item);
  const tab = tabOf(item.category);
  return (
    <Link to={paths.newsDetail.getHref(item.idSign)} className={styles.card} aria-label={item.title}>
      <span className={styles.coverBox}>
        <NewsCover item={item} className={styles.cover} />
        <span className={tab === 'industry' ? `${styles.tag} ${styles.industry}` : styles.tag}>{tabName(tab)}</span>
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.meta}>
          {day ? <time dateTime={item.publishTime ?? item.createTime}>{day}</time> : null}
          <span>{NEWS_TEXT.views(formatViews(item.viewCount))}</span>
        </span>
      </span>
    </Link>
  );
}

function LatestNews({ enabled }: { enabled: boolean }) {
  const latest = useLatestNews(enabled);
  if (latest.isPending) {
    return (
      <ul className={styles.grid} data-testid="home-news-loading" aria-busy="true">
        {Array.from({ length: HOME_ITEMS }, (_, index) => (
          <li key={index} className={styles.cell}>
            <div className={styles.card}>
              <SkeletonBlock className={styles.skeletonCover} />
              <span className={styles.body}>
                <SkeletonLines rows={1} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (latest.isError) {
    return <DeferredEmptyState description={NEWS_TEXT.loadFailed} actionLabel={NEWS_TEXT.retry} onAction={() => void latest.refetch()} />;
  }
  if (latest.data.length === 0) return <DeferredEmptyState description={TEXT.empty} />;
  return (
    <ul className={styles.grid} aria-label={TEXT.latest}>
      {latest.data.slice(0, HOME_ITEMS).map((item) => (
        <li key={item.idSign} className={styles.cell}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page's 新闻资讯 (built without antd, like the course sections above it): the latest six of both tabs as
 * cards, 热门资讯 beside them (below on phones), and 更多 to the news pages. Nothing is fetched until the section
 * comes near the viewport.
 */
export function HomeNewsSection() {
  const [ref, seen] = useInView<HTMLElement>();
  return (
    <HomeSection id="home-news-title" title={TEXT.title} subtitle={TEXT.subtitle} more={paths.newsAdvisory.path} sectionRef={ref}>
      <div className={styles.columns}>
        <div className={styles.latest}>
          <LatestNews enabled={seen} />
        </div>
        <HotNews enabled={seen} compact className={styles.hot} />
      </div>
    </HomeSection>
  );
}
