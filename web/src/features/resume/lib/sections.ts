import type { Entry, ResumeDetail } from '@/api/resume';

/** A text field of a dated section, with the server's name and limit (server/src/resume/forms.cpp). */
export type FieldSpec = { name: string; label: string; required: boolean; max: number; kind?: 'degree' | 'hours' };

/** One dated section's screen: its calls, its id field and its fields. */
export type SectionSpec = {
  /** The URL segment of its calls. */
  api: string;
  idField: string;
  title: string;
  role: string;
  fields: FieldSpec[];
  /** Work and internship share the work calls, told apart by workType. */
  workType?: 1 | 2;
  /** Education's end may be the expected graduation. */
  endMayBeFuture?: boolean;
  entries: (detail: ResumeDetail) => Entry[];
};

const TITLE_MAX = 50;
const ROLE_MAX = 30;
export const DESCRIPTION_MAX = 1000;

export const ENTRY_SECTIONS = {
  education: {
    api: 'education',
    idField: 'educateId',
    title: 'schoolName',
    role: 'major',
    fields: [
      { name: 'schoolName', label: '学校名称', required: true, max: TITLE_MAX },
      { name: 'major', label: '专业', required: true, max: ROLE_MAX },
      { name: 'degree', label: '学历', required: true, max: 0, kind: 'degree' },
    ],
    endMayBeFuture: true,
    entries: (d) => d.educations,
  },
  work: {
    api: 'work',
    idField: 'workId',
    title: 'companyName',
    role: 'positionName',
    fields: [
      { name: 'companyName', label: '公司名称', required: true, max: TITLE_MAX },
      { name: 'positionName', label: '职位名称', required: true, max: ROLE_MAX },
    ],
    workType: 1,
    entries: (d) => d.works.filter((w) => w.workType !== 2),
  },
  internship: {
    api: 'work',
    idField: 'workId',
    title: 'companyName',
    role: 'positionName',
    fields: [
      { name: 'companyName', label: '公司名称', required: true, max: TITLE_MAX },
      { name: 'positionName', label: '职位名称', required: true, max: ROLE_MAX },
    ],
    workType: 2,
    entries: (d) => d.works.filter((w) => w.workType === 2),
  },
  project: {
    api: 'project',
    idField: 'projectId',
    title: 'projectName',
    role: 'role',
    fields: [
      { name: 'projectName', label: '项目名称', required: true, max: TITLE_MAX },
      { name: 'role', label: '项目角色', required: false, max: ROLE_MAX },
    ],
    entries: (d) => d.projects,
  },
  train: {
    api: 'train',
    idField: 'trainId',
    title: 'institution',
    role: 'courseName',
    fields: [
      { name: 'institution', label: '培训机构', required: true, max: TITLE_MAX },
      { name: 'courseName', label: '培训课程', required: true, max: ROLE_MAX },
    ],
    entries: (d) => d.trains,
  },
  campus: {
    api: 'cultivate',
    idField: 'cultivateId',
    title: 'name',
    role: 'role',
    fields: [
      { name: 'name', label: '经历名称', required: true, max: TITLE_MAX },
      { name: 'role', label: '担任角色', required: false, max: ROLE_MAX },
    ],
    entries: (d) => d.cultivates,
  },
  volunteer: {
    api: 'volunteer',
    idField: 'volunteerId',
    title: 'organization',
    role: 'role',
    fields: [
      { name: 'organization', label: '服务组织', required: true, max: TITLE_MAX },
      { name: 'role', label: '服务岗位', required: false, max: ROLE_MAX },
      { name: 'hours', label: '服务时长（小时）', required: false, max: 5, kind: 'hours' },
    ],
    entries: (d) => d.volunteers,
  },
} satisfies Record<string, SectionSpec>;

export type EntrySectionName = keyof typeof ENTRY_SECTIONS;

/** "2024-09" → "2024.09"; an empty end is 至今. */
export function periodText(entry: Entry): string {
  const month = (value: string, end: boolean): string => (value ? value.replace('-', '.') : end ? '至今' : '');
  return `${month(entry.startTime, false)} - ${month(entry.endTime, true)}`;
}
