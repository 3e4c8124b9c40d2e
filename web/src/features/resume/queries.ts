import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { getCandidates, getCourseLine, getNormTotal, getPractice, getResumeDetail, getResumeOptions, getSharedResume, getSkills, getTags } from '@/api/resume';
import { resumeApi } from '@/config/resume-paths';

/** Query keys of the resume feature, one factory. */
export const resumeKeys = {
  all: ['resume'] as const,
  detail: () => [...resumeKeys.all, 'detail'] as const,
  options: () => [...resumeKeys.all, 'options'] as const,
  tags: (path: string) => [...resumeKeys.all, 'tags', path] as const,
  skills: (code: string) => [...resumeKeys.all, 'skills', code] as const,
  candidates: () => [...resumeKeys.all, 'candidates'] as const,
  practice: () => [...resumeKeys.all, 'practice'] as const,
  shared: (token: string) => [...resumeKeys.all, 'shared', token] as const,
  courseLine: (code: string) => [...resumeKeys.all, 'course-line', code] as const,
  normTotal: (code: string) => [...resumeKeys.all, 'norm-total', code] as const,
};

/** Fixed data of the platform (tags, choices): once per visit. */
const FIXED = { staleTime: Infinity, gcTime: Infinity } as const;

export const useResumeDetail = () => useQuery({ queryKey: resumeKeys.detail(), queryFn: getResumeDetail });
export const useResumeOptions = () => useQuery({ queryKey: resumeKeys.options(), queryFn: getResumeOptions, ...FIXED });
export const usePositionTags = () => useQuery({ queryKey: resumeKeys.tags('positions'), queryFn: () => getTags(resumeApi.positions), ...FIXED });
export const useIndustryTags = () => useQuery({ queryKey: resumeKeys.tags('industries'), queryFn: () => getTags(resumeApi.industries), ...FIXED });
export const useCityTags = () => useQuery({ queryKey: resumeKeys.tags('cities'), queryFn: () => getTags(resumeApi.cities), ...FIXED });
export const useHotCities = () => useQuery({ queryKey: resumeKeys.tags('hot-cities'), queryFn: () => getTags(resumeApi.hotCities), ...FIXED });
export const useSkillTags = (code: string) => useQuery({ queryKey: resumeKeys.skills(code), queryFn: () => getSkills(code), ...FIXED });
export const usePractice = () => useQuery({ queryKey: resumeKeys.practice(), queryFn: getPractice });
export const useCandidates = () => useQuery({ queryKey: resumeKeys.candidates(), queryFn: getCandidates });
export const useNormTotal = (code: string) => useQuery({ queryKey: resumeKeys.normTotal(code), queryFn: () => getNormTotal(code) });
export const useCourseLine = (code: string, enabled: boolean) =>
  useQuery({ queryKey: resumeKeys.courseLine(code), queryFn: () => getCourseLine(code), enabled });
export const useSharedResume = (token: string) =>
  useQuery({ queryKey: resumeKeys.shared(token), queryFn: () => getSharedResume(token), enabled: token !== '', retry: false });

/** What the resume pages get from their layout: a callback run after every change (the header's completeness). */
export type ResumeOutlet = { onChanged: () => void };
export const useResumeOutlet = (): ResumeOutlet => useOutletContext<ResumeOutlet>();

/**
 * A write of the resume: the detail (and so the live preview and the completeness) is fetched again after it, and
 * the layout's onChanged runs (the small plate of the avatar menu).
 */
export function useResumeMutation<TVariables, TData>(write: (variables: TVariables) => Promise<TData>) {
  const client = useQueryClient();
  const { onChanged } = useResumeOutlet();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: resumeKeys.detail() }),
        client.invalidateQueries({ queryKey: resumeKeys.candidates() }),
      ]);
      onChanged();
    },
  });
}
