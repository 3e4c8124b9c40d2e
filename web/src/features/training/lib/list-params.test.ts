import { describe, expect, it } from 'vitest';
import { readTrainParams, toTrainQuery, TRAIN_PAGE_SIZE, writeTrainParams } from './list-params';

describe('training list params', () => {
  it('reads the query string and drops what is not valid', () => {
    expect(readTrainParams(new URLSearchParams('keyword= 电商 &state=2&order=hot&page=3&enterpriseId=e1'))).toEqual({
      keyword: '电商',
      enterpriseId: 'e1',
      state: 2,
      order: 'hot',
      page: 3,
    });
    expect(readTrainParams(new URLSearchParams('state=9&order=x&page=-1'))).toEqual({
      keyword: '',
      enterpriseId: undefined,
      state: undefined,
      order: 'sort',
      page: 1,
    });
  });

  it('goes back to page 1 on a filter change and leaves defaults out', () => {
    const current = readTrainParams(new URLSearchParams('state=1&page=4'));
    expect(writeTrainParams(current, { order: 'new' }).toString()).toBe('state=1&order=new');
    expect(writeTrainParams(current, { page: 2 }).toString()).toBe('state=1&page=2');
    expect(writeTrainParams(current, { state: undefined }).toString()).toBe('');
  });

  it('asks the server for twelve a page', () => {
    expect(toTrainQuery(readTrainParams(new URLSearchParams('keyword=财务')))).toEqual({
      page: 1,
      pageSize: TRAIN_PAGE_SIZE,
      keyword: '财务',
      enterpriseId: undefined,
      state: undefined,
      order: 'sort',
    });
  });
});
