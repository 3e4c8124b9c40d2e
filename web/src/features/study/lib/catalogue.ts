import type { CatalogueVideo, Chapter } from '@/api/courses';
import { chineseNumeral } from './format';

export type ChapterVideos = { chapter: Chapter; numeral: string; videos: CatalogueVideo[] };

/** The catalogue's chapters with their videos only (tasks and exams are not played here). */
export function chaptersWithVideos(chapters: Chapter[]): ChapterVideos[] {
  return chapters.map((chapter, index) => ({
    chapter,
    numeral: chapter.upperCaseChapterLevel || chineseNumeral(index + 1),
    videos: chapter.children.filter((item): item is CatalogueVideo => item.kind === 'video'),
  }));
}

/** Every video in playing order. */
export function videosInOrder(chapters: Chapter[]): CatalogueVideo[] {
  return chaptersWithVideos(chapters).flatMap((entry) => entry.videos);
}

/**
 * The video to show: the one asked for in the address, else the last one studied, else the first unfinished,
 * else the first.
 */
export function pickVideo(videos: CatalogueVideo[], asked: string | null, lastStudied: string | null | undefined): CatalogueVideo | undefined {
  return (
    videos.find((video) => video.idSign === asked) ??
    videos.find((video) => video.idSign === lastStudied) ??
    videos.find((video) => !video.completed) ??
    videos[0]
  );
}

export function nextVideo(videos: CatalogueVideo[], current: CatalogueVideo): CatalogueVideo | undefined {
  const index = videos.findIndex((video) => video.idSign === current.idSign);
  return index >= 0 ? videos[index + 1] : undefined;
}

/** Where playback starts: the resume point, or the beginning when the video was watched to its end. */
export function startPosition(resumeSeconds: number, durationSeconds: number): number {
  if (!Number.isFinite(resumeSeconds) || resumeSeconds <= 0) return 0;
  if (durationSeconds > 0 && resumeSeconds >= durationSeconds - 3) return 0;
  return resumeSeconds;
}
