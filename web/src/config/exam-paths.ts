/** The pages across courses of docs/exams.md "Across courses" (issue 20): a user's homework and exams, a teacher's grading. */

import { withQuery } from './query-string';

export type MineTab = 'managed' | 'todo' | 'submitted' | 'missed' | 'all';

export const examPaths = {
  /** 我的作业与考试 (login); `tab` and `kind` are kept in the address (back returns to the same list). */
  mine: {
    path: '/test',
    getHref: (tab?: MineTab, kind?: 'work' | 'exam'): string => withQuery('/test', { tab, kind }),
  },
  /** One exam a teacher set, in figures (teacher or school admin). */
  overview: { path: '/test-one', getHref: (examSign: string): string => withQuery('/test-one', { id: examSign }) },
  /** The grading queue (public in the route list; the queue is a teacher's); `courseId` keeps to one course. */
  queue: {
    path: '/criticizes-system',
    getHref: (courseId?: string | null): string => withQuery('/criticizes-system', { courseId: courseId || undefined }),
  },
  /** One record's grading (teacher or school admin). */
  grade: {
    path: '/criticizes-system-one',
    getHref: (recordId: string): string => withQuery('/criticizes-system-one', { recordId }),
  },
} as const;
