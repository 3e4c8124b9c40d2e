import {
  AccountBookOutlined,
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  FileSearchOutlined,
  LayoutOutlined,
  LineChartOutlined,
  NotificationOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SoundOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AuditFilters } from '@/api/admin';
import { schoolAdminPaths } from '@/config/admin-paths';
import { certificatePaths } from '@/config/certificate-paths';
import { employmentPaths } from '@/config/employment-paths';
import { externalPaths } from '@/config/external-paths';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import type { ConsoleSection } from '@/features/admin/components/admin-menu';
import { AuditLog } from '@/features/admin/components/audit-log';
import { useListState } from '@/features/admin/lib/use-list-state';
import { NoticesPage } from '@/features/admin/pages/notices-page';
import { SiteContentPage } from '@/features/admin/pages/site-content-page';
import { useSchoolAudit, useSchoolAuditActions } from '@/features/school-admin/queries';
import { SCHOOL_CONSOLE_TEXT } from '@/features/school-admin/texts';

/**
 * 学校管理后台 (docs/admin.md "Screens"): the platform admin's console frame and audit log (features/admin) around the
 * school admin's pages (features/school-admin, news, articles, employment, certificates, external).
 */

const M = SCHOOL_CONSOLE_TEXT.menu;

/** The school admin's sections, each keyed by its address (the news editor is outside the console, full width). */
export const SCHOOL_ADMIN_SECTIONS: readonly ConsoleSection[] = [
  { href: paths.schoolAdminIdentity.getHref(), label: M.identity, icon: <AuditOutlined /> },
  { href: schoolAdminPaths.people.getHref(), label: M.people, icon: <TeamOutlined /> },
  { href: schoolAdminPaths.courses.getHref(), label: M.courses, icon: <BookOutlined /> },
  { href: schoolAdminPaths.siteContent.getHref(), label: M.siteContent, icon: <LayoutOutlined /> },
  { href: paths.schoolAdminCommerce.getHref(), label: M.commerce, icon: <AccountBookOutlined /> },
  { href: schoolAdminPaths.notices.getHref(), label: M.notices, icon: <SoundOutlined /> },
  { href: paths.schoolAdminNews.getHref(), label: M.news, icon: <NotificationOutlined /> },
  { href: paths.schoolAdminArticles.getHref(), label: M.articles, icon: <ReadOutlined /> },
  { href: schoolAdminPaths.statistics.getHref(), label: M.statistics, icon: <LineChartOutlined /> },
  { href: employmentPaths.schoolStats.getHref(), label: M.employment, icon: <BarChartOutlined /> },
  { href: certificatePaths.school.getHref(), label: M.certificates, icon: <SafetyCertificateOutlined /> },
  { href: externalPaths.admin.getHref(), label: M.externalSystems, icon: <ApiOutlined /> },
  { href: schoolAdminPaths.audit.getHref(), label: M.audit, icon: <FileSearchOutlined /> },
];

/** /school-admin/* (role schoolAdmin, behind the router's guard): the side menu around the console's pages. */
export function SchoolAdminLayout() {
  return <AdminLayout brand={SCHOOL_CONSOLE_TEXT.brand} home={schoolAdminPaths.root.getHref()} sections={SCHOOL_ADMIN_SECTIONS} />;
}

/**
 * /school-admin/audit: the school's audit rows, filtered and paged by the server (no school filter or column: all are
 * the admin's school; no export, there is no school export call); a row expands to the state before and after.
 */
export function SchoolAuditRoute() {
  const list = useListState<AuditFilters>({});
  const rows = useSchoolAudit({ ...list.filters, page: list.page, size: list.size });
  const actions = useSchoolAuditActions();
  const options = (actions.data ?? []).map((a) => ({ value: a.action, label: a.name }));
  return <AuditLog intro={SCHOOL_CONSOLE_TEXT.auditIntro} list={list} rows={rows} actions={{ options, loading: actions.isPending }} />;
}

const SCHOOL_TARGET = { console: 'schoolAdmin' } as const;

/** /school-admin/site-content: the school's own navigation menu, home banners and adverts (站点内容). */
export function SchoolSiteContentRoute() {
  return <SiteContentPage target={SCHOOL_TARGET} />;
}

/** /school-admin/notices: the bulletins of the school admin's own school (学校公告). */
export function SchoolNoticesRoute() {
  return <NoticesPage console="schoolAdmin" />;
}
