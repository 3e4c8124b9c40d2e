import { Button, Card, Modal, Pagination, Popconfirm, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGE_PAGE_SIZE, MSG_TYPE, type MessageItem, type MsgType, type UnreadCounts } from '@/api/messages';
import { EmptyState } from '@/components/empty-state';
import { formatServerTime } from '@/lib/time';
import { toastSuccess } from '@/lib/toast';
import { useMessages, useReadAllMessages, useReadMessage, useUnreadCounts } from '../queries';
import { MESSAGE_TEXT } from '../texts';
import styles from './message-page.module.css';

const T = MESSAGE_TEXT;

type TabKey = 'course' | 'school' | 'system';
const TABS: readonly { key: TabKey; msgType: MsgType; count: keyof UnreadCounts }[] = [
  { key: 'course', msgType: MSG_TYPE.course, count: 'courseMsgUnreadNum' },
  { key: 'school', msgType: MSG_TYPE.school, count: 'schoolMsgUnreadNum' },
  { key: 'system', msgType: MSG_TYPE.system, count: 'systemMsgUnreadNum' },
];

function tabOf(value: string | null): (typeof TABS)[number] {
  return TABS.find((tab) => tab.key === value) ?? TABS[0];
}

function MessageRow({ message, onOpen }: { message: MessageItem; onOpen: (message: MessageItem) => void }) {
  const unread = message.isRead === 0;
  const source = message.courseName ? T.course(message.courseName) : message.authorName ? T.from(message.authorName) : '';
  return (
    <li>
      <button type="button" className={`${styles.row} ${unread ? styles.unread : ''}`} onClick={() => onOpen(message)}>
        <span className={styles.dot} aria-label={unread ? T.unread : T.read} role="img" />
        <span className={styles.body}>
          <span className={styles.rowHead}>
            <span className={styles.title}>{message.title}</span>
            <time className={styles.time} dateTime={message.createTime}>
              {formatServerTime(message.createTime)}
            </time>
          </span>
          <span className={styles.preview}>{message.content}</span>
          {source ? <span className={styles.source}>{source}</span> : null}
        </span>
      </button>
    </li>
  );
}

function MessageList({ msgType, emptyText, onOpen }: { msgType: MsgType; emptyText: string; onOpen: (m: MessageItem) => void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useMessages(msgType, page);
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} className={styles.loading} />;
  if (isError) return <EmptyState description={T.loadFailed} actionLabel={T.retry} onAction={() => void refetch()} />;
  if (data.total === 0) return <EmptyState description={emptyText} />;
  return (
    <>
      <ul className={styles.list}>
        {data.list.map((message) => (
          <MessageRow key={message.idSign} message={message} onOpen={onOpen} />
        ))}
      </ul>
      {data.total > MESSAGE_PAGE_SIZE ? (
        <Pagination
          className={styles.pager}
          align="center"
          size="small"
          current={page}
          pageSize={MESSAGE_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}

/** /home/message: course, school and system messages (spec 01 §2.1, spec 02 §2). */
export function MessagePage() {
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('tab'));
  const { data: counts } = useUnreadCounts(true);
  const readOne = useReadMessage();
  const readAll = useReadAllMessages();
  const [open, setOpen] = useState<MessageItem | null>(null);

  const onOpen = (message: MessageItem): void => {
    setOpen(message);
    if (message.isRead === 0) readOne.mutate(message.idSign);
  };
  const onReadAll = async (): Promise<void> => {
    try {
      await readAll.mutateAsync(active.msgType);
      toastSuccess(T.markedAll);
    } catch {
      // the request layer said why
    }
  };
  const activeUnread = counts?.[active.count] ?? 0;

  return (
    <div className={styles.page}>
      <div className={styles.headRow}>
        <h1 className={styles.heading}>{T.title}</h1>
        <Popconfirm
          title={T.markAllConfirm(T.tabs[active.key])}
          okText={T.ok}
          cancelText={T.cancel}
          onConfirm={() => onReadAll()}
          disabled={activeUnread === 0}
          placement="bottomRight"
        >
          <Button disabled={activeUnread === 0} loading={readAll.isPending}>
            {T.markAll}
          </Button>
        </Popconfirm>
      </div>
      <Card className={styles.card}>
        <Tabs
          id="message-tabs"
          activeKey={active.key}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          destroyOnHidden
          tabBarGutter={24}
          items={TABS.map((tab) => {
            const count = counts?.[tab.count] ?? 0;
            return {
              key: tab.key,
              label: (
                <span className={styles.tabLabel}>
                  {T.tabs[tab.key]}
                  {count > 0 ? <span className={styles.tabCount}>{count > 99 ? '99+' : count}</span> : null}
                </span>
              ),
              children: <MessageList msgType={tab.msgType} emptyText={T.empty[tab.key]} onOpen={onOpen} />,
            };
          })}
        />
      </Card>
      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={
          <Button type="primary" onClick={() => setOpen(null)}>
            {T.close}
          </Button>
        }
        width={560}
      >
        {open ? (
          <div className={styles.detail}>
            <p className={styles.detailMeta}>
              {[open.courseName ? T.course(open.courseName) : '', open.authorName ? T.from(open.authorName) : '', formatServerTime(open.createTime)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className={styles.detailContent}>{open.content}</p>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
