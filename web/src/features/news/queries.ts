import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHotNews, getLatestNews, getManagedNews, getManagedNewsItem, getNewsItem, getNewsPage, type NewsCategory } from '@/api/news';

/** Query keys of the news feature, one factory. */
export const newsKeys = {
  all: ['news'] as const,
  latest: () => [...newsKeys.all, 'latest'] as const,
  hot: () => [...newsKeys.all, 'hot'] as const,
  list: (category: NewsCategory, page: number) => [...newsKeys.all, 'list', category, page] as const,
  item: (sign: string) => [...newsKeys.all, 'item', sign] as const,
  managed: (page: number, category: NewsCategory | undefined) => [...newsKeys.all, 'managed', page, category ?? 0] as const,
  managedItem: (sign: string) => [...newsKeys.all, 'managed-item', sign] as const,
};

/** News changes a few times a day: lists are fresh for a minute within a visit. */
const LIST_STALE_MS = 60_000;
/** Opening an item counts a read: going back and forth within a few minutes shows the item read once. */
const ITEM_STALE_MS = 5 * 60_000;

export const useLatestNews = (enabled = true) =>
  useQuery({ queryKey: newsKeys.latest(), queryFn: getLatestNews, staleTime: LIST_STALE_MS, enabled });
export const useHotNews = (enabled = true) => useQuery({ queryKey: newsKeys.hot(), queryFn: getHotNews, staleTime: LIST_STALE_MS, enabled });
export const useNewsPage = (category: NewsCategory, page: number) =>
  useQuery({
    queryKey: newsKeys.list(category, page),
    queryFn: () => getNewsPage(category, page),
    // Another page of the same tab keeps the rows on screen while it loads; the other tab starts from its skeleton.
    placeholderData: (previous, query) => (query?.queryKey[2] === category ? keepPreviousData(previous) : undefined),
    staleTime: LIST_STALE_MS,
  });
export const useNewsItem = (sign: string) =>
  useQuery({ queryKey: newsKeys.item(sign), queryFn: () => getNewsItem(sign), enabled: sign !== '', staleTime: ITEM_STALE_MS });

/** A writer's items (drafts included): always asked again when the page opens. */
export const useManagedNews = (page: number, size: number, category?: NewsCategory) =>
  useQuery({
    queryKey: newsKeys.managed(page, category),
    queryFn: () => getManagedNews(page, size, category),
    placeholderData: keepPreviousData,
  });
export const useManagedNewsItem = (sign: string) =>
  useQuery({ queryKey: newsKeys.managedItem(sign), queryFn: () => getManagedNewsItem(sign), enabled: sign !== '', retry: false });
