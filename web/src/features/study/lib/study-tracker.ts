import type { HeartbeatBody, SaveProgressBody, StudyAnswer } from '@/api/study';

/** Spec 02 test-paper state "reportTime (default 30)": a heartbeat every 30 s while a video plays. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

export type StudyTrackerOptions = {
  courseIdSign: string;
  videoIdSign: string;
  /** The player's current position in seconds. */
  position: () => number;
  heartbeat: (body: HeartbeatBody) => Promise<StudyAnswer>;
  /** The keepalive save on leaving (it must not wait for an answer). */
  saveOnLeave: (body: SaveProgressBody) => void;
  onAnswer?: (answer: StudyAnswer) => void;
};

function roundPosition(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 10) / 10 : 0;
}

/**
 * The study reports of one video (docs/study.md "Video study"): a heartbeat on play, every 30 s while playing,
 * on pause and on ended; a keepalive save when the page goes away. The server credits the time, not this class.
 */
export class StudyTracker {
  private timer: ReturnType<typeof setInterval> | null = null;
  private savedSinceActivity = false;
  private disposed = false;

  constructor(private readonly options: StudyTrackerOptions) {}

  get playing(): boolean {
    return this.timer !== null;
  }

  play(): void {
    if (this.disposed) return;
    this.savedSinceActivity = false;
    this.send(true);
    this.stopTimer();
    this.timer = setInterval(() => this.send(true), HEARTBEAT_INTERVAL_MS);
  }

  pause(): void {
    if (this.disposed || !this.playing) return;
    this.stopTimer();
    this.send(false);
  }

  ended(): void {
    if (this.disposed) return;
    this.stopTimer();
    this.send(false);
  }

  /** pagehide, or visibilitychange to hidden: one save until the next report (both events may fire). */
  leave(): void {
    if (this.disposed || this.savedSinceActivity) return;
    this.savedSinceActivity = true;
    const { courseIdSign, videoIdSign } = this.options;
    this.options.saveOnLeave({ courseIdSign, studyTime: roundPosition(this.options.position()), videoIdSign });
  }

  /** The page shows another video or unmounts: a playing video reports its pause first. */
  dispose(): void {
    if (this.disposed) return;
    if (this.playing) this.pause();
    this.stopTimer();
    this.disposed = true;
  }

  private stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private send(playing: boolean): void {
    this.savedSinceActivity = false;
    const { courseIdSign, videoIdSign } = this.options;
    const body = { courseIdSign, videoIdSign, position: roundPosition(this.options.position()), playing };
    this.options.heartbeat(body).then(
      (answer) => this.options.onAnswer?.(answer),
      () => undefined, // a lost heartbeat is made good by the next one
    );
  }
}
