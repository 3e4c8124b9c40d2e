import { resumeApi } from '@/config/resume-paths';
import { api, type DownloadedFile } from './client';
import { downloadFrom } from './downloads';
import { sendMultipart } from './upload';

/** Typed calls of the resume (docs/resume.md). Every call works on the signed-in user's own resume. */

export type Tag = { pathCode: string; name: string; childTagInfo?: Tag[] };
export type Choice = { value: number; label: string };
export type TemplateInfo = { templateId: number; name: string; description: string };

export type ResumeOptions = {
  workStatuses: Choice[];
  jobTypes: Choice[];
  qualificationCategories: Choice[];
  degrees: string[];
  politicalStatuses: string[];
  templates: TemplateInfo[];
};

export type Intention = {
  positionId: number;
  positionCode: string;
  positionName: string;
  industryCode: string;
  industryName: string;
  cityCode: string;
  cityName: string;
  salaryMin: number;
  salaryMax: number;
  salaryText: string;
  jobType: number;
  jobTypeName: string;
};

/** An entry of a dated section: its id and texts under the section's own field names (resume/forms.cpp). */
export type Entry = Record<string, string | number> & { startTime: string; endTime: string; description: string };

export type Qualification = { qualificationId: number; category: number; categoryName: string; name: string; obtained: string };

export type Verified = {
  verifiedId?: number;
  /** 1 课程, 2 培训, 3 考试, 4 实训任务, 5 证书 (its number is the sign). */
  kind: 1 | 2 | 3 | 4 | 5;
  kindName: string;
  sign: string;
  found: boolean;
  /** A certificate the school revoked (then not found: listed to its owner only, to remove). */
  revoked?: boolean;
  title: string;
  detail: string;
  score: number | null;
  time: string | null;
  label: string;
  added?: boolean;
};

export type ResumeInfo = {
  resumeId: number;
  name: string;
  headPicture: string;
  resumeRatio: number;
  templateId: number;
  shareOn: boolean;
  shareViews: number;
  hasVideo: boolean;
  updateTime: string;
};

export type ResumeVideo = { resumeId: number; videoName: string; videoSize: number; videoUrl: string };
export type ShareState = { on: boolean; token: string; views: number };

export type ResumeDetail = ResumeInfo & {
  sex: number;
  sexName: string;
  birth: string;
  mobile: string;
  email: string;
  city: string;
  cityName: string;
  workStatus: number;
  workStatusName: string;
  workStart: string;
  political: string;
  skills: string[];
  personalAdvantage: string;
  intentions: Intention[];
  educations: Entry[];
  works: Entry[];
  projects: Entry[];
  trains: Entry[];
  cultivates: Entry[];
  volunteers: Entry[];
  qualifications: Qualification[];
  verified: Verified[];
  video?: ResumeVideo | null;
  share?: ShareState;
};

/** A shared resume as the public page gets it (no ids, no share state). */
export type SharedResume = Omit<ResumeDetail, 'resumeId' | 'shareOn' | 'shareViews' | 'video' | 'share'> & { views: number };

export type Basics = {
  name: string;
  sex: number;
  birth: string;
  mobile: string;
  email: string;
  city: string;
  workStatus: number;
  workStart: string;
  political: string;
  skills: string[];
};

// Reads: silent (each screen shows its own failure) and never throttled (two saves in a row fetch the detail twice).
/** A course or training of a position's learning line; studyStatus 0 not joined, 1 学习中, 2 已完成. */
export type LineCourse = {
  courseIdSign: string;
  name: string;
  picture: string;
  offering: 1 | 2;
  typeName: string;
  period: number;
  skills: string[];
  studyStatus: 0 | 1 | 2;
  extension: { h5Url: string };
};
export type CourseLine = { pathCode: string; name: string; skills: string[]; list: LineCourse[] };
export type NormTotal = {
  pathCode: string;
  name: string;
  skillTotal: number;
  courseTotal: number;
  studyingTotal: number;
  finishedTotal: number;
};

/** A scored practical task of a training (the practice list). */
export type PracticeRecord = {
  recordSign: string;
  trainIdSign: string;
  trainName: string;
  taskId: number;
  taskTitle: string;
  score: number;
  passLine: number;
  fullScore: number;
  passed: boolean;
  scoredAt: string;
};

const QUIET = { silent: true, throttleKey: false } as const;

export const getResumeDetail = (): Promise<ResumeDetail> => api.get<ResumeDetail>(resumeApi.detail, undefined, QUIET);
export const getResumeOptions = (): Promise<ResumeOptions> => api.get<ResumeOptions>(resumeApi.options, undefined, QUIET);
export const getTags = (path: string): Promise<Tag[]> => api.get<Tag[]>(path, undefined, QUIET);
export const getSkills = (code: string): Promise<string[]> => api.get<string[]>(resumeApi.skills, { code }, QUIET);

export const updateBasics = (basics: Basics): Promise<ResumeDetail> => api.put<ResumeDetail>(resumeApi.updateDetail, basics);
/** The spec sends the text as the query value personalAdvantage. */
export const updateAdvantage = (text: string): Promise<ResumeDetail> =>
  api.put<ResumeDetail>(`${resumeApi.advantage}?personalAdvantage=${encodeURIComponent(text)}`);
export const updateTemplate = (templateId: number): Promise<ResumeInfo> =>
  api.put<ResumeInfo>(`${resumeApi.template}?templateId=${templateId}`);
export const updateShare = (on: boolean, renew = false): Promise<ShareState> => api.put<ShareState>(resumeApi.share, { on, renew });

export function uploadHeadPicture(file: File, onProgress: (percent: number) => void): Promise<ResumeInfo> {
  const form = new FormData();
  form.append('file', file);
  return sendMultipart<ResumeInfo>('PUT', resumeApi.headPicture, form, onProgress);
}

export function uploadVideo(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<ResumeVideo> {
  const form = new FormData();
  form.append('videoFile', file);
  return sendMultipart<ResumeVideo>('POST', resumeApi.uploadVideo, form, onProgress, signal);
}

/** A section's calls: `section` is the URL segment (intention, education, work…), `idField` its id (positionId…). */
export const addEntry = (section: string, body: Record<string, unknown>): Promise<Record<string, number>> =>
  api.post<Record<string, number>>(resumeApi.add(section), body);
export const updateEntry = (section: string, body: Record<string, unknown>): Promise<null> => api.put<null>(resumeApi.update(section), body);
export const removeEntry = (section: string, idField: string, id: number): Promise<null> =>
  api.delete<null>(resumeApi.remove(section), { [idField]: id });

export const getCandidates = (): Promise<Verified[]> => api.get<Verified[]>(resumeApi.candidates, undefined, QUIET);
export const getPractice = (): Promise<PracticeRecord[]> => api.get<PracticeRecord[]>(resumeApi.practice, undefined, QUIET);
export const getCourseLine = (pathCode: string): Promise<CourseLine> =>
  api.get<CourseLine>(resumeApi.courseLine, { pathCode }, QUIET);
export const getNormTotal = (pathCode: string): Promise<NormTotal> => api.get<NormTotal>(resumeApi.normTotal, { pathCode }, QUIET);
export const addVerified = (kind: number, sign: string): Promise<{ verifiedId: number }> =>
  api.post<{ verifiedId: number }>(resumeApi.addVerified, { kind, sign });
export const removeVerified = (verifiedId: number): Promise<null> => api.delete<null>(resumeApi.removeVerified, { verifiedId });

export const getSharedResume = (token: string): Promise<SharedResume> =>
  api.get<SharedResume>(resumeApi.shared(token), undefined, QUIET);

const PDF_ACCEPT = 'application/pdf, application/json';

/** The PDF of the user's resume in a template, through the request layer (a -1001 sends to the login like any call). */
export const downloadResumePdf = (templateId: number): Promise<DownloadedFile> =>
  downloadFrom(`${resumeApi.exportPdf}?templateId=${templateId}`, '简历.pdf', PDF_ACCEPT);

export const downloadSharedPdf = (token: string): Promise<DownloadedFile> => downloadFrom(resumeApi.sharedPdf(token), '简历.pdf', PDF_ACCEPT);
