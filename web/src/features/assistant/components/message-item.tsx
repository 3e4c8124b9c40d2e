import { LinkOutlined, LoadingOutlined, RedoOutlined, RobotOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import type { ChatMessage } from '@/api/assistant';
import { Markdown, safeHref } from '../lib/markdown';
import { ASSISTANT_TEXT as T } from '../texts';
import styles from './chat.module.css';

type MessageItemProps = {
  message: ChatMessage;
  /** While a tool runs: what it is doing (正在检索课程…). */
  toolLabel?: string;
  /** The last answer of the conversation, not being written: it can be answered again. */
  onRetry?: () => void;
};

function Sources({ message }: { message: ChatMessage }) {
  const links = message.sources.map((s) => ({ ...s, target: safeHref(s.url) })).filter((s) => s.target?.internal);
  if (links.length === 0) return null;
  return (
    <div className={styles.sources}>
      <span className={styles.sourcesTitle}>{T.sources}</span>
      {links.map((s) => (
        <Link key={s.url} to={s.url} className={styles.source} title={s.title}>
          <LinkOutlined /> {s.title}
        </Link>
      ))}
    </div>
  );
}

/** One message: the user's question on the right, the assistant's answer (markdown, its sources) on the left. */
export function MessageItem({ message, toolLabel, onRetry }: MessageItemProps) {
  if (message.role === 'user') {
    return (
      <div className={`${styles.row} ${styles.rowUser}`}>
        <div className={styles.question}>{message.content}</div>
      </div>
    );
  }
  const writing = message.status === 'writing';
  return (
    <div className={styles.row}>
      <span className={styles.avatar} aria-hidden="true">
        <RobotOutlined />
      </span>
      <div className={styles.answer} aria-busy={writing}>
        {message.content ? <Markdown source={message.content} className={styles.markdown} /> : null}
        {writing && (toolLabel || !message.content) ? (
          <p className={styles.working} role="status">
            <LoadingOutlined /> {toolLabel ?? T.thinking}
          </p>
        ) : null}
        {message.status === 'stopped' ? <Tag className={styles.state}>{T.stopped}</Tag> : null}
        {message.status === 'failed' ? (
          <Tag color="error" className={styles.state}>
            {message.error || T.failed}
          </Tag>
        ) : null}
        {!writing ? <Sources message={message} /> : null}
        {onRetry && !writing ? (
          <Button size="small" type="text" icon={<RedoOutlined />} className={styles.retry} onClick={onRetry}>
            {T.retry}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
