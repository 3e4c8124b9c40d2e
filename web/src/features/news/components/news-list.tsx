import { Link } from 'react-router';
import type { NewsItem } from '@/api/news';
import { SkeletonBlock, SkeletonLines } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { formatViews, newsDay } from '../lib/news-format';
import { NEWS_TEXT } from '../texts';
import { NewsCover } from './news-cover';
import styles from './news-list.module.css';

/** Source, day and read count, as every list shows them under a title. */
function NewsMeta({ item }: { item: NewsItem }) {
  const day = newsDay(item);
  return (
    <p className={styles.meta}>
      {item.source ? <span className={styles.source}>{item.source}</span> : null}
      {day ? <time dateTime={item.publishTime ?? item.createTime}>{day}</time> : null}
      <span>{NEWS_TEXT.views(formatViews(item.viewCount))}</span>
    </p>
  );
}

/** One row of a category's list: cover, title, summary, then source, day and read count; the row opens the item. */
function NewsRow({ item, eager }: { item: NewsItem; eager: boolean }) {
  return (
    <Link to={paths.newsDetail.getHref(item.idSign)} className={styles.row} aria-label={item.title}>
      <NewsCover item={item} eager={eager} className={styles.cover} />
      <div className={styles.body}>
        <h3 className={styles.title}>{item.title}</h3>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
        <NewsMeta item={item} />
      </div>
    </Link>
  );
}

export function NewsList({ items, label, eagerCovers = 0 }: { items: readonly NewsItem[]; label: string; eagerCovers?: number }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.idSign} className={styles.item}>
          <NewsRow item={item} eager={index < eagerCovers} />
        </li>
      ))}
    </ul>
  );
}

export function NewsListSkeleton({ count, testId }: { count: number; testId?: string }) {
  return (
    <ul className={styles.list} data-testid={testId} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.item}>
          <div className={styles.row}>
            <SkeletonBlock className={`${styles.cover} ${styles.skeletonCover}`} />
            <div className={styles.body}>
              <SkeletonLines rows={2} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
