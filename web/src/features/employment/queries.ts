import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collectJob,
  getBanners,
  getChatJobs,
  getCompanies,
  getCompany,
  getCompanyPosts,
  getFavourites,
  getJob,
  getMoreJobs,
  getMyCompany,
  getMyJob,
  getMyJobs,
  getOptions,
  getPromoted,
  getPromoteCourses,
  getReceived,
  getRecommended,
  getSchoolStats,
  getSeekerInfo,
  getSent,
  getSideBanners,
  searchJobs,
  sendAll,
  sendApplication,
  uncollectJob,
  type ApplicationQuery,
  type JobQuery,
  type JobStatus,
} from '@/api/employment';
import { getTags } from '@/api/resume';
import { resumeApi } from '@/config/resume-paths';

/** Query keys of the employment feature, one factory. */
export const employmentKeys = {
  all: ['employment'] as const,
  options: () => [...employmentKeys.all, 'options'] as const,
  search: (q: JobQuery) => [...employmentKeys.all, 'search', q] as const,
  banners: (place: number) => [...employmentKeys.all, 'banners', place] as const,
  companies: (size: number) => [...employmentKeys.all, 'companies', size] as const,
  recommended: (q: JobQuery) => [...employmentKeys.all, 'seeker', 'recommended', q] as const,
  promoted: (q: JobQuery, signedIn: boolean) => [...employmentKeys.all, 'promoted', q, signedIn] as const,
  job: (id: string) => [...employmentKeys.all, 'job', id] as const,
  courses: (id: string) => [...employmentKeys.all, 'job', id, 'courses'] as const,
  more: (id: string, size: number) => [...employmentKeys.all, 'job', id, 'more', size] as const,
  company: (id: string) => [...employmentKeys.all, 'company', id] as const,
  posts: (id: string, page: number) => [...employmentKeys.all, 'company', id, 'posts', page] as const,
  seeker: () => [...employmentKeys.all, 'seeker'] as const,
  info: () => [...employmentKeys.all, 'seeker', 'info'] as const,
  sent: (q: ApplicationQuery) => [...employmentKeys.all, 'seeker', 'sent', q] as const,
  favourites: (q: JobQuery) => [...employmentKeys.all, 'seeker', 'favourites', q] as const,
  chat: (ids: string) => [...employmentKeys.all, 'chat', ids] as const,
  enterprise: () => [...employmentKeys.all, 'enterprise'] as const,
  myCompany: () => [...employmentKeys.enterprise(), 'company'] as const,
  myJobs: (q: object) => [...employmentKeys.enterprise(), 'jobs', q] as const,
  myJob: (id: string) => [...employmentKeys.enterprise(), 'job', id] as const,
  received: (q: object) => [...employmentKeys.enterprise(), 'received', q] as const,
  schoolStats: () => [...employmentKeys.all, 'school-stats'] as const,
};

/** Fixed data of the platform (choices, tags): once per visit; the tags share the resume's cache. */
const FIXED = { staleTime: Infinity, gcTime: Infinity } as const;

export const useEmploymentOptions = () => useQuery({ queryKey: employmentKeys.options(), queryFn: getOptions, ...FIXED });
export const usePositionTags = () =>
  useQuery({ queryKey: ['resume', 'tags', 'positions'], queryFn: () => getTags(resumeApi.positions), ...FIXED });
export const useIndustryTags = () =>
  useQuery({ queryKey: ['resume', 'tags', 'industries'], queryFn: () => getTags(resumeApi.industries), ...FIXED });
export const useCityTags = () => useQuery({ queryKey: ['resume', 'tags', 'cities'], queryFn: () => getTags(resumeApi.cities), ...FIXED });

export const useJobSearch = (q: JobQuery) =>
  useQuery({ queryKey: employmentKeys.search(q), queryFn: () => searchJobs(q), placeholderData: keepPreviousData });
export const useBanners = (place: 1 | 2) =>
  useQuery({ queryKey: employmentKeys.banners(place), queryFn: place === 1 ? getBanners : getSideBanners });
export const useCompanies = (size: number) => useQuery({ queryKey: employmentKeys.companies(size), queryFn: () => getCompanies(size) });
export const useRecommended = (q: JobQuery, enabled: boolean) =>
  useQuery({ queryKey: employmentKeys.recommended(q), queryFn: () => getRecommended(q), enabled, placeholderData: keepPreviousData });
export const usePromoted = (q: JobQuery, signedIn: boolean) =>
  useQuery({ queryKey: employmentKeys.promoted(q, signedIn), queryFn: () => getPromoted(q) });
export const useJob = (id: string) => useQuery({ queryKey: employmentKeys.job(id), queryFn: () => getJob(id), enabled: id !== '', retry: false });
export const usePromoteCourses = (id: string) =>
  useQuery({ queryKey: employmentKeys.courses(id), queryFn: () => getPromoteCourses(id), enabled: id !== '' });
export const useMoreJobs = (id: string, size: number) =>
  useQuery({ queryKey: employmentKeys.more(id, size), queryFn: () => getMoreJobs(id, size), enabled: id !== '' });
export const useCompany = (id: string) =>
  useQuery({ queryKey: employmentKeys.company(id), queryFn: () => getCompany(id), enabled: id !== '', retry: false });
export const useCompanyPosts = (id: string, page: number, size: number) =>
  useQuery({ queryKey: employmentKeys.posts(id, page), queryFn: () => getCompanyPosts(id, page, size), enabled: id !== '' });
export const useSeekerInfo = (enabled: boolean) => useQuery({ queryKey: employmentKeys.info(), queryFn: getSeekerInfo, enabled });
export const useSent = (q: ApplicationQuery) =>
  useQuery({ queryKey: employmentKeys.sent(q), queryFn: () => getSent(q), placeholderData: keepPreviousData });
export const useFavourites = (q: JobQuery) =>
  useQuery({ queryKey: employmentKeys.favourites(q), queryFn: () => getFavourites(q), placeholderData: keepPreviousData });
export const useChatJobs = (ids: string) => useQuery({ queryKey: employmentKeys.chat(ids), queryFn: () => getChatJobs(ids) });

export const useMyCompany = () => useQuery({ queryKey: employmentKeys.myCompany(), queryFn: getMyCompany });
export const useMyJobs = (q: { status?: JobStatus; keyword?: string; page: number; size: number }) =>
  useQuery({ queryKey: employmentKeys.myJobs(q), queryFn: () => getMyJobs(q), placeholderData: keepPreviousData });
export const useMyJob = (id: string) => useQuery({ queryKey: employmentKeys.myJob(id), queryFn: () => getMyJob(id), enabled: id !== '' });
export const useReceived = (q: ApplicationQuery & { positionId?: string }) =>
  useQuery({ queryKey: employmentKeys.received(q), queryFn: () => getReceived(q), placeholderData: keepPreviousData });
export const useSchoolStats = () => useQuery({ queryKey: employmentKeys.schoolStats(), queryFn: getSchoolStats });

/** After an application or a favourite: the job's page, the seeker's lists and numbers are read again. */
function useSeekerChanged() {
  const client = useQueryClient();
  return (positionId?: string) => {
    void client.invalidateQueries({ queryKey: employmentKeys.seeker() });
    void client.invalidateQueries({ queryKey: [...employmentKeys.all, 'promoted'] });
    if (positionId) void client.invalidateQueries({ queryKey: employmentKeys.job(positionId), exact: true });
  };
}

export function useApply() {
  const changed = useSeekerChanged();
  return useMutation({ mutationFn: sendApplication, onSuccess: (_data, positionId) => changed(positionId) });
}

export function useSendAll() {
  const changed = useSeekerChanged();
  return useMutation({ mutationFn: sendAll, onSuccess: () => changed() });
}

export function useCollect() {
  const changed = useSeekerChanged();
  return useMutation({
    mutationFn: ({ positionId, collect }: { positionId: string; collect: boolean }) =>
      collect ? collectJob(positionId) : uncollectJob(positionId),
    onSuccess: (_data, { positionId }) => changed(positionId),
  });
}
