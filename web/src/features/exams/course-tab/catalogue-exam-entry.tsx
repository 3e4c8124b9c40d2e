import { Link } from 'react-router';
import { EXAM_TEXT } from '../paper/texts';
import { useExamItems, useHomeworkItems } from '../queries';
import { catalogueEntry } from './catalogue-entry';
import styles from './catalogue-exam-entry.module.css';
import { DeadlineMark, displayOfItem, ScoreMark, SubmissionMark } from './exam-marks';

const T = EXAM_TEXT.catalogue;

export type CatalogueTaskRef = { kind: 'task' | 'exam'; idSign: string; title: string };

/**
 * A homework or exam under its chapter in 课程目录: its title opens the paper (or the result of a submitted one) for
 * an enrolled student, with the state and score 作业与考试 shows; otherwise the title is plain text with the reason.
 * The rows come from the course's homework and exam lists (one request each, shared with the tab through the cache).
 */
export function CatalogueExamEntry({ courseSign, viewer, enrolled, task }: { courseSign: string; viewer: string; enrolled: boolean; task: CatalogueTaskRef }) {
  const homework = useHomeworkItems(courseSign, viewer, enrolled);
  const exams = useExamItems(courseSign, viewer, enrolled);
  const loading = enrolled && (homework.isPending || exams.isPending);
  const item = [...(Array.isArray(homework.data) ? homework.data : []), ...(Array.isArray(exams.data) ? exams.data : [])].find(
    (row) => row.idSign === task.idSign,
  );
  const label = `[${task.kind === 'exam' ? T.exam : T.task}] ${task.title}`;
  const entry = loading ? null : catalogueEntry(item, enrolled);
  const display = item && enrolled ? displayOfItem(item) : null;
  return (
    <span className={styles.entry}>
      {entry?.kind === 'link' ? (
        <Link to={entry.href} className={styles.title} aria-label={`${label} ${entry.label}`}>
          {label}
        </Link>
      ) : (
        <span className={styles.plain}>{label}</span>
      )}
      <span className={styles.state}>
        {display ? (
          <>
            <DeadlineMark display={display} />
            <SubmissionMark display={display} />
            <ScoreMark display={display} />
          </>
        ) : null}
        {entry?.kind === 'blocked' ? <span className={styles.reason}>{entry.reason}</span> : null}
        {entry?.kind === 'link' ? (
          // The same link as the title for the pointer; one tab stop (the title) for the keyboard.
          <Link to={entry.href} className={styles.action} tabIndex={-1} aria-hidden="true">
            {entry.label}
          </Link>
        ) : null}
      </span>
    </span>
  );
}
