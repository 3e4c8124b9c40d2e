import { describe, expect, it } from 'vitest';
import { readListParams, toListQuery, writeListParams } from './list-params';

describe('catalogue query string', () => {
  it('reads defaults and ignores unknown values', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ keyword: '', kind: undefined, typeSign: undefined, order: 'sort', page: 1 });
    expect(readListParams(new URLSearchParams('kind=9&order=cheap&page=-2'))).toEqual({
      keyword: '', kind: undefined, typeSign: undefined, order: 'sort', page: 1,
    });
    expect(readListParams(new URLSearchParams('keyword=%20Python%20&kind=5&typeSign=t3&order=hot&page=3'))).toEqual({
      keyword: 'Python', kind: 5, typeSign: 't3', order: 'hot', page: 3,
    });
  });

  it('goes back to page 1 when a filter changes and leaves defaults out', () => {
    const current = readListParams(new URLSearchParams('keyword=会计&kind=4&page=3'));
    expect(writeListParams(current, { order: 'new' }).toString()).toBe('keyword=%E4%BC%9A%E8%AE%A1&kind=4&order=new');
    expect(writeListParams(current, { page: 2 }).toString()).toBe('keyword=%E4%BC%9A%E8%AE%A1&kind=4&page=2');
    expect(writeListParams(current, { kind: undefined, keyword: '' }).toString()).toBe('');
  });

  it('builds the list call with the page type and 15 a page', () => {
    const params = readListParams(new URLSearchParams('kind=6&order=new&page=2'));
    expect(toListQuery(params, 1)).toEqual({
      page: 2, pageSize: 15, type: 1, kind: 6, typeSign: undefined, keyword: undefined, order: 'new',
    });
  });
});
