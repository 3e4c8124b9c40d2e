import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getAdvertisingList,
  getHomeBanners,
  getNavigationBar,
  getSchoolBaseInfo,
  getSchoolCrests,
  getSchoolImages,
  DEFAULT_SCHOOL_SIGN,
} from '@/api/site';
import { useHeaderDataReady } from './hooks/use-header-timing';

/** Query keys of the site feature, one factory. */
export const siteKeys = {
  all: ['site'] as const,
  navigation: () => [...siteKeys.all, 'navigation'] as const,
  baseInfo: (sign?: string) => [...siteKeys.all, 'base-info', sign ?? 'current'] as const,
  schoolImages: (sign: string) => [...siteKeys.all, 'school-images', sign] as const,
  homeBanners: () => [...siteKeys.all, 'home-banners'] as const,
  adverts: () => [...siteKeys.all, 'adverts'] as const,
  crests: () => [...siteKeys.all, 'crests'] as const,
};

/** Site data changes rarely: keep it for the visit. */
const SITE_STALE_MS = 5 * 60_000;

export const navigationQuery = () =>
  queryOptions({ queryKey: siteKeys.navigation(), queryFn: getNavigationBar, staleTime: SITE_STALE_MS });

export const baseInfoQuery = (sign?: string) =>
  queryOptions({ queryKey: siteKeys.baseInfo(sign), queryFn: () => getSchoolBaseInfo(sign), staleTime: SITE_STALE_MS });

export const schoolImagesQuery = (sign: string = DEFAULT_SCHOOL_SIGN) =>
  queryOptions({ queryKey: siteKeys.schoolImages(sign), queryFn: () => getSchoolImages(sign), staleTime: SITE_STALE_MS });

export const homeBannersQuery = () =>
  queryOptions({ queryKey: siteKeys.homeBanners(), queryFn: getHomeBanners, staleTime: SITE_STALE_MS });

export const advertsQuery = () =>
  queryOptions({ queryKey: siteKeys.adverts(), queryFn: getAdvertisingList, staleTime: SITE_STALE_MS });

// Spec 01 §4: the header's navigation and school info start about 100 ms after the page opens.
export const useNavigation = () => useQuery({ ...navigationQuery(), enabled: useHeaderDataReady() });
export const useSchoolBaseInfo = (sign?: string) => useQuery({ ...baseInfoQuery(sign), enabled: useHeaderDataReady() });
export const useHomeBanners = () => useQuery(homeBannersQuery());
export const useAdverts = () => useQuery(advertsQuery());
export const useSchoolImages = (sign?: string) => useQuery(schoolImagesQuery(sign));
/** The 合作院校 strip's crests, once the strip comes near. */
export const useSchoolCrests = (enabled: boolean) =>
  useQuery({ queryKey: siteKeys.crests(), queryFn: () => getSchoolCrests(), enabled, staleTime: SITE_STALE_MS });
