import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Empty, Tag } from 'antd';
import type { RunState } from '@/api/simulation';
import { useRunDecision } from '../queries';
import { SIM_TEXT } from '../texts';
import styles from './flow.module.css';

const T = SIM_TEXT.board;

/** 客服中心: today's customer-service event and its three replies; one reply a day, before the day is played. */
export function ServiceEventPanel({ run }: { run: RunState }) {
  const decision = useRunDecision(run);
  const event = run.event;
  return (
    <Card size="small" title={<h3 className={styles.cardTitle}>{T.event}</h3>}>
      {!event ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.eventNone} />
      ) : (
        <section aria-label={event.title}>
          <p className={styles.eventTitle}>
            {event.title} {event.answered !== null ? <Tag color="green">{T.answered}</Tag> : null}
          </p>
          <p className={styles.eventText}>{event.text}</p>
          <ul className={styles.replies} aria-label={T.replies}>
            {event.replies.map((reply) => {
              const chosen = event.answered === reply.id;
              return (
                <li key={reply.id}>
                  <Button
                    block
                    className={styles.reply}
                    type={chosen ? 'primary' : 'default'}
                    icon={chosen ? <CheckCircleFilled /> : undefined}
                    disabled={event.answered !== null || decision.busy}
                    onClick={() => decision.send({ kind: 'reply', input: { replyId: reply.id } })}
                  >
                    {reply.text}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Card>
  );
}
