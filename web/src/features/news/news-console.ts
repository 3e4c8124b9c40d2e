import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';

/**
 * Whose news the management pages show (docs/articles.md "News and information"): the platform admin's news, shown on
 * every school's site, or a school admin's news of their school. The server scopes the calls by the caller's role.
 */
export type NewsConsole = 'admin' | 'schoolAdmin';

export const NEWS_CONSOLE = {
  admin: {
    list: (): string => adminPaths.news.getHref(),
    editor: (sign?: string): string => adminPaths.newsEditor.getHref(sign),
    subtitle: '全平台的企业资讯与行业资讯：草稿只有管理员看得到，发布后出现在每所学校的首页和新闻资讯页',
  },
  schoolAdmin: {
    list: (): string => paths.schoolAdminNews.getHref(),
    editor: (sign?: string): string => paths.schoolAdminNewsEditor.getHref(sign),
    subtitle: '本校的企业资讯与行业资讯：草稿只有管理员看得到，发布后出现在首页和新闻资讯页',
  },
} as const;
