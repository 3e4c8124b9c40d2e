/**
 * The job board's screens and calls (docs/employment.md): spec 02 §2's /employment pages (serachDetails as the spec
 * spells it), /job-wanted, the enterprise centre and the school admin's statistics.
 */

import { withQuery } from './query-string';

export const ENTERPRISE_TABS = ['company', 'jobs', 'applications'] as const;
export type EnterpriseTab = (typeof ENTERPRISE_TABS)[number];

export const employmentPaths = {
  /** The default search page: banners, recommended and promoted jobs, companies. */
  root: { path: '/employment', getHref: (): string => '/employment' },
  /** Search results, spelled as spec 01 §2.1 spells it; `content` is what the header's search sent. */
  search: {
    path: '/employment/serachDetails',
    getHref: (content = ''): string =>
      content ? `/employment/serachDetails?content=${encodeURIComponent(content)}` : '/employment/serachDetails',
  },
  job: { path: '/employment/jobDetails', getHref: (positionId: string): string => withQuery('/employment/jobDetails', { positionId }) },
  company: {
    path: '/employment/companyDetails',
    getHref: (companyId: string): string => withQuery('/employment/companyDetails', { companyId }),
  },
  moreJob: { path: '/employment/moreJob', getHref: (positionId: string): string => withQuery('/employment/moreJob', { positionId }) },
  /** Jobs the assistant named (login required). */
  chatJobs: {
    path: '/employment/jobsFromChat',
    getHref: (positionIds: string[]): string => withQuery('/employment/jobsFromChat', { positionIds: positionIds.join(',') }),
  },
  /** What the user sent, favourites (spec 02 §2 /job-wanted). */
  jobWanted: { path: '/job-wanted', getHref: (tab?: 'favourites'): string => withQuery('/job-wanted', { tab }) },
  enterprise: { path: '/enterprise', getHref: (): string => '/enterprise' },
  enterpriseTab: { path: '/enterprise/:tab', getHref: (tab: EnterpriseTab): string => `/enterprise/${tab}` },
  schoolStats: { path: '/school-admin/employment', getHref: (): string => '/school-admin/employment' },
} as const;

export const employmentApi = {
  search: '/employment/serachPost',
  banner: '/employment/getEmploymentBanner',
  sideBanner: '/employment/getRightSideBanner',
  companies: '/employment/getEnterpriseRecommend',
  options: '/employment/getOptions',
  recruitment: '/employment/getByEnterpriseRecruitmentList',
  job: '/employment/getJobDetails',
  promoteCourses: '/employment/getPromoteCourse',
  company: '/employment/getCompanyDetails',
  companyPosts: '/employment/getCompanyPosts',
  intended: '/employment/getIntendedPositions',
  seeker: '/employment/getUserJobVo',
  sent: '/employment/getSendEmail',
  favourites: '/employment/getUserCollectionPositions',
  chatJobs: '/employment/jobsFromChat',
  send: '/employment/sendEmail',
  sendAll: '/employment/sendEmailAll',
  collect: '/employment/addCollectionPost',
  uncollect: '/employment/removeCollectionPost',
  applicationResume: '/employment/applicationResume',
  myCompany: '/enterprise/company',
  logo: '/enterprise/logo',
  myJobs: '/enterprise/jobs',
  myJob: '/enterprise/job',
  jobStatus: '/enterprise/job/status',
  received: '/enterprise/applications',
  application: '/enterprise/application',
  applicationStatus: '/enterprise/application/status',
  schoolStats: '/school/employmentStats',
  schoolStatsExport: '/school/employmentStats/export',
} as const;
