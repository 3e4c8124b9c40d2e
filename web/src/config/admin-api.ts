/**
 * The admin consoles' calls (docs/admin.md "API"), apart from their screens' paths: the router loads admin-paths.ts with
 * the home page, these only come with the consoles' own code.
 */

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
  /** The school admin's 师生管理: the school's users, their student and teacher roles. */
  schoolUsers: '/schoolAdmin/users',
  schoolUserRoles: '/schoolAdmin/user/roles',
  /** The school admin's 课程管理: the school's course rows, a row's status. */
  schoolCourses: '/schoolAdmin/courses',
  schoolCourseStatus: '/schoolAdmin/course/status',
  /** 站点内容 (menus, banners, adverts): the platform admin's calls name the school, the school admin's do not. */
  siteAdmin: '/admin/site',
  siteSchoolAdmin: '/schoolAdmin/site',
  /** Orders and balances (docs/admin.md "Orders and balances"): every school's orders, a refund, a user's wallet. */
  orders: '/admin/orders',
  orderRefund: '/admin/order/refund',
  userWallet: '/admin/user/wallet',
  /** Notices (docs/admin.md "Notices"): the platform admin's system notices, a school admin's bulletins. */
  noticesAdmin: '/admin/notice',
  noticesSchoolAdmin: '/schoolAdmin/notice',
  /** Public: the reset link's page sends the new password with the link's token. */
  resetByLink: '/user/resetByLink',
} as const;
