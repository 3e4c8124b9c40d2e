import { describe, expect, it } from 'vitest';
import { toPageParams, toPaged, totalPages } from './paging';

describe('list paging', () => {
  it('defaults to page 1 and page_size 15', () => {
    expect(toPageParams()).toEqual({ page: 1, page_size: 15 });
    expect(toPageParams({ page: 0, pageSize: -3 })).toEqual({ page: 1, page_size: 15 });
  });

  it('sends the given page and size', () => {
    expect(toPageParams({ page: 3, pageSize: 8 })).toEqual({ page: 3, page_size: 8 });
  });

  it('computes total pages from the count', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(15)).toBe(1);
    expect(totalPages(16)).toBe(2);
    expect(totalPages(41, 8)).toBe(6);
  });

  it('turns list and total into a page', () => {
    expect(toPaged({ list: ['a', 'b'], total: 17 }, { page: 2, page_size: 15 })).toEqual({
      list: ['a', 'b'],
      total: 17,
      page: 2,
      pageSize: 15,
      totalPages: 2,
    });
    expect(toPaged(null, { page: 1, page_size: 15 }).list).toEqual([]);
  });
});
