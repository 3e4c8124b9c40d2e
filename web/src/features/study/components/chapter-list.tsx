import { CheckCircleFilled, PlayCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Chapter } from '@/api/courses';
import { chaptersWithVideos } from '../lib/catalogue';
import { formatClock } from '../lib/format';
import { LEARNING_TEXT } from '../texts';
import styles from './chapter-list.module.css';

const T = LEARNING_TEXT.video;

/** The catalogue beside the player: 第一章…, videos numbered from 1, completed marks, the current one lit. */
export function ChapterList({
  chapters,
  heading,
  currentIdSign,
  completed,
}: {
  chapters: Chapter[];
  heading: string;
  currentIdSign: string | undefined;
  completed: ReadonlySet<string>;
}) {
  return (
    <nav className={styles.list} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      {chaptersWithVideos(chapters).map(({ chapter, numeral, videos }) => (
        <section key={chapter.idSign} className={styles.chapter}>
          <h3 className={styles.chapterTitle}>{T.chapterTitle(numeral, chapter.chapterName)}</h3>
          <ol className={styles.videos}>
            {videos.map((video) => {
              const current = video.idSign === currentIdSign;
              const done = completed.has(video.idSign);
              return (
                <li key={video.idSign}>
                  <Link
                    to={{ search: `?video=${encodeURIComponent(video.idSign)}` }}
                    replace
                    className={`${styles.video} ${current ? styles.current : ''}`}
                    aria-current={current ? 'true' : undefined}
                  >
                    {current ? (
                      <PlayCircleFilled className={styles.icon} aria-label={T.playing} />
                    ) : (
                      <PlayCircleOutlined className={styles.icon} aria-hidden="true" />
                    )}
                    <span className={styles.number}>{video.number}.</span>
                    <span className={styles.videoTitle}>{video.videoTitle}</span>
                    <span className={styles.duration}>{formatClock(video.durationSeconds)}</span>
                    {done ? (
                      <CheckCircleFilled className={styles.done} aria-label={T.completed} title={T.completed} />
                    ) : (
                      <span className={styles.doneSpace} aria-hidden="true" />
                    )}
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
