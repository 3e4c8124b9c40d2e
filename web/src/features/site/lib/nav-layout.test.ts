import { describe, expect, it } from 'vitest';
import type { NavItem } from '@/api/site';
import { countVisibleItems, findActiveIndex } from './nav-layout';

function item(menuUrl: string, active: string | null = null): NavItem {
  return { menuName: menuUrl, menuUrl, explain: null, openMode: '_self', active, parameterInterface: null, childMenuList: [] };
}

describe('countVisibleItems', () => {
  it('shows everything when all fit', () => {
    expect(countVisibleItems([100, 100, 100], 300, 60)).toBe(3);
  });

  it('keeps room for the more trigger when some fold', () => {
    expect(countVisibleItems([100, 100, 100, 100], 350, 60)).toBe(2);
  });

  it('folds everything on a very narrow screen', () => {
    expect(countVisibleItems([100, 100], 120, 60)).toBe(0);
  });
});

describe('findActiveIndex', () => {
  const items = [
    item('/home'),
    item('/college/master-courses', '/college'),
    item('/home/news-advisory'),
    item('/agreement?form=1'),
    item('https://example.edu.cn'),
  ];

  it('marks 首页 on / and /home', () => {
    expect(findActiveIndex(items, '/')).toBe(0);
    expect(findActiveIndex(items, '/home')).toBe(0);
  });

  it('does not mark 首页 on the personal pages below /home', () => {
    expect(findActiveIndex(items, '/home/learning/center')).toBe(-1);
    expect(findActiveIndex(items, '/home/account')).toBe(-1);
  });

  it('prefers the longest matching prefix', () => {
    expect(findActiveIndex(items, '/home/news-advisory/12')).toBe(2);
  });

  it('uses active before menuUrl', () => {
    expect(findActiveIndex(items, '/college/optional-courses')).toBe(1);
  });

  it('ignores the query of menuUrl and does not match partial segments', () => {
    expect(findActiveIndex(items, '/agreement')).toBe(3);
    expect(findActiveIndex(items, '/homework')).toBe(-1);
  });
});
