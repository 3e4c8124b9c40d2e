import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@/testing/study-fixtures';
import { msUntilRefresh } from '../queries';
import { chaptersWithVideos, nextVideo, pickVideo, startPosition, videosInOrder } from './catalogue';
import { chineseNumeral, formatClock, formatStudyTime, toMinutes } from './format';

describe('catalogue order', () => {
  const videos = videosInOrder(CATALOGUE);

  it('plays the videos chapter by chapter', () => {
    expect(videos.map((video) => video.idSign)).toEqual(['v-1', 'v-2', 'v-3']);
    expect(nextVideo(videos, videos[1])?.idSign).toBe('v-3');
    expect(nextVideo(videos, videos[2])).toBeUndefined();
  });

  it('shows the asked video, else the last studied, else the first unfinished, else the first', () => {
    expect(pickVideo(videos, 'v-3', 'v-2')?.idSign).toBe('v-3');
    expect(pickVideo(videos, 'nope', 'v-2')?.idSign).toBe('v-2');
    expect(pickVideo(videos, null, null)?.idSign).toBe('v-2');
    const allDone = videos.map((video) => ({ ...video, completed: true }));
    expect(pickVideo(allDone, null, undefined)?.idSign).toBe('v-1');
    expect(pickVideo([], null, null)).toBeUndefined();
  });

  it('names chapters with the server numeral, or counts them itself', () => {
    expect(chaptersWithVideos(CATALOGUE).map((entry) => entry.numeral)).toEqual(['一', '二']);
    const bare = CATALOGUE.map((chapter) => ({ ...chapter, upperCaseChapterLevel: '' }));
    expect(chaptersWithVideos(bare).map((entry) => entry.numeral)).toEqual(['一', '二']);
    expect([1, 9, 10, 11, 20, 21, 99].map(chineseNumeral)).toEqual(['一', '九', '十', '十一', '二十', '二十一', '九十九']);
  });

  it('resumes where the user stopped, from the start when the video was watched to its end', () => {
    expect(startPosition(12, 30)).toBe(12);
    expect(startPosition(28, 30)).toBe(0);
    expect(startPosition(0, 30)).toBe(0);
    expect(startPosition(Number.NaN, 30)).toBe(0);
    expect(startPosition(12, 0)).toBe(12);
  });

  it('fetches a signed URL again 20 s before it expires, never sooner than a second', () => {
    const now = Date.parse('2026-11-22T08:00:00+08:00');
    expect(msUntilRefresh('2026-11-22T08:10:00+08:00', now)).toBe(580_000);
    expect(msUntilRefresh('2026-11-22T08:00:05+08:00', now)).toBe(1_000);
    expect(msUntilRefresh('garbage', now)).toBe(60_000);
    expect(msUntilRefresh('2099-01-01T00:00:00+08:00', now)).toBe(24 * 3_600_000);
  });
});

describe('formats', () => {
  it('writes clock times and study times', () => {
    expect(formatClock(75)).toBe('01:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-1)).toBe('00:00');
    expect(formatStudyTime(45)).toBe('45秒');
    expect(formatStudyTime(600)).toBe('10分钟');
    expect(formatStudyTime(279)).toBe('4分39秒');
    expect(formatStudyTime(3600)).toBe('1小时');
    expect(formatStudyTime(5400)).toBe('1小时30分钟');
    expect(toMinutes(90)).toBe(1.5);
  });
});
