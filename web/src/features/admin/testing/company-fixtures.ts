import type { CompanyReviewRow } from '@/api/admin';
import type { JobCard } from '@/api/employment';
import type { Call } from '@/testing/accounts-fixtures';
import { stubAdmin } from './admin-fixtures';

/** The company review queue as the server answers it (docs/employment.md, server/src/employment/json.cpp). */

export const COMPANY_ID = 'c-qinghe';
export const VERIFIED_ID = 'c-jinghang';
export const JOB_ID = 'j-ops';

export function companyRow(change: Partial<CompanyReviewRow> = {}): CompanyReviewRow {
  return {
    companyId: COMPANY_ID,
    companyName: '青禾新能源科技有限公司',
    logo: '/files/company-logos/qinghe.png',
    industry: 'D',
    industryName: '电力、热力、燃气及水生产和供应业',
    scale: 3,
    scaleName: '100-499人',
    city: '3301',
    cityName: '杭州市',
    address: '杭州市余杭区文一西路 998 号',
    introduction: '专注分布式光伏与储能。\n服务长三角 300 余家工商业客户。',
    welfare: ['五险一金', '双休'],
    website: 'https://qinghe.example.com',
    verified: false,
    openJobs: 0,
    status: 0,
    statusName: '待审核',
    reviewNote: '',
    updateTime: '2026-11-26T14:20:00+08:00',
    ...change,
  };
}

/** A verified company, for the 已认证 state. */
export const VERIFIED = companyRow({
  companyId: VERIFIED_ID,
  companyName: '鲸航供应链管理有限公司',
  logo: '',
  status: 1,
  statusName: '已认证',
  verified: true,
  openJobs: 1,
});

/** A refused company, with its reason. */
export const REJECTED = companyRow({
  companyId: 'c-haijing',
  companyName: '海鲸跨境电商有限公司',
  status: 2,
  statusName: '未通过',
  reviewNote: '请上传清晰的企业Logo',
});

export function jobCard(change: Partial<JobCard> = {}): JobCard {
  return {
    positionId: JOB_ID,
    positionName: '亚马逊运营专员',
    position: '0101',
    positionTypeName: '电商运营',
    city: '3301',
    cityName: '杭州市',
    industry: 'F',
    industryName: '批发和零售业',
    salaryMin: 8,
    salaryMax: 12,
    salary: '8-12K',
    education: 0,
    educationName: '不限',
    experience: 0,
    experienceName: '不限',
    jobType: 1,
    jobTypeName: '全职',
    headcount: 2,
    tags: ['Excel'],
    status: 1,
    statusName: '招聘中',
    promoted: false,
    listed: true,
    viewCount: 10,
    applyCount: 3,
    updateTime: '2026-11-20T10:00:00+08:00',
    company: {
      companyId: VERIFIED_ID,
      companyName: '鲸航供应链管理有限公司',
      logo: '',
      industry: 'F',
      industryName: '批发和零售业',
      scale: 3,
      scaleName: '100-499人',
    },
    ...change,
  };
}

type Handlers = NonNullable<Parameters<typeof stubAdmin>[0]>;

/** The queue answered by status, like the server: each state lists its own companies. */
const BY_STATUS: Record<string, CompanyReviewRow[]> = { '0': [companyRow()], '1': [VERIFIED], '2': [REJECTED] };

/** The platform admin with the review queue and a verified company's jobs answered; `handlers` override by path. */
export function stubCompanies(handlers: Handlers = {}) {
  return stubAdmin({
    '/admin/companies': (call: Call) => {
      const list = BY_STATUS[call.query.status ?? '0'] ?? [];
      return { code: 200, data: { list, total: list.length } };
    },
    '/employment/getCompanyPosts': { code: 200, data: { list: [jobCard()], total: 1 } },
    ...handlers,
  });
}
