import { apiPaths } from '@/config/paths';
import { api, requestEnvelope, type QueryValue } from './client';
import type { ApiEnvelope } from './errors';

/** Typed calls of the site domain: navigation, school info, home adverts. */

export type OpenMode = '_self' | '_blank' | string;

export type NavChild = {
  childMenuName: string;
  childMenuUrl: string;
  openMode: OpenMode | null;
  parameterInterface: string | null;
};

export type NavItem = {
  menuName: string;
  menuUrl: string;
  explain: string | null;
  openMode: OpenMode | null;
  active: string | null;
  parameterInterface: string | null;
  childMenuList: NavChild[] | null;
};

export type SchoolBaseInfo = {
  schoolSign: string;
  schoolName: string;
  logo: string | null;
  bottomLogo: string | null;
  homeIndex: string | null;
  title: string | null;
  address: string | null;
  phone: string | null;
  wechatImage: string | null;
  appImage: string | null;
  icpNumber: string | null;
};

export type SchoolImage = { title: string; imageUrl: string };
export type SchoolSummary = { schoolName: string; schoolSign: string };
export type SchoolList = { schoolVoList: SchoolSummary[]; schoolImages: SchoolImage[] };

export type HomeBanner = {
  sign: string;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
  openMode: OpenMode | null;
};

export type Advert = HomeBanner & { subtitle: string | null; position: number | string | null };

/** Spec 01 §9: the default school sign. */
export const DEFAULT_SCHOOL_SIGN = '1';

export const getNavigationBar = (): Promise<NavItem[]> => api.get<NavItem[]>(apiPaths.navigationBar);

export const getSchoolBaseInfo = (sign?: string): Promise<SchoolBaseInfo> =>
  api.get<SchoolBaseInfo>(apiPaths.schoolBaseInfo, { sign });

export const getSchoolImages = (sign: string = DEFAULT_SCHOOL_SIGN): Promise<SchoolImage[]> =>
  api.post<SchoolImage[]>(apiPaths.schoolImages, { sign });

export const getSchoolList = (sign: string = DEFAULT_SCHOOL_SIGN): Promise<SchoolList> =>
  api.post<SchoolList>(apiPaths.schoolList, { sign });

/** A school of the platform with its crest (the home page's 合作院校). */
export type SchoolCrest = { idSign: string; schoolName: string; crest: string };

/** Spec 02: {page 0, size 20}, pages counted from 0; silent (the strip hides itself). */
export const getSchoolCrests = async (page = 0, size = 20): Promise<SchoolCrest[]> =>
  (await api.post<{ list: SchoolCrest[] } | null>(apiPaths.schoolCrests, { page, size }, { silent: true, throttleKey: false }))?.list ?? [];

export const getSchoolSign = (): Promise<{ schoolSign: string }> => api.get<{ schoolSign: string }>(apiPaths.schoolSign);

/** The first call takes the answer index.html asked for early, if any (config/early-requests). */
export const getHomeBanners = (): Promise<HomeBanner[]> => api.get<HomeBanner[]>(apiPaths.homeBanner);

export const getAdvertisingList = (): Promise<Advert[]> => api.get<Advert[]>(apiPaths.advertisingList);

/**
 * A navigation item's parameterInterface: any GET path under the API base. Silent, because the
 * caller decides what a -1001 means (open the target without parameters).
 */
export const getParameterInterface = (path: string): Promise<ApiEnvelope<Record<string, QueryValue> | null>> =>
  requestEnvelope<Record<string, QueryValue> | null>('GET', path, { silent: true, throttleKey: false });
