import { setLoginCookie, stubAccountsApi, TEACHER_INFO, type Call } from './accounts-fixtures';

/** Test data and an API stub for a signed-in teacher (authoring and teaching tests; docs/authoring.md shapes). */
export const TYPE_TREE = [
  { idSign: 't1', name: '经管', level: 1, children: [{ idSign: 't2', name: '会计', level: 2, children: [{ idSign: 't3', name: '财务会计', level: 3, children: [] }] }] },
];

export const COURSE_INFO = {
  idSign: 'c1', name: '会计基础', introduction: '简介', coursePicture: '', coursePrice: 19900, free: false, courseScore: 2.5,
  courseTime: 32, type: 1, kind: 4, kindName: '入门', typeName: '财务会计', studentCount: 0, teacherName: '王老师',
  courseDetails: '详情', courseDetailsTwo: '', courseTypeIdSign: 't1', courseType2IdSign: 't2', courseType3IdSign: 't3',
  sort: 0, status: 0, chapterCount: 0, videoCount: 0, durationSeconds: 0,
};

export const LEAD = { idSign: 'm1', teacherIdSign: 'u-teacher', name: '王老师', photo: '', masterFlag: '主讲教师' };
export const PEER = { idSign: 'm2', teacherIdSign: 'u-peer', name: '李老师', photo: '', masterFlag: '' };

type Handler = Parameters<typeof stubAccountsApi>[0] extends Record<string, infer H> | undefined ? H : never;

/** Signed in as a teacher, with the teaching calls answered; `handlers` override by path. */
export function stubTeacher(handlers: Record<string, Handler> = {}) {
  setLoginCookie('1');
  return stubAccountsApi({
    '/user/getLoginInfo': { code: 200, data: TEACHER_INFO },
    '/course/typeTree': { code: 200, data: TYPE_TREE },
    '/course/getCourseIdBySign': { code: 200, data: { courseInfoVo: COURSE_INFO, courseTeacherVoList: [LEAD], standard: null } },
    '/course/listTeachers': { code: 200, data: { list: [LEAD], total: 1 } },
    '/course/allTeachers': { code: 200, data: { list: [{ teacherIdSign: 'u-teacher', name: '王老师', photo: '' }, { teacherIdSign: 'u-peer', name: '李老师', photo: '' }], total: 2 } },
    '/course/myCourseList': { code: 200, data: { list: [], total: 0 } },
    ...handlers,
  });
}

export const bodiesOf = (calls: Call[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

/** A button's accessible name: antd puts a space between two Chinese characters ("删 除"). */
export const btn = (text: string): RegExp => new RegExp(`^${Array.from(text).join('\\s*')}$`);
