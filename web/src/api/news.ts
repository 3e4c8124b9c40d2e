import { apiPaths } from '@/config/paths';
import { api } from './client';
import type { ListAnswer } from './paging';

/** Typed calls of news and information (docs/articles.md "News and information"): the public lists and an item. */

/** 1 企业资讯, 2 行业资讯. */
export type NewsCategory = 1 | 2;

export type NewsItem = {
  idSign: string;
  category: NewsCategory;
  categoryName: string;
  title: string;
  summary: string;
  /** An image URL, or "" for none. */
  cover: string;
  source: string;
  status: number;
  viewCount: number;
  authorName: string;
  /** The platform's news (shown on every school's site) rather than the school's own. */
  platform: boolean;
  createTime: string;
  updateTime: string;
  publishTime: string | null;
};

/** An item as its page shows it, with its sanitised HTML. */
export type NewsArticle = NewsItem & { content: string };

/** Spec 02: the list of a category asks 9 a page. */
export const NEWS_PAGE_SIZE = 9;

// Silent: every list shows its own retry, and the item page its not-found state (资讯不存在, -1000).
const QUIET = { silent: true, throttleKey: false } as const;

/** The home page's latest 6, both categories. */
export const getLatestNews = async (): Promise<NewsItem[]> => (await api.get<NewsItem[] | null>(apiPaths.newsList, undefined, QUIET)) ?? [];

/** The 8 most read of the last 180 days. */
export const getHotNews = async (): Promise<NewsItem[]> => (await api.get<NewsItem[] | null>(apiPaths.newsHot, undefined, QUIET)) ?? [];

/** One page of a category, newest first. */
export async function getNewsPage(category: NewsCategory, page: number): Promise<ListAnswer<NewsItem>> {
  const answer = await api.post<ListAnswer<NewsItem> | null>(apiPaths.newsInformation, { page, size: NEWS_PAGE_SIZE, category }, QUIET);
  return { list: answer?.list ?? [], total: answer?.total ?? 0 };
}

/** An item with its content; the server counts the read. */
export const getNewsItem = (sign: string): Promise<NewsArticle> => api.post<NewsArticle>(apiPaths.newsById, { sign }, QUIET);

/** What a writer (a school admin: the school's news) saves; `content` is HTML, sanitised by the server. */
export type NewsForm = {
  category: NewsCategory;
  title: string;
  summary: string;
  source: string;
  cover: string;
  content: string;
  publish: boolean;
};

// Writes: the page says what failed, field by field (silent), and a second click while one runs is dropped.
const WRITE = { silent: true } as const;

/** The writer's items, drafts included, newest first; `category` narrows to one. */
export async function getManagedNews(page: number, size: number, category?: NewsCategory): Promise<ListAnswer<NewsItem>> {
  const answer = await api.post<ListAnswer<NewsItem> | null>(apiPaths.newsManageList, { page, size, category }, QUIET);
  return { list: answer?.list ?? [], total: answer?.total ?? 0 };
}
export const getManagedNewsItem = (sign: string): Promise<NewsArticle> => api.post<NewsArticle>(apiPaths.newsManageDetail, { sign }, QUIET);
export const addNews = (form: NewsForm): Promise<{ idSign: string }> => api.post(apiPaths.newsAdd, form, WRITE);
export const updateNews = (sign: string, form: NewsForm): Promise<NewsArticle> => api.post<NewsArticle>(apiPaths.newsUpdate, { sign, ...form }, WRITE);
/** Publishes (1) or takes back to a draft (0). */
export const publishNews = (sign: string, status: 0 | 1): Promise<NewsArticle> => api.post<NewsArticle>(apiPaths.newsPublish, { sign, status }, WRITE);
export const deleteNews = (sign: string): Promise<null> => api.post<null>(apiPaths.newsDelete, { sign }, WRITE);
