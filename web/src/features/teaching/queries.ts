import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getChartData,
  getProgressList,
  getRecordList,
  getSchoolTeachers,
  getScoreCount,
  getScoreList,
  getScoreSum,
  getStudyAnalysis,
  type ListFilters,
} from '@/api/teaching';

/** Query keys of the analysis tabs (under the teaching feature's 'teaching' root, so its invalidations reach them). */
export const analysisKeys = {
  all: ['teaching', 'analysis'] as const,
  chart: (course: string, days: number) => ['teaching', 'analysis', 'chart', course, days] as const,
  records: (f: ListFilters, page: number) => ['teaching', 'analysis', 'records', f, page] as const,
  study: (course: string) => ['teaching', 'analysis', 'study', course] as const,
  progress: (f: ListFilters, page: number) => ['teaching', 'analysis', 'progress', f, page] as const,
  scoreSum: (course: string) => ['teaching', 'analysis', 'scoreSum', course] as const,
  scoreCount: (course: string) => ['teaching', 'analysis', 'scoreCount', course] as const,
  scores: (f: ListFilters, page: number) => ['teaching', 'analysis', 'scores', f, page] as const,
  schoolTeachers: (keyword: string, page: number) => ['teaching', 'analysis', 'schoolTeachers', keyword, page] as const,
};

export const useChartData = (course: string, days: 7 | 30) =>
  useQuery({ queryKey: analysisKeys.chart(course, days), queryFn: () => getChartData(course, days), placeholderData: keepPreviousData });
export const useRecordList = (f: ListFilters, page: number) =>
  useQuery({ queryKey: analysisKeys.records(f, page), queryFn: () => getRecordList(f, page), placeholderData: keepPreviousData });
export const useStudyAnalysis = (course: string) =>
  useQuery({ queryKey: analysisKeys.study(course), queryFn: () => getStudyAnalysis(course) });
export const useProgressList = (f: ListFilters, page: number) =>
  useQuery({ queryKey: analysisKeys.progress(f, page), queryFn: () => getProgressList(f, page), placeholderData: keepPreviousData });
export const useScoreSum = (course: string) =>
  useQuery({ queryKey: analysisKeys.scoreSum(course), queryFn: () => getScoreSum(course) });
export const useScoreCount = (course: string) =>
  useQuery({ queryKey: analysisKeys.scoreCount(course), queryFn: () => getScoreCount(course) });
export const useScoreList = (f: ListFilters, page: number) =>
  useQuery({ queryKey: analysisKeys.scores(f, page), queryFn: () => getScoreList(f, page), placeholderData: keepPreviousData });
export const useSchoolTeacherList = (keyword: string, page: number) =>
  useQuery({
    queryKey: analysisKeys.schoolTeachers(keyword, page),
    queryFn: () => getSchoolTeachers(page, keyword),
    placeholderData: keepPreviousData,
  });
