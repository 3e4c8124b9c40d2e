import type { TrainingListQuery, TrainingOrder, TrainingState } from '@/api/training';

/** /train's list state lives in the query string: ?keyword=&enterpriseId=&state=&order=&page=. */
export type TrainListParams = {
  keyword: string;
  enterpriseId?: string;
  state?: TrainingState;
  order: TrainingOrder;
  page: number;
};

const STATES: readonly number[] = [1, 2, 3];
const ORDERS: readonly string[] = ['sort', 'new', 'hot'];
/** The list's page size: four rows of three cards. */
export const TRAIN_PAGE_SIZE = 12;

export function readTrainParams(search: URLSearchParams): TrainListParams {
  const state = Number(search.get('state'));
  const order = search.get('order') ?? 'sort';
  const page = Number(search.get('page'));
  return {
    keyword: (search.get('keyword') ?? '').trim(),
    enterpriseId: search.get('enterpriseId') || undefined,
    state: STATES.includes(state) ? (state as TrainingState) : undefined,
    order: ORDERS.includes(order) ? (order as TrainingOrder) : 'sort',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The next query string: changing a filter goes back to page 1; defaults are left out. */
export function writeTrainParams(current: TrainListParams, change: Partial<TrainListParams>): URLSearchParams {
  const next: TrainListParams = { ...current, page: 1, ...change };
  const search = new URLSearchParams();
  if (next.keyword) search.set('keyword', next.keyword);
  if (next.enterpriseId) search.set('enterpriseId', next.enterpriseId);
  if (next.state) search.set('state', String(next.state));
  if (next.order !== 'sort') search.set('order', next.order);
  if (next.page > 1) search.set('page', String(next.page));
  return search;
}

export function toTrainQuery(params: TrainListParams): TrainingListQuery {
  return {
    page: params.page,
    pageSize: TRAIN_PAGE_SIZE,
    keyword: params.keyword || undefined,
    enterpriseId: params.enterpriseId,
    state: params.state,
    order: params.order,
  };
}
