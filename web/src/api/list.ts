import { api, type QueryValue } from './client';
import { toPageParams, toPaged, type ListAnswer, type PageQuery, type Paged } from './paging';

/** GET a paged list: sends page and page_size (defaults 1 / 15) and computes the total pages. */
export async function getList<T>(
  path: string,
  query: PageQuery & { params?: Record<string, QueryValue> } = {},
): Promise<Paged<T>> {
  const pageParams = toPageParams(query);
  const answer = await api.get<ListAnswer<T>>(path, { ...query.params, ...pageParams });
  return toPaged(answer, pageParams);
}
