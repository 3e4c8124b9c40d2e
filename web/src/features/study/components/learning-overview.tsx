import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Progress, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { getStudyProcess, getTrainProgress, getUserTasks, getWatchLocus, type WatchLocus } from '@/api/study';
import { formatClock, formatStudyTime } from '../lib/format';
import { studyKeys } from '../queries';
import { LEARNING_TEXT } from '../texts';
import { StudyChart } from './study-chart';
import styles from './learning-overview.module.css';

const T = LEARNING_TEXT.overview;

/** A course's video page, or a training's (offering 2). */
const videoHref = (item: { courseIdSign: string; videoIdSign: string; offering?: number }): string =>
  item.offering === 2 ? paths.trainVideo.getHref(item.courseIdSign, item.videoIdSign) : paths.courseVideo.getHref(item.courseIdSign, item.videoIdSign);

function StudyNumbers() {
  const { data } = useQuery({ queryKey: studyKeys.trainProgress(), queryFn: getTrainProgress });
  const items = data
    ? [
        { label: T.courses, value: String(data.courseCount) },
        { label: T.finished, value: String(data.finishedCount) },
        { label: T.inProgress, value: String(data.inProgressCount) },
        { label: T.studyTime, value: formatStudyTime(data.studiedSeconds) },
      ]
    : null;
  return (
    <Card title={T.title} className={styles.card}>
      {items ? (
        <dl className={styles.numbers}>
          {items.map((item) => (
            <div key={item.label} className={styles.number}>
              <dt className={styles.numberLabel}>{item.label}</dt>
              <dd className={styles.numberValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}

function StudyProcess() {
  const { data } = useQuery({ queryKey: studyKeys.studyProcess(), queryFn: getStudyProcess });
  return (
    <Card title={T.chart} className={styles.card}>
      {data ? <StudyChart days={data.days} /> : <Skeleton active paragraph={{ rows: 4 }} />}
    </Card>
  );
}

function watchedText(item: WatchLocus): string {
  return item.completed ? T.watchedDone : T.watchedTo(formatClock(item.resumeSeconds), formatClock(item.durationSeconds));
}

/** A finished video shows a full bar (its resume point may be back at the start). */
function watchedPercent(item: WatchLocus): number {
  if (item.completed) return 100;
  if (item.durationSeconds <= 0) return 0;
  return Math.min(100, Math.round((item.resumeSeconds * 100) / item.durationSeconds));
}

function ContinueWatching() {
  const { data } = useQuery({ queryKey: studyKeys.watchLocus(), queryFn: getWatchLocus });
  return (
    <Card title={T.continueTitle} className={styles.card}>
      {!data ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.continueEmpty} />
      ) : (
        <ul className={styles.watchList} aria-label={T.continueTitle}>
          {data.map((item) => (
            <li key={`${item.courseIdSign}-${item.videoIdSign}`} className={styles.watchItem}>
              <img className={styles.cover} src={item.coursePicture} alt="" loading="lazy" />
              <div className={styles.watchText}>
                <p className={styles.watchCourse}>{item.courseName}</p>
                <p className={styles.watchVideo}>{item.videoTitle}</p>
                <p className={styles.watchMeta}>
                  <span>{watchedText(item)}</span>
                  <span>{formatServerTime(item.watchedAt)}</span>
                </p>
                <Progress
                  className={styles.watchBar}
                  percent={watchedPercent(item)}
                  showInfo={false}
                  size="small"
                  status={item.completed ? 'success' : 'normal'}
                />
              </div>
              <Link to={videoHref(item)} className={styles.watchAction}>
                <Button type="primary" ghost size="small" tabIndex={-1}>
                  {T.continue}
                </Button>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Tasks() {
  const { data } = useQuery({ queryKey: studyKeys.tasks(), queryFn: getUserTasks });
  return (
    <Card title={T.tasksTitle} className={styles.card}>
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <List
          dataSource={data}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.tasksEmpty} /> }}
          renderItem={(task) => (
            <List.Item
              actions={[
                <Link key="go" to={videoHref(task)}>
                  {T.go}
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={
                  <span className={styles.taskTitle}>
                    <Tag color="blue">{T.taskVideo}</Tag>
                    {task.videoTitle}
                  </span>
                }
                description={task.courseName}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** The learning half of the personal centre: numbers, the 7-day chart, continue watching and tasks. */
export function LearningOverview() {
  return (
    <div className={styles.overview}>
      <StudyNumbers />
      <div className={styles.pair}>
        <StudyProcess />
        <Tasks />
      </div>
      <ContinueWatching />
    </div>
  );
}
