import { PlusOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Belt } from '@/api/industry';
import { EmptyState } from '@/components/empty-state';
import { industryPaths } from '@/config/industry-paths';
import { formatServerTime } from '@/lib/time';
import { BeltDrawer } from '../components/belt-drawer';
import { provinceName } from '../lib/provinces';
import { useAdminBelts, useDeleteBelt } from '../queries';
import { INDUSTRY_TEXT } from '../texts';
import styles from './pages.module.css';

const T = INDUSTRY_TEXT.admin;
const C = T.columns;
const PAGE_SIZE = 20;

/**
 * /admin/industrial-belts (the platform admin): the belts by province in a table, 新增产业带 and 编辑 in a drawer form,
 * 删除 after a confirmation; the server's messages are toasted.
 */
export function BeltAdminPage() {
  const { modal } = AntApp.useApp();
  const belts = useAdminBelts();
  const remove = useDeleteBelt();
  const [drawer, setDrawer] = useState<{ open: boolean; belt: Belt | null }>({ open: false, belt: null });
  const list = useMemo(() => belts.data ?? [], [belts.data]);
  const suggestions = useMemo(() => [...new Set(list.flatMap((b) => b.industries))], [list]);

  const confirmRemove = (belt: Belt): void => {
    modal.confirm({
      title: T.removeTitle(belt.name),
      content: T.removeText,
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => remove.mutateAsync(belt.sign).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<Belt> = [
    { title: C.province, dataIndex: 'province', render: (code: string, b) => b.provinceName || provinceName(code) || code },
    { title: C.name, dataIndex: 'name' },
    {
      title: C.industries,
      dataIndex: 'industries',
      render: (industries: string[]) => industries.map((industry) => <Tag key={industry}>{industry}</Tag>),
    },
    { title: C.enterprises, key: 'enterprises', align: 'right', render: (_: unknown, b) => b.enterprises.length },
    { title: C.updatedAt, dataIndex: 'updatedAt', render: (value: string) => formatServerTime(value) },
    {
      title: C.actions,
      key: 'actions',
      render: (_: unknown, b) => (
        <span className={styles.actions}>
          <Button type="link" size="small" onClick={() => setDrawer({ open: true, belt: b })}>
            {T.edit}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmRemove(b)}>
            {T.remove}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <header className={styles.toolbar}>
        <div>
          <h1 className={styles.heading}>{T.title}</h1>
          <p className={styles.intro}>{T.intro}</p>
        </div>
        <span className={styles.actions}>
          <Link to={industryPaths.map.getHref()} className={styles.toMap}>
            {T.toMap}
          </Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, belt: null })}>
            {T.add}
          </Button>
        </span>
      </header>
      <Card size="small">
        {belts.isError ? (
          <EmptyState description={INDUSTRY_TEXT.failed} actionLabel={INDUSTRY_TEXT.retry} onAction={() => void belts.refetch()} />
        ) : (
          <Table<Belt>
            rowKey="sign"
            size="middle"
            scroll={{ x: 'max-content' }}
            loading={belts.isPending}
            columns={columns}
            dataSource={list}
            locale={{ emptyText: T.empty }}
            pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          />
        )}
      </Card>
      <BeltDrawer
        open={drawer.open}
        belt={drawer.belt}
        suggestions={suggestions}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </div>
  );
}
