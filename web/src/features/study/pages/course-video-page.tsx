import { Button, Progress, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import type { StudyAnswer } from '@/api/study';
import { ChapterList } from '../components/chapter-list';
import { VideoPlayer } from '../components/video-player';
import { chaptersWithVideos, nextVideo, pickVideo, videosInOrder } from '../lib/catalogue';
import { useCatalogue, useCourse } from '../queries';
import { LEARNING_TEXT } from '../texts';
import styles from './course-video-page.module.css';

const T = LEARNING_TEXT.video;

/** /college/course-video/{id}?video=…: video study of one course (spec 01 §2.3, spec 02, docs/study.md). */
export function CourseVideoPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const course = useCourse(id);
  const enrolled = Boolean(course.data && (course.data.myStudy !== null || course.data.canManage));
  const catalogue = useCatalogue(id, enrolled);
  // Progress and completed marks as the heartbeats report them (null: what the server said on load).
  const [progress, setProgress] = useState<number | null>(null);
  const [justCompleted, setJustCompleted] = useState<ReadonlySet<string>>(() => new Set());
  const [autoPlay, setAutoPlay] = useState(false);

  const videos = useMemo(() => videosInOrder(catalogue.data ?? []), [catalogue.data]);
  const current = pickVideo(videos, search.get('video'), course.data?.myStudy?.lastVideoIdSign);
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

  if (course.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 8 }} className={styles.skeleton} />
      </div>
    );
  }
  if (course.isError || !course.data) {
    return (
      <div className={styles.page}>
        <Result status="404" title={T.courseMissing} className={styles.result} />
      </div>
    );
  }
  const info = course.data.courseInfoVo;
  if (!enrolled) {
    return (
      <div className={styles.page}>
        <Result
          className={styles.result}
          status="info"
          title={T.notEnrolled}
          subTitle={`${info.name} · ${T.notEnrolledHint}`}
          extra={
            <Link to={paths.courseDetail.getHref(id)}>
              <Button type="primary">{T.toCourse}</Button>
            </Link>
          }
        />
      </div>
    );
  }

  const shownProgress = progress ?? course.data.myStudy?.progress ?? 0;
  const chapterOf = current
    ? chaptersWithVideos(catalogue.data ?? []).find((entry) => entry.videos.some((v) => v.idSign === current.idSign))
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
            <h1 className={styles.course}>{info.name}</h1>
            {current ? (
              <p className={styles.videoTitle}>
                {chapterOf ? `${T.chapterTitle(chapterOf.numeral, chapterOf.chapter.chapterName)} · ` : ''}
                {current.number}. {current.videoTitle}
              </p>
            ) : null}
          </header>
          {catalogue.isPending ? (
            <Skeleton.Node active className={styles.skeleton} />
          ) : current ? (
            <VideoPlayer
              key={current.idSign}
              courseIdSign={id}
              video={current}
              autoPlay={autoPlay}
              onAnswer={onAnswer}
              onEnded={advance}
            />
          ) : (
            <Result status="info" title={T.noVideos} className={styles.result} />
          )}
          <div className={styles.below}>
            <div className={styles.progress}>
              <span id="course-progress-label">{T.progress}</span>
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
              <span className={styles.next}>{T.finishedAll}</span>
            ) : null}
          </div>
          <p className={styles.keys}>{T.keyboard}</p>
        </section>
        <aside className={styles.aside}>
          {catalogue.data ? (
            <ChapterList chapters={catalogue.data} currentIdSign={current?.idSign} completed={completed} />
          ) : (
            <Skeleton active className={styles.skeleton} />
          )}
        </aside>
      </div>
    </div>
  );
}
