import { useId } from 'react';
import { Link } from 'react-router';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { SkeletonLines } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { formatViews } from '../lib/news-format';
import { useHotNews } from '../queries';
import { NEWS_TEXT } from '../texts';
import styles from './hot-news.module.css';

const TEXT = NEWS_TEXT.hot;
/** The top three are marked in warm colours, as Chinese news sites rank them. */
const RANK_CLASS: Record<number, string | undefined> = { 1: styles.first, 2: styles.second, 3: styles.third };

/**
 * 热门资讯: the 8 most read of the last half year, ranked; each opens /home/hot-advisory/{idSign}. `current` marks the
 * item on screen; `enabled` waits (the home page's section fetches once it comes near the viewport); `compact` puts
 * each on one line, its read count beside it (the home page, where the list stands beside two rows of cards).
 */
export function HotNews({
  current,
  enabled = true,
  compact = false,
  className,
}: {
  current?: string;
  enabled?: boolean;
  compact?: boolean;
  className?: string;
}) {
  const hot = useHotNews(enabled);
  const titleId = useId();
  let content;
  if (hot.isPending) {
    content = (
      <div className={styles.skeleton} data-testid="hot-news-loading" aria-busy="true">
        <SkeletonLines rows={5} />
      </div>
    );
  } else if (hot.isError) {
    content = <DeferredEmptyState description={NEWS_TEXT.loadFailed} actionLabel={NEWS_TEXT.retry} onAction={() => void hot.refetch()} />;
  } else if (hot.data.length === 0) {
    content = <DeferredEmptyState description={TEXT.empty} />;
  } else {
    content = (
      <ol className={styles.list} aria-label={TEXT.title}>
        {hot.data.map((item, index) => (
          <li key={item.idSign} className={styles.item}>
            <span className={`${styles.rank} ${RANK_CLASS[index + 1] ?? ''}`} aria-hidden="true">
              {index + 1}
            </span>
            <Link
              to={paths.hotDetail.getHref(item.idSign)}
              className={item.idSign === current ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={item.idSign === current ? 'page' : undefined}
            >
              <span className={styles.title}>{item.title}</span>
              <span className={styles.views}>{NEWS_TEXT.views(formatViews(item.viewCount))}</span>
            </Link>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className={`${styles.panel} ${compact ? styles.compact : ''} ${className ?? ''}`} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.heading}>
          {TEXT.title}
        </h2>
        <span className={styles.subtitle}>{TEXT.subtitle}</span>
      </header>
      {content}
    </section>
  );
}
