import type { Chapter, CourseDetail } from '@/api/courses';

/** Server answers of the course page and the study calls (docs/courses.md, docs/study.md) for the web tests. */

export const COURSE_SIGN = 'c-python';

export const COURSE_DETAIL: CourseDetail = {
  courseInfoVo: {
    idSign: COURSE_SIGN,
    name: 'Python 数据分析入门',
    introduction: '从零开始学习数据分析',
    coursePicture: '/files/courses/python.png',
    coursePrice: 0,
    free: true,
    courseScore: 2,
    courseTime: 32,
    type: 1,
    kind: 4,
    kindName: '入门',
    typeName: '数据分析',
    studentCount: 120,
    teacherName: '王丽华',
    courseDetails: '',
    courseDetailsTwo: '',
    courseTypeIdSign: 't1',
    courseType2IdSign: 't2',
    courseType3IdSign: 't3',
    sort: 1,
    status: 1,
    chapterCount: 2,
    videoCount: 3,
    durationSeconds: 90,
  },
  courseTeacherVoList: [],
  myStudy: {
    joined: true,
    studyStatus: 1,
    progress: 33,
    studiedSeconds: 40,
    lastVideoIdSign: 'v-2',
    lastStudiedAt: '2026-11-21T20:10:00+08:00',
  },
  collected: false,
  canManage: false,
};

const video = (idSign: string, number: number, videoTitle: string, completed: boolean) => ({
  kind: 'video' as const,
  idSign,
  number,
  videoTitle,
  videoLevel: number,
  videoSign: `m-${idSign}`,
  durationSeconds: 30,
  resourcesType: 1 as const,
  completed,
  resumeSeconds: completed ? 30 : 0,
  furthestSeconds: completed ? 30 : 0,
});

export const CATALOGUE: Chapter[] = [
  {
    idSign: 'ch-1',
    chapterName: '认识数据分析',
    chapterLevel: 1,
    upperCaseChapterLevel: '一',
    chapterSynopsis: '',
    children: [video('v-1', 1, '什么是数据分析', true), video('v-2', 2, '安装 Python 环境', false)],
  },
  {
    idSign: 'ch-2',
    chapterName: '数据清洗',
    chapterLevel: 2,
    upperCaseChapterLevel: '二',
    chapterSynopsis: '',
    children: [video('v-3', 1, '缺失值处理', false)],
  },
];

export function studyAnswer(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    creditedSeconds: 0,
    furthestSeconds: 12,
    resumeSeconds: 12,
    completed: false,
    courseProgress: 33,
    studyStatus: 1,
    ...overrides,
  };
}

export function courseCard(idSign: string, name: string) {
  return {
    idSign,
    name,
    introduction: '',
    coursePicture: `/files/courses/${idSign}.png`,
    coursePrice: idSign.endsWith('paid') ? 19900 : 0,
    free: !idSign.endsWith('paid'),
    courseScore: 2,
    courseTime: 16,
    type: 1,
    kind: 4,
    kindName: '入门',
    typeName: '数据分析',
    studentCount: 10,
    teacherName: '王丽华',
  };
}
