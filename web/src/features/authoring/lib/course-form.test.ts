import { describe, expect, it } from 'vitest';
import type { CourseInfo } from '@/api/courses';
import { courseRules, EMPTY_COURSE, fromCourseInfo, toCourseBody } from './course-form';

describe('course form rules (docs/authoring.md)', () => {
  it('checks each field with the server messages', () => {
    expect(courseRules.name('')).toBe('课程名称不能为空');
    expect(courseRules.name('  ')).toBe('课程名称不能为空');
    expect(courseRules.name('课'.repeat(50))).toBeNull();
    expect(courseRules.name('课'.repeat(51))).toBe('课程名称不能超过50个字');
    expect(courseRules.coursePrice('')).toBeNull();
    expect(courseRules.coursePrice('199')).toBeNull();
    expect(courseRules.coursePrice('9.5')).toBe('课程价格必须是不小于0的整数');
    expect(courseRules.coursePrice('-1')).toBe('课程价格必须是不小于0的整数');
    expect(courseRules.courseScore('2.5')).toBeNull();
    expect(courseRules.courseScore('101')).toBe('学分必须是0到100之间的数字');
    expect(courseRules.courseTime('1.5')).toBe('学时必须是0到10000之间的整数');
    expect(courseRules.types(['a', 'b'])).toBe('请选择三级课程分类');
    expect(courseRules.types(['a', 'b', 'c'])).toBeNull();
    expect(courseRules.introduction('简'.repeat(501))).toBe('课程简介不能超过500个字');
    expect(courseRules.courseDetails('详'.repeat(20001))).toBe('课程详情不能超过20000个字');
  });

  it('sends the three type signs, an empty price as empty (the server makes it 0) and type 1 or 2', () => {
    const body = toCourseBody({ ...EMPTY_COURSE, name: ' 会计 ', types: ['t1', 't2', 't3'], type: 2, kind: 5 });
    expect(body).toMatchObject({ name: '会计', coursePrice: '', courseTypeIdSign: 't1', courseType2IdSign: 't2', courseType3IdSign: 't3', type: 2, kind: 5 });
  });

  it('turns a stored course back into the form (fen → yuan)', () => {
    const info = { name: '会计', coursePicture: '/files/course-covers/a.png', coursePrice: 19900, courseScore: 2.5, courseTime: 32,
      courseTypeIdSign: 't1', courseType2IdSign: 't2', courseType3IdSign: 't3', type: 1, kind: 4, introduction: '', courseDetails: '' } as unknown as CourseInfo;
    expect(fromCourseInfo(info)).toMatchObject({ coursePrice: '199', courseScore: '2.5', courseTime: '32', types: ['t1', 't2', 't3'] });
  });
});
