import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router';
import type { NewsArticle } from '@/api/news';
import { API_CODE, isApiError } from '@/api/errors';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { RichText } from '@/components/rich-text';
import { SkeletonLines } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { HotNews } from '../components/hot-news';
import { newsTime, tabName, tabOf } from '../lib/news-format';
import { useNewsItem } from '../queries';
import { NEWS_TEXT } from '../texts';
import styles from './news-detail-page.module.css';
import layout from './news-page.module.css';

const TEXT = NEWS_TEXT.detail;

/** The answers that mean "no such item here": 资讯不存在 (-1000), or a sign the server cannot read (-2). */
const isMissing = (error: unknown): boolean =>
  isApiError(error) && (error.code === API_CODE.BUSINESS_ERROR || error.code === API_CODE.VALIDATION_FAILED);

function Breadcrumb({ item }: { item?: NewsArticle }) {
  return (
    <nav className={styles.breadcrumb} aria-label={TEXT.breadcrumb}>
      <ol>
        <li>
          <Link to={paths.home.getHref()}>{TEXT.home}</Link>
        </li>
        <li>
          <Link to={paths.newsAdvisory.getHref()}>{NEWS_TEXT.title}</Link>
        </li>
        {item ? (
          <li>
            <Link to={paths.newsAdvisory.getHref(tabOf(item.category))}>{tabName(tabOf(item.category))}</Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function Article({ item }: { item: NewsArticle }) {
  const titleId = useId();
  const tab = tabOf(item.category);
  const category = tabName(tab);
  const time = newsTime(item);
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <header className={styles.head}>
        <span className={tab === 'industry' ? `${styles.tag} ${styles.industry}` : styles.tag}>{category}</span>
        <h1 id={titleId} className={styles.title}>
          {item.title}
        </h1>
        <p className={styles.meta}>
          {item.source ? (
            <span>
              {TEXT.source}
              {item.source}
            </span>
          ) : null}
          {time ? (
            <span>
              {TEXT.published}
              <time dateTime={item.publishTime ?? item.createTime}>{time}</time>
            </span>
          ) : null}
          <span>{NEWS_TEXT.viewsFull(item.viewCount)}</span>
        </p>
      </header>
      <RichText html={item.content} className={styles.content} />
      <footer className={styles.foot}>
        <Link to={paths.newsAdvisory.getHref(tab)} className={styles.back}>
          ‹ {TEXT.back(category)}
        </Link>
      </footer>
    </article>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <section className={styles.missing} aria-labelledby="news-missing">
      <span className={styles.missingMark} aria-hidden="true">
        404
      </span>
      <h1 id="news-missing" className={styles.missingTitle}>
        {message}
      </h1>
      <p className={styles.missingHint}>{TEXT.notFoundHint}</p>
      <Link to={paths.newsAdvisory.getHref()} className={styles.missingLink}>
        {TEXT.backToList}
      </Link>
    </section>
  );
}

/** An item's page, the same whether opened from a list or from 热门资讯: the item beside the hot list. */
function NewsItemPage() {
  const { id = '' } = useParams();
  const item = useNewsItem(id);
  useEffect(() => {
    // Another item opened from the hot list starts at its top, not where the last one was scrolled to.
    window.scrollTo({ top: 0 });
  }, [id]);

  let main;
  if (item.isPending) {
    main = (
      <div className={styles.article} data-testid="news-item-loading" aria-busy="true">
        <SkeletonLines rows={8} />
      </div>
    );
  } else if (item.isError) {
    main = isMissing(item.error) ? (
      <NotFound message={item.error.message || TEXT.notFound} />
    ) : (
      <div className={styles.failed}>
        <DeferredEmptyState description={NEWS_TEXT.loadFailed} actionLabel={NEWS_TEXT.retry} onAction={() => void item.refetch()} />
      </div>
    );
  } else {
    main = <Article item={item.data} />;
  }

  return (
    <div className={layout.page}>
      <Breadcrumb item={item.data} />
      <div className={layout.columns}>
        <div className={styles.mainColumn}>{main}</div>
        <HotNews current={id} className={layout.side} />
      </div>
    </div>
  );
}

/** `/home/news-advisory/{id}` (public): an item opened from its tab's list or the home page. */
export function NewsDetailPage() {
  return <NewsItemPage />;
}

/** `/home/hot-advisory/{id}` (public): an item opened from 热门资讯. */
export function HotDetailPage() {
  return <NewsItemPage />;
}
