import { Skeleton } from 'antd';
import { useMemo } from 'react';
import type { CourseInfo } from '@/api/courses';
import { standardParts } from '../lib/standard-parts';
import { useStandards } from '../queries';
import { COURSE_TEXT } from '../texts';
import { StandardPie } from './standard-pie';
import styles from './course-tabs.module.css';

const TEXT = COURSE_TEXT.detail.intro;

/** 课程介绍: the details (plain text, kept as written) and the assessment standard pie. */
export function IntroTab({ course }: { course: CourseInfo }) {
  const standards = useStandards(course.idSign, true);
  // A failed standard load shows the spec's fallback like a course without one.
  const parts = useMemo(() => standardParts(standards.data), [standards.data]);
  const details = [course.courseDetails, course.courseDetailsTwo].filter((text) => text && text.trim());
  return (
    <div className={styles.intro}>
      <section className={styles.block} aria-labelledby="course-details-title">
        <h2 id="course-details-title" className={styles.blockTitle}>
          {TEXT.details}
        </h2>
        {details.length > 0 ? (
          details.map((text, index) => (
            <p key={index} className={styles.details}>
              {text}
            </p>
          ))
        ) : (
          <p className={styles.muted}>{course.introduction || TEXT.noDetails}</p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="course-standard-title">
        <h2 id="course-standard-title" className={styles.blockTitle}>
          {TEXT.standard}
        </h2>
        {standards.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : <StandardPie parts={parts} label={TEXT.standard} />}
      </section>
    </div>
  );
}
