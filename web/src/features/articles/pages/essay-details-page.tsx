import { LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { collectArticle, likeArticle, uncollectArticle, type ArticlePage } from '@/api/articles';
import { messageOf } from '@/api/errors';
import { RichText } from '@/components/rich-text';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { ArticleItem } from '../components/article-item';
import { RecommendedCard } from '../components/reader-side';
import type { Reader } from '../lib/reader';
import { articleKeys, useArticle } from '../queries';
import { ARTICLE_TEXT } from '../texts';
import styles from './essay-details-page.module.css';

const T = ARTICLE_TEXT.detail;

function Actions({ article, reader, onChanged }: { article: ArticlePage; reader: Reader; onChanged: () => Promise<void> }) {
  const [busy, setBusy] = useState<'like' | 'collect' | null>(null);
  const viewer = reader.id;
  const signIn = (): void => {
    toastError(T.loginFirst);
    reader.requireLogin();
  };
  const like = async (): Promise<void> => {
    if (!viewer) return signIn();
    setBusy('like');
    try {
      await likeArticle(article.idSign);
      toastSuccess(T.likeDone);
      await onChanged();
    } catch (error) {
      toastError(messageOf(error, T.like));
    } finally {
      setBusy(null);
    }
  };
  const collect = async (): Promise<void> => {
    if (!viewer) return signIn();
    setBusy('collect');
    const undo = article.collected;
    try {
      await (undo ? uncollectArticle(article.idSign) : collectArticle(article.idSign));
      toastSuccess(undo ? T.uncollectDone : T.collectDone);
      await onChanged(); // spec 02 §4: a collection reloads the detail
    } catch (error) {
      toastError(messageOf(error, undo ? T.uncollectFailed : T.collectFailed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.actions}>
      <Button
        size="large"
        shape="round"
        type={article.liked ? 'primary' : 'default'}
        icon={article.liked ? <LikeFilled /> : <LikeOutlined />}
        loading={busy === 'like'}
        disabled={article.liked}
        aria-pressed={article.liked}
        onClick={() => void like()}
      >
        {`${article.liked ? T.liked : T.like} ${article.likeCount}`}
      </Button>
      <Button
        size="large"
        shape="round"
        icon={article.collected ? <StarFilled className={styles.star} /> : <StarOutlined />}
        loading={busy === 'collect'}
        aria-pressed={article.collected}
        onClick={() => void collect()}
      >
        {`${article.collected ? T.collected : T.collect} ${article.collectCount}`}
      </Button>
    </div>
  );
}

/** /essay-details?id=: the article, its like and collection, its course, related articles; recommended beside. */
export function EssayDetailsPage({ reader }: { reader: Reader }) {
  const [params] = useSearchParams();
  const sign = params.get('id') ?? '';
  const viewer = reader.id;
  const client = useQueryClient();
  const article = useArticle(sign, viewer);
  const reload = () => client.invalidateQueries({ queryKey: articleKeys.article(sign, viewer) });

  if (!sign || article.isError) {
    return (
      <div className={styles.page}>
        <Result
          status="404"
          title={T.notFound}
          extra={
            <Link to={paths.essay.getHref()}>
              <Button type="primary">{T.back}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const a = article.data;
  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <main className={styles.main}>
          {!a ? (
            <Skeleton active paragraph={{ rows: 12 }} />
          ) : (
            <>
              <nav className={styles.crumbs}>
                <Link to={paths.essay.getHref()}>{ARTICLE_TEXT.list.title}</Link>
                <span aria-hidden>/</span>
                <Link to={paths.essay.getHref(a.typeId)}>{a.typeName}</Link>
              </nav>
              <h1 className={styles.title}>{a.title}</h1>
              <div className={styles.meta}>
                <Avatar size={28} src={a.authorPhoto || undefined}>
                  {a.authorName.slice(-2)}
                </Avatar>
                <span className={styles.author}>{a.authorName}</span>
                <span>{T.published(formatServerTime(a.publishTime))}</span>
                <span>{T.views(a.viewCount)}</span>
              </div>
              <RichText html={a.content} className={styles.content} />
              {a.course ? (
                <Link
                  className={styles.course}
                  to={a.course.offering === 2 ? paths.trainDetail.getHref(a.course.idSign) : paths.courseDetail.getHref(a.course.idSign)}
                >
                  {a.course.picture ? <img src={a.course.picture} alt="" width={96} height={54} /> : null}
                  <span>
                    <small>{T.course(a.course.offering)}</small>
                    {a.course.name}
                  </span>
                </Link>
              ) : null}
              <Actions article={a} reader={reader} onChanged={reload} />
              <section className={styles.related} aria-labelledby="related-title">
                <h2 id="related-title">{T.related}</h2>
                {a.relatedList.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noRelated} />
                ) : (
                  <ul className={styles.relatedList}>
                    {a.relatedList.map((r) => (
                      <ArticleItem key={r.idSign} article={r} />
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </main>
        <aside className={styles.side}>
          <RecommendedCard except={sign} title={T.recommended} />
        </aside>
      </div>
    </div>
  );
}
