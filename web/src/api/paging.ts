/** List paging of spec 01 §7 / §9: requests send page and page_size; answers carry list and total. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 15;

export type PageQuery = { page?: number; pageSize?: number };
export type PageParams = { page: number; page_size: number };
export type ListAnswer<T> = { list: T[]; total: number };
export type Paged<T> = ListAnswer<T> & { page: number; pageSize: number; totalPages: number };

export function toPageParams(query: PageQuery = {}): PageParams {
  const page = query.page && query.page > 0 ? Math.floor(query.page) : DEFAULT_PAGE;
  const pageSize = query.pageSize && query.pageSize > 0 ? Math.floor(query.pageSize) : DEFAULT_PAGE_SIZE;
  return { page, page_size: pageSize };
}

export function totalPages(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

export function toPaged<T>(answer: ListAnswer<T> | null | undefined, params: PageParams): Paged<T> {
  const list = answer?.list ?? [];
  const total = answer?.total ?? 0;
  return { list, total, page: params.page, pageSize: params.page_size, totalPages: totalPages(total, params.page_size) };
}
