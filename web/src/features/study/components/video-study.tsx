import { Progress, Result, Skeleton } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CatalogueVideo, Chapter } from '@/api/courses';
import type { StudyAnswer } from '@/api/study';
import { chaptersWithVideos, nextVideo, pickVideo, videosInOrder } from '../lib/catalogue';
import { LEARNING_TEXT } from '../texts';
import { ChapterList } from './chapter-list';
import { VideoPlayer, type VideoSource } from './video-player';
import styles from './video-study.module.css';

const T = LEARNING_TEXT.video;

/** The words that differ between a course's video page and a training's. */
export type VideoStudyLabels = { chapters: string; progress: string; noVideos: string; finishedAll: string };

/** The page's frame for what is shown before the videos: a skeleton, not found, or 请先加入学习 with a way back. */
export function VideoStudyNotice({
  status,
  title,
  subTitle,
  extra,
}: {
  status?: 'loading' | '404' | 'info';
  title?: string;
  subTitle?: string;
  extra?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      {status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 8 }} className={styles.skeleton} />
      ) : (
        <Result status={status ?? 'info'} title={title} subTitle={subTitle} extra={extra} className={styles.result} />
      )}
    </div>
  );
}

/**
 * Video study of one course or training (docs/study.md "Video study"): the player for the video in the address
 * (?video=, else the last studied, else the first unfinished), the progress the heartbeats report, the next video,
 * and the chapters with their completed marks.
 */
export function VideoStudy({
  courseIdSign,
  title,
  chapters,
  initialProgress,
  lastVideoIdSign,
  labels,
  sourceFor,
}: {
  courseIdSign: string;
  title: string;
  /** Undefined while loading. */
  chapters: Chapter[] | undefined;
  initialProgress: number;
  lastVideoIdSign: string | null | undefined;
  labels: VideoStudyLabels;
  sourceFor: (video: CatalogueVideo, chapter: Chapter) => VideoSource;
}) {
  const [search, setSearch] = useSearchParams();
  // Progress and completed marks as the heartbeats report them (null: what the server said on load).
  const [progress, setProgress] = useState<number | null>(null);
  const [justCompleted, setJustCompleted] = useState<ReadonlySet<string>>(() => new Set());
  const [autoPlay, setAutoPlay] = useState(false);

  const videos = useMemo(() => videosInOrder(chapters ?? []), [chapters]);
  const current = pickVideo(videos, search.get('video'), lastVideoIdSign);
  const completed = useMemo(() => {
    const set = new Set(justCompleted);
    for (const video of videos) if (video.completed) set.add(video.idSign);
    return set;
  }, [videos, justCompleted]);

  const currentId = current?.idSign;
  const onAnswer = (answer: StudyAnswer): void => {
    setProgress(answer.courseProgress);
    if (answer.completed && currentId) {
      setJustCompleted((before) => (before.has(currentId) ? before : new Set(before).add(currentId)));
    }
  };

  const shownProgress = progress ?? initialProgress;
  const chapterOf = current
    ? chaptersWithVideos(chapters ?? []).find((entry) => entry.videos.some((v) => v.idSign === current.idSign))
    : undefined;
  const following = current ? nextVideo(videos, current) : undefined;

  const advance = (): void => {
    if (!following) return;
    setAutoPlay(true);
    setSearch({ video: following.idSign }, { replace: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <section className={styles.main}>
          <header className={styles.heading}>
            <h1 className={styles.course}>{title}</h1>
            {current ? (
              <p className={styles.videoTitle}>
                {chapterOf ? `${T.chapterTitle(chapterOf.numeral, chapterOf.chapter.chapterName)} · ` : ''}
                {current.number}. {current.videoTitle}
              </p>
            ) : null}
          </header>
          {chapters === undefined ? (
            <Skeleton.Node active className={styles.skeleton} />
          ) : current && chapterOf ? (
            <VideoPlayer
              key={current.idSign}
              courseIdSign={courseIdSign}
              video={current}
              source={sourceFor(current, chapterOf.chapter)}
              autoPlay={autoPlay}
              onAnswer={onAnswer}
              onEnded={advance}
            />
          ) : (
            <Result status="info" title={labels.noVideos} className={styles.result} />
          )}
          <div className={styles.below}>
            <div className={styles.progress}>
              <span id="course-progress-label">{labels.progress}</span>
              <Progress
                percent={shownProgress}
                size="small"
                aria-labelledby="course-progress-label"
                className={styles.bar}
                railColor="rgba(255, 255, 255, 0.16)"
                format={(percent) => <span className={styles.percent}>{percent}%</span>}
              />
            </div>
            {current && following ? (
              <Link to={{ search: `?video=${encodeURIComponent(following.idSign)}` }} replace className={styles.next}>
                {T.next}：{following.videoTitle}
              </Link>
            ) : current && shownProgress >= 100 ? (
              <span className={styles.next}>{labels.finishedAll}</span>
            ) : null}
          </div>
          <p className={styles.keys}>{T.keyboard}</p>
        </section>
        <aside className={styles.aside}>
          {chapters ? (
            <ChapterList chapters={chapters} heading={labels.chapters} currentIdSign={current?.idSign} completed={completed} />
          ) : (
            <Skeleton active className={styles.skeleton} />
          )}
        </aside>
      </div>
    </div>
  );
}
