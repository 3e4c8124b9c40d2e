/** The industrial belt map's screens and calls (docs/industrial-belt.md "Pages" and "API"). */

import { withQuery } from './query-string';

export const industryPaths = {
  /** The public map; `code` is the selected province's two-digit code (?code=33). */
  map: { path: '/industrialBelt', getHref: (code?: string): string => withQuery('/industrialBelt', { code }) },
  /** The platform admin's belts: a table, 新增 / 编辑 in a drawer, 删除. */
  admin: { path: '/admin/industrial-belts', getHref: (): string => '/admin/industrial-belts' },
} as const;

/** API paths, relative to env.apiBase (/api/v1). */
export const industryApi = {
  map: '/industrialBelt/map',
  region: '/industrialBelt/region',
  adminList: '/industrialBelt/admin/list',
  adminSave: '/industrialBelt/admin/save',
  adminDelete: '/industrialBelt/admin/delete',
} as const;
