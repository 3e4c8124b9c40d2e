/** The external training systems' screens and calls (docs/external-systems.md "Pages" and "API"). */

/** The two systems: an ERP system and a supply-chain (供应链) system. */
export const EXTERNAL_SYSTEMS = ['erp', 'gyl'] as const;
export type ExternalSystemKey = (typeof EXTERNAL_SYSTEMS)[number];

export const externalPaths = {
  /** Public, with the site's header and footer: the two systems as cards. */
  supplyChain: { path: '/supplyChain', getHref: (): string => '/supplyChain' },
  /** Login; bare (any address containing `webview`, app/layouts/layout-rules): the system in a full-window frame. */
  erp: { path: '/webview/erp', getHref: (): string => '/webview/erp' },
  gyl: { path: '/webview/gyl', getHref: (): string => '/webview/gyl' },
  /** The school admin's configuration of both systems. */
  admin: { path: '/school-admin/external-systems', getHref: (): string => '/school-admin/external-systems' },
  platformAdmin: {
    path: '/admin/external-systems',
    getHref: (school?: string): string => (school ? `/admin/external-systems?school=${encodeURIComponent(school)}` : '/admin/external-systems'),
  },
} as const;

/** The bare page of a system. */
export const webviewHref = (system: ExternalSystemKey): string => externalPaths[system].getHref();

/** API paths, relative to env.apiBase (/api/v1). */
export const externalApi = {
  systems: '/external/systems',
  launch: '/external/launch',
  verify: '/external/verify',
  adminList: '/schoolAdmin/externalSystems',
  adminSave: '/schoolAdmin/externalSystems/save',
  adminResetSecret: '/schoolAdmin/externalSystems/resetSecret',
  adminDelete: '/schoolAdmin/externalSystems/delete',
  /** The platform admin's: the same calls naming the school (`school`: its sign). */
  platformBase: '/admin/externalSystems',
} as const;
