import { Button, Empty, Progress, Skeleton, Tag } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { LineCourse } from '@/api/resume';
import { useCourseLine, useNormTotal } from '../queries';
import { RESUME_TEXT } from '../texts';
import styles from './course-line.module.css';

const T = RESUME_TEXT.courseLine;
const STATUS_COLORS = ['default', 'processing', 'success'] as const;

function LineItem({ course }: { course: LineCourse }) {
  return (
    <li className={styles.item}>
      <img className={styles.cover} src={course.picture} alt="" loading="lazy" />
      <div className={styles.text}>
        <Link to={course.extension.h5Url} className={styles.name}>
          {course.name}
        </Link>
        <span className={styles.meta}>
          <Tag bordered={false}>{course.offering === 2 ? T.training : T.course}</Tag>
          <Tag color={STATUS_COLORS[course.studyStatus]}>{T.status[course.studyStatus]}</Tag>
          {course.skills.length > 0 && `${T.skills}：${course.skills.join('、')}`}
        </span>
      </div>
    </li>
  );
}

/**
 * 岗位学习路线 under a job intention: how many skills the position asks for and how many of the school's courses that
 * teach them the user has finished (processNorm/total); the courses themselves (courseLine) on demand.
 */
export function CourseLine({ positionCode }: { positionCode: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { data: total, isError: totalFailed } = useNormTotal(positionCode);
  const { data: line, isPending, isError: lineFailed } = useCourseLine(positionCode, open);
  if (totalFailed) return <p className={styles.failed}>{T.failed}</p>;
  if (!total) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const percent = total.courseTotal === 0 ? 0 : Math.round((total.finishedTotal * 100) / total.courseTotal);
  return (
    <div className={styles.line}>
      <div className={styles.head}>
        <span className={styles.title}>{T.title}</span>
        <span className={styles.summary}>{T.summary(total.skillTotal, total.courseTotal, total.finishedTotal)}</span>
        {total.courseTotal > 0 && (
          <>
            <Progress className={styles.bar} percent={percent} size="small" aria-label={`${T.title} ${percent}%`} />
            <Button type="link" size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
              {open ? T.hide : T.show}
            </Button>
          </>
        )}
      </div>
      {open && (
        <div id={listId}>
          {lineFailed ? (
            <p className={styles.failed}>{T.failed}</p>
          ) : isPending ? (
            <Skeleton active avatar paragraph={{ rows: 2 }} />
          ) : !line || line.list.length === 0 ? (
            <Empty description={T.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <ul className={styles.list} aria-label={`${line.name}${T.title}`}>
              {line.list.map((course) => (
                <LineItem key={course.courseIdSign} course={course} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
