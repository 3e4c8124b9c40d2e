import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getArticle,
  getArticles,
  getArticleTypes,
  getCollectedArticles,
  getCourseOptions,
  getManagedArticle,
  getManagedArticles,
  getRecommendedArticles,
  getViewedArticles,
  type ArticleQuery,
  type ManageQuery,
} from '@/api/articles';

/** Query keys of the articles feature, one factory. */
export const articleKeys = {
  all: ['articles'] as const,
  types: () => [...articleKeys.all, 'types'] as const,
  list: (query: ArticleQuery) => [...articleKeys.all, 'list', query] as const,
  recommended: (except: string) => [...articleKeys.all, 'recommended', except] as const,
  /** The viewer is part of the key: signing in reads the like and the collection. */
  article: (sign: string, viewer: string) => [...articleKeys.all, 'article', sign, viewer] as const,
  reader: (viewer: string) => [...articleKeys.all, 'reader', viewer] as const,
  managed: (query: ManageQuery) => [...articleKeys.all, 'managed', query] as const,
  managedOne: (sign: string) => [...articleKeys.all, 'managed-one', sign] as const,
  courses: () => [...articleKeys.all, 'courses'] as const,
};

export const useArticleTypes = () => useQuery({ queryKey: articleKeys.types(), queryFn: getArticleTypes, staleTime: 300_000 });
export const useArticles = (query: ArticleQuery) =>
  useQuery({ queryKey: articleKeys.list(query), queryFn: () => getArticles(query), placeholderData: keepPreviousData });
export const useRecommended = (except = '', size = 6) =>
  useQuery({ queryKey: articleKeys.recommended(except), queryFn: () => getRecommendedArticles(size, except || undefined) });
export const useArticle = (sign: string, viewer: string) =>
  useQuery({ queryKey: articleKeys.article(sign, viewer), queryFn: () => getArticle(sign), enabled: sign !== '', retry: false });
export const useCollections = (viewer: string, page: number, size: number) =>
  useQuery({
    queryKey: [...articleKeys.reader(viewer), 'collections', page],
    queryFn: () => getCollectedArticles(page, size),
    enabled: viewer !== '',
  });
export const useHistory = (viewer: string, page: number, size: number) =>
  useQuery({
    queryKey: [...articleKeys.reader(viewer), 'history', page],
    queryFn: () => getViewedArticles(page, size),
    enabled: viewer !== '',
  });
export const useManagedArticles = (query: ManageQuery) =>
  useQuery({ queryKey: articleKeys.managed(query), queryFn: () => getManagedArticles(query), placeholderData: keepPreviousData });
export const useManagedArticle = (sign: string) =>
  useQuery({ queryKey: articleKeys.managedOne(sign), queryFn: () => getManagedArticle(sign), enabled: sign !== '', retry: false });
export const useCourseOptions = () => useQuery({ queryKey: articleKeys.courses(), queryFn: getCourseOptions, staleTime: 60_000 });
