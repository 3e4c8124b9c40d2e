import { Navigate, type RouteObject } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { examPaths } from '@/config/exam-paths';
import { externalPaths } from '@/config/external-paths';
import { industryPaths } from '@/config/industry-paths';
import { simulationPaths } from '@/config/simulation-paths';
import { hasRole } from '@/features/accounts/lib/role';
import { PlatformAdminGuard } from './guards/platform-admin-guard';
import { RoleGuard } from './guards/role-guard';

/**
 * The route entries of simulation training, the industrial belt map, the admin console, the external systems and the
 * exams across courses, under the antd layout
 * (router.tsx's sessionPages); 我的上传's page, under the account guard.
 */

// Simulation training (docs/simulation.md): the area's home, 鲸创实训 and a practice, the guided flow, the back office.
const simulationHomePage = async () => ({
  Component: (await import('@/features/simulation/pages/simulation-home-page')).SimulationHomePage,
});
const whaleCreationPage = async () => ({
  Component: (await import('@/features/simulation/pages/whale-creation-page')).WhaleCreationPage,
});
const creationDetailsPage = async () => ({
  Component: (await import('@/features/simulation/pages/creation-details-page')).CreationDetailsPage,
});
const whaleFlowPage = async () => ({ Component: (await import('@/features/simulation/pages/whale-flow-page')).WhaleFlowPage });
const amazonBackOfficePage = async () => ({
  Component: (await import('@/features/simulation/pages/back-office-page')).AmazonBackOfficePage,
});
const playgroundBackOfficePage = async () => ({
  Component: (await import('@/features/simulation/pages/back-office-page')).PlaygroundBackOfficePage,
});

export const simulationRoutes: RouteObject = {
  // Simulation training needs a login, any role (docs/simulation.md: its pages are not public; else /login).
  element: <RoleGuard />,
  children: [
    { path: simulationPaths.home.path, lazy: simulationHomePage },
    { path: simulationPaths.creation.path, lazy: whaleCreationPage },
    { path: simulationPaths.details.path, lazy: creationDetailsPage },
    { path: simulationPaths.flow.path, lazy: whaleFlowPage },
    // Full screen (app/layouts/layout-rules): no site header or footer.
    { path: simulationPaths.amazonBackOffice.path, lazy: amazonBackOfficePage },
    { path: simulationPaths.playground.path, lazy: playgroundBackOfficePage },
  ],
};

// The industrial belt map (docs/industrial-belt.md): the public map, the platform admin's belts.
const industrialBeltPage = async () => ({
  Component: (await import('@/features/industry/pages/industrial-belt-page')).IndustrialBeltPage,
});
const beltAdminPage = async () => ({ Component: (await import('@/features/industry/pages/belt-admin-page')).BeltAdminPage });

export const industryRoutes: RouteObject[] = [
  // Public (config/paths isPublicPath): a visitor sees the map and a province. The belts' admin page is the console's.
  { path: industryPaths.map.path, lazy: industrialBeltPage },
];

// The admin console (docs/admin.md "Screens"): its side menu around the schools, the users, the companies'
// review, the audit log and the belts.
const adminLayout = async () => ({
  Component: (await import('@/features/admin/components/admin-layout')).PlatformAdminLayout,
});
const schoolsPage = async () => ({ Component: (await import('@/features/admin/pages/schools-page')).SchoolsPage });
const usersPage = async () => ({ Component: (await import('@/features/admin/pages/users-page')).UsersPage });
const companiesPage = async () => ({ Component: (await import('@/features/admin/pages/companies-page')).CompaniesPage });
const adminNewsPage = async () => ({ Component: (await import('@/features/news/pages/news-management-page')).AdminNewsManagementPage });
const adminNewsEditorPage = async () => ({ Component: (await import('@/features/news/pages/news-editor-page')).AdminNewsEditorPage });
const adminExternalPage = async () => ({ Component: (await import('./routes/admin-external-route')).AdminExternalSystemsRoute });
const noticesPage = async () => ({ Component: (await import('@/features/admin/pages/notices-page')).AdminNoticesPage });
const ordersPage = async () => ({ Component: (await import('@/features/admin/pages/orders-page')).OrdersPage });
const auditPage = async () => ({ Component: (await import('@/features/admin/pages/audit-page')).AuditPage });
const siteContentPage = async () => ({
  Component: (await import('@/features/admin/pages/site-content-page')).AdminSiteContentPage,
});

export const adminRoutes: RouteObject = {
  // The platform admin only (身份错误 otherwise; without a session, login first).
  element: <PlatformAdminGuard />,
  children: [
    {
      path: adminPaths.root.path,
      lazy: adminLayout,
      children: [
        { index: true, element: <Navigate replace to={adminPaths.schools.getHref()} /> },
        { path: adminPaths.schools.path, lazy: schoolsPage },
        { path: adminPaths.siteContent.path, lazy: siteContentPage },
        { path: adminPaths.notices.path, lazy: noticesPage },
        { path: adminPaths.news.path, lazy: adminNewsPage },
        { path: adminPaths.users.path, lazy: usersPage },
        { path: adminPaths.companies.path, lazy: companiesPage },
        { path: adminPaths.orders.path, lazy: ordersPage },
        { path: adminPaths.audit.path, lazy: auditPage },
        { path: industryPaths.admin.path, lazy: beltAdminPage },
        { path: externalPaths.platformAdmin.path, lazy: adminExternalPage },
      ],
    },
    // The news editor stays full width, outside the console.
    { path: adminPaths.newsEditor.path, lazy: adminNewsEditorPage },
  ],
};

// The school admin's console (docs/admin.md "Screens"): its side menu around the school admin's pages (router.tsx's
// SchoolAdminGuard children) and the school's audit log.
export const schoolAdminLayout = async () => ({ Component: (await import('./routes/school-admin-route')).SchoolAdminLayout });
export const schoolAuditPage = async () => ({ Component: (await import('./routes/school-admin-route')).SchoolAuditRoute });
export const schoolCoursesPage = async () => ({ Component: (await import('./routes/school-courses-route')).SchoolCoursesRoute });
export const schoolPeoplePage = async () => ({ Component: (await import('./routes/school-people-route')).SchoolPeopleRoute });
export const schoolStatisticsPage = async () => ({ Component: (await import('./routes/school-statistics-route')).SchoolStatisticsRoute });
export const schoolNoticesPage = async () => ({ Component: (await import('./routes/school-admin-route')).SchoolNoticesRoute });
export const schoolSiteContentPage = async () => ({ Component: (await import('./routes/school-admin-route')).SchoolSiteContentRoute });

// External systems (docs/external-systems.md): the public hub; the bare webviews (layout-rules: "webview") need a login
// (their launch is the user's); the school admin's configuration is in router.tsx's school admin pages.
const supplyChainPage = async () => ({
  Component: (await import('@/features/external/pages/supply-chain-page')).SupplyChainPage,
});
const erpWebviewPage = async () => ({ Component: (await import('@/features/external/pages/webview-page')).ErpWebviewPage });
const gylWebviewPage = async () => ({ Component: (await import('@/features/external/pages/webview-page')).GylWebviewPage });
export const externalSystemsAdminPage = async () => ({
  Component: (await import('@/features/external/pages/external-systems-admin-page')).ExternalSystemsAdminPage,
});

export const externalRoutes: RouteObject[] = [
  { path: externalPaths.supplyChain.path, lazy: supplyChainPage },
  {
    element: <RoleGuard />,
    children: [
      { path: externalPaths.erp.path, lazy: erpWebviewPage },
      { path: externalPaths.gyl.path, lazy: gylWebviewPage },
    ],
  },
];

/** Who sets and grades exams across courses (docs/exams.md "Across courses": role teacher or schoolAdmin). */
export const setsExams = (user: { roleStr?: string | null }): boolean =>
  hasRole(user.roleStr, 'teacher') || hasRole(user.roleStr, 'schoolAdmin');

// Homework and exams across courses (docs/exams.md "Across courses"): a user's own, a teacher's figures and grading.
const myTestsPage = async () => ({ Component: (await import('./routes/exams-across-route')).MyTestsRoute });
const gradingQueuePage = async () => ({ Component: (await import('./routes/exams-across-route')).GradingQueueRoute });
const examOverviewPage = async () => ({
  Component: (await import('@/features/exams/across/exam-overview-page')).ExamOverviewPage,
});
const gradingRecordPage = async () => ({
  Component: (await import('@/features/exams/across/grading-record-page')).GradingRecordPage,
});

export const examAcrossRoutes: RouteObject[] = [
  {
    // /test and /criticizes-system are public in the route list (config/paths), but both need a login (else /login);
    // the queue page itself tells a teacher from anyone else.
    element: <RoleGuard />,
    children: [
      { path: examPaths.mine.path, lazy: myTestsPage },
      { path: examPaths.queue.path, lazy: gradingQueuePage },
    ],
  },
  {
    // Teachers and school admins, who manage courses (身份错误 otherwise; without a session, login first).
    element: <RoleGuard allows={setsExams} />,
    children: [
      { path: examPaths.overview.path, lazy: examOverviewPage },
      { path: examPaths.grade.path, lazy: gradingRecordPage },
    ],
  },
];

/** 我的上传 (docs/uploads.md): login, else 请登录 and / like /home/account (the account guard's children in router.tsx). */
export const myUploadsPage = async () => ({ Component: (await import('./routes/my-uploads-route')).MyUploadsRoute });
