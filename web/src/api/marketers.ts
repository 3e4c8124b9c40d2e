import { apiPaths } from '@/config/paths';
import { api, requestFile } from './client';
import type { CourseCard } from './courses';
import { toPageParams, toPaged, type ListAnswer, type Paged } from './paging';

/** Typed calls of the marketers (推广员, docs/commerce.md "Marketers"): applying, the marketer's links and commissions,
 *  a link's public page, and the school admins' review. Money is integer fen. */

/** 0 待审核, 1 已通过, 2 未通过, 3 已停用. */
export type MarketerStatus = 0 | 1 | 2 | 3;

export type Marketer = {
  idSign: string;
  realName: string;
  mobile: string;
  intro: string;
  status: MarketerStatus;
  statusName: string;
  /** Commission, percent of what the buyer pays. */
  rate: number;
  reviewNote: string;
  applyTime: string;
  reviewTime: string | null;
  userName: string;
};

export type ReferralStats = { visits: number; orders: number; commission: number };
export type PromotedCourse = ReferralStats & { course: CourseCard; link: string };
export type Promotion = { marketer: Marketer; totals: ReferralStats; list: PromotedCourse[]; total: number };

export type Commission = {
  orderNo: string;
  title: string;
  buyerName: string;
  amount: number;
  commission: number;
  status: 1 | 3;
  statusName: string;
  payTime: string;
};

export type Landing = {
  marketer: { idSign: string; name: string; photo: string };
  course: CourseCard | null;
  others: CourseCard[];
};

export type Application = { realName: string; mobile: string; intro: string; agree: boolean };

/** Failures are the page's to show (the server's message): no toast from the request layer. */
const QUIET = { silent: true, throttleKey: false } as const;

export function applyMarketer(application: Application): Promise<Marketer> {
  return api.post<Marketer>(apiPaths.marketerApply, application, QUIET);
}

export function getMyApplication(): Promise<Marketer | null> {
  return api.get<Marketer | null>(apiPaths.marketerMine, undefined, QUIET);
}

export async function getPromotion(query: { page?: number; pageSize?: number }): Promise<Promotion & { page: number; pageSize: number }> {
  const params = toPageParams(query);
  const answer = await api.post<Promotion>(apiPaths.marketerPromotion, { page: params.page, size: params.page_size }, QUIET);
  return { ...answer, page: params.page, pageSize: params.page_size };
}

export async function getCommissions(query: { page?: number; pageSize?: number }): Promise<Paged<Commission>> {
  const params = toPageParams(query);
  const answer = await api.post<ListAnswer<Commission>>(apiPaths.marketerCommissions, { page: params.page, size: params.page_size }, QUIET);
  return toPaged(answer, params);
}

/** The QR code of the marketer's link for a course, as an object URL the caller revokes. */
export async function getPromoteQrCode(courseId: string): Promise<string> {
  const file = await requestFile('GET', { path: apiPaths.marketerQrCode }, { params: { courseId }, accept: 'image/png', silent: true });
  return URL.createObjectURL(file.blob);
}

export function getLanding(sign: string, courseId: string): Promise<Landing> {
  return api.get<Landing>(`${apiPaths.marketerLanding}/${encodeURIComponent(sign)}`, courseId ? { courseId } : undefined, QUIET);
}

export type MarketerQuery = { page?: number; pageSize?: number; status?: -1 | MarketerStatus; keyword?: string };

export async function getMarketers(query: MarketerQuery): Promise<Paged<Marketer>> {
  const params = toPageParams(query);
  const body: Record<string, unknown> = { page: params.page, size: params.page_size, status: query.status ?? -1 };
  if (query.keyword) body.keyword = query.keyword;
  return toPaged(await api.post<ListAnswer<Marketer>>(apiPaths.marketerList, body, QUIET), params);
}

export function reviewMarketer(marketerId: string, approve: boolean, rate: number, note: string): Promise<Marketer> {
  return api.post<Marketer>(apiPaths.marketerReview, { marketerId, approve, rate, note }, QUIET);
}

export function stopMarketer(marketerId: string, note: string): Promise<Marketer> {
  return api.post<Marketer>(apiPaths.marketerStop, { marketerId, note }, QUIET);
}
