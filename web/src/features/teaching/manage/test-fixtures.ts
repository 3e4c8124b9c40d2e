import { COURSE_INFO } from '@/testing/teacher-fixtures';

/** Test data of course management (docs/teaching.md shapes). */
export const course = (over: Record<string, unknown>) => ({
  ...COURSE_INFO,
  masterFlag: '主讲教师',
  updatedAt: '2026-11-22T09:00:00+08:00',
  ...over,
});
export const COURSES = [course({ idSign: 'c1', name: '会计基础', status: 1 }), course({ idSign: 'c2', name: '财务管理', status: 0 })];
export const MY_COURSES = { '/course/myCourseList': { code: 200, data: { list: COURSES, total: 2 } } };
