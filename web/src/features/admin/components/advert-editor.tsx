import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App as AntApp, Alert, Button, Skeleton, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdvertPosition, AdvertRow, AdvertState, ContentTarget } from '@/api/site-content';
import { EmptyState } from '@/components/empty-state';
import { formatServerTime } from '@/lib/time';
import { moved } from '../lib/site-content-rules';
import { useAdverts, useOrderAdverts, useRemoveAdvert } from '../site-content-queries';
import { SITE_CONTENT_TEXT } from '../site-content-texts';
import { AdvertDrawer, type AdvertEditing } from './advert-drawer';
import styles from '../pages/pages.module.css';

const T = SITE_CONTENT_TEXT;
const A = T.adverts;
const STATE_COLOURS: Record<AdvertState, string> = { live: 'green', scheduled: 'blue', ended: 'default', hidden: 'orange' };

/** 首页轮播图 / 首页广告位: a position's adverts in order, each with its state, 上移 / 下移, 编辑 and 删除. */
export function AdvertEditor({ target, position }: { target: ContentTarget; position: AdvertPosition }) {
  const { modal } = AntApp.useApp();
  const adverts = useAdverts(target, position);
  const order = useOrderAdverts(target);
  const remove = useRemoveAdvert(target);
  const [editing, setEditing] = useState<AdvertEditing>(undefined);

  if (adverts.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (adverts.isError) return <EmptyState description={T.failed} actionLabel={T.retry} onAction={() => void adverts.refetch()} />;
  const list = adverts.data;

  const move = (index: number, by: -1 | 1): void =>
    order.mutate({
      position,
      signs: moved(
        list.map((a) => a.sign),
        index,
        by,
      ),
    });
  const confirmRemove = (a: AdvertRow): void => {
    modal.confirm({
      title: A.confirmRemove(a.title),
      content: A.confirmRemoveText,
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => remove.mutateAsync(a.sign).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<AdvertRow> = [
    {
      title: A.columns.image,
      dataIndex: 'imageUrl',
      responsive: ['sm'],
      render: (url: string, a) => <img className={styles.thumb} src={url} alt={a.title} loading="lazy" />,
    },
    {
      title: A.columns.title,
      dataIndex: 'title',
      render: (title: string, a) => (
        <span>
          {title}
          {a.subtitle ? <div className={styles.muted}>{a.subtitle}</div> : null}
        </span>
      ),
    },
    {
      title: A.columns.link,
      dataIndex: 'linkUrl',
      // At phone width the row keeps its picture, title, state and actions; 编辑 shows the rest.
      responsive: ['md'],
      render: (url: string, a) => (url ? <span><code>{url}</code> {a.openMode === '_blank' ? <Tag>{T.openModes._blank}</Tag> : null}</span> : <span className={styles.muted}>{A.noLink}</span>),
    },
    {
      title: A.columns.schedule,
      key: 'schedule',
      responsive: ['md'],
      render: (_, a) =>
        a.startsAt || a.endsAt ? (
          <span>
            {a.startsAt ? formatServerTime(a.startsAt) : A.now} ~ {a.endsAt ? formatServerTime(a.endsAt) : A.always}
          </span>
        ) : (
          <span className={styles.muted}>{A.always}</span>
        ),
    },
    {
      title: A.columns.state,
      dataIndex: 'state',
      render: (state: AdvertState) => <Tag color={STATE_COLOURS[state]}>{A.states[state]}</Tag>,
    },
    {
      title: A.columns.actions,
      key: 'actions',
      // Kept in view while the other columns scroll sideways (phone width).
      fixed: 'right',
      render: (_, a, index) => (
        <span className={styles.actions}>
          <Tooltip title={T.up}>
            <Button size="small" icon={<ArrowUpOutlined />} aria-label={T.moveUp(a.title)} disabled={index === 0 || order.isPending} onClick={() => move(index, -1)} />
          </Tooltip>
          <Tooltip title={T.down}>
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={T.moveDown(a.title)}
              disabled={index === list.length - 1 || order.isPending}
              onClick={() => move(index, 1)}
            />
          </Tooltip>
          <Button size="small" icon={<EditOutlined />} aria-label={T.editOf(a.title)} onClick={() => setEditing(a)}>
            {T.edit}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={T.removeOf(a.title)} onClick={() => confirmRemove(a)}>
            {T.remove}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.section}>
      <Alert type="info" showIcon message={A.hint[position]} />
      <div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {A.add[position]}
        </Button>
      </div>
      <Table<AdvertRow>
        rowKey="sign"
        columns={columns}
        dataSource={list}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: A.empty[position] }}
      />
      <AdvertDrawer target={target} position={position} editing={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
