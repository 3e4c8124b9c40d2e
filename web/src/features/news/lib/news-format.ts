import type { NewsCategory, NewsItem } from '@/api/news';
import { formatServerTime } from '@/lib/time';
import { NEWS_TEXT } from '../texts';

export type NewsTab = 'business' | 'industry';

/** The two tabs of /home/news-advisory, in their order: 企业资讯 (business) first, the default. */
export const NEWS_TABS: readonly { tab: NewsTab; category: NewsCategory }[] = [
  { tab: 'business', category: 1 },
  { tab: 'industry', category: 2 },
];

/** The tab an item's category belongs to (anything unknown falls back to the default tab). */
export const tabOf = (category: number): NewsTab => (category === 2 ? 'industry' : 'business');

/** The category a tab lists. */
export const categoryOf = (tab: NewsTab): NewsCategory => (tab === 'industry' ? 2 : 1);

/** A tab's name: 企业资讯 or 行业资讯. */
export const tabName = (tab: NewsTab): string => NEWS_TEXT.categories[categoryOf(tab)];

/** When an item came out, in China time: its publish time, else when it was written. */
export function newsTime(item: Pick<NewsItem, 'publishTime' | 'createTime'>): string {
  return formatServerTime(item.publishTime ?? item.createTime);
}

/** The day an item came out: "2026-11-12". */
export function newsDay(item: Pick<NewsItem, 'publishTime' | 'createTime'>): string {
  return newsTime(item).slice(0, 10);
}

/** A read count as the lists show it: 1234 → "1234", 12345 → "1.2万". */
export function formatViews(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  if (count < 10_000) return String(Math.floor(count));
  const wan = Math.floor(count / 1_000) / 10;
  return `${wan}万`;
}
