import { Card, Empty, Skeleton, Tabs } from 'antd';
import type { ArticleCard } from '@/api/articles';
import { formatServerTime } from '@/lib/time';
import { useCollections, useHistory, useRecommended } from '../queries';
import { ARTICLE_TEXT } from '../texts';
import { ArticleLine } from './article-item';
import styles from './reader-side.module.css';

const T = ARTICLE_TEXT.list;
const SIDE_SIZE = 5;

function Lines<A extends ArticleCard>({ list, note }: { list: A[]; note?: (a: A) => string }) {
  return (
    <ul className={styles.lines}>
      {list.map((a) => (
        <ArticleLine key={a.idSign} article={a} note={note?.(a)} />
      ))}
    </ul>
  );
}

/** 推荐阅读: the school admins' picks first, then the most liked (without `except`). */
export function RecommendedCard({ except = '', title = T.recommended }: { except?: string; title?: string }) {
  const recommended = useRecommended(except);
  return (
    <Card title={title} size="small" className={styles.card}>
      {recommended.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : (recommended.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />
      ) : (
        <Lines list={recommended.data ?? []} note={(a) => T.likes(a.likeCount)} />
      )}
    </Card>
  );
}

/** 我的阅读: a signed-in reader's latest collections and browsing record. */
export function MyReadingCard({ viewer }: { viewer: string }) {
  const collections = useCollections(viewer, 1, SIDE_SIZE);
  const history = useHistory(viewer, 1, SIDE_SIZE);
  const day = (time: string) => formatServerTime(time).slice(5, 10);
  return (
    <Card title={T.mine} size="small" className={styles.card}>
      <Tabs
        size="small"
        items={[
          {
            key: 'collections',
            label: T.collections,
            children: collections.isPending ? (
              <Skeleton active paragraph={{ rows: 3 }} title={false} />
            ) : (collections.data?.list ?? []).length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noCollections} />
            ) : (
              <Lines list={collections.data?.list ?? []} note={(a) => day(a.collectTime)} />
            ),
          },
          {
            key: 'history',
            label: T.history,
            children: history.isPending ? (
              <Skeleton active paragraph={{ rows: 3 }} title={false} />
            ) : (history.data?.list ?? []).length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noHistory} />
            ) : (
              <Lines list={history.data?.list ?? []} note={(a) => day(a.viewTime)} />
            ),
          },
        ]}
      />
    </Card>
  );
}
