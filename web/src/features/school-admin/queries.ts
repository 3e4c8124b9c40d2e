/** Query keys of the school-admin feature. */
export const schoolAdminKeys = {
  all: ['school-admin'] as const,
  claims: () => [...schoolAdminKeys.all, 'claims'] as const,
  claimsPage: (status: unknown, page: number) => [...schoolAdminKeys.claims(), status, page] as const,
  roster: () => [...schoolAdminKeys.all, 'roster'] as const,
  rosterPage: (kind: string, page: number) => [...schoolAdminKeys.roster(), kind, page] as const,
  orders: () => [...schoolAdminKeys.all, 'orders'] as const,
  ordersPage: (status: number, keyword: string, page: number) => [...schoolAdminKeys.orders(), status, keyword, page] as const,
  marketers: () => [...schoolAdminKeys.all, 'marketers'] as const,
  marketersPage: (status: number, keyword: string, page: number) => [...schoolAdminKeys.marketers(), status, keyword, page] as const,
};
