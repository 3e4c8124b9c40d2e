import type { CourseKindId, CourseListQuery, CourseOrder, CourseType } from '@/api/courses';

/** The catalogue's state lives in the query string: ?keyword=&kind=&typeSign=&order=&page=. */
export type ListParams = { keyword: string; kind?: CourseKindId; typeSign?: string; order: CourseOrder; page: number };

const KINDS: readonly number[] = [4, 5, 6];
const ORDERS: readonly string[] = ['sort', 'new', 'hot'];

export function readListParams(search: URLSearchParams): ListParams {
  const kind = Number(search.get('kind'));
  const order = search.get('order') ?? 'sort';
  const page = Number(search.get('page'));
  return {
    keyword: (search.get('keyword') ?? '').trim(),
    kind: KINDS.includes(kind) ? (kind as CourseKindId) : undefined,
    typeSign: search.get('typeSign') || undefined,
    order: ORDERS.includes(order) ? (order as CourseOrder) : 'sort',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The next query string: changing a filter goes back to page 1; defaults are left out. */
export function writeListParams(current: ListParams, change: Partial<ListParams>): URLSearchParams {
  const next: ListParams = { ...current, page: 1, ...change };
  const search = new URLSearchParams();
  if (next.keyword) search.set('keyword', next.keyword);
  if (next.kind) search.set('kind', String(next.kind));
  if (next.typeSign) search.set('typeSign', next.typeSign);
  if (next.order !== 'sort') search.set('order', next.order);
  if (next.page > 1) search.set('page', String(next.page));
  return search;
}

/** Catalogue page size (spec 01 §9 default paging). */
export const CATALOGUE_PAGE_SIZE = 15;

export function toListQuery(params: ListParams, type?: CourseType): CourseListQuery {
  return {
    page: params.page,
    pageSize: CATALOGUE_PAGE_SIZE,
    type,
    kind: params.kind,
    typeSign: params.typeSign,
    keyword: params.keyword || undefined,
    order: params.order,
  };
}
