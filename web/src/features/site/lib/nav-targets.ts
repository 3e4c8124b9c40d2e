import type { NavChild, NavItem } from '@/api/site';

export function childTarget(child: NavChild) {
  return { url: child.childMenuUrl, openMode: child.openMode, parameterInterface: child.parameterInterface };
}

export function itemTarget(item: NavItem) {
  return { url: item.menuUrl, openMode: item.openMode, parameterInterface: item.parameterInterface };
}
