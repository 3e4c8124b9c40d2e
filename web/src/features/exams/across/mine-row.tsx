import { Link } from 'react-router';
import { saveOfflineAnswer, type MineItem } from '@/api/exams';
import { uploadAssignment, uploadExamineFile } from '@/api/training';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { examActions, OfflineUpload, type UploadAnswer } from '../course-tab/exam-list';
import { DeadlineMark, displayOfItem, ScoreMark, SubmissionMark } from '../course-tab/exam-marks';
import { EXAM_TEXT } from '../paper/texts';
import styles from './across.module.css';
import { ACROSS_TEXT } from './texts';

const L = EXAM_TEXT.list;
const T = ACROSS_TEXT.mine;

/** A course's page, or a training's (offering 2). */
export const courseHref = (item: Pick<MineItem, 'courseId' | 'offering'>): string =>
  item.offering === 2 ? paths.trainDetail.getHref(item.courseId) : paths.courseDetail.getHref(item.courseId);

/**
 * Where an offline answer file goes: a course's through saveOfflineAnswer, a training's homework through upAssignment
 * and its exams through upExamineFile (docs/training.md), as on the course page and the training's tabs.
 */
export function uploadOf(item: Pick<MineItem, 'offering' | 'type'>): UploadAnswer {
  if (item.offering !== 2) return saveOfflineAnswer;
  return item.type === 1 ? uploadAssignment : uploadExamineFile;
}

/** One row of 我的作业与考试: name, course (linked), type, window, spec 02 §4's marks and the row's action. */
export function MineRow({ item, onUploaded }: { item: MineItem; onUploaded: () => Promise<void> }) {
  const display = displayOfItem(item);
  const actions = examActions(item);
  return (
    <li className={styles.row}>
      <div className={styles.name}>
        <span className={styles.title}>{item.examinationName}</span>
        <span className={styles.meta}>
          {item.offering === 2 ? T.training : T.course}：
          <Link to={courseHref(item)}>{item.courseName}</Link>
        </span>
        <span className={styles.meta}>
          {L.types[item.type] ?? ''} · {item.answerMode === 2 ? L.offline : L.examTime(item.examTime)} · {L.totalScore(item.totalScore)}
        </span>
      </div>
      <span className={styles.window}>
        {T.window(formatServerTime(item.startTime), formatServerTime(item.endTime))} <DeadlineMark display={display} />
      </span>
      <SubmissionMark display={display} />
      <span className={styles.score}>
        <ScoreMark display={display} />
      </span>
      <span className={styles.rowActions}>
        {item.answerMode === 2 && !item.expired ? <OfflineUpload item={item} upload={uploadOf(item)} onUploaded={onUploaded} /> : null}
        {actions.map((action) => (
          <Link key={action.kind} to={action.href} className={action.kind === 'result' ? styles.link : styles.primary}>
            {action.label}
          </Link>
        ))}
      </span>
    </li>
  );
}
