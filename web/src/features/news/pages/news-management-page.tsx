import { EditOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popconfirm, Segmented, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { deleteNews, publishNews, type NewsCategory, type NewsItem } from '@/api/news';
import { messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { NEWS_CONSOLE, type NewsConsole } from '../news-console';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { newsKeys, useManagedNews } from '../queries';
import { NEWS_TEXT } from '../texts';
import styles from './news-management.module.css';

const T = NEWS_TEXT.manage;
const PAGE_SIZE = 10;
type Filter = 'all' | NewsCategory;

/**
 * /school-admin/news (the school's news) or /admin/news (the platform's, on every school's site): drafts included, with
 * 编辑, 发布 / 撤回 and 删除 (confirmed).
 */
export function NewsManagementPage({ console = 'schoolAdmin' }: { console?: NewsConsole }) {
  const at = NEWS_CONSOLE[console];
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const news = useManagedNews(page, PAGE_SIZE, filter === 'all' ? undefined : filter);
  const [busy, setBusy] = useState('');

  const act = async (key: string, run: () => Promise<unknown>, done: string, removes = false): Promise<void> => {
    setBusy(key);
    try {
      await run();
      toastSuccess(done);
      // The only row of a later page deleted: show the page before it.
      if (removes && page > 1 && news.data?.list.length === 1) setPage(page - 1);
      await client.invalidateQueries({ queryKey: newsKeys.all });
    } catch (error) {
      toastError(messageOf(error, T.failed));
    } finally {
      setBusy('');
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1>{T.title}</h1>
          <p>{at.subtitle}</p>
        </div>
        <Link to={at.editor()}>
          <Button type="primary" icon={<EditOutlined />}>
            {T.write}
          </Button>
        </Link>
      </div>
      <div className={styles.toolbar}>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: T.all },
            ...([1, 2] as NewsCategory[]).map((c) => ({ value: c, label: NEWS_TEXT.categories[c] })),
          ]}
        />
      </div>
      <Table<NewsItem>
        rowKey="idSign"
        loading={news.isPending}
        dataSource={news.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: news.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
        columns={[
          {
            title: T.columns.title,
            key: 'title',
            render: (_, n) =>
              n.status === 1 ? (
                <Link to={paths.newsDetail.getHref(n.idSign)} className={styles.title}>
                  {n.title}
                </Link>
              ) : (
                <span className={styles.title}>{n.title}</span>
              ),
          },
          { title: T.columns.category, dataIndex: 'categoryName', width: 100 },
          {
            title: T.columns.status,
            key: 'status',
            width: 100,
            render: (_, n) => <Badge status={n.status === 1 ? 'success' : 'default'} text={T.status[n.status] ?? ''} />,
          },
          { title: T.columns.views, dataIndex: 'viewCount', width: 80 },
          { title: T.columns.updated, dataIndex: 'updateTime', width: 160, render: (t: string) => formatServerTime(t) },
          {
            title: T.columns.actions,
            key: 'actions',
            width: 200,
            render: (_, n) => (
              <Space size={0} wrap>
                <Link to={at.editor(n.idSign)}>
                  <Button type="link" size="small" aria-label={`${T.edit} ${n.title}`}>
                    {T.edit}
                  </Button>
                </Link>
                {n.status === 1 ? (
                  <Popconfirm
                    title={T.withdrawConfirm}
                    okText={T.withdraw}
                    cancelText={T.cancel}
                    onConfirm={() => act(n.idSign, () => publishNews(n.idSign, 0), T.withdrawn)}
                  >
                    <Button type="link" size="small" disabled={busy === n.idSign} aria-label={`${T.withdraw} ${n.title}`}>
                      {T.withdraw}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    disabled={busy === n.idSign}
                    aria-label={`${T.publish} ${n.title}`}
                    onClick={() => void act(n.idSign, () => publishNews(n.idSign, 1), T.published)}
                  >
                    {T.publish}
                  </Button>
                )}
                <Popconfirm
                  title={T.removeConfirm}
                  okText={T.remove}
                  okButtonProps={{ danger: true }}
                  cancelText={T.cancel}
                  onConfirm={() => act(n.idSign, () => deleteNews(n.idSign), T.removed, true)}
                >
                  <Button type="link" size="small" danger disabled={busy === n.idSign} aria-label={`${T.remove} ${n.title}`}>
                    {T.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}

/** /admin/news: the platform admin's news. */
export function AdminNewsManagementPage() {
  return <NewsManagementPage console="admin" />;
}
