import { useState } from 'react';

/** The contract's default page size (docs/admin.md: size ≤ 100, default 15). */
export const PAGE_SIZE = 15;
export const PAGE_SIZES = [15, 30, 50, 100];

/** A server-paged list's filters, page and size: a new search or a new size goes back to page 1. */
export function useListState<F>(initial: F) {
  const [state, setState] = useState({ filters: initial, page: 1, size: PAGE_SIZE });
  return {
    ...state,
    search: (filters: F): void => setState((s) => ({ ...s, filters, page: 1 })),
    paginate: (page: number, size: number): void => setState((s) => ({ ...s, page: size === s.size ? page : 1, size })),
  };
}
