import { describe, expect, it } from 'vitest';
import type { TimetableChapter } from '@/api/training';
import { timetableChapters } from './timetable-chapters';

const video = (idSign: string, hasVideo: boolean, completed = false) => ({
  idSign,
  videoTitle: `视频${idSign}`,
  videoLevel: 1,
  hasVideo,
  durationSeconds: 90,
  completed,
  furthestSeconds: completed ? 90 : 0,
  resourcesType: 1 as const,
});

const chapter: TimetableChapter = {
  idSign: 'c1',
  chapterName: '选品',
  chapterLevel: 1,
  upperCaseChapterLevel: '一',
  chapterSynopsis: '',
  childList: [video('a', true, true), video('b', false), video('c', true)],
  trainChapterOnlineWork: [{ idSign: 'w', title: '作业', resourcesType: 4 }],
  trainChapterUserWork: [],
  trainChapterOnlineExamination: [],
  trainChapterUserExamination: [],
  trainChapterPracticeTaskList: [],
};

describe('timetableChapters', () => {
  it('keeps the videos that have a file, numbered as the timetable numbers them, and leaves the works out', () => {
    const [out] = timetableChapters([chapter]);
    expect(out.upperCaseChapterLevel).toBe('一');
    expect(out.children.map((child) => child.idSign)).toEqual(['a', 'c']);
    expect(out.children.map((child) => (child.kind === 'video' ? child.number : 0))).toEqual([1, 3]);
    expect(out.children[0]).toMatchObject({ kind: 'video', completed: true, durationSeconds: 90 });
  });
});
