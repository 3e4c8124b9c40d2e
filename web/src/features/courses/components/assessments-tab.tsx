import { Skeleton } from 'antd';
import type { AssessmentItem } from '@/api/courses';
import { EmptyState } from '@/components/empty-state';
import { formatServerTime } from '@/lib/time';
import { assessmentDisplay, isSubmitted } from '../lib/assessment-display';
import { useExams, useHomework } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './course-tabs.module.css';

const TEXT = COURSE_TEXT.detail.assessments;

function AssessmentRow({ item }: { item: AssessmentItem }) {
  const display = assessmentDisplay({ endTime: item.endTime, submitted: isSubmitted(item.commitStatus), score: item.studentScore });
  return (
    <li className={styles.assessment}>
      <span className={styles.assessmentName}>{item.name}</span>
      <span className={styles.assessmentEnd}>
        {item.endTime ? formatServerTime(item.endTime) : '--'}{' '}
        {display.deadline.text ? <span style={{ color: display.deadline.color }}>{display.deadline.text}</span> : null}
      </span>
      <span style={{ color: display.submission.color }}>{display.submission.text}</span>
      <span className={styles.assessmentScore}>
        {display.score.value}
        {display.score.note ? <span style={{ color: display.score.note.color }}> {display.score.note.text}</span> : null}
      </span>
    </li>
  );
}

function AssessmentList({ title, items, emptyText }: { title: string; items: AssessmentItem[]; emptyText: string }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.assessments}>
          {items.map((item) => (
            <AssessmentRow key={item.idSign} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** 作业与考试: the course's homework and exams; a failed load shows the empty state silently (spec 02 §8). */
export function AssessmentsTab({ courseSign, viewer }: { courseSign: string; viewer: string }) {
  const homework = useHomework(courseSign, viewer, true);
  const exams = useExams(courseSign, viewer, true);
  if (homework.isPending || exams.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const homeworkItems = Array.isArray(homework.data) ? homework.data : [];
  const examItems = Array.isArray(exams.data) ? exams.data : [];
  if (homeworkItems.length === 0 && examItems.length === 0) return <EmptyState description={TEXT.empty} />;
  return (
    <div className={styles.intro}>
      <AssessmentList title={TEXT.homework} items={homeworkItems} emptyText={TEXT.emptyHomework} />
      <AssessmentList title={TEXT.exam} items={examItems} emptyText={TEXT.emptyExam} />
    </div>
  );
}
