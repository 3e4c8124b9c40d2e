import type { ExamItem } from '@/api/exams';
import { examDisplay, type ExamDisplay } from '../paper/exam-display';
import styles from './course-exams-tab.module.css';

/** Spec 02 §4 for one row of the course's homework or exam lists (作业与考试 and the catalogue show the same). */
export const displayOfItem = (item: ExamItem): ExamDisplay =>
  examDisplay({ expired: item.expired, submitted: item.commitStatus === 1, score: item.studentScore, totalScore: item.totalScore });

/** 已过期 in red once the end time is past (nothing otherwise). */
export function DeadlineMark({ display }: { display: ExamDisplay }) {
  return display.deadline.text ? <span style={{ color: display.deadline.color }}>{display.deadline.text}</span> : null;
}

/** (已提交) green or (未提交) red. */
export function SubmissionMark({ display }: { display: ExamDisplay }) {
  return <span style={{ color: display.submission.color }}>{display.submission.text}</span>;
}

/** `--`, `-- (批改中)` orange, or the score with (及格) / (未及格). */
export function ScoreMark({ display }: { display: ExamDisplay }) {
  return (
    <span className={styles.score} style={display.score.color ? { color: display.score.color } : undefined}>
      {display.score.value}
      {display.score.note ? <span style={{ color: display.score.note.color }}> {display.score.note.text}</span> : null}
    </span>
  );
}
