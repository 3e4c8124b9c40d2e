import { EditOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Input, Popconfirm, Segmented, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { deleteArticle, unpublishArticle, type ArticleCard, type ArticleStatus } from '@/api/articles';
import { messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { articleKeys, useManagedArticles } from '../queries';
import { ARTICLE_TEXT } from '../texts';
import styles from './article-management-page.module.css';

const T = ARTICLE_TEXT.manage;
const PAGE_SIZE = 10;
type Filter = 'all' | ArticleStatus;
const BADGE: Record<number, 'default' | 'success' | 'warning'> = { 0: 'default', 1: 'success', 2: 'warning' };

/** /home/learning/article-management: my articles (a school admin's: the school's) with their status and actions. */
export function ArticleManagementPage() {
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const articles = useManagedArticles({ page, size: PAGE_SIZE, status: filter === 'all' ? undefined : filter, keyword: keyword || undefined });
  const refresh = () => client.invalidateQueries({ queryKey: articleKeys.all });

  const act = async (run: () => Promise<unknown>, done: string, failed: string): Promise<void> => {
    try {
      await run();
      toastSuccess(done);
      await refresh();
    } catch (error) {
      toastError(messageOf(error, failed));
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h2>{T.title}</h2>
        <Link to={paths.newArticles.getHref()}>
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
            ...([0, 1, 2] as ArticleStatus[]).map((s) => ({ value: s, label: T.status[s] })),
          ]}
        />
        <Input.Search
          className={styles.search}
          allowClear
          maxLength={30}
          placeholder={T.search}
          aria-label={T.search}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </div>
      <Table<ArticleCard>
        rowKey="idSign"
        loading={articles.isPending}
        dataSource={articles.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: articles.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
        columns={[
          {
            title: T.columns.title,
            key: 'title',
            render: (_, a) => (
              <Link to={paths.managementDetails.getHref(a.idSign)} className={styles.title}>
                {a.title}
              </Link>
            ),
          },
          { title: T.columns.type, dataIndex: 'typeName', width: 100 },
          {
            title: T.columns.status,
            key: 'status',
            width: 100,
            render: (_, a) => <Badge status={BADGE[a.status]} text={a.statusName} />,
          },
          { title: T.columns.counts, key: 'counts', width: 150, render: (_, a) => `${a.viewCount} / ${a.likeCount} / ${a.collectCount}` },
          { title: T.columns.updated, dataIndex: 'updateTime', width: 160, render: (t: string) => formatServerTime(t) },
          {
            title: T.columns.actions,
            key: 'actions',
            width: 200,
            render: (_, a) => (
              <Space size={0} wrap>
                <Link to={paths.newArticles.getHref(a.idSign)}>
                  <Button type="link" size="small" aria-label={`${T.edit} ${a.title}`}>
                    {T.edit}
                  </Button>
                </Link>
                {a.status === 1 ? (
                  <Popconfirm
                    title={T.unpublishConfirm}
                    okText={T.unpublish}
                    cancelText="取消"
                    onConfirm={() => act(() => unpublishArticle(a.idSign), T.unpublished, T.unpublishFailed)}
                  >
                    <Button type="link" size="small" aria-label={`${T.unpublish} ${a.title}`}>
                      {T.unpublish}
                    </Button>
                  </Popconfirm>
                ) : null}
                <Popconfirm
                  title={T.removeConfirm}
                  okText={T.remove}
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => act(() => deleteArticle(a.idSign), T.removed, T.removeFailed)}
                >
                  <Button type="link" size="small" danger aria-label={`${T.remove} ${a.title}`}>
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
