import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveProgressOnLeave, type HeartbeatBody, type StudyAnswer, type VideoAuth } from '@/api/study';
import { startPosition } from '../lib/catalogue';
import { StudyTracker } from '../lib/study-tracker';
import { useResumePoint, useVideoAuth } from '../queries';
import { LEARNING_TEXT } from '../texts';
import styles from './video-player.module.css';

const T = LEARNING_TEXT.video;
/** Keyboard seek step (seconds). */
export const SEEK_STEP_SECONDS = 5;
/** How often a failing element fetches a fresh signed URL before the page gives up. */
const MAX_RELOADS = 2;
const HAVE_METADATA = 1;

type Restore = { at: number; play: boolean };

/** What the player shows of a video. */
export type PlayerVideo = { idSign: string; videoTitle: string; durationSeconds: number };

/**
 * Where a video's signed URL and heartbeats go: a course video asks /courseStudy/videoAuth, a training's
 * /train/getVideoAuthority; both are credited by the same server rules.
 */
export type VideoSource = {
  /** The signed URL's query key. */
  authKey: readonly unknown[];
  authorise: () => Promise<VideoAuth>;
  heartbeat: (body: HeartbeatBody) => Promise<StudyAnswer>;
};

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

function isActivatable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a, [role="button"], [role="tab"]') !== null;
}

/**
 * One video: the signed URL from its source (fetched again before it expires or when the element
 * fails), the start at the resume point, the study heartbeats and the save on leaving, keyboard control.
 */
export function VideoPlayer({
  courseIdSign,
  video,
  source,
  autoPlay,
  onAnswer,
  onEnded,
}: {
  courseIdSign: string;
  video: PlayerVideo;
  source: VideoSource;
  autoPlay: boolean;
  onAnswer: (answer: StudyAnswer) => void;
  onEnded: () => void;
}) {
  const auth = useVideoAuth(source.authKey, source.authorise);
  const resume = useResumePoint(video.idSign);
  const element = useRef<HTMLVideoElement | null>(null);
  const tracker = useRef<StudyTracker | null>(null);
  const restore = useRef<Restore | null>(null);
  const lastPosition = useRef(0);
  const wasPlaying = useRef(false);
  const shownUrl = useRef<string | null>(null);
  const reloads = useRef(0);
  const [failed, setFailed] = useState(false);
  const onAnswerRef = useRef(onAnswer);
  const heartbeatRef = useRef(source.heartbeat);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
    heartbeatRef.current = source.heartbeat;
  }, [onAnswer, source.heartbeat]);

  // The tracker lives as long as this video is shown.
  useEffect(() => {
    const current = new StudyTracker({
      courseIdSign,
      videoIdSign: video.idSign,
      position: () => {
        const el = element.current;
        return el && el.readyState >= HAVE_METADATA ? el.currentTime : lastPosition.current;
      },
      heartbeat: (body) => heartbeatRef.current(body),
      saveOnLeave: saveProgressOnLeave,
      onAnswer: (answer) => onAnswerRef.current(answer),
    });
    tracker.current = current;
    const onPageHide = (): void => current.leave();
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden') current.leave();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      current.dispose();
      tracker.current = null;
    };
  }, [courseIdSign, video.idSign]);

  const resumeData = resume.data;
  const url = auth.data?.url;
  // First URL: start at the resume point. A later URL (expiry or error): carry on where the old one was.
  useEffect(() => {
    if (!url || !resumeData) return;
    if (shownUrl.current === null) {
      const duration = resumeData.durationSeconds || video.durationSeconds;
      restore.current = { at: startPosition(resumeData.resumeSeconds, duration), play: autoPlay };
    } else if (shownUrl.current !== url) {
      restore.current = { at: lastPosition.current, play: wasPlaying.current };
    } else {
      return;
    }
    shownUrl.current = url;
    // autoPlay is read once, for the first URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, resumeData]);

  const reload = useCallback(async () => {
    const el = element.current;
    restore.current = { at: lastPosition.current, play: wasPlaying.current };
    const before = shownUrl.current;
    const answer = await auth.refetch();
    if (answer.data && answer.data.url === before) el?.load();
  }, [auth]);

  const onError = (): void => {
    if (reloads.current >= MAX_RELOADS) {
      setFailed(true);
      return;
    }
    reloads.current += 1;
    void reload();
  };

  const onLoadedMetadata = (): void => {
    const el = element.current;
    const wanted = restore.current;
    restore.current = null;
    if (!el || !wanted) return;
    if (wanted.at > 0 && Number.isFinite(el.duration)) el.currentTime = Math.min(wanted.at, el.duration);
    else if (wanted.at > 0) el.currentTime = wanted.at;
    if (wanted.play) void el.play().catch(() => undefined);
  };

  // Keyboard: space plays or pauses, ←/→ seek 5 s (the page's own keys, not the focused control's).
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const el = element.current;
      if (!el || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (event.key === ' ' || event.code === 'Space') {
        if (event.target !== el && isActivatable(event.target)) return;
        event.preventDefault();
        if (el.paused) void el.play().catch(() => undefined);
        else el.pause();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        const step = event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
        const end = Number.isFinite(el.duration) ? el.duration : Infinity;
        el.currentTime = Math.min(Math.max(0, el.currentTime + step), end);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (failed || auth.isError) {
    return (
      <div className={styles.frame}>
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={T.loadFailed}
          action={
            <Button
              size="small"
              onClick={() => {
                reloads.current = 0;
                setFailed(false);
                void reload();
              }}
            >
              {T.retry}
            </Button>
          }
        />
      </div>
    );
  }
  if (!url || !resumeData) {
    return (
      <div className={styles.frame}>
        <Spin size="large" />
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <video
        ref={element}
        className={styles.video}
        src={url}
        controls
        playsInline
        preload="metadata"
        aria-label={video.videoTitle}
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={(event) => {
          lastPosition.current = event.currentTarget.currentTime;
        }}
        onPlay={() => {
          wasPlaying.current = true;
          reloads.current = 0;
          tracker.current?.play();
        }}
        onPause={(event) => {
          if (event.currentTarget.ended) return; // 'ended' reports it
          wasPlaying.current = false;
          tracker.current?.pause();
        }}
        onEnded={() => {
          wasPlaying.current = false;
          tracker.current?.ended();
          onEnded();
        }}
        onError={onError}
      />
    </div>
  );
}
