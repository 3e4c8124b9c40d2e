import type { ResumeDetail, ResumeOptions, Tag } from '@/api/resume';

/** The resume answers of the tests (server/src/resume/json.cpp's shapes). */
export const RESUME_OPTIONS: ResumeOptions = {
  workStatuses: [
    { value: 0, label: '离校-随时到岗' },
    { value: 1, label: '在校-月内到岗' },
  ],
  jobTypes: [
    { value: 1, label: '全职' },
    { value: 2, label: '兼职' },
    { value: 3, label: '实习' },
  ],
  qualificationCategories: [
    { value: 3, label: '语言能力' },
    { value: 4, label: '计算机能力' },
  ],
  degrees: ['大专', '本科'],
  politicalStatuses: ['共青团员', '群众'],
  templates: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ templateId: id, name: `模板${id}`, description: '' })),
};

export const CITY_TAGS: Tag[] = [
  { pathCode: '11', name: '北京市', childTagInfo: [{ pathCode: '110101', name: '东城区' }] },
  { pathCode: '44', name: '广东省', childTagInfo: [{ pathCode: '4403', name: '深圳市' }] },
];

export function resumeDetail(change: Partial<ResumeDetail> = {}): ResumeDetail {
  return {
    resumeId: 7,
    name: '张晓明',
    headPicture: '',
    resumeRatio: 25,
    templateId: 1,
    shareOn: false,
    shareViews: 0,
    hasVideo: false,
    updateTime: '2026-11-27T10:00:00+08:00',
    sex: 1,
    sexName: '男',
    birth: '2004-03',
    mobile: '13800000001',
    email: 'zhangxiaoming@example.com',
    city: '4403',
    cityName: '深圳市',
    workStatus: 1,
    workStatusName: '在校-月内到岗',
    workStart: '',
    political: '共青团员',
    skills: ['Python'],
    personalAdvantage: '',
    intentions: [],
    educations: [],
    works: [],
    projects: [],
    trains: [],
    cultivates: [],
    volunteers: [],
    qualifications: [],
    verified: [],
    video: null,
    share: { on: false, token: 'tok123', views: 0 },
    ...change,
  };
}

/** The handlers every resume screen asks for, around `detail`. */
export function resumeApi(detail: () => ResumeDetail) {
  return {
    '/resume/getResumeDetail': () => ({ code: 200, data: detail() }),
    '/resume/getResumeOptions': { code: 200, data: RESUME_OPTIONS },
    '/resume/tags/cities': { code: 200, data: CITY_TAGS },
    '/resume/tags/positions': { code: 200, data: [{ pathCode: '01', name: '技术', childTagInfo: [{ pathCode: '0101', name: '前端开发工程师' }] }] },
    '/resume/tags/industries': { code: 200, data: [{ pathCode: 'I', name: '信息传输、软件和信息技术服务业' }] },
    '/resume/tags/hotCities': { code: 200, data: [{ pathCode: '11', name: '北京' }] },
    '/resume/tags/skills': { code: 200, data: ['React', 'Python'] },
    '/resume/verified/candidates': { code: 200, data: [] },
    '/resume/practice/list': { code: 200, data: [] },
  };
}
