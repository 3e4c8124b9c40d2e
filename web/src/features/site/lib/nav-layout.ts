import type { NavItem } from '@/api/site';

/** Spec 01 §9: the navigation never grows past this width; items beyond fold into a popover. */
export const HEADER_NAV_MAX_WIDTH = 950;

/**
 * How many leading items fit in `available` pixels. When not all fit, room is kept for the
 * "more" trigger that holds the rest.
 */
export function countVisibleItems(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

function stripQuery(url: string): string {
  const at = url.search(/[?#]/);
  return at < 0 ? url : url.slice(0, at);
}

/** The home page's paths: below /home live the personal pages (spec 01 §2.3), which are not "home". */
const HOME_PATHS = new Set(['/', '/home']);

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/' || prefix === '') return pathname === '/';
  if (HOME_PATHS.has(prefix)) return pathname === prefix;
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The current item: the one whose `active` prefix (or menuUrl) is the longest match of the path. */
export function findActiveIndex(items: readonly NavItem[], pathname: string): number {
  const path = pathname === '/' ? '/home' : pathname;
  let best = -1;
  let bestLength = -1;
  items.forEach((item, index) => {
    const prefix = stripQuery(item.active || item.menuUrl || '');
    if (!prefix.startsWith('/')) return;
    if (matchesPrefix(path, prefix) && prefix.length > bestLength) {
      best = index;
      bestLength = prefix.length;
    }
  });
  return best;
}
