import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSchoolAudit,
  getSchoolAuditActions,
  getSchoolCourses,
  getSchoolUsers,
  setSchoolCourseStatus,
  setSchoolUserRoles,
  type Paging,
  type SchoolRole,
  type SchoolUserFilters,
  type SchoolAuditFilters,
  type SchoolCourseFilters,
} from '@/api/admin';
import type { CourseStatus } from '@/api/authoring';
import { tellRefusal } from '@/lib/refusal';
import { toastSuccess } from '@/lib/toast';

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
  people: () => [...schoolAdminKeys.all, 'people'] as const,
  peoplePage: (query: SchoolUserFilters & Paging) => [...schoolAdminKeys.people(), query] as const,
  courses: () => [...schoolAdminKeys.all, 'courses'] as const,
  coursesPage: (query: SchoolCourseFilters & Paging) => [...schoolAdminKeys.courses(), query] as const,
};

/** The school's audit rows (docs/admin.md "Audit"), a page of the filters. */
export function useSchoolAudit(query: SchoolAuditFilters & Paging) {
  return useQuery({ queryKey: schoolAdminKeys.audit(query), queryFn: () => getSchoolAudit(query), placeholderData: keepPreviousData });
}

/** The audit actions and their Chinese names, for the filter (the server's list). */
export function useSchoolAuditActions() {
  return useQuery({ queryKey: schoolAdminKeys.auditActions(), queryFn: getSchoolAuditActions, staleTime: Infinity });
}

/** The school's course rows (课程管理), a page of the filters. */
export function useSchoolCourses(query: SchoolCourseFilters & Paging) {
  return useQuery({ queryKey: schoolAdminKeys.coursesPage(query), queryFn: () => getSchoolCourses(query), placeholderData: keepPreviousData });
}

/** 发布, 取消发布 or 归档 a row: the server's message is toasted, the list and the audit log are read again. */
export function useSchoolCourseStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sign, status }: { sign: string; status: CourseStatus }) => setSchoolCourseStatus(sign, status),
    onSuccess: ({ msg }) => {
      toastSuccess(msg);
      void client.invalidateQueries({ queryKey: schoolAdminKeys.courses() });
      void client.invalidateQueries({ queryKey: [...schoolAdminKeys.all, 'audit'] });
    },
    onError: tellRefusal,
  });
}

/** The school's users (师生管理), a page of the filters. */
export function useSchoolUsers(query: SchoolUserFilters & Paging) {
  return useQuery({ queryKey: schoolAdminKeys.peoplePage(query), queryFn: () => getSchoolUsers(query), placeholderData: keepPreviousData });
}

/** 保存 a user's roles within the school: the server's message is toasted, the list and the audit log are read again. */
export function useSchoolUserRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: SchoolRole[] }) => setSchoolUserRoles(userId, roles),
    onSuccess: ({ msg }) => {
      toastSuccess(msg);
      void client.invalidateQueries({ queryKey: schoolAdminKeys.people() });
      void client.invalidateQueries({ queryKey: [...schoolAdminKeys.all, 'audit'] });
    },
    onError: tellRefusal,
  });
}
