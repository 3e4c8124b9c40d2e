import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Pagination, Progress, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { getMyCourses, type MyCourse, type StudyStatus } from '@/api/study';
import { studyKeys } from '../queries';
import { LEARNING_TEXT } from '../texts';
import styles from '@/components/learning-rows.module.css';

const T = LEARNING_TEXT.curriculum;
export const CURRICULUM_PAGE_SIZE = 8;

const TABS: { key: string; label: string; status: StudyStatus | 0 }[] = [
  { key: 'all', label: T.tabs.all, status: 0 },
  { key: 'studying', label: T.tabs.studying, status: 1 },
  { key: 'finished', label: T.tabs.finished, status: 2 },
];

function MyCourseRow({ course }: { course: MyCourse }) {
  const finished = course.studyStatus === 2;
  return (
    <li className={styles.row}>
      <Link to={paths.courseDetail.getHref(course.idSign)} className={styles.coverLink} tabIndex={-1}>
        <img className={styles.cover} src={course.coursePicture} alt="" loading="lazy" />
      </Link>
      <div className={styles.rowText}>
        <Link to={paths.courseDetail.getHref(course.idSign)} className={styles.rowTitle}>
          {course.name}
        </Link>
        <p className={styles.rowMeta}>
          <Tag color={finished ? 'success' : 'processing'}>{finished ? T.tabs.finished : T.tabs.studying}</Tag>
          {course.teacherName ? <span>{`${LEARNING_TEXT.teacher}：${course.teacherName}`}</span> : null}
          <span>
            {course.lastStudiedAt ? `${T.lastStudied} ${formatServerTime(course.lastStudiedAt)}` : T.notStarted}
          </span>
        </p>
        <div className={styles.rowProgress}>
          <span className={styles.progressLabel}>{T.progress}</span>
          <Progress percent={course.progress} size="small" status={finished ? 'success' : 'normal'} />
        </div>
      </div>
      <Link to={paths.courseVideo.getHref(course.idSign, course.lastVideoIdSign)} className={styles.rowAction}>
        <Button type="primary" tabIndex={-1}>
          {finished ? T.review : T.continue}
        </Button>
      </Link>
    </li>
  );
}

/** /home/learning/curriculum: my courses by study status (POST /course/studyProgress), paged. */
export function CurriculumPage() {
  const [tab, setTab] = useState('all');
  const [page, setPage] = useState(1);
  const status = TABS.find((item) => item.key === tab)?.status ?? 0;
  const query = useQuery({
    queryKey: studyKeys.myCourses(status, page),
    queryFn: () => getMyCourses(page, CURRICULUM_PAGE_SIZE, status === 0 ? undefined : status),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <Card title={<h1 className={styles.cardTitle}>{T.title}</h1>} className={styles.card}>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setPage(1);
        }}
        items={TABS.map((item) => ({ key: item.key, label: item.label }))}
      />
      {!data ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty}>
          <Link to={paths.masterCourses.getHref()}>
            <Button type="primary">{T.browse}</Button>
          </Link>
        </Empty>
      ) : (
        <>
          <ul className={styles.rows} aria-label={T.title} aria-busy={query.isFetching}>
            {data.list.map((course) => (
              <MyCourseRow key={course.idSign} course={course} />
            ))}
          </ul>
          {data.total > CURRICULUM_PAGE_SIZE ? (
            <Pagination
              className={styles.pager}
              current={page}
              pageSize={CURRICULUM_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
