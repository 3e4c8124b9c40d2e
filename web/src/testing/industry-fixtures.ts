import type { Belt, IndustryMap, Region } from '@/api/industry';
import { provinceName } from '@/features/industry/lib/provinces';
import { setLoginCookie, STUDENT_INFO, stubAccountsApi } from './accounts-fixtures';

/** The industrial belt map as the server answers it (docs/industrial-belt.md "API"). */
export const BELT_SIGN = 'b-hangzhou';

export const ADMIN_INFO = { ...STUDENT_INFO, userId: 'u-admin', mobile: '13800000006', name: '周杰', roleStr: 'admin', schoolName: '', schoolSign: '' };

export function belt(change: Partial<Belt> = {}): Belt {
  return {
    sign: BELT_SIGN,
    province: '33',
    provinceName: '浙江省',
    name: '杭州跨境电商产业带',
    industries: ['跨境电商', '服装'],
    summary: '依托综合试验区，聚集跨境电商平台、服装制造与物流企业。',
    courseKeyword: '跨境电商',
    enterprises: [
      { name: '杭州海鲸跨境电子商务有限公司', description: '跨境电商运营服务商' },
      { name: '宁波港通国际物流有限公司', description: '' },
    ],
    updatedAt: '2026-11-20T09:30:00+08:00',
    ...change,
  };
}

export const INDUSTRY_MAP: IndustryMap = {
  provinces: [
    { code: '33', name: '浙江省', belts: 1, companies: 3, jobs: 7 },
    { code: '44', name: '广东省', belts: 0, companies: 2, jobs: 4 },
  ],
  totals: { belts: 1, companies: 5, jobs: 11 },
};

export function region(change: Partial<Region> = {}): Region {
  return {
    code: '33',
    name: '浙江省',
    belts: [belt()],
    industries: ['跨境电商', '服装'],
    companies: [{ sign: 'c-whale', name: '鲸航供应链管理有限公司', logo: '', industryName: '物流', cityName: '杭州市', jobCount: 4 }],
    companyTotal: 3,
    jobs: [{ sign: 'j-data', name: '数据分析专员', companyName: '鲸航供应链管理有限公司', salary: '8-12K', cityName: '杭州市' }],
    jobTotal: 7,
    courses: [{ sign: 'k-cross', name: '跨境电商实务', picture: '', studentCount: 36 }],
    ...change,
  };
}

/** A province with nothing yet. */
export const EMPTY_REGION: Region = {
  code: '54', name: '西藏自治区', belts: [], industries: [], companies: [], companyTotal: 0, jobs: [], jobTotal: 0, courses: [],
};

type Handler = Parameters<typeof stubAccountsApi>[0] extends Record<string, infer H> | undefined ? H : never;

/** A visitor (no session), with the map's calls answered; `handlers` override by path. */
export function stubIndustry(handlers: Record<string, Handler> = {}) {
  return stubAccountsApi({
    '/industrialBelt/map': { code: 200, data: INDUSTRY_MAP },
    '/industrialBelt/region': (call) => {
      const code = call.query.code;
      return { code: 200, data: code === '33' ? region() : { ...EMPTY_REGION, code, name: provinceName(code) ?? code } };
    },
    ...handlers,
  });
}

/** Signed in as the platform admin, with the belts' calls answered; `handlers` override by path. */
export function stubBeltAdmin(handlers: Record<string, Handler> = {}) {
  setLoginCookie('1');
  return stubIndustry({
    '/user/getLoginInfo': { code: 200, data: ADMIN_INFO },
    '/industrialBelt/admin/list': { code: 200, data: [belt()] },
    ...handlers,
  });
}
