import { useQuery } from '@tanstack/react-query';
import { getCatalogue, getCourseById } from '@/api/courses';
import { getResumePoint, getWhaleTrainIndex, type StudyStatus, type VideoAuth } from '@/api/study';

/** The study feature's query keys, one factory. */
export const studyKeys = {
  all: ['study'] as const,
  course: (sign: string) => [...studyKeys.all, 'course', sign] as const,
  catalogue: (sign: string) => [...studyKeys.all, 'catalogue', sign] as const,
  videoAuth: (videoSign: string) => [...studyKeys.all, 'video-auth', videoSign] as const,
  resume: (videoIdSign: string) => [...studyKeys.all, 'resume', videoIdSign] as const,
  myCourses: (studyStatus: StudyStatus | 0, page: number) => [...studyKeys.all, 'my-courses', studyStatus, page] as const,
  collections: () => [...studyKeys.all, 'collections'] as const,
  collectionsPage: (page: number) => [...studyKeys.collections(), page] as const,
  history: (page: number) => [...studyKeys.all, 'history', page] as const,
  personal: () => [...studyKeys.all, 'personal'] as const,
  trainProgress: () => [...studyKeys.personal(), 'train-progress'] as const,
  studyProcess: () => [...studyKeys.personal(), 'study-process'] as const,
  watchLocus: () => [...studyKeys.personal(), 'watch-locus'] as const,
  tasks: () => [...studyKeys.personal(), 'tasks'] as const,
  whaleIndex: () => [...studyKeys.all, 'whale-index'] as const,
};

export function useCourse(sign: string) {
  return useQuery({ queryKey: studyKeys.course(sign), queryFn: () => getCourseById(sign) });
}

export function useCatalogue(sign: string, enabled: boolean) {
  return useQuery({ queryKey: studyKeys.catalogue(sign), queryFn: () => getCatalogue(sign), enabled });
}

/** Refetch a signed URL this long before it expires. */
export const VIDEO_URL_MARGIN_MS = 20_000;

/** Timers longer than this fire at once in browsers (a 32-bit delay); a day is plenty for a 10-minute URL. */
const MAX_REFRESH_MS = 24 * 3_600_000;

/** Milliseconds until a signed URL should be replaced (at least a second, so a clock skew cannot spin). */
export function msUntilRefresh(expiresAt: string, now: number = Date.now()): number {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return 60_000;
  return Math.min(MAX_REFRESH_MS, Math.max(1_000, at - now - VIDEO_URL_MARGIN_MS));
}

/** The signed media URL of one video, fetched again shortly before it expires. */
export function useVideoAuth(key: readonly unknown[], authorise: () => Promise<VideoAuth>) {
  return useQuery({
    queryKey: key,
    queryFn: authorise,
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data ? msUntilRefresh(query.state.data.expiresAt) : false),
  });
}

export function useResumePoint(videoIdSign: string | undefined) {
  return useQuery({
    queryKey: studyKeys.resume(videoIdSign ?? ''),
    queryFn: () => getResumePoint(videoIdSign ?? ''),
    enabled: Boolean(videoIdSign),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The home page's 学鲸实训指数, asked once the section comes near (the server keeps it a minute). */
export const useWhaleTrainIndex = (enabled: boolean) =>
  useQuery({ queryKey: studyKeys.whaleIndex(), queryFn: getWhaleTrainIndex, enabled, staleTime: 60_000 });
