import { apiPaths } from '@/config/paths';
import { api } from './client';
import type { ListAnswer } from './paging';
import { postMultipart } from './upload';

/** Typed calls of articles (docs/articles.md): the public list and page, likes and collections, the writers' calls. */

export type ArticleType = { idSign: string; typeName: string };
/** 0 草稿, 1 已发布, 2 已下架. */
export type ArticleStatus = 0 | 1 | 2;

export type ArticleCard = {
  idSign: string;
  title: string;
  summary: string;
  cover: string;
  typeId: string;
  typeName: string;
  authorName: string;
  authorPhoto: string;
  status: ArticleStatus;
  statusName: string;
  recommend: boolean;
  likeCount: number;
  collectCount: number;
  viewCount: number;
  createTime: string;
  updateTime: string;
  publishTime: string | null;
};

export type LinkedCourse = { idSign: string; name: string; picture: string; offering: 1 | 2 };

/** An article with its sanitised HTML and the course or training it belongs with. */
export type Article = ArticleCard & { content: string; course: LinkedCourse | null };
/** The reader's page: their like and collection, the related articles. */
export type ArticlePage = Article & { liked: boolean; collected: boolean; relatedList: ArticleCard[] };
export type CollectedArticle = ArticleCard & { collectTime: string };
export type ViewedArticle = ArticleCard & { viewTime: string };

export type ArticleQuery = { page: number; size: number; typeId?: string; keyword?: string };
export type ManageQuery = ArticleQuery & { status?: ArticleStatus };

/** The editor's form; content is HTML (the server sanitises it). */
export type ArticleForm = {
  title: string;
  typeId: string;
  summary: string;
  cover: string;
  content: string;
  courseId?: string;
  publish: boolean;
};

// Lists are silent: the pages show their own empty and error states.
const LIST = { silent: true, throttleKey: false } as const;
// Writes: the page says what failed, field by field (silent), and a second click while one runs is dropped.
const WRITE = { silent: true } as const;

export const getArticleTypes = (): Promise<ArticleType[]> => api.get<ArticleType[]>(apiPaths.articleTypes, undefined, LIST);
export const getArticles = (q: ArticleQuery): Promise<ListAnswer<ArticleCard>> =>
  api.get<ListAnswer<ArticleCard>>(apiPaths.articleList, { page: q.page, size: q.size, typeId: q.typeId, keyword: q.keyword }, LIST);
export const getRecommendedArticles = async (size: number, except?: string): Promise<ArticleCard[]> =>
  (await api.post<{ list: ArticleCard[] }>(apiPaths.articleRecommend, { size, sign: except }, LIST)).list;
export const getArticle = (sign: string): Promise<ArticlePage> => api.post<ArticlePage>(apiPaths.articleDetail, { sign }, LIST);

export const likeArticle = (sign: string): Promise<{ likeCount: number; liked: boolean }> =>
  api.post(apiPaths.articleLike, { sign }, WRITE);
export const collectArticle = (sign: string): Promise<null> => api.post<null>(apiPaths.articleCollect, { sign }, WRITE);
export const uncollectArticle = (sign: string): Promise<null> => api.post<null>(apiPaths.articleUncollect, { sign }, WRITE);
export const getCollectedArticles = (page: number, size: number): Promise<ListAnswer<CollectedArticle>> =>
  api.post<ListAnswer<CollectedArticle>>(apiPaths.articleCollections, { page, size }, LIST);
export const getViewedArticles = (page: number, size: number): Promise<ListAnswer<ViewedArticle>> =>
  api.post<ListAnswer<ViewedArticle>>(apiPaths.articleHistory, { page, size }, LIST);

export const getManagedArticles = (q: ManageQuery): Promise<ListAnswer<ArticleCard>> =>
  api.post<ListAnswer<ArticleCard>>(apiPaths.articleManageList, q, LIST);
export const getManagedArticle = (sign: string): Promise<Article> => api.post<Article>(apiPaths.articleManageDetail, { sign }, LIST);
export const addArticle = (form: ArticleForm): Promise<{ idSign: string }> => api.post(apiPaths.articleAdd, form, WRITE);
export const updateArticle = (sign: string, form: ArticleForm): Promise<Article> =>
  api.post<Article>(apiPaths.articleUpdate, { sign, ...form }, WRITE);
export const deleteArticle = (sign: string): Promise<null> => api.post<null>(apiPaths.articleDelete, { sign }, WRITE);
export const unpublishArticle = (sign: string): Promise<Article> => api.post<Article>(apiPaths.articleUnpublish, { sign }, WRITE);
export const getCourseOptions = (): Promise<LinkedCourse[]> => api.get<LinkedCourse[]>(apiPaths.articleCourseOptions, undefined, LIST);

/** An image for the editor (a cover or the body's): PNG, JPEG, WebP or GIF ≤ 5 MB; its URL. */
export function uploadArticleImage(file: File, onProgress: (percent: number) => void): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return postMultipart<{ url: string }>(apiPaths.articleUploadImage, form, onProgress);
}
