import type {
  Chapter,
  ChapterFiles,
  CourseCard,
  CourseDetail,
  CourseSuggestion,
  CourseTypeNode,
  Question,
  Standard,
} from '@/api/courses';

/** Fixtures in the shapes of docs/courses.md, for the courses feature's tests. */

export function courseCard(overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    idSign: 'c-acc-1',
    name: '会计基础',
    introduction: '从记账凭证到财务报表，零基础入门会计。',
    coursePicture: '/files/covers/acc-1.png',
    coursePrice: 0,
    free: true,
    courseScore: 2,
    courseTime: 32,
    type: 1,
    kind: 4,
    kindName: '入门',
    typeName: '财务会计',
    studentCount: 128,
    teacherName: '王丽华',
    ...overrides,
  };
}

export const COURSES: CourseCard[] = [
  courseCard(),
  courseCard({
    idSign: 'c-py-2', name: 'Python 数据分析', coursePrice: 19900, free: false, kind: 5, kindName: '进阶', courseScore: 2.5,
    courseTime: 48, studentCount: 64, teacherName: '李建国', type: 2,
  }),
  courseCard({ idSign: 'c-ml-3', name: '机器学习实战', coursePrice: 29900, free: false, kind: 6, kindName: '高级', teacherName: '' }),
];

export const TYPE_TREE: CourseTypeNode[] = [
  {
    idSign: 't1', name: '经济管理', level: 1,
    children: [
      { idSign: 't1-1', name: '会计', level: 2, children: [{ idSign: 't1-1-1', name: '财务会计', level: 3, children: [] }] },
    ],
  },
  { idSign: 't2', name: '信息技术', level: 1, children: [{ idSign: 't2-1', name: '编程', level: 2, children: [] }] },
];

export const SUGGESTIONS: CourseSuggestion[] = [
  { courseName: '会计基础', sign: 'c-acc-1' },
  { courseName: '会计电算化实务', sign: 'c-acc-4' },
];

export function courseDetail(overrides: Partial<CourseDetail> = {}, info: Partial<CourseDetail['courseInfoVo']> = {}): CourseDetail {
  return {
    courseInfoVo: {
      ...courseCard(),
      courseDetails: '本课程讲解会计要素、会计科目与账户、复式记账。',
      courseDetailsTwo: '',
      courseTypeIdSign: 't1',
      courseType2IdSign: 't1-1',
      courseType3IdSign: 't1-1-1',
      sort: 1,
      status: 1,
      chapterCount: 2,
      videoCount: 3,
      durationSeconds: 95,
      ...info,
    },
    courseTeacherVoList: [
      { idSign: 'ct1', teacherIdSign: 'u-wang', name: '王丽华', photo: '', masterFlag: '主讲教师' },
      { idSign: 'ct2', teacherIdSign: 'u-zhao', name: '赵敏', photo: '', masterFlag: '' },
    ],
    myStudy: null,
    collected: false,
    canManage: false,
    ...overrides,
  };
}

export const CATALOGUE: Chapter[] = [
  {
    idSign: 'ch1', chapterName: '会计概述', chapterLevel: 1, upperCaseChapterLevel: '一', chapterSynopsis: '会计的对象与职能',
    children: [
      { kind: 'video', idSign: 'v1', number: 1, videoTitle: '什么是会计', videoLevel: 1, videoSign: 'm1', durationSeconds: 95, resourcesType: 1, completed: true, resumeSeconds: 0, furthestSeconds: 95 },
      { kind: 'video', idSign: 'v2', number: 2, videoTitle: '会计要素', videoLevel: 2, videoSign: 'm2', durationSeconds: 30, resourcesType: 1, completed: false, resumeSeconds: 0, furthestSeconds: 0 },
    ],
  },
  {
    idSign: 'ch2', chapterName: '复式记账', chapterLevel: 2, upperCaseChapterLevel: '二', chapterSynopsis: '',
    children: [
      { kind: 'video', idSign: 'v3', number: 1, videoTitle: '借贷记账法', videoLevel: 1, videoSign: 'm3', durationSeconds: 3725, resourcesType: 1, completed: false, resumeSeconds: 0, furthestSeconds: 0 },
    ],
  },
];

export const STANDARD: Standard = {
  id: '1', courseId: 'c-acc-1', watchVideo: '40', interactiveQuestion: '0', unitTesting: '20', theFinalExam: '30', logSig: '10',
};

export const FILES: ChapterFiles[] = [
  {
    chapterIdSign: 'ch1', chapterName: '会计概述',
    files: [
      { idSign: 'f1', index: 1, dataName: '会计科目表', fileName: '会计科目表.csv', dataSize: 1536, dataType: 'csv', downloadUrl: '/api/v1/file/server/download?fileUrl=f1&fileName=%E4%BC%9A%E8%AE%A1%E7%A7%91%E7%9B%AE%E8%A1%A8.csv' },
    ],
  },
];

export function question(overrides: Partial<Question> = {}): Question {
  return {
    idSign: 'q1', questionsContent: '借方和贷方怎么区分？', userName: '张*明', userPhoto: '', answerCount: 1,
    createdAt: '2026-11-20T10:00:00+08:00', ...overrides,
  };
}

/** The course page's calls for a published free course seen by a visitor. */
export function courseApi(overrides: Record<string, { code: number; data?: unknown; msg?: string }> = {}) {
  return {
    '/course/getCourseById': { code: 200, data: courseDetail() },
    '/course/standardList': { code: 200, data: { list: [], total: 0 } },
    '/course/catalogue': { code: 200, data: CATALOGUE },
    '/course/questionList': { code: 200, data: { list: [question()], total: 1 } },
    '/course/answerList': { code: 200, data: { list: [], total: 0 } },
    ...overrides,
  };
}
