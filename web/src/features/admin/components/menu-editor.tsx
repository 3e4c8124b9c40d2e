import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App as AntApp, Alert, Button, Skeleton, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ContentTarget, MenuRow } from '@/api/site-content';
import { EmptyState } from '@/components/empty-state';
import { moved } from '../lib/site-content-rules';
import { useMenus, useOrderMenus, useRemoveMenu } from '../site-content-queries';
import { SITE_CONTENT_TEXT } from '../site-content-texts';
import { MenuDrawer, type MenuEditing } from './menu-drawer';
import styles from '../pages/pages.module.css';

const T = SITE_CONTENT_TEXT;
const M = T.menus;

/** A row of the tree table: antd shows an expander wherever `children` is set, so a leaf has none. */
type MenuTableRow = Omit<MenuRow, 'children'> & { children?: MenuTableRow[] };
const rowOf = (m: MenuRow): MenuTableRow => ({ ...m, children: m.children.length > 0 ? m.children.map(rowOf) : undefined });

/** 导航菜单: the school's items and their child menus as a tree, each with 上移 / 下移, 编辑, 添加子菜单 and 删除. */
export function MenuEditor({ target }: { target: ContentTarget }) {
  const { modal } = AntApp.useApp();
  const menus = useMenus(target);
  const order = useOrderMenus(target);
  const remove = useRemoveMenu(target);
  const [editing, setEditing] = useState<MenuEditing | null>(null);

  if (menus.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (menus.isError) return <EmptyState description={T.failed} actionLabel={T.retry} onAction={() => void menus.refetch()} />;
  const top = menus.data;
  /** The item a row shows, with its children. */
  const itemOf = (row: MenuTableRow): MenuRow => top.flatMap((p) => [p, ...p.children]).find((x) => x.id === row.id) ?? { ...row, children: [] };

  /** The item's level: the top level, or its parent's children. */
  const levelOf = (m: MenuTableRow): MenuRow[] => (m.parentId === null ? top : (top.find((p) => p.id === m.parentId)?.children ?? []));
  const move = (m: MenuTableRow, by: -1 | 1): void => {
    const level = levelOf(m);
    const ids = moved(
      level.map((x) => x.id),
      level.findIndex((x) => x.id === m.id),
      by,
    );
    order.mutate({ parentId: m.parentId, ids });
  };
  const confirmRemove = (m: MenuTableRow): void => {
    modal.confirm({
      title: M.confirmRemove(m.name),
      content: M.confirmRemoveText,
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => remove.mutateAsync(m.id).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<MenuTableRow> = [
    {
      title: M.columns.name,
      dataIndex: 'name',
      render: (name: string, m) => (
        <span>
          {name}
          {m.explain ? <span className={styles.muted}> · {m.explain}</span> : null}
        </span>
      ),
    },
    // At phone width the row keeps its name, state and actions; 编辑 shows the rest.
    { title: M.columns.url, dataIndex: 'url', responsive: ['md'], render: (url: string) => <code>{url}</code> },
    { title: M.columns.openMode, dataIndex: 'openMode', responsive: ['md'], render: (mode: string) => T.openModes[mode] ?? mode },
    {
      title: M.columns.visible,
      dataIndex: 'visible',
      render: (visible: boolean) => (visible ? <Tag color="green">{T.shown}</Tag> : <Tag>{T.hidden}</Tag>),
    },
    {
      title: M.columns.actions,
      key: 'actions',
      // Kept in view while the other columns scroll sideways (phone width).
      fixed: 'right',
      render: (_, m) => {
        const level = levelOf(m);
        const index = level.findIndex((x) => x.id === m.id);
        return (
          <span className={styles.actions}>
            <Tooltip title={T.up}>
              <Button size="small" icon={<ArrowUpOutlined />} aria-label={T.moveUp(m.name)} disabled={index === 0 || order.isPending} onClick={() => move(m, -1)} />
            </Tooltip>
            <Tooltip title={T.down}>
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={T.moveDown(m.name)}
                disabled={index === level.length - 1 || order.isPending}
                onClick={() => move(m, 1)}
              />
            </Tooltip>
            <Button size="small" icon={<EditOutlined />} aria-label={T.editOf(m.name)} onClick={() => setEditing({ menu: itemOf(m), parentId: m.parentId })}>
              {T.edit}
            </Button>
            {m.parentId === null ? (
              <Button size="small" icon={<PlusOutlined />} aria-label={M.addChildOf(m.name)} onClick={() => setEditing({ menu: null, parentId: m.id })}>
                {M.addChild}
              </Button>
            ) : null}
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={T.removeOf(m.name)} onClick={() => confirmRemove(m)}>
              {T.remove}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <div className={styles.section}>
      <Alert type="info" showIcon message={M.hint} />
      <div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ menu: null, parentId: null })}>
          {M.add}
        </Button>
      </div>
      <Table<MenuTableRow>
        rowKey="id"
        columns={columns}
        dataSource={top.map(rowOf)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: M.empty }}
      />
      <MenuDrawer target={target} editing={editing} menus={top} onClose={() => setEditing(null)} />
    </div>
  );
}
