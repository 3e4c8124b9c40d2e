import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getAudit,
  getAuditActions,
  getCompanies,
  getSchool,
  getSchools,
  getUser,
  getUsers,
  promoteJob,
  reviewCompany,
  saveSchool,
  saveUserRoles,
  sendResetLink,
  setSchoolStatus,
  setUserStatus,
  simulateLogin,
  type AuditFilters,
  type CompanyFilters,
  type CompanyReview,
  type Paging,
  type Role,
  type SchoolFilters,
  type SchoolForm,
  type UserFilters,
} from '@/api/admin';
import { getCompanyPosts } from '@/api/employment';
import { paths } from '@/config/paths';
import { redirectTo } from '@/lib/browser';
import { toastSuccess } from '@/lib/toast';
import { tellRefusal } from '@/lib/refusal';
import { ADMIN_TEXT } from './texts';

/** Query keys of the admin console, one factory. */
export const adminKeys = {
  all: ['admin'] as const,
  schools: () => [...adminKeys.all, 'schools'] as const,
  schoolList: (query: SchoolFilters & Paging) => [...adminKeys.schools(), 'list', query] as const,
  schoolOptions: () => [...adminKeys.schools(), 'options'] as const,
  school: (sign: string) => [...adminKeys.schools(), 'detail', sign] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: UserFilters & Paging) => [...adminKeys.users(), 'list', query] as const,
  user: (userId: string) => [...adminKeys.users(), 'detail', userId] as const,
  companies: () => [...adminKeys.all, 'companies'] as const,
  companyList: (query: CompanyFilters & Paging) => [...adminKeys.companies(), 'list', query] as const,
  companyJobs: (companyId: string, page: number, size: number) =>
    [...adminKeys.companies(), 'jobs', companyId, page, size] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditList: (query: AuditFilters & Paging) => [...adminKeys.audit(), 'list', query] as const,
  auditActions: () => [...adminKeys.audit(), 'actions'] as const,
};

/** The filters' school choices: the first hundred schools (the contract's largest page). */
const OPTIONS_SIZE = 100;

/** Every console action writes an audit row: the log is read again with the changed list. */
function changed(client: QueryClient, list: readonly unknown[]): void {
  void client.invalidateQueries({ queryKey: list });
  void client.invalidateQueries({ queryKey: adminKeys.audit() });
}

// Schools.
export function useSchools(query: SchoolFilters & Paging) {
  return useQuery({ queryKey: adminKeys.schoolList(query), queryFn: () => getSchools(query), placeholderData: keepPreviousData });
}

/** The schools as select options (the users' and the audit's filters). */
export function useSchoolOptions() {
  return useQuery({
    queryKey: adminKeys.schoolOptions(),
    queryFn: () => getSchools({ page: 1, size: OPTIONS_SIZE }),
    select: (answer) => answer.list.map((school) => ({ value: school.sign, label: school.name })),
  });
}

/** A school's whole record for 编辑; nothing is asked while none is chosen. */
export function useSchool(sign: string | null) {
  return useQuery({ queryKey: adminKeys.school(sign ?? ''), queryFn: () => getSchool(sign ?? ''), enabled: sign !== null, gcTime: 0 });
}

/** 保存 (new or edited): the server's message is toasted and the lists are read again. */
export function useSaveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: SchoolForm) => saveSchool(form),
    onSuccess: ({ msg }) => {
      toastSuccess(msg || ADMIN_TEXT.form.saved);
      changed(client, adminKeys.schools());
    },
  });
}

/** 停用 / 启用, after the page's confirmation. */
export function useSchoolStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sign, disabled }: { sign: string; disabled: boolean }) => setSchoolStatus(sign, disabled),
    onSuccess: ({ msg }, { disabled }) => {
      toastSuccess(msg || (disabled ? ADMIN_TEXT.state.disabled : ADMIN_TEXT.state.enabled));
      changed(client, adminKeys.schools());
    },
    onError: tellRefusal,
  });
}

// Users.
export function useUsers(query: UserFilters & Paging) {
  return useQuery({ queryKey: adminKeys.userList(query), queryFn: () => getUsers(query), placeholderData: keepPreviousData });
}

/** A user's detail for the drawer; nothing is asked while none is open. */
export function useUser(userId: string | null) {
  return useQuery({ queryKey: adminKeys.user(userId ?? ''), queryFn: () => getUser(userId ?? ''), enabled: userId !== null });
}

/** 保存 of the roles: the server's message is toasted (its refusals are the form's to show). */
export function useSaveRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: Role[] }) => saveUserRoles(userId, roles),
    onSuccess: ({ msg }) => {
      toastSuccess(msg || ADMIN_TEXT.user.rolesSaved);
      changed(client, adminKeys.users());
    },
  });
}

/** 停用 / 启用 of an account, after the page's confirmation. */
export function useUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, disabled }: { userId: string; disabled: boolean }) => setUserStatus(userId, disabled),
    onSuccess: ({ msg }, { disabled }) => {
      toastSuccess(msg || (disabled ? ADMIN_TEXT.state.disabled : ADMIN_TEXT.state.enabled));
      changed(client, adminKeys.users());
    },
    onError: tellRefusal,
  });
}

/** 发送重置密码链接, after the drawer's confirmation: the server's message says where it went. */
export function useSendResetLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => sendResetLink(userId),
    onSuccess: (msg) => {
      toastSuccess(msg || ADMIN_TEXT.user.resetSent);
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    onError: tellRefusal,
  });
}

/**
 * 模拟登录, after the page's confirmation: the answer's cookies are the user's session, so the whole site loads
 * again at /home, where the simulation banner shows.
 */
export function useSimulateLogin() {
  return useMutation({
    mutationFn: (userId: string) => simulateLogin(userId),
    onSuccess: () => redirectTo(paths.home.getHref()),
    onError: tellRefusal,
  });
}

// Companies.
export function useCompanies(query: CompanyFilters & Paging) {
  return useQuery({ queryKey: adminKeys.companyList(query), queryFn: () => getCompanies(query), placeholderData: keepPreviousData });
}

/**
 * 通过 / 驳回, after the page's confirmation or reason: the server's message (审核完成) is toasted and the queue read
 * again. Refusals are the caller's (a missing reason goes under the reason's field).
 */
export function useReviewCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: CompanyReview) => reviewCompany(review),
    onSuccess: ({ msg }) => {
      toastSuccess(msg || ADMIN_TEXT.company.reviewed);
      void client.invalidateQueries({ queryKey: adminKeys.companies() });
    },
  });
}

/** A verified company's listed jobs (the job board's call), for 推广; nothing is asked while `companyId` is null. */
export function useCompanyJobs(companyId: string | null, page: number, size: number) {
  return useQuery({
    queryKey: adminKeys.companyJobs(companyId ?? '', page, size),
    queryFn: () => getCompanyPosts(companyId ?? '', page, size),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}

/** 推广 on or off: the server's message (保存成功) is toasted and the jobs read again. */
export function usePromoteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, promoted }: { positionId: string; promoted: boolean }) => promoteJob(positionId, promoted),
    onSuccess: ({ msg }) => {
      toastSuccess(msg || ADMIN_TEXT.form.saved);
      void client.invalidateQueries({ queryKey: [...adminKeys.companies(), 'jobs'] });
    },
    onError: tellRefusal,
  });
}

// Audit.
export function useAudit(query: AuditFilters & Paging) {
  return useQuery({ queryKey: adminKeys.auditList(query), queryFn: () => getAudit(query), placeholderData: keepPreviousData });
}

export const useAuditActions = () => useQuery({ queryKey: adminKeys.auditActions(), queryFn: getAuditActions, staleTime: Infinity });
