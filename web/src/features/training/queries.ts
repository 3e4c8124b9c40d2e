import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getEnterprises,
  getMyTrainings,
  getRecommendTrainings,
  getTrainBody,
  getTrainHeader,
  getTrainList,
  getTrainPlan,
  getTrainQueryList,
  getTimetable,
  getTrainResources,
  getTrainTeachers,
  getPracticeTasks,
  type TrainingListQuery,
} from '@/api/training';

/** Query keys of the training feature, one factory. */
export const trainingKeys = {
  all: ['training'] as const,
  recommend: () => [...trainingKeys.all, 'recommend'] as const,
  queryList: () => [...trainingKeys.all, 'query-list'] as const,
  list: (query: TrainingListQuery) => [...trainingKeys.all, 'list', query] as const,
  enterprises: (trainId?: string) => [...trainingKeys.all, 'enterprises', trainId ?? ''] as const,
  training: (sign: string) => [...trainingKeys.all, 'training', sign] as const,
  /** The viewer is part of the key: signing in refetches the trainee's standing. */
  header: (sign: string, viewer: string) => [...trainingKeys.training(sign), 'header', viewer] as const,
  body: (sign: string) => [...trainingKeys.training(sign), 'body'] as const,
  plan: (sign: string) => [...trainingKeys.training(sign), 'plan'] as const,
  teachers: (sign: string) => [...trainingKeys.training(sign), 'teachers'] as const,
  timetable: (sign: string, viewer: string) => [...trainingKeys.training(sign), 'timetable', viewer] as const,
  resources: (sign: string, viewer: string) => [...trainingKeys.training(sign), 'resources', viewer] as const,
  practice: (sign: string, viewer: string) => [...trainingKeys.training(sign), 'practice', viewer] as const,
  works: (sign: string, viewer: string) => [...trainingKeys.training(sign), 'works', viewer] as const,
  exams: (sign: string, viewer: string) => [...trainingKeys.training(sign), 'exams', viewer] as const,
  /** A timetable video's signed URL. */
  videoAuth: (videoSign: string) => [...trainingKeys.all, 'video-auth', videoSign] as const,
  mine: (status: number, page: number) => [...trainingKeys.all, 'mine', status, page] as const,
};

/** Catalogue data changes rarely within a visit. */
const CATALOGUE_STALE_MS = 60_000;

export const useRecommendTrainings = (enabled = true) =>
  useQuery({ queryKey: trainingKeys.recommend(), queryFn: getRecommendTrainings, staleTime: CATALOGUE_STALE_MS, enabled });
export const useTrainQueryList = () =>
  useQuery({ queryKey: trainingKeys.queryList(), queryFn: getTrainQueryList, staleTime: CATALOGUE_STALE_MS });
export const useTrainList = (query: TrainingListQuery) =>
  useQuery({
    queryKey: trainingKeys.list(query),
    queryFn: () => getTrainList(query),
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_MS,
  });
export const useEnterprises = (trainId?: string) =>
  useQuery({ queryKey: trainingKeys.enterprises(trainId), queryFn: () => getEnterprises(trainId), staleTime: CATALOGUE_STALE_MS });

export const useTrainHeader = (sign: string, viewer: string) =>
  useQuery({ queryKey: trainingKeys.header(sign, viewer), queryFn: () => getTrainHeader(sign), enabled: sign !== '' });
export const useTrainBody = (sign: string) => useQuery({ queryKey: trainingKeys.body(sign), queryFn: () => getTrainBody(sign) });
export const useTrainPlan = (sign: string) => useQuery({ queryKey: trainingKeys.plan(sign), queryFn: () => getTrainPlan(sign) });
export const useTrainTeachers = (sign: string) =>
  useQuery({ queryKey: trainingKeys.teachers(sign), queryFn: () => getTrainTeachers(sign) });
export const useTimetable = (sign: string, viewer: string, enabled = true) =>
  useQuery({ queryKey: trainingKeys.timetable(sign, viewer), queryFn: () => getTimetable(sign), enabled });
export const useTrainResources = (sign: string, viewer: string, enabled: boolean) =>
  useQuery({ queryKey: trainingKeys.resources(sign, viewer), queryFn: () => getTrainResources(sign), enabled });
export const useMyTrainings = (status: 0 | 1 | 2, page: number, pageSize: number) =>
  useQuery({
    queryKey: trainingKeys.mine(status, page),
    queryFn: () => getMyTrainings(page, pageSize, status === 0 ? undefined : status),
    placeholderData: keepPreviousData,
  });
export const usePracticeTasks = (sign: string, viewer: string, enabled: boolean) =>
  useQuery({ queryKey: trainingKeys.practice(sign, viewer), queryFn: () => getPracticeTasks(sign), enabled });
