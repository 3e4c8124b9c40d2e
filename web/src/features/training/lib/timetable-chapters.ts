import type { CatalogueVideo, Chapter } from '@/api/courses';
import type { TimetableChapter } from '@/api/training';

/**
 * The timetable in the shape of a course catalogue, for the video page: each chapter's videos that have a file,
 * numbered from 1 as the timetable shows them (the works and exams stay on the training page).
 */
export function timetableChapters(timetable: TimetableChapter[]): Chapter[] {
  return timetable.map((chapter) => ({
    idSign: chapter.idSign,
    chapterName: chapter.chapterName,
    chapterLevel: chapter.chapterLevel,
    upperCaseChapterLevel: chapter.upperCaseChapterLevel,
    chapterSynopsis: chapter.chapterSynopsis,
    children: chapter.childList.flatMap((video, index): CatalogueVideo[] =>
      video.hasVideo
        ? [
            {
              kind: 'video',
              idSign: video.idSign,
              number: index + 1,
              videoTitle: video.videoTitle,
              videoLevel: video.videoLevel,
              videoSign: '',
              durationSeconds: video.durationSeconds,
              resourcesType: 1,
              completed: video.completed,
              resumeSeconds: 0,
              furthestSeconds: video.furthestSeconds,
            },
          ]
        : [],
    ),
  }));
}
