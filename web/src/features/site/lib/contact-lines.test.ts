import { describe, expect, it } from 'vitest';
import { parseContactLines } from './contact-lines';

describe('parseContactLines', () => {
  it('splits a ;-separated list and reads label||||||value pairs', () => {
    expect(parseContactLines('学校地址||||||北京市海淀区学院路 38 号;校区地址||||||昌平区沙河高教园', '地址')).toEqual([
      { label: '学校地址', value: '北京市海淀区学院路 38 号' },
      { label: '校区地址', value: '昌平区沙河高教园' },
    ]);
  });

  it('uses the default label when a part has none', () => {
    expect(parseContactLines('010-62345678; 招生办||||||010-62345679;', '电话')).toEqual([
      { label: '电话', value: '010-62345678' },
      { label: '招生办', value: '010-62345679' },
    ]);
  });

  it('is empty for empty input', () => {
    expect(parseContactLines(null, '电话')).toEqual([]);
    expect(parseContactLines(' ; ', '电话')).toEqual([]);
  });
});
