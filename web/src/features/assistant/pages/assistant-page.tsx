import { BookOutlined, CalendarOutlined, QuestionCircleOutlined, RobotOutlined, SolutionOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { assistantPaths } from '@/config/assistant-paths';
import { ASSISTANT_TEXT as T } from '../texts';
import styles from './assistant-page.module.css';

const ICONS = [<BookOutlined key="b" />, <CalendarOutlined key="c" />, <SolutionOutlined key="s" />, <QuestionCircleOutlined key="q" />];

/** /ChatGPT: what the assistant does, questions to start with (each opens the chat and asks it). */
export function AssistantPage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <RobotOutlined className={styles.heroIcon} />
        <h1>{T.heroTitle}</h1>
        <p>{T.heroLead}</p>
        <Link to={assistantPaths.chat.getHref()}>
          <Button type="primary" size="large" shape="round">
            {T.start}
          </Button>
        </Link>
      </section>
      <section className={styles.section} aria-labelledby="assistant-abilities">
        <h2 id="assistant-abilities">{T.abilitiesTitle}</h2>
        <ul className={styles.abilities}>
          {T.abilities.map((a, i) => (
            <li key={a.title} className={styles.ability}>
              <span className={styles.abilityIcon}>{ICONS[i]}</span>
              <strong>{a.title}</strong>
              <span>{a.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="assistant-examples">
        <h2 id="assistant-examples">{T.examplesTitle}</h2>
        <div className={styles.examples}>
          {T.examples.map((q) => (
            <Link key={q} className={styles.example} to={assistantPaths.chat.getHref(undefined, q)}>
              {q}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
