import { employmentApi } from '@/config/employment-paths';
import { api, type DownloadedFile } from './client';
import { downloadFrom } from './downloads';
import type { ListAnswer } from './paging';
import { postMultipart } from './upload';

/** Typed calls of the job board and the enterprise centre (docs/employment.md). Jobs are named by positionId. */

export type Choice = { value: number; label: string };
export type SalaryBand = { min: number; max: number | null; label: string };
export type EmploymentOptions = {
  scales: Choice[];
  experiences: Choice[];
  educations: Choice[];
  jobTypes: Choice[];
  salaryBands: SalaryBand[];
  applicationStatuses: Choice[];
  jobStatuses: Choice[];
};

export type CompanyBrief = {
  companyId: string;
  companyName: string;
  logo: string;
  industry: string;
  industryName: string;
  scale: number;
  scaleName: string;
};

/** 1 招聘中, 2 已关闭, 3 已招满. */
export type JobStatus = 1 | 2 | 3;
/** 1 已投递, 2 已查看, 3 邀请面试, 4 不合适, 5 已录用. */
export type ApplicationStatus = 1 | 2 | 3 | 4 | 5;

export type JobCard = {
  positionId: string;
  positionName: string;
  position: string;
  positionTypeName: string;
  city: string;
  cityName: string;
  industry: string;
  industryName: string;
  salaryMin: number;
  salaryMax: number;
  salary: string;
  education: number;
  educationName: string;
  experience: number;
  experienceName: string;
  jobType: number;
  jobTypeName: string;
  headcount: number;
  tags: string[];
  status: JobStatus;
  statusName: string;
  promoted: boolean;
  listed: boolean;
  viewCount: number;
  applyCount: number;
  updateTime: string;
  company: CompanyBrief;
};

/** A card with what the signed-in seeker did with it. */
export type SeekerJob = JobCard & {
  collected: boolean;
  applied: boolean;
  applyStatus: ApplicationStatus | null;
  applyStatusName: string | null;
  collectTime?: string;
};
export type Recommended = JobCard & { score: number; reasons: string[]; applied: boolean };
export type RecommendedList = ListAnswer<Recommended> & { extend: { sent: number; unsent: number } };

export type Company = CompanyBrief & {
  city: string;
  cityName: string;
  address: string;
  introduction: string;
  welfare: string[];
  website: string;
  verified: boolean;
  openJobs: number;
  /** The owner's view only. */
  status?: 0 | 1 | 2;
  statusName?: string;
  reviewNote?: string;
  updateTime?: string;
};

export type JobCourse = { courseId: string; name: string; picture: string; offering: number; published: boolean };
export type Job = JobCard & { description: string; contactEmail?: string; createTime: string; courses: JobCourse[] };
export type JobPage = Omit<Job, 'company'> & {
  company: Company;
  collected: boolean;
  applied: boolean;
  applyStatus: ApplicationStatus | null;
  applyStatusName: string | null;
  own: boolean;
};

export type PromotedCourse = {
  courseId: string;
  name: string;
  picture: string;
  offering: number;
  studentCount: number;
  teacherName: string;
  skills: string[];
  studyStatus: number;
  named: boolean;
};

export type Banner = { id: number; title: string; picture: string; link: string };
export type Intended = {
  positionId: number;
  position: string;
  positionName: string;
  city: string;
  cityName: string;
  industry: string;
  industryName: string;
  salary: string;
  jobType: number;
};
export type SeekerInfo = {
  sendNum: number;
  viewedNum: number;
  interviewNum: number;
  collectNum: number;
  unseenNum: number;
  resumeRatio: number;
  intentions: Intended[];
};

export type ApplicationEvent = { status: ApplicationStatus; statusName: string; message: string; time: string };
export type Application = {
  applicationId: string;
  status: ApplicationStatus;
  statusName: string;
  message: string;
  unseen?: boolean;
  hasResume: boolean;
  sendTime: string;
  updateTime: string;
  mailTo: string;
  job: JobCard;
  events: ApplicationEvent[];
  /** The enterprise's view only. */
  applicantName?: string;
  applicantMobile?: string;
  applicantEmail?: string;
  summary?: string;
};

export type PostedJob = JobCard & { counts: { total: number; unread: number; interview: number; hired: number } };

export type JobQuery = {
  keyword?: string;
  city?: string;
  industry?: string;
  position?: string;
  salaryMin?: number;
  salaryMax?: number;
  education?: number;
  experience?: number;
  jobType?: number;
  page: number;
  size: number;
};
export type ApplicationQuery = { status?: ApplicationStatus; keyword?: string; page: number; size: number };

export type CompanyForm = {
  name: string;
  logo: string;
  industry: string;
  scale: number;
  city: string;
  address: string;
  introduction: string;
  welfare: string[];
  website: string;
};
export type JobForm = {
  title: string;
  position: string;
  industry: string;
  city: string;
  salaryMin: number;
  salaryMax: number;
  education: number;
  experience: number;
  jobType: number;
  headcount: number;
  tags: string[];
  description: string;
  contactEmail: string;
  courseIds: string[];
};

export type StatLine = { key: string; name: string; applications: number; interviews: number; hires: number };
export type SchoolStats = {
  months: StatLine[];
  industries: StatLine[];
  cities: StatLine[];
  applications: number;
  interviews: number;
  hires: number;
};

// Lists are silent: the pages show their own empty and error states.
const LIST = { silent: true, throttleKey: false } as const;
// Writes: the page says what failed (silent), and a second click while one runs is dropped.
const WRITE = { silent: true } as const;

type Params = Record<string, string | number | undefined>;
const params = (q: object): Params => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export const getOptions = (): Promise<EmploymentOptions> => api.get<EmploymentOptions>(employmentApi.options, undefined, LIST);
export const searchJobs = (q: JobQuery): Promise<ListAnswer<JobCard>> => api.get(employmentApi.search, params(q), LIST);
export const getBanners = (): Promise<Banner[]> => api.get(employmentApi.banner, undefined, LIST);
export const getSideBanners = (): Promise<Banner[]> => api.get(employmentApi.sideBanner, undefined, LIST);
export const getCompanies = (size: number): Promise<Company[]> => api.get(employmentApi.companies, { size }, LIST);
/** signType 1: recommended with reasons and the delivery state (extend). */
export const getRecommended = (q: JobQuery): Promise<RecommendedList> =>
  api.get(employmentApi.recruitment, { ...params(q), signType: 1 }, LIST);
export const getPromoted = (q: JobQuery): Promise<ListAnswer<SeekerJob>> =>
  api.get(employmentApi.recruitment, { ...params(q), signType: 2 }, LIST);
export const getMoreJobs = (positionId: string, size: number): Promise<ListAnswer<JobCard>> =>
  api.get(employmentApi.recruitment, { positionId, page: 1, size }, LIST);
export const getJob = (positionId: string): Promise<JobPage> => api.get(employmentApi.job, { positionId }, LIST);
export const getPromoteCourses = (positionId: string): Promise<PromotedCourse[]> =>
  api.get(employmentApi.promoteCourses, { positionId }, LIST);
export const getCompany = (companyId: string): Promise<Company> => api.post(employmentApi.company, { companyId }, LIST);
export const getCompanyPosts = (sign: string, page: number, size: number): Promise<ListAnswer<JobCard>> =>
  api.get(employmentApi.companyPosts, { sign, page, size }, LIST);
export const getIntended = (): Promise<{ flag: boolean; list: Intended[] }> => api.get(employmentApi.intended, undefined, LIST);
export const getSeekerInfo = (): Promise<SeekerInfo> => api.get(employmentApi.seeker, undefined, LIST);
export const getSent = (q: ApplicationQuery): Promise<ListAnswer<Application>> => api.get(employmentApi.sent, params(q), LIST);
export const getFavourites = (q: JobQuery): Promise<ListAnswer<SeekerJob>> => api.get(employmentApi.favourites, params(q), LIST);
export const getChatJobs = (positionIds: string): Promise<ListAnswer<JobCard>> =>
  api.get(employmentApi.chatJobs, { positionIds }, LIST);
export const sendApplication = (positionId: string): Promise<{ applicationId: string }> =>
  api.post(employmentApi.send, { positionId }, WRITE);
export const sendAll = (): Promise<{ sent: number; positions: string[]; failure: string }> =>
  api.post(employmentApi.sendAll, {}, WRITE);
export const collectJob = (positionId: string): Promise<null> => api.post(employmentApi.collect, { positionId }, WRITE);
export const uncollectJob = (positionId: string): Promise<null> => api.post(employmentApi.uncollect, { positionId }, WRITE);
export const downloadApplicationResume = (applicationId: string): Promise<DownloadedFile> =>
  downloadFrom(`${employmentApi.applicationResume}?applicationId=${encodeURIComponent(applicationId)}`, '简历.pdf', 'application/pdf');

// The enterprise centre.
export const getMyCompany = (): Promise<Company | null> => api.get(employmentApi.myCompany, undefined, LIST);
export const saveCompany = (form: CompanyForm): Promise<Company> => api.put(employmentApi.myCompany, form, WRITE);
export function uploadLogo(file: File, onProgress: (percent: number) => void): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return postMultipart<{ url: string }>(employmentApi.logo, form, onProgress);
}
export const getMyJobs = (q: { status?: JobStatus; keyword?: string; page: number; size: number }): Promise<ListAnswer<PostedJob>> =>
  api.get(employmentApi.myJobs, params(q), LIST);
export const getMyJob = (positionId: string): Promise<Job> => api.get(employmentApi.myJob, { positionId }, LIST);
export const addJob = (form: JobForm): Promise<{ positionId: string }> => api.post(employmentApi.myJob, form, WRITE);
export const updateJob = (positionId: string, form: JobForm): Promise<Job> =>
  api.put(employmentApi.myJob, { ...form, positionId }, WRITE);
export const setJobStatus = (positionId: string, status: JobStatus): Promise<Job> =>
  api.put(employmentApi.jobStatus, { positionId, status }, WRITE);
export const getReceived = (q: ApplicationQuery & { positionId?: string }): Promise<ListAnswer<Application>> =>
  api.get(employmentApi.received, params(q), LIST);
export const openApplication = (applicationId: string): Promise<Application> =>
  api.get(employmentApi.application, { applicationId }, LIST);
export const setApplicationStatus = (applicationId: string, status: ApplicationStatus, message: string): Promise<Application> =>
  api.put(employmentApi.applicationStatus, { applicationId, status, message }, WRITE);

export const getSchoolStats = (): Promise<SchoolStats> => api.get(employmentApi.schoolStats, undefined, LIST);
export const downloadSchoolStats = (): Promise<DownloadedFile> =>
  downloadFrom(employmentApi.schoolStatsExport, '就业统计.xlsx');
