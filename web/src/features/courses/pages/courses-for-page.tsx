import { BulbOutlined, FireOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Pagination, Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CourseKindId } from '@/api/courses';
import { paths } from '@/config/paths';
import { CourseCard, CourseGridSkeleton } from '../components/course-card';
import { useCoursesForMe } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './courses-for-page.module.css';

const T = COURSE_TEXT.forMe;
export const COURSES_FOR_PAGE_SIZE = 12;
type Kind = 0 | CourseKindId;
const KINDS: Kind[] = [0, 4, 5, 6];

/**
 * /home/learning/courses-for (课程推荐): the school's courses the learner has not joined, those of the kinds they
 * study or collected first, each saying why it is suggested; by level, 12 a page.
 */
export function CoursesForPage() {
  const [kind, setKind] = useState<Kind>(0);
  const [page, setPage] = useState(1);
  const courses = useCoursesForMe(page, COURSES_FOR_PAGE_SIZE, kind === 0 ? undefined : kind);
  const list = courses.data?.list ?? [];

  return (
    <Card>
      <div className={styles.page}>
        <div className={styles.head}>
          <h2>{T.title}</h2>
          <p>{T.subtitle}</p>
        </div>
        <Segmented<Kind>
          aria-label={T.kindLabel}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
          options={KINDS.map((k) => ({ value: k, label: k === 0 ? T.all : COURSE_TEXT.catalogue.kinds[k] }))}
        />
        {courses.isPending ? (
          <CourseGridSkeleton count={6} testId="courses-for-loading" />
        ) : list.length === 0 ? (
          <Empty description={kind === 0 ? T.empty : T.emptyKind}>
            <Link to={paths.classPage.getHref()}>
              <Button type="primary">{T.browse}</Button>
            </Link>
          </Empty>
        ) : (
          <ul className={styles.grid} aria-label={T.gridLabel}>
            {list.map((course) => (
              <li key={course.idSign} className={styles.cell}>
                <CourseCard course={course} />
                <p className={styles.reason}>
                  {course.matchType ? (
                    <span className={styles.match}>
                      <BulbOutlined aria-hidden="true" /> {T.because(course.matchType)}
                    </span>
                  ) : (
                    <span>
                      <FireOutlined aria-hidden="true" /> {T.popular}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        {(courses.data?.total ?? 0) > COURSES_FOR_PAGE_SIZE ? (
          <Pagination
            align="center"
            current={page}
            pageSize={COURSES_FOR_PAGE_SIZE}
            total={courses.data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
          />
        ) : null}
      </div>
    </Card>
  );
}
