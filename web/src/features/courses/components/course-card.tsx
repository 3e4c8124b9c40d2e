import { Link } from 'react-router';
import type { CourseCard as CourseCardData } from '@/api/courses';
import { SkeletonBlock, SkeletonLines } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { formatCredit, formatPrice } from '../lib/format';
import { COURSE_TEXT } from '../texts';
import styles from './course-card.module.css';

/** One course in a grid: cover, name, lead teacher, credit, period, students and price. */
export function CourseCard({ course, cover = 'lazy' }: { course: CourseCardData; cover?: 'lazy' | 'eager' | 'first' }) {
  const free = course.coursePrice <= 0;
  return (
    <Link to={paths.courseDetail.getHref(course.idSign)} className={styles.card} aria-label={course.name}>
      <div className={styles.cover}>
        <img src={course.coursePicture} alt="" loading={cover === 'lazy' ? 'lazy' : 'eager'} fetchPriority={cover === 'first' ? 'high' : 'auto'} />
        {course.kindName ? <span className={styles.kind}>{course.kindName}</span> : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={course.name}>
          {course.name}
        </h3>
        <p className={styles.teacher}>
          {COURSE_TEXT.leadTeacher}：{course.teacherName || COURSE_TEXT.noTeacher}
        </p>
        <p className={styles.meta}>
          <span>
            {COURSE_TEXT.credit} {formatCredit(course.courseScore)}
          </span>
          <span>
            {COURSE_TEXT.period} {course.courseTime}
          </span>
        </p>
        <div className={styles.footer}>
          <span className={styles.students}>
            {course.studentCount} {COURSE_TEXT.students}
          </span>
          <span className={free ? styles.free : styles.price}>{formatPrice(course.coursePrice)}</span>
        </div>
      </div>
    </Link>
  );
}

/** The grid of course cards; `columns` only sets the widest layout (it drops to one column at phone width). */
export function CourseGrid({
  courses,
  label,
  columns = 3,
  phoneLimit = false,
  eagerCovers = 0,
}: {
  courses: readonly CourseCardData[];
  label?: string;
  columns?: 3 | 4;
  /** Home sections: only the first four cards at phone width (eight in one column is a very long page). */
  phoneLimit?: boolean;
  /**
   * How many of the first covers load at once, first in line: the catalogue's top row is its largest paint, and a
   * lazy picture in view waits for the layout to find it is in view. The rest load as they come near.
   */
  eagerCovers?: number;
}) {
  const classes = [styles.grid, columns === 4 ? styles.grid4 : '', phoneLimit ? styles.phoneLimit : ''].filter(Boolean).join(' ');
  return (
    <ul className={classes} aria-label={label}>
      {courses.map((course, index) => (
        <li key={course.idSign} className={styles.cell}>
          <CourseCard course={course} cover={index >= eagerCovers ? 'lazy' : index === 0 ? 'first' : 'eager'} />
        </li>
      ))}
    </ul>
  );
}

export function CourseGridSkeleton({ count, columns = 3, testId }: { count: number; columns?: 3 | 4; testId?: string }) {
  return (
    <ul className={`${styles.grid} ${columns === 4 ? styles.grid4 : ''}`} data-testid={testId} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.cell}>
          <div className={styles.card}>
            <SkeletonBlock className={styles.skeletonCover} />
            <div className={styles.body}>
              <SkeletonLines rows={2} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
