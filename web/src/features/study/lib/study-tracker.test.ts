import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeartbeatBody, SaveProgressBody, StudyAnswer } from '@/api/study';
import { HEARTBEAT_INTERVAL_MS, StudyTracker } from './study-tracker';

const ANSWER: StudyAnswer = {
  creditedSeconds: 30,
  furthestSeconds: 42,
  resumeSeconds: 42,
  completed: false,
  courseProgress: 50,
  studyStatus: 1,
};

function setUp() {
  let position = 12.34;
  const beats: HeartbeatBody[] = [];
  const saves: SaveProgressBody[] = [];
  const answers: StudyAnswer[] = [];
  const tracker = new StudyTracker({
    courseIdSign: 'c-1',
    videoIdSign: 'v-1',
    position: () => position,
    heartbeat: async (body) => {
      beats.push(body);
      return ANSWER;
    },
    saveOnLeave: (body) => saves.push(body),
    onAnswer: (answer) => answers.push(answer),
  });
  return { tracker, beats, saves, answers, at: (seconds: number) => (position = seconds) };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('study heartbeats (docs/study.md, video study)', () => {
  it('reports on play at once, then every 30 s while playing', async () => {
    const { tracker, beats, answers, at } = setUp();
    tracker.play();
    expect(beats).toEqual([{ courseIdSign: 'c-1', videoIdSign: 'v-1', position: 12.3, playing: true }]);
    at(41.9);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
    expect(beats).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats).toHaveLength(2);
    expect(beats[1]).toEqual({ courseIdSign: 'c-1', videoIdSign: 'v-1', position: 41.9, playing: true });
    at(71.9);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(beats.map((beat) => beat.position)).toEqual([12.3, 41.9, 71.9]);
    expect(answers).toHaveLength(3);
    tracker.dispose();
  });

  it('reports on pause and stops the 30 s reports until the next play', async () => {
    const { tracker, beats, at } = setUp();
    tracker.play();
    at(20);
    tracker.pause();
    expect(beats[1]).toEqual({ courseIdSign: 'c-1', videoIdSign: 'v-1', position: 20, playing: false });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3);
    expect(beats).toHaveLength(2);
    tracker.pause(); // already paused: nothing more
    expect(beats).toHaveLength(2);
    tracker.play();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(beats.map((beat) => beat.playing)).toEqual([true, false, true, true]);
    tracker.dispose();
  });

  it('reports on ended without further timed reports', async () => {
    const { tracker, beats, at } = setUp();
    tracker.play();
    at(30);
    tracker.ended();
    expect(beats[1]).toMatchObject({ position: 30, playing: false });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(beats).toHaveLength(2);
  });

  it('saves once on leaving (pagehide and visibilitychange both fire) with the position as studyTime', async () => {
    const { tracker, saves, beats, at } = setUp();
    tracker.play();
    at(25.55);
    tracker.leave();
    tracker.leave();
    expect(saves).toEqual([{ courseIdSign: 'c-1', studyTime: 25.6, videoIdSign: 'v-1' }]);
    // Back on the page, the next report opens the way for another save.
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    at(56);
    tracker.leave();
    expect(saves).toHaveLength(2);
    expect(saves[1].studyTime).toBe(56);
    expect(beats).toHaveLength(2);
    tracker.dispose();
  });

  it('reports a playing video paused when it is disposed, and nothing afterwards', async () => {
    const { tracker, beats, saves } = setUp();
    tracker.play();
    tracker.dispose();
    expect(beats.map((beat) => beat.playing)).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    tracker.play();
    tracker.leave();
    expect(beats).toHaveLength(2);
    expect(saves).toHaveLength(0);
  });

  it('never sends a negative or non-finite position', () => {
    const { tracker, beats, at } = setUp();
    at(Number.NaN);
    tracker.play();
    at(-3);
    tracker.pause();
    expect(beats.map((beat) => beat.position)).toEqual([0, 0]);
  });
});
