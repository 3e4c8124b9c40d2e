import type { Entry, ResumeDetail, SharedResume } from '@/api/resume';

/**
 * What a resume shows, in the order every template shows it: the same parts as the server's PDF
 * (server/src/resume/document.cpp), so the preview and the PDF agree.
 */
export type DocItem = { title: string; subtitle: string; period: string; body: string; verified: boolean };
export type DocSection = { key: string; heading: string; english: string; items: DocItem[]; text?: string; chips?: string[] };
export type ResumeDoc = { name: string; headline: string; contacts: string[]; photo: string; sections: DocSection[] };

type AnyResume = ResumeDetail | SharedResume;

const month = (value: string, end: boolean): string => (value ? value.replace('-', '.') : end ? '至今' : '');
const period = (e: Entry): string => `${month(e.startTime, false)} - ${month(e.endTime, true)}`;
const join = (parts: (string | undefined)[], glue: string): string => parts.filter((p) => p).join(glue);

function phone(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}` : mobile;
}

function age(birth: string, today: Date): string {
  const m = /^(\d{4})-(\d{2})$/.exec(birth);
  if (!m) return '';
  let years = today.getFullYear() - Number(m[1]);
  if (today.getMonth() + 1 < Number(m[2])) years -= 1;
  return years > 0 ? `${years} 岁` : '';
}

const ENTRY_SECTIONS: { key: string; heading: string; english: string; list: (r: AnyResume) => Entry[]; title: string; role: string; level?: string }[] = [
  { key: 'education', heading: '教育经历', english: 'Education', list: (r) => r.educations, title: 'schoolName', role: 'major', level: 'degree' },
  { key: 'work', heading: '工作经历', english: 'Work Experience', list: (r) => r.works.filter((w) => w.workType !== 2), title: 'companyName', role: 'positionName' },
  { key: 'internship', heading: '实习经历', english: 'Internships', list: (r) => r.works.filter((w) => w.workType === 2), title: 'companyName', role: 'positionName' },
  { key: 'project', heading: '项目经历', english: 'Projects', list: (r) => r.projects, title: 'projectName', role: 'role' },
  { key: 'train', heading: '培训经历', english: 'Training', list: (r) => r.trains, title: 'institution', role: 'courseName' },
  { key: 'cultivate', heading: '校园经历', english: 'Campus Activities', list: (r) => r.cultivates, title: 'name', role: 'role' },
  { key: 'volunteer', heading: '志愿经历', english: 'Volunteering', list: (r) => r.volunteers, title: 'organization', role: 'role', level: 'hours' },
];

export function makeDocument(resume: AnyResume, today = new Date()): ResumeDoc {
  const first = resume.intentions[0];
  const headline = first ? `求职意向：${join([first.positionName, first.cityName, first.salaryText === '面议' ? '薪资面议' : first.salaryText], ' · ')}` : '';
  const contacts = [phone(resume.mobile), resume.email, resume.cityName, resume.sexName, age(resume.birth, today), resume.political, resume.name ? resume.workStatusName : ''].filter(
    (c) => c,
  );
  const sections: DocSection[] = [];
  if (resume.intentions.length > 0) {
    sections.push({
      key: 'intention',
      heading: '求职意向',
      english: 'Career Objective',
      items: resume.intentions.map((i) => ({
        title: i.positionName,
        subtitle: join([i.industryCode ? i.industryName : '', i.cityName, i.jobTypeName], ' · '),
        period: i.salaryText === '面议' ? '薪资面议' : i.salaryText,
        body: '',
        verified: false,
      })),
    });
  }
  if (resume.personalAdvantage) sections.push({ key: 'advantage', heading: '个人优势', english: 'Summary', items: [], text: resume.personalAdvantage });
  for (const s of ENTRY_SECTIONS) {
    const items = s.list(resume).map((e) => {
      let level = s.level ? String(e[s.level] ?? '') : '';
      if (s.key === 'volunteer' && level) level = `服务 ${level} 小时`;
      return { title: String(e[s.title] ?? ''), subtitle: join([String(e[s.role] ?? ''), level], ' · '), period: period(e), body: e.description, verified: false };
    });
    if (items.length > 0) sections.push({ key: s.key, heading: s.heading, english: s.english, items });
  }
  const verified = resume.verified
    .filter((v) => v.found)
    .map((v) => ({ title: v.title, subtitle: v.detail, period: v.time ? v.time.slice(0, 7).replace('-', '.') : '', body: '', verified: true }));
  if (verified.length > 0) sections.push({ key: 'verified', heading: '平台认证', english: 'Verified by Xuejing', items: verified });
  if (resume.qualifications.length > 0) {
    sections.push({
      key: 'qualification',
      heading: '资格证书',
      english: 'Certificates',
      items: resume.qualifications.map((q) => ({ title: q.name, subtitle: q.categoryName, period: month(q.obtained, false), body: '', verified: false })),
    });
  }
  if (resume.skills.length > 0) sections.push({ key: 'skills', heading: '专业技能', english: 'Skills', items: [], chips: resume.skills });
  return { name: resume.name || '未填写姓名', headline, contacts, photo: resume.headPicture, sections };
}
