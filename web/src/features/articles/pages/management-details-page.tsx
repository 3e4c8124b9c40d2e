import { Badge, Button, Result, Skeleton, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { RichText } from '@/components/rich-text';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { useManagedArticle } from '../queries';
import { ARTICLE_TEXT } from '../texts';
import styles from './essay-details-page.module.css';

const T = ARTICLE_TEXT.preview;
const BADGE: Record<number, 'default' | 'success' | 'warning'> = { 0: 'default', 1: 'success', 2: 'warning' };

/** /management-details?id=: a writer's view of one of their articles, drafts included, with 编辑. */
export function ManagementDetailsPage({ backHref }: { backHref: string }) {
  const [params] = useSearchParams();
  const sign = params.get('id') ?? '';
  const article = useManagedArticle(sign);
  if (!sign || article.isError) {
    return (
      <Result
        status="404"
        title={ARTICLE_TEXT.editor.notFound}
        extra={
          <Link to={backHref}>
            <Button type="primary">{T.back}</Button>
          </Link>
        }
      />
    );
  }
  const a = article.data;
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        {!a ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <>
            <Space wrap className={styles.crumbs}>
              <Link to={backHref}>{T.back}</Link>
              <Badge status={BADGE[a.status]} text={a.statusName} />
            </Space>
            <h1 className={styles.title}>{a.title}</h1>
            <div className={styles.meta}>
              <span>{a.typeName}</span>
              <span>{a.authorName}</span>
              <span>{formatServerTime(a.updateTime)}</span>
              <span>{ARTICLE_TEXT.detail.views(a.viewCount)}</span>
            </div>
            <RichText html={a.content} className={styles.content} />
            <div className={styles.actions}>
              <Link to={paths.newArticles.getHref(a.idSign)}>
                <Button type="primary" size="large">
                  {T.edit}
                </Button>
              </Link>
              {a.status === 1 ? (
                <Link to={paths.essayDetails.getHref(a.idSign)}>
                  <Button size="large">{T.publicPage}</Button>
                </Link>
              ) : null}
            </div>
          </>
        )}
      </main>
    </div>
  );
}
