import { EditOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination, Result, Segmented, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ArticleItem } from '../components/article-item';
import { MyReadingCard, RecommendedCard } from '../components/reader-side';
import type { Reader } from '../lib/reader';
import { useArticles, useArticleTypes } from '../queries';
import { ARTICLE_TEXT } from '../texts';
import styles from './essay-page.module.css';

const T = ARTICLE_TEXT.list;
const PAGE_SIZE = 12;
const ALL = '';

/** /essay: the school's published articles by type, searched by title or text, 12 a page; reading on the side. */
export function EssayPage({ reader }: { reader: Reader }) {
  const [params, setParams] = useSearchParams();
  const typeId = params.get('type') ?? ALL;
  const keyword = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const types = useArticleTypes();
  const articles = useArticles({ page, size: PAGE_SIZE, typeId: typeId || undefined, keyword: keyword || undefined });

  const go = (next: { type?: string; q?: string; page?: number }): void => {
    const merged = { type: next.type ?? typeId, q: next.q ?? keyword, page: String(next.page ?? 1) };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '' && v !== '1')));
  };
  const list = articles.data?.list ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1>{T.title}</h1>
          <p>{T.subtitle}</p>
        </div>
        {reader.canWrite ? (
          <div className={styles.actions}>
            <Link to={reader.manageHref}>
              <Button>{T.manage}</Button>
            </Link>
            <Link to={paths.newArticles.getHref()}>
              <Button type="primary" icon={<EditOutlined />}>
                {T.write}
              </Button>
            </Link>
          </div>
        ) : null}
      </header>
      <div className={styles.columns}>
        <main className={styles.main}>
          <div className={styles.filters}>
            <div className={styles.types}>
              <Segmented
                aria-label={T.typeFilter}
                value={typeId}
                onChange={(value) => go({ type: String(value) })}
                options={[{ value: ALL, label: T.allTypes }, ...(types.data ?? []).map((t) => ({ value: t.idSign, label: t.typeName }))]}
              />
            </div>
            <Input.Search
              className={styles.search}
              placeholder={T.search}
              defaultValue={keyword}
              key={keyword}
              allowClear
              maxLength={30}
              aria-label={T.search}
              onSearch={(value) => go({ q: value.trim() })}
            />
          </div>
          {articles.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : articles.isError ? (
            <Result
              status="warning"
              title={T.loadFailed}
              extra={<Button onClick={() => void articles.refetch()}>{T.retry}</Button>}
            />
          ) : list.length === 0 ? (
            <Empty className={styles.empty} description={keyword ? T.emptySearch : T.empty} />
          ) : (
            <ul className={styles.list} aria-label="文章列表">
              {list.map((a) => (
                <ArticleItem key={a.idSign} article={a} />
              ))}
            </ul>
          )}
          {(articles.data?.total ?? 0) > PAGE_SIZE ? (
            <Pagination
              className={styles.pager}
              align="center"
              current={page}
              pageSize={PAGE_SIZE}
              total={articles.data?.total ?? 0}
              showSizeChanger={false}
              onChange={(next) => {
                go({ page: next });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </main>
        <aside className={styles.side}>
          {reader.id ? <MyReadingCard viewer={reader.id} /> : null}
          <RecommendedCard />
        </aside>
      </div>
    </div>
  );
}
