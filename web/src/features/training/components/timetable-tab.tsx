import { Link } from 'react-router';
import type { TimetableChapter } from '@/api/training';
import { SkeletonLines } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useTimetable } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './timetable-tab.module.css';

const TEXT = TRAINING_TEXT.detail;
const WORK_KEYS = ['trainChapterOnlineWork', 'trainChapterUserWork', 'trainChapterOnlineExamination', 'trainChapterUserExamination'] as const;

/** A video's length: 95 → "01:35". */
function clock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function Chapter({ sign, chapter, trainee, canWatch }: { sign: string; chapter: TimetableChapter; trainee: boolean; canWatch: boolean }) {
  const works = WORK_KEYS.flatMap((key) => chapter[key].map((task) => ({ ...task, kind: TEXT.workKinds[key] })));
  return (
    <section className={styles.chapter} aria-labelledby={`chapter-${chapter.idSign}`}>
      <h3 id={`chapter-${chapter.idSign}`} className={styles.chapterTitle}>
        第{chapter.upperCaseChapterLevel}章 {chapter.chapterName}
      </h3>
      {chapter.chapterSynopsis ? <p className={styles.synopsis}>{chapter.chapterSynopsis}</p> : null}
      <ol className={styles.items}>
        {chapter.childList.map((video, index) => {
          const percent = video.durationSeconds > 0 ? Math.min(100, Math.floor((video.furthestSeconds * 100) / video.durationSeconds)) : 0;
          return (
            <li key={video.idSign} className={styles.item}>
              <span className={styles.number}>{index + 1}.</span>
              {canWatch && video.hasVideo ? (
                <Link className={`${styles.title} ${styles.watch}`} to={paths.trainVideo.getHref(sign, video.idSign)}>
                  {video.videoTitle}
                </Link>
              ) : (
                <span className={styles.title}>{video.videoTitle}</span>
              )}
              <span className={styles.meta}>{video.hasVideo ? clock(video.durationSeconds) : TEXT.noVideoFile}</span>
              {trainee && (video.completed || percent > 0) ? (
                <span className={video.completed ? styles.done : styles.watching}>{video.completed ? TEXT.completed : TEXT.watched(percent)}</span>
              ) : null}
            </li>
          );
        })}
        {works.map((task) => (
          <li key={task.idSign} className={styles.item}>
            <span className={styles.kind}>{task.kind}</span>
            <span className={styles.title}>{task.title}</span>
          </li>
        ))}
        {chapter.trainChapterPracticeTaskList.map((task) => (
          <li key={task.idSign} className={styles.item}>
            <span className={styles.kind}>{TEXT.practiceKind}</span>
            <span className={styles.title}>
              {TRAINING_TEXT.practice.task(task.taskId)} {task.title}
            </span>
            {task.isDis ? (
              <span className={styles.meta} title={task.disReason}>
                {TRAINING_TEXT.practice.locked}
              </span>
            ) : task.status === 3 && task.userScore !== null ? (
              <span className={task.passed ? styles.done : styles.watching}>{TRAINING_TEXT.practice.score(task.userScore)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * 培训课表: each chapter (第一章 …) with its videos (the trainee's progress; a trainee or teacher opens one on the
 * video page) and its homework and exams.
 */
export function TimetableTab({ sign, viewer, trainee, canWatch }: { sign: string; viewer: string; trainee: boolean; canWatch: boolean }) {
  const timetable = useTimetable(sign, viewer);
  if (timetable.isPending) return <SkeletonLines rows={6} />;
  if (timetable.isError) return <p className={styles.muted}>{TRAINING_TEXT.loadFailed}</p>;
  if (timetable.data.length === 0) return <p className={styles.muted}>{TEXT.timetableEmpty}</p>;
  return (
    <div className={styles.timetable}>
      {timetable.data.map((chapter) => (
        <Chapter key={chapter.idSign} sign={sign} chapter={chapter} trainee={trainee} canWatch={canWatch} />
      ))}
    </div>
  );
}
