import { PlusOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Card, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Notice, NoticeConsole } from '@/api/notices';
import { formatServerTime } from '@/lib/time';
import { NoticeModal, type NoticeEditing } from '../components/notice-modal';
import { PageHead } from '../components/page-head';
import { PagedTable } from '../components/paged-table';
import { useListState } from '../lib/use-list-state';
import { useNotices, useRemoveNotice } from '../notices-queries';
import { NOTICES_TEXT } from '../notices-texts';
import styles from './pages.module.css';

const T = NOTICES_TEXT;
const C = T.columns;

/**
 * The notices of a console (docs/admin.md "Notices"): the platform admin's system notices, or the school admin's
 * bulletins of their school (composed in app/routes), newest first and paged; 发布, 编辑 and 删除 (after a confirmation).
 */
export function NoticesPage({ console }: { console: NoticeConsole }) {
  const { modal } = AntApp.useApp();
  const list = useListState<Record<string, never>>({});
  const notices = useNotices(console, { page: list.page, size: list.size });
  const remove = useRemoveNotice(console);
  const [editing, setEditing] = useState<NoticeEditing>(null);
  const texts = T[console];

  const confirmRemove = (notice: Notice): void => {
    modal.confirm({
      title: T.removeTitle(notice.title),
      content: T.removeText,
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => remove.mutateAsync(notice.idSign).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<Notice> = [
    { title: C.title, dataIndex: 'title', onCell: () => ({ style: { minWidth: 140, fontWeight: 500 } }) },
    {
      title: C.content,
      dataIndex: 'content',
      responsive: ['md'],
      render: (content: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} style={{ marginBottom: 0, maxWidth: 420 }}>
          {content}
        </Typography.Paragraph>
      ),
    },
    { title: C.author, dataIndex: 'authorName', responsive: ['lg'], render: (name: string) => name || '—' },
    { title: C.time, dataIndex: 'createTime', render: (v: string) => formatServerTime(v) },
    {
      title: C.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, n) => (
        <span className={styles.actions}>
          <Button type="link" size="small" aria-label={T.editOf(n.title)} onClick={() => setEditing({ notice: n })}>
            {T.edit}
          </Button>
          <Button type="link" size="small" danger aria-label={T.removeOf(n.title)} onClick={() => confirmRemove(n)}>
            {T.remove}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHead
        title={texts.title}
        intro={texts.intro}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ notice: null })}>
            {texts.add}
          </Button>
        }
      />
      <Card size="small">
        <PagedTable<Notice> query={notices} columns={columns} rowKey="idSign" empty={T.empty} list={list} />
      </Card>
      <NoticeModal key={editing?.notice?.idSign ?? 'new'} console={console} editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/** /admin/notices (the platform admin): the system notices. */
export function AdminNoticesPage() {
  return <NoticesPage console="admin" />;
}
