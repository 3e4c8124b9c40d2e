import { DeleteOutlined, EditOutlined, MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import type { Conversation } from '@/api/assistant';
import { toastError, toastSuccess } from '@/lib/toast';
import { useConversations, useDeleteConversation, useRenameConversation } from '../queries';
import { ASSISTANT_TEXT as T } from '../texts';
import styles from './chat.module.css';

const NAME_MAX_CHARS = 30;

type ConversationListProps = {
  activeId: string | undefined;
  onOpen: (conversationId: string) => void;
  onNew: () => void;
  /** The open conversation was deleted. */
  onDeletedActive: () => void;
};

function RenameDialog({ conversation, onClose }: { conversation: Conversation; onClose: () => void }) {
  const [name, setName] = useState(conversation.conversationName);
  const rename = useRenameConversation();
  const trimmed = name.trim();
  const submit = (): void => {
    if (!trimmed) {
      toastError(T.renameEmpty);
      return;
    }
    rename.mutate(
      { conversationId: conversation.conversationId, name: trimmed },
      {
        onSuccess: () => {
          toastSuccess(T.renamed);
          onClose();
        },
        onError: (error) => toastError(error.message),
      },
    );
  };
  return (
    <Modal open title={T.renameTitle} okText={T.confirm} cancelText={T.cancel} onOk={submit} onCancel={onClose} confirmLoading={rename.isPending} destroyOnHidden>
      <Input
        autoFocus
        value={name}
        maxLength={NAME_MAX_CHARS}
        showCount
        placeholder={T.renamePlaceholder}
        aria-label={T.renameTitle}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={submit}
      />
    </Modal>
  );
}

/** The user's conversations, newest first: open one, start a new one, rename, delete (after a confirmation). */
export function ConversationList({ activeId, onOpen, onNew, onDeletedActive }: ConversationListProps) {
  const list = useConversations(true);
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<Conversation | null>(null);

  const onDelete = (conversationId: string): void => {
    remove.mutate(conversationId, {
      onSuccess: () => {
        toastSuccess(T.removed);
        if (conversationId === activeId) onDeletedActive();
      },
      onError: (error) => toastError(error.message),
    });
  };

  let body;
  if (list.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  } else if (list.isError) {
    body = (
      <div className={styles.listEmpty}>
        <p>{T.loadFailed}</p>
        <Button size="small" onClick={() => void list.refetch()}>
          {T.retryLoad}
        </Button>
      </div>
    );
  } else if (list.data.list.length === 0) {
    body = <p className={styles.listEmpty}>{T.noConversations}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={T.conversationList}>
        {list.data.list.map((c) => (
          <li key={c.conversationId} className={c.conversationId === activeId ? `${styles.item} ${styles.itemActive}` : styles.item}>
            <button
              type="button"
              className={styles.itemOpen}
              aria-current={c.conversationId === activeId ? 'true' : undefined}
              onClick={() => onOpen(c.conversationId)}
            >
              <MessageOutlined aria-hidden="true" />
              <span className={styles.itemName}>{c.conversationName}</span>
            </button>
            <span className={styles.itemActions}>
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={`${T.rename} ${c.conversationName}`} onClick={() => setRenaming(c)} />
              <Popconfirm
                title={T.removeConfirm}
                description={T.removeConfirmText}
                okText={T.confirm}
                cancelText={T.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(c.conversationId)}
              >
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${T.remove} ${c.conversationName}`} />
              </Popconfirm>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <nav className={styles.sidebar} aria-label={T.conversations}>
      <Button type="primary" ghost block icon={<PlusOutlined />} onClick={onNew}>
        {T.newChat}
      </Button>
      <h2 className={styles.sidebarTitle}>{T.conversations}</h2>
      {body}
      {renaming ? <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} /> : null}
    </nav>
  );
}
