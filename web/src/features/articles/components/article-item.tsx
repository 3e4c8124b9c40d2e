import { EyeOutlined, LikeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ArticleCard } from '@/api/articles';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { ARTICLE_TEXT } from '../texts';
import styles from './article-item.module.css';

const T = ARTICLE_TEXT.list;

/** One article in a list: title, summary, type, author, date, reads and likes; the cover on the right. */
export function ArticleItem({ article }: { article: ArticleCard }) {
  const href = paths.essayDetails.getHref(article.idSign);
  return (
    <li className={styles.item}>
      <div className={styles.body}>
        <Link to={href} className={styles.title}>
          {article.title}
        </Link>
        {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
        <div className={styles.meta}>
          <span className={styles.type}>{article.typeName}</span>
          <span>{article.authorName}</span>
          <span>{formatServerTime(article.publishTime ?? article.createTime).slice(0, 10)}</span>
          <span aria-label={T.views(article.viewCount)}>
            <EyeOutlined /> {article.viewCount}
          </span>
          <span aria-label={T.likes(article.likeCount)}>
            <LikeOutlined /> {article.likeCount}
          </span>
        </div>
      </div>
      {article.cover ? (
        <Link to={href} className={styles.cover} tabIndex={-1} aria-hidden>
          <img src={article.cover} alt="" loading="lazy" width={180} height={120} />
        </Link>
      ) : null}
    </li>
  );
}

/** A compact line of a side list (recommended, collections, history). */
export function ArticleLine({ article, note }: { article: ArticleCard; note?: string }) {
  return (
    <li className={styles.line}>
      <Link to={paths.essayDetails.getHref(article.idSign)}>{article.title}</Link>
      {note ? <span className={styles.note}>{note}</span> : null}
    </li>
  );
}
