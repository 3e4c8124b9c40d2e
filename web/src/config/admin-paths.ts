/** The admin consoles' screens (docs/admin.md "Screens"); their calls are in admin-api.ts. */

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
  /** 站点内容: a school's navigation menu, home banners and adverts (?school= the school's sign). */
  orders: { path: '/admin/orders', getHref: (): string => '/admin/orders' },
  notices: { path: '/admin/notices', getHref: (): string => '/admin/notices' },
  news: { path: '/admin/news', getHref: (): string => '/admin/news' },
  newsEditor: { path: '/admin/news/edit', getHref: (sign?: string): string => withQuery('/admin/news/edit', { id: sign }) },
  siteContent: { path: '/admin/site-content', getHref: (school?: string): string => withQuery('/admin/site-content', { school }) },
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
  /** 站点内容: the school's navigation menu, home banners and adverts. */
  siteContent: { path: '/school-admin/site-content', getHref: (): string => '/school-admin/site-content' },
  notices: { path: '/school-admin/notices', getHref: (): string => '/school-admin/notices' },
  people: { path: '/school-admin/people', getHref: (): string => '/school-admin/people' },
  statistics: {
    path: '/school-admin/statistics',
    getHref: (course?: string, tab?: string): string => withQuery('/school-admin/statistics', { course, tab }),
  },
  /** 操作日志: the school's audit rows, their before / after (no export). */
  audit: { path: '/school-admin/audit', getHref: (): string => '/school-admin/audit' },
} as const;

