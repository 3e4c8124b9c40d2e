import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSchoolAudit, getSchoolAuditActions, type Paging, type SchoolAuditFilters } from '@/api/admin';

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
  audit: (query: SchoolAuditFilters & Paging) => [...schoolAdminKeys.all, 'audit', query] as const,
  auditActions: () => [...schoolAdminKeys.all, 'audit-actions'] as const,
};

/** The school's audit rows (docs/admin.md "Audit"), a page of the filters. */
export function useSchoolAudit(query: SchoolAuditFilters & Paging) {
  return useQuery({ queryKey: schoolAdminKeys.audit(query), queryFn: () => getSchoolAudit(query), placeholderData: keepPreviousData });
}

/** The audit actions and their Chinese names, for the filter (the server's list). */
export function useSchoolAuditActions() {
  return useQuery({ queryKey: schoolAdminKeys.auditActions(), queryFn: getSchoolAuditActions, staleTime: Infinity });
}
