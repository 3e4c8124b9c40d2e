import { keepPreviousData, useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  decide,
  getIndustryNews,
  getMarket,
  getPracticeBanner,
  getPracticeCategories,
  getPracticeDetail,
  getPracticeList,
  getRunState,
  getWhaleCreation,
  restartRun,
  startRun,
  type Decision,
  type RunShown,
  type RunState,
} from '@/api/simulation';
import type { FormInstance } from 'antd';
import { tellRefusal } from '@/lib/refusal';
import { showRefusal } from './refusal';

/** Query keys of simulation training, one factory. */
export const simulationKeys = {
  all: ['simulation'] as const,
  categories: () => [...simulationKeys.all, 'categories'] as const,
  list: (categoryId: number | null, page: number) => [...simulationKeys.all, 'list', categoryId, page] as const,
  banner: () => [...simulationKeys.all, 'banner'] as const,
  news: (page: number) => [...simulationKeys.all, 'news', page] as const,
  creation: () => [...simulationKeys.all, 'creation'] as const,
  detail: (sign: string) => [...simulationKeys.all, 'detail', sign] as const,
  market: (sign: string) => [...simulationKeys.all, 'market', sign] as const,
  run: (sign: string) => [...simulationKeys.all, 'run', sign] as const,
  /** The mutation key of a run's decisions: one at a time, on every panel of the page. */
  decision: (sign: string) => [...simulationKeys.all, 'decision', sign] as const,
  course: (courseId: string) => [...simulationKeys.all, 'course', courseId] as const,
  assignments: (courseId: string) => [...simulationKeys.course(courseId), 'assignments'] as const,
  coursePractices: (courseId: string) => [...simulationKeys.course(courseId), 'practices'] as const,
  trainees: (courseId: string, sign: string, keyword: string, page: number) =>
    [...simulationKeys.course(courseId), 'trainees', sign, keyword, page] as const,
};

export const PRACTICE_PAGE_SIZE = 9;
export const NEWS_SIZE = 6;

export const useCategories = () => useQuery({ queryKey: simulationKeys.categories(), queryFn: getPracticeCategories });
export const useBanner = () => useQuery({ queryKey: simulationKeys.banner(), queryFn: getPracticeBanner });
export const useCreation = () => useQuery({ queryKey: simulationKeys.creation(), queryFn: getWhaleCreation });
export const useIndustryNews = () => useQuery({ queryKey: simulationKeys.news(1), queryFn: () => getIndustryNews(1, NEWS_SIZE) });

export function usePracticeList(categoryId: number | null, page: number) {
  return useQuery({
    queryKey: simulationKeys.list(categoryId, page),
    queryFn: () => getPracticeList(categoryId, page, PRACTICE_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export function usePracticeDetail(sign: string) {
  return useQuery({ queryKey: simulationKeys.detail(sign), queryFn: () => getPracticeDetail(sign), enabled: !!sign, retry: false });
}

export function useMarket(sign: string) {
  return useQuery({ queryKey: simulationKeys.market(sign), queryFn: () => getMarket(sign), enabled: !!sign, staleTime: Infinity, retry: false });
}

export function useRunState(sign: string) {
  return useQuery({ queryKey: simulationKeys.run(sign), queryFn: () => getRunState(sign), enabled: !!sign, retry: false });
}

/**
 * A new state of a run: shown at once; the lists that show my stage and score are read again. A read of the run still
 * on its way is dropped first: it may carry the state from before this decision and would put it back on screen.
 */
function keepRun(client: QueryClient, state: RunState): void {
  void client.cancelQueries({ queryKey: simulationKeys.run(state.sign), exact: true });
  client.setQueryData(simulationKeys.run(state.sign), state);
  void client.invalidateQueries({
    queryKey: simulationKeys.all,
    predicate: (query) => !['run', 'market', 'course'].includes(String(query.queryKey[1])),
  });
}

/** 开始实训 (the existing run if there is one) and 重新开始. */
export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sign, restart }: { sign: string; restart: boolean }) => (restart ? restartRun(sign) : startRun(sign)),
    onSuccess: (state) => keepRun(client, state),
    onError: (error) => tellRefusal(error),
  });
}

/**
 * The decisions of a run, each sent with the day and version of the state on screen (a double click or a stale page
 * gets 页面已过期，请刷新后重试). A refusal is told (the page's form may show it under its field instead) and the state is
 * read again, so a stale page catches up with the server.
 */
export function useRunDecision(run: RunShown) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: simulationKeys.decision(run.sign),
    mutationFn: (decision: Decision) => decide(run, decision),
    onSuccess: (state) => keepRun(client, state),
    onError: () => void client.invalidateQueries({ queryKey: simulationKeys.run(run.sign) }),
  });
  // Every panel of the run waits while any of them sends: no decision goes out twice or on a state about to change.
  const busy = useIsMutating({ mutationKey: simulationKeys.decision(run.sign) }) > 0;
  const send = (decision: Decision, options: SendOptions = {}): void => {
    if (busy) return;
    mutation.mutate(decision, {
      onSuccess: options.onSuccess,
      onError: (error) => (options.form ? showRefusal(error, options.form, options.fields ?? []) : tellRefusal(error)),
    });
  };
  return { send, busy };
}

type SendOptions = {
  /** The form whose fields (named as the call's body) show a refusal naming one of `fields`. */
  form?: FormInstance;
  fields?: readonly string[];
  onSuccess?: (state: RunState) => void;
};
