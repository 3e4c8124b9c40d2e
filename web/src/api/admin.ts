import { adminApi } from '@/config/admin-api';
import { api, requestEnvelope, type DownloadedFile, type QueryValue } from './client';
import { downloadFrom } from './downloads';
import type { CourseStatus, TeacherCourse } from './authoring';
import type { Order, OrderStatus, OrderType, SchoolOrder, WalletEntry } from './commerce';
import type { Company } from './employment';
import type { ListAnswer } from './paging';
import { postMultipart } from './upload';

/** Typed calls of the admin console (docs/admin.md "API"). Times are ISO 8601 with +08:00. */

export type Host = { host: string; icpNumber: string };
/** An address line or a phone number: {label: 招生热线, value: 0571-88888888}. */
export type Item = { label: string; value: string };
/** A campus image, in order. */
export type Image = { title: string; imageUrl: string };

export type SchoolRow = {
  sign: string;
  name: string;
  title: string;
  logo: string;
  hosts: Host[];
  disabled: boolean;
  userCount: number;
  createdAt: string;
};

export type SchoolDetail = {
  sign: string;
  name: string;
  title: string;
  logo: string;
  bottomLogo: string;
  icpNumber: string;
  address: Item[];
  phone: Item[];
  wechatImage: string;
  appImage: string;
  hosts: Host[];
  images: Image[];
  disabled: boolean;
  createdAt: string;
};

/** What 保存 sends: without `originalSign`, a new school. */
export type SchoolForm = Omit<SchoolDetail, 'disabled' | 'createdAt'> & { originalSign?: string };

export const ROLES = ['normal', 'student', 'teacher', 'schoolAdmin', 'enterprise', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type UserRow = {
  userId: string;
  name: string;
  /** Masked: 138****0001. */
  mobile: string;
  roles: Role[];
  schoolSign: string;
  schoolName: string;
  /** 0 none, 1 pending, 2 passed, 3 rejected (docs/accounts.md). */
  auditStatus: number;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
};

export type UserClaim = {
  /** 1 student, 2 teacher. */
  type: number;
  realName: string;
  studentId: string;
  /** 1 pending, 2 approved, 3 rejected. */
  status: number;
  reason: string;
  schoolName: string;
  createdAt: string;
};

export type SignIn = { at: string; ip: string; ok: boolean; way: string };

export type UserDetail = { user: UserRow; claims: UserClaim[]; logins: SignIn[]; sessionCount: number };

export type AuditRow = {
  id: number | string;
  at: string;
  actorName: string;
  actorRole: string;
  schoolSign: string;
  schoolName: string;
  action: string;
  actionName: string;
  target: string;
  summary: string;
  /** JSON text, or "". */
  before: string;
  after: string;
  ip: string;
};

export type AuditAction = { action: string; name: string };

export type Status = 'enabled' | 'disabled';
export type Paging = { page: number; size: number };
export type SchoolFilters = { keyword?: string; status?: Status };
export type UserFilters = { keyword?: string; mobile?: string; role?: Role; schoolSign?: string; status?: Status };
/** `from` / `to`: YYYY-MM-DD in China time, `to` inclusive. */
export type AuditFilters = { actor?: string; action?: string; schoolSign?: string; from?: string; to?: string };

// Lists are read again on every visit: no throttle. Failures go through the one switch (-1000 is the page's to tell).
export const READ = { throttleKey: false } as const;

/** The filters that are set (empty texts left out of the query). */
function queryOf(filters: Record<string, QueryValue>): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/** A change's answer and the server's message (保存成功, 已停用, …). */
export type Said<T> = { data: T; msg: string };

export async function postSaid<T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<Said<T>> {
  const envelope = await requestEnvelope<T>(method, path, { body });
  return { data: envelope.data, msg: envelope.msg };
}

// Schools.
export const getSchools = (filters: SchoolFilters & Paging): Promise<ListAnswer<SchoolRow>> =>
  api.get<ListAnswer<SchoolRow>>(adminApi.schools, queryOf(filters), READ);
export const getSchool = (sign: string): Promise<SchoolDetail> =>
  api.get<SchoolDetail>(adminApi.school, { sign }, READ);
export const saveSchool = (form: SchoolForm): Promise<Said<SchoolDetail>> =>
  postSaid<SchoolDetail>(adminApi.schoolSave, form);
export const setSchoolStatus = (sign: string, disabled: boolean): Promise<Said<SchoolRow>> =>
  postSaid<SchoolRow>(adminApi.schoolStatus, { sign, disabled });
/** Uploads a school picture (PNG, JPEG, WebP or GIF ≤ 5 MB) with its progress: `logo` for a logo, `image` for the others. */
export function uploadSchoolImage(file: File, kind: 'logo' | 'image', onProgress: (percent: number) => void): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return postMultipart<{ url: string }>(`${adminApi.schoolImage}?kind=${kind}`, form, onProgress);
}

// Users.
export const getUsers = (filters: UserFilters & Paging): Promise<ListAnswer<UserRow>> =>
  api.get<ListAnswer<UserRow>>(adminApi.users, queryOf(filters), READ);
export const getUser = (userId: string): Promise<UserDetail> =>
  api.get<UserDetail>(adminApi.user, { userId }, READ);
export const saveUserRoles = (userId: string, roles: Role[]): Promise<Said<UserRow>> =>
  postSaid<UserRow>(adminApi.userRoles, { userId, roles });
export const setUserStatus = (userId: string, disabled: boolean): Promise<Said<UserRow>> =>
  postSaid<UserRow>(adminApi.userStatus, { userId, disabled });
/** Sends the user an SMS with a reset link; resolves the server's message (重置密码链接已通过短信发送). */
export const sendResetLink = (userId: string): Promise<string> =>
  postSaid<null>(adminApi.userResetPassword, { userId }).then((a) => a.msg);
/** Starts a simulated login as the user (docs/accounts.md): the answer's cookies make the new session. */
export const simulateLogin = (userId: string): Promise<Said<null>> =>
  postSaid<null>(adminApi.simulateLogin, { userId });

// Audit.
export const getAudit = (filters: AuditFilters & Paging): Promise<ListAnswer<AuditRow>> =>
  api.get<ListAnswer<AuditRow>>(adminApi.audit, queryOf(filters), READ);
/** The school admin's filters: the same but schoolSign (the server uses the admin's school). */
export type SchoolAuditFilters = Omit<AuditFilters, 'schoolSign'>;
export const getSchoolAudit = (filters: SchoolAuditFilters & Paging): Promise<ListAnswer<AuditRow>> =>
  api.get<ListAnswer<AuditRow>>(adminApi.schoolAudit, queryOf(filters), READ);
export const getAuditActions = (): Promise<AuditAction[]> =>
  api.get<AuditAction[]>(adminApi.auditActions, undefined, READ);
/** The same list for the school admin's filter. */
export const getSchoolAuditActions = (): Promise<AuditAction[]> =>
  api.get<AuditAction[]>(adminApi.schoolAuditActions, undefined, READ);

// People of the school (the school admin's 师生管理; docs/admin.md "People of the school").
/** The roles a school admin gives or takes within the school. */
export type SchoolRole = 'student' | 'teacher';
export type SchoolUserFilters = Omit<UserFilters, 'schoolSign'>;
export const getSchoolUsers = (filters: SchoolUserFilters & Paging): Promise<ListAnswer<UserRow>> =>
  api.get<ListAnswer<UserRow>>(adminApi.schoolUsers, queryOf(filters), READ);
/** The user's roles within the school (the others stay); 身份已更新. */
export const setSchoolUserRoles = (userId: string, roles: SchoolRole[]): Promise<Said<UserRow>> =>
  postSaid<UserRow>(adminApi.schoolUserRoles, { userId, roles });

// Orders and balances (docs/admin.md "Orders and balances").
/** An order as the platform admin sees it: with its buyer and school. */
export type AdminOrder = SchoolOrder & { schoolName: string };
export type OrderFilters = { schoolSign?: string; orderType?: OrderType; status?: OrderStatus; keyword?: string };
/** A user's balance (fen) and a page of its ledger, newest first. */
export type Wallet = ListAnswer<WalletEntry> & { balance: number };
export const getAdminOrders = (filters: OrderFilters & Paging): Promise<ListAnswer<AdminOrder>> =>
  api.get<ListAnswer<AdminOrder>>(adminApi.orders, queryOf(filters), READ);
/** Refunds a paid course or training order of any school into the buyer's balance (退款成功). */
export const refundAnyOrder = (orderNo: string, reason: string): Promise<Said<Order>> =>
  postSaid<Order>(adminApi.orderRefund, { orderNo, reason });
export const getUserWallet = (userId: string, paging: Paging): Promise<Wallet> =>
  api.get<Wallet>(adminApi.userWallet, { userId, ...paging }, READ);

// Courses of the school (the school admin's 课程管理; docs/admin.md "Courses of the school").
/** 1 课程, 2 培训项目. */
export type Offering = 1 | 2;
export type SchoolCourseFilters = { keyword?: string; status?: CourseStatus; offering?: Offering };
/** A course row of the school: 我的授课's row, offering always set. */
export type SchoolCourse = TeacherCourse & { offering: Offering };
export const getSchoolCourses = (filters: SchoolCourseFilters & Paging): Promise<ListAnswer<SchoolCourse>> =>
  api.get<ListAnswer<SchoolCourse>>(adminApi.schoolCourses, queryOf(filters), READ);
/** 发布 (1), 取消发布 (0) or 归档 (2); the answer is the row as it now is. */
export const setSchoolCourseStatus = (sign: string, status: CourseStatus): Promise<Said<SchoolCourse>> =>
  postSaid<SchoolCourse>(adminApi.schoolCourseStatus, { sign, status });

/** The audit rows of the filters as .xlsx (at most 10 000, newest first), under the server's file name. */
export function downloadAudit(filters: AuditFilters): Promise<DownloadedFile> {
  const query = new URLSearchParams(queryOf(filters) as Record<string, string>).toString();
  return downloadFrom(query ? `${adminApi.auditExport}?${query}` : adminApi.auditExport, '操作日志.xlsx');
}

// Companies (docs/employment.md "Enterprises"; the calls are the employment domain's, PUT for the changes).
/** 0 待审核, 1 已认证, 2 未通过. */
export type CompanyStatus = 0 | 1 | 2;
/** A company as the review queue answers it: the whole profile, with its review state and the last save. */
export type CompanyReviewRow = Omit<Company, 'status' | 'statusName' | 'reviewNote' | 'updateTime'> & {
  status: CompanyStatus;
  /** 待审核, 已认证 or 未通过. */
  statusName: string;
  /** Why it was refused ("" otherwise). */
  reviewNote: string;
  /** The last save: every save sends the company back to 待审核. */
  updateTime: string;
};
/** The queue by one status (the server's default 0), oldest change first. */
export type CompanyFilters = { status: CompanyStatus };
/** 通过 (approve), or 驳回 with its reason (required when refusing, at most 200 characters). */
export type CompanyReview = { companyId: string; approve: boolean; reviewNote?: string };

export const getCompanies = (query: CompanyFilters & Paging): Promise<ListAnswer<CompanyReviewRow>> =>
  api.get<ListAnswer<CompanyReviewRow>>(adminApi.companies, queryOf(query), READ);
/** The company as it is now, and the server's message (审核完成). */
export const reviewCompany = (review: CompanyReview): Promise<Said<CompanyReviewRow>> =>
  postSaid<CompanyReviewRow>(adminApi.companyReview, review, 'PUT');
/** 推广职位 on or off (the job board's promoted list); the server's message (保存成功). */
export const promoteJob = (positionId: string, promoted: boolean): Promise<Said<null>> =>
  postSaid<null>(adminApi.jobPromote, { positionId, promoted }, 'PUT');

/** The reset link's page: the token and the new password twice, each encrypted as registration's. */
export type ResetByLinkInput = { token: string; password: string; confirmPassword: string };

/** Resolves the server's message (密码重置成功). */
export const resetByLink = (input: ResetByLinkInput): Promise<string> =>
  requestEnvelope<null>('POST', adminApi.resetByLink, { body: input, throttleKey: false }).then((e) => e.msg);
