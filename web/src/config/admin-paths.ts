/** The admin console's screens and calls (docs/admin.md "Screens" and "API"). */

import { withQuery } from './query-string';

export const adminPaths = {
  /** The console (the platform admin): alone, it goes to 学校管理. */
  root: { path: '/admin', getHref: (): string => '/admin' },
  /** 学校管理: the schools and their hosts, 新增学校 / 编辑 in a drawer, 停用 / 启用. */
  schools: { path: '/admin/schools', getHref: (): string => '/admin/schools' },
  /** 用户管理: the users, a user's roles, claims and sign-ins in a drawer, 模拟登录. */
  users: { path: '/admin/users', getHref: (): string => '/admin/users' },
  /** 企业审核: the companies by review state, a company's profile in a drawer, 通过 / 驳回, its jobs' 推广. */
  companies: { path: '/admin/companies', getHref: (): string => '/admin/companies' },
  /** 操作日志: the audit rows, their before / after, 导出. */
  audit: { path: '/admin/audit', getHref: (): string => '/admin/audit' },
  /** The page of the reset link the SMS carries (public): a new password twice. */
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string): string => withQuery('/reset-password', { token }),
  },
} as const;

/** The school admin's console (docs/admin.md "Screens"); its other sections' paths are their features'. */
export const schoolAdminPaths = {
  /** The console (role schoolAdmin): alone, it goes to 身份审核. */
  root: { path: '/school-admin', getHref: (): string => '/school-admin' },
  /** 课程管理: the school's courses and trainings in any state, 发布 / 取消发布 / 归档. */
  courses: { path: '/school-admin/courses', getHref: (): string => '/school-admin/courses' },
  /** 操作日志: the school's audit rows, their before / after (no export). */
  audit: { path: '/school-admin/audit', getHref: (): string => '/school-admin/audit' },
} as const;

/** API paths, relative to env.apiBase (/api/v1). */
export const adminApi = {
  schools: '/admin/schools',
  school: '/admin/school',
  schoolSave: '/admin/school/save',
  schoolStatus: '/admin/school/status',
  schoolImage: '/admin/school/image',
  users: '/admin/users',
  user: '/admin/user',
  userRoles: '/admin/user/roles',
  userStatus: '/admin/user/status',
  userResetPassword: '/admin/user/resetPassword',
  /** Simulated login (docs/accounts.md "Simulated login"): the user row offers it. */
  simulateLogin: '/admin/simulateLogin',
  /** The company review (docs/employment.md "Who sees what"): the queue, a review, a job's promotion. */
  companies: '/admin/companies',
  companyReview: '/admin/company/review',
  jobPromote: '/admin/job/promote',
  audit: '/admin/audit',
  auditExport: '/admin/audit/export',
  auditActions: '/admin/audit/actions',
  /** The school admin's: the school's rows only (the same filters but schoolSign). */
  schoolAudit: '/schoolAdmin/audit',
  schoolAuditActions: '/schoolAdmin/audit/actions',
  /** The school admin's 课程管理: the school's course rows, a row's status. */
  schoolCourses: '/schoolAdmin/courses',
  schoolCourseStatus: '/schoolAdmin/course/status',
  /** Public: the reset link's page sends the new password with the link's token. */
  resetByLink: '/user/resetByLink',
} as const;
