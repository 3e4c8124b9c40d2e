import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import type { NavItem } from '@/api/site';
import { NAV_ITEMS } from '@/testing/site-fixtures';
import { HeaderNav } from './header-nav';

const ITEM_WIDTH = 120;
const MORE_WIDTH = 80;

function renderNav(available: number, items: NavItem[] = NAV_ITEMS) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(available);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const kind = this.getAttribute('data-measure');
    const width = kind === 'item' ? ITEM_WIDTH : kind === 'more' ? MORE_WIDTH : 0;
    return { width, height: 20, top: 0, left: 0, right: width, bottom: 20, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
  renderInRouter(<HeaderNav items={items} />, '/college/optional-courses');
  return screen.getByRole('navigation', { name: '主导航' });
}

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('HeaderNav', () => {
  it('shows every item when they fit, and marks the current one by its active prefix', () => {
    const nav = renderNav(900);
    const list = within(nav).getByRole('list');
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['首页', '课程中心', '关于我们']);
    expect(within(list).getByRole('link', { name: /课程中心/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: /更多/ })).not.toBeInTheDocument();
  });

  it('folds what does not fit into the 更多 popover', async () => {
    const nav = renderNav(ITEM_WIDTH + MORE_WIDTH + 10);
    const list = within(nav).getByRole('list');
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['首页']);
    await userEvent.click(within(nav).getByRole('button', { name: /更多/ }));
    const popover = screen.getByRole('group', { name: '更多' });
    expect(within(popover).getByRole('link', { name: '课程中心' })).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: '选修课程' })).toHaveAttribute('href', '/college/optional-courses');
    expect(within(popover).getByRole('link', { name: '关于我们' })).toHaveAttribute('target', '_blank');
  });

  it('opens the children of an entry as a menu while the pointer is on it', async () => {
    const nav = renderNav(900);
    const entry = within(nav).getByRole('link', { name: /课程中心/ });
    expect(entry).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.hover(entry);
    const menu = screen.getByRole('menu', { name: '课程中心' });
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: '选修课程' })).toHaveAttribute('href', '/college/optional-courses');
  });

  it('never uses more than 950 px, however wide the screen', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({ ...NAV_ITEMS[0], menuName: `栏目${index}`, menuUrl: `/m${index}` }));
    const nav = renderNav(2000, many);
    // 9 × 120 = 1080 > 950: (950 − 80) / 120 → 7 items stay, 2 fold.
    expect(within(within(nav).getByRole('list')).getAllByRole('link')).toHaveLength(7);
    expect(within(nav).getByRole('button', { name: /更多/ })).toBeInTheDocument();
  });
});
