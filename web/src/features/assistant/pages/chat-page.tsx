import { MenuOutlined, RobotOutlined } from '@ant-design/icons';
import { Button, Drawer, Result, Skeleton } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ChatMessage } from '@/api/assistant';
import { assistantPaths } from '@/config/assistant-paths';
import { toastError } from '@/lib/toast';
import { Composer } from '../components/composer';
import { ConversationList } from '../components/conversation-list';
import { MessageItem } from '../components/message-item';
import { useChat, type LiveTurn } from '../hooks/use-chat';
import { useConversation } from '../queries';
import { ASSISTANT_TEXT as T } from '../texts';
import styles from '../components/chat.module.css';

/** The record's messages with the live turn at the end, once (a retry adds its answer only). */
export function shownMessages(record: ChatMessage[], live: LiveTurn | null): ChatMessage[] {
  if (!live) return record;
  const liveIds = new Set([live.question.messageId, live.answer.messageId].filter(Boolean));
  const kept = record.filter((m) => !liveIds.has(m.messageId));
  return live.retry ? [...kept, live.answer] : [...kept, live.question, live.answer];
}

/** Keeps the newest message in view while the reader is at the bottom (not when they scrolled up to read). */
function useStickToBottom(dependency: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const onScroll = (): void => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [dependency]);
  return ref;
}

type ChatPageProps = {
  signedIn: boolean;
  /** Opens the login dialog (the app's). */
  requireLogin: () => void;
};

/** /ChatGPT/chat: the conversations on the left, the open one on the right, the question box below it. */
export function ChatPage({ signedIn, requireLogin }: ChatPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const conversationId = params.get('conversationId') ?? undefined;
  const [draft, setDraft] = useState('');
  const [drawer, setDrawer] = useState(false);
  const record = useConversation(signedIn ? conversationId : undefined);

  const chat = useChat({
    conversationId,
    onConversation: (id) => setParams({ conversationId: id }, { replace: true }),
    onRefused: (message, question) => {
      toastError(message);
      if (question.content) setDraft(question.content);
    },
  });

  // A question handed over by the front page (?q=…) is asked once.
  const asked = useRef(false);
  useEffect(() => {
    const q = params.get('q');
    if (!q || asked.current || !signedIn) return;
    asked.current = true;
    setParams({}, { replace: true });
    chat.send(q);
  }, [params, signedIn, chat, setParams]);

  const messages = shownMessages(record.data?.messages ?? [], chat.live?.conversationId === conversationId || !conversationId ? chat.live : null);
  const listRef = useStickToBottom(messages.at(-1)?.content ?? messages.length);
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant');
  const lastQuestion = [...messages].reverse().find((m) => m.role === 'user');

  if (!signedIn) {
    return (
      <div className={styles.page}>
        <Result
          icon={<RobotOutlined />}
          title={T.loginFirst}
          extra={
            <Button type="primary" onClick={requireLogin}>
              {T.login}
            </Button>
          }
        />
      </div>
    );
  }

  const open = (id: string): void => {
    setDrawer(false);
    if (!chat.busy) void navigate(assistantPaths.chat.getHref(id));
  };
  const startNew = (): void => {
    setDrawer(false);
    if (!chat.busy) void navigate(assistantPaths.chat.getHref());
  };
  const sidebar = (
    <ConversationList
      activeId={conversationId}
      onOpen={open}
      onNew={startNew}
      onDeletedActive={() => void navigate(assistantPaths.chat.getHref(), { replace: true })}
    />
  );
  const send = (): void => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    chat.send(text);
  };

  let body;
  if (conversationId && record.isPending && !chat.live) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (conversationId && record.isError && !chat.live) {
    body = <Result status="warning" title={record.error.message || T.loadFailed} extra={<Button onClick={startNew}>{T.newChat}</Button>} />;
  } else if (messages.length === 0) {
    body = (
      <div className={styles.welcome}>
        <RobotOutlined className={styles.welcomeIcon} />
        <p>{T.welcome}</p>
        <div className={styles.examples}>
          {T.examples.map((q) => (
            <button key={q} type="button" className={styles.example} onClick={() => chat.send(q)}>
              {q}
            </button>
          ))}
        </div>
      </div>
    );
  } else {
    body = messages.map((m) => (
      <MessageItem
        key={m.messageId || `${m.role}-live`}
        message={m}
        toolLabel={m === chat.live?.answer ? chat.live.toolLabel : undefined}
        onRetry={m === lastAnswer && lastQuestion && !chat.busy ? () => chat.retry(lastQuestion.content) : undefined}
      />
    ));
  }

  return (
    <div className={styles.page}>
      <aside className={styles.aside}>{sidebar}</aside>
      <Drawer open={drawer} onClose={() => setDrawer(false)} placement="left" width={300} title={T.conversations}>
        {sidebar}
      </Drawer>
      <section className={styles.main} aria-label={T.messageList}>
        <header className={styles.mainHead}>
          <Button className={styles.drawerButton} icon={<MenuOutlined />} onClick={() => setDrawer(true)}>
            {T.openList}
          </Button>
          <h1 className={styles.mainTitle}>{record.data?.conversationName ?? T.title}</h1>
        </header>
        <div ref={listRef} className={styles.messages} aria-live="polite">
          {body}
        </div>
        <Composer value={draft} onChange={setDraft} onSend={send} onStop={chat.stop} busy={chat.busy} />
      </section>
    </div>
  );
}
