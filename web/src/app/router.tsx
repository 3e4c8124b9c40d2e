import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { antdStylesReady } from '@/components/antd-styles';
import { LoadingOverlay } from '@/components/loading-overlay';
import { adminPaths, schoolAdminPaths } from '@/config/admin-paths';
import { assistantPaths } from '@/config/assistant-paths';
import { externalPaths } from '@/config/external-paths';
import { certificatePaths } from '@/config/certificate-paths';
import { employmentPaths } from '@/config/employment-paths';
import { paths } from '@/config/paths';
import { resumePaths } from '@/config/resume-paths';
import { uploadPaths } from '@/config/upload-paths';
import { COURSE_MANAGEMENT_TABS, IMPORTED_MATERIALS_TABS } from '@/features/teaching/manage/tabs';
import {
  adminRoutes,
  examAcrossRoutes,
  externalRoutes,
  externalSystemsAdminPage,
  industryRoutes,
  myUploadsPage,
  schoolAdminLayout,
  schoolAuditPage,
  schoolCoursesPage,
  schoolNoticesPage,
  schoolStatisticsPage,
  schoolPeoplePage,
  schoolSiteContentPage,
  simulationRoutes,
} from './area-routes';
import { AccountGuard } from './guards/account-guard';
import { LearningGuard } from './guards/learning-guard';
import { RoleGuard } from './guards/role-guard';
import { SchoolAdminGuard } from './guards/school-admin-guard';
import { SessionGuard } from './guards/session-guard';
import { TokenGuard } from './guards/token-guard';
import { SiteLayout } from './layouts/site-layout';
// The home page is in the first chunk (not lazy): it is most visitors' first page, and it is small (no antd), so its
// code comes with the frame's instead of one round trip later.
import { HomeRoute } from './routes/home-route';

/**
 * Every page but home and the catalogue is built on antd: this layout brings antd's theme, locale and <App> with their code, and waits
 * for antd's baked styles (components/antd-styles) so that antd does not style itself on the page's first render.
 */
const antdLayout = async () => {
  const [layout] = await Promise.all([import('./layouts/antd-layout'), antdStylesReady()]);
  return { Component: layout.AntdLayout };
};
const resumeRoute = async () => ({ Component: (await import('./routes/resume-route')).ResumeRoute });
const resumeSectionRoute = async () => ({ Component: (await import('./routes/resume-route')).ResumeSectionRoute });
const resumeSharePage = async () => ({ Component: (await import('@/features/resume/pages/share-page')).SharePage });
const notFoundPage = async () => ({ Component: (await import('@/features/site/pages/not-found-page')).NotFoundPage });
const agreementPage = async () => ({ Component: (await import('@/features/site/pages/agreement-page')).AgreementPage });
const loginPage = async () => ({ Component: (await import('@/features/accounts/pages/login-page')).LoginPage });
const weixinFormPage = async () => ({
  Component: (await import('@/features/accounts/pages/weixin-form-page')).WeixinFormPage,
});
const accountPage = async () => ({ Component: (await import('@/features/accounts/pages/account-page')).AccountPage });
const resetByLinkPage = async () => ({
  Component: (await import('@/features/accounts/pages/reset-by-link-page')).ResetByLinkPage,
});
const changeMobilePage = async () => ({
  Component: (await import('@/features/accounts/pages/change-mobile-page')).ChangeMobilePage,
});
const learningCenterRoute = async () => ({
  Component: (await import('./routes/learning-center-route')).LearningCenterRoute,
});
const learningLayout = async () => ({
  Component: (await import('./routes/learning-layout-route')).LearningLayoutRoute,
});
const curriculumPage = async () => ({
  Component: (await import('@/features/study/pages/curriculum-page')).CurriculumPage,
});
const historyCollectPage = async () => ({
  Component: (await import('@/features/study/pages/history-collect-page')).HistoryCollectPage,
});
const courseVideoPage = async () => ({
  Component: (await import('@/features/study/pages/course-video-page')).CourseVideoPage,
});
const allCoursesPage = async () => ({ Component: (await import('@/features/courses/pages/course-list-page')).AllCoursesPage });
const masterCoursesPage = async () => ({ Component: (await import('@/features/courses/pages/course-list-page')).MasterCoursesPage });
const optionalCoursesPage = async () => ({
  Component: (await import('@/features/courses/pages/course-list-page')).OptionalCoursesPage,
});
const courseDetailPage = async () => ({ Component: (await import('./routes/course-detail-route')).CourseDetailRoute });
const trainPage = async () => ({ Component: (await import('@/features/training/pages/train-page')).TrainPage });
const trainRecommendPage = async () => ({
  Component: (await import('@/features/training/pages/train-page')).TrainRecommendPage,
});
const trainDetailPage = async () => ({ Component: (await import('./routes/train-detail-route')).TrainDetailRoute });
const learningTrainPage = async () => ({ Component: (await import('./routes/learning-train-route')).LearningTrainRoute });
const trainEditorPage = async () => ({ Component: (await import('./routes/train-editor-route')).TrainEditorRoute });
const trainVideoPage = async () => ({ Component: (await import('./routes/train-video-route')).TrainVideoRoute });
const myTrainingsPage = async () => ({ Component: (await import('@/features/training/pages/my-trainings-page')).MyTrainingsPage });
// Commerce (docs/commerce.md): the pay flow, the cashier, the learning centre's orders and balance.
const confirmOrderPage = async () => ({ Component: (await import('@/features/commerce/pages/confirm-order-page')).ConfirmOrderPage });
const onlinePaymentPage = async () => ({ Component: (await import('@/features/commerce/pages/online-payment-page')).OnlinePaymentPage });
const purchaseSucceedsPage = async () => ({
  Component: (await import('@/features/commerce/pages/purchase-succeeds-page')).PurchaseSucceedsPage,
});
const cashierPage = async () => ({ Component: (await import('@/features/commerce/pages/cashier-page')).CashierPage });
const ordersPage = async () => ({ Component: (await import('@/features/commerce/pages/orders-page')).OrdersPage });
const orderDetailPage = async () => ({ Component: (await import('@/features/commerce/pages/order-detail-page')).OrderDetailPage });
const walletPage = async () => ({ Component: (await import('@/features/commerce/pages/wallet-page')).WalletPage });
const newCurriculumPage = async () => {
  const page = await import('@/features/authoring/pages/new-curriculum-page');
  return { Component: page.NewCurriculumPage };
};
const newCurriculumIndex = async () => ({
  Component: (await import('@/features/authoring/pages/new-curriculum-page')).NewCurriculumIndex,
});
const summaryInfoStep = async () => ({
  Component: (await import('@/features/authoring/components/summary-info-step')).SummaryInfoStep,
});
const teamTeachersStep = async () => ({
  Component: (await import('@/features/authoring/components/team-teachers-step')).TeamTeachersStep,
});
const contentDesignStep = async () => ({
  Component: (await import('@/features/authoring/components/content-design-route')).ContentDesignRoute,
});
const assessmentStep = async () => ({
  Component: (await import('@/features/authoring/components/assessment-step')).AssessmentStep,
});
const myTeachingPage = async () => ({
  Component: (await import('./routes/my-teaching-route')).MyTeachingRoute,
});
const managePage = (name: string) => async () => {
  const page = await import('./routes/course-management-route');
  return { Component: name === 'imported' ? page.ImportedMaterialsRoute : page.CourseManagementRoute };
};
const manageIndex = async () => ({
  Component: (await import('@/features/teaching/manage/course-management-page')).ManagementIndex,
});
/** The exam tabs (features/exams/teacher, composed in routes/exams-teacher-route) replace the shell's empty states. */
const EXAM_TABS: readonly string[] = ['unit-testing', 'test-manangement', 'single-questions'];
const manageTab = (name: string) => async () => {
  if (EXAM_TABS.includes(name)) return { Component: (await import('./routes/exams-teacher-route')).EXAM_TEACHER_TABS[name] };
  // 成绩管理 with the course's certificates (features/certificates), composed in routes/score-management-route.
  if (name === 'score-management') return { Component: (await import('./routes/score-management-route')).ScoreManagementRoute };
  // 仿真实训 (features/simulation), composed in routes/simulation-course-route.
  if (name === 'simulation-training') return { Component: (await import('./routes/simulation-course-route')).SimulationCourseRoute };
  const tabs = await import('@/features/teaching/manage/tab-routes');
  return { Component: tabs.TAB_ROUTES[name] };
};
/** Spec 02 §2 children of /course-management and /imported-materials (features/teaching/manage). */
const manageChildren = (tabs: readonly string[]): RouteObject[] => [
  { index: true, lazy: manageIndex },
  ...tabs.map((tab) => ({ path: tab, lazy: manageTab(tab) })),
];
const isTeacher = (user: { roleStr?: string | null }): boolean => !!user.roleStr?.includes('teacher');
/** Who writes articles: teachers and school admins (docs/articles.md). */
const writesArticles = (user: { roleStr?: string | null }): boolean =>
  !!user.roleStr?.includes('teacher') || !!user.roleStr?.includes('schoolAdmin');
const testPaperPage = async () => ({ Component: (await import('@/features/exams/paper/test-paper-page')).TestPaperPage });
const lookAnswerPage = async () => ({ Component: (await import('@/features/exams/look-answer/look-answer-page')).LookAnswerPage });
const messagePage = async () => ({ Component: (await import('@/features/messages/pages/message-page')).MessagePage });
const schoolAdminCommercePage = async () => ({
  Component: (await import('@/features/school-admin/pages/commerce-page')).SchoolAdminCommercePage,
});
// Marketers (docs/commerce.md "Marketers"): the application, the marketer's links, a link's public page.
const applyPage = async () => ({ Component: (await import('@/features/marketers/pages/apply-page')).ApplyPage });
const promotePage = async () => ({ Component: (await import('@/features/marketers/pages/promote-page')).PromotePage });
const marketerLandingPage = async () => ({
  Component: (await import('@/features/marketers/pages/landing-page')).MarketerLandingPage,
});
// Articles (docs/articles.md): the public list and article, the writers' editor, preview and management list.
const essayPage = async () => ({ Component: (await import('./routes/essay-route')).EssayRoute });
const essayDetailsPage = async () => ({ Component: (await import('./routes/essay-route')).EssayDetailsRoute });
const articleEditorPage = async () => ({ Component: (await import('./routes/article-editor-route')).ArticleEditorRoute });
const managementDetailsPage = async () => ({ Component: (await import('./routes/essay-route')).ManagementDetailsRoute });
// The learning centre's 课程推荐, 教学学情 (teachers) and 账号设置 (docs/study.md "Learning centre").
const coursesForPage = async () => ({ Component: (await import('@/features/courses/pages/courses-for-page')).CoursesForPage });
const teacherStudyPage = async () => ({
  Component: (await import('@/features/teaching/analysis/teaching-overview-page')).TeachingOverviewPage,
});
const learningAccountPage = async () => {
  const { AccountPage } = await import('@/features/accounts/pages/account-page');
  return { Component: () => <AccountPage inLearning /> };
};
const articleManagementPage = async () => ({
  Component: (await import('@/features/articles/pages/article-management-page')).ArticleManagementPage,
});
// News and information (docs/articles.md "News"): the two tabs, an item, an item from the hot list.
const newsAdvisoryPage = async () => ({
  Component: (await import('@/features/news/pages/news-advisory-page')).NewsAdvisoryPage,
});
const newsDetailPage = async () => ({ Component: (await import('@/features/news/pages/news-detail-page')).NewsDetailPage });
const hotDetailPage = async () => ({ Component: (await import('@/features/news/pages/news-detail-page')).HotDetailPage });
// The school admin's news (its editor loads tiptap: a chunk of its own) and the school's articles.
const newsManagementPage = async () => ({
  Component: (await import('@/features/news/pages/news-management-page')).NewsManagementPage,
});
const newsEditorPage = async () => ({ Component: (await import('@/features/news/pages/news-editor-page')).NewsEditorPage });
const schoolAdminIdentityPage = async () => ({
  Component: (await import('@/features/school-admin/pages/identity-page')).SchoolAdminIdentityPage,
});

// Employment (docs/employment.md): the board, a job, a company, similar jobs, the assistant's jobs, the seeker's
// applications, the enterprise centre and the school's statistics.
const employmentRoute = async () => ({ Component: (await import('./routes/employment-route')).EmploymentRoute });
const jobRoute = async () => ({ Component: (await import('./routes/employment-route')).JobRoute });
const jobWantedRoute = async () => ({ Component: (await import('./routes/employment-route')).JobWantedRoute });
const jobSearchPage = async () => ({ Component: (await import('@/features/employment/pages/search-page')).SearchPage });
const companyPage = async () => ({ Component: (await import('@/features/employment/pages/company-page')).CompanyPage });
const moreJobsPage = async () => ({ Component: (await import('@/features/employment/pages/more-jobs-page')).MoreJobsPage });
// Certificates (docs/certificates.md): the public search and verification page, the learning centre's own.
const certificateSearchPage = async () => ({
  Component: (await import('@/features/certificates/pages/certificate-search-page')).CertificateSearchPage,
});
const certificateDetailsPage = async () => ({
  Component: (await import('@/features/certificates/pages/certificate-details-page')).CertificateDetailsPage,
});
const schoolCertificatesPage = async () => ({
  Component: (await import('@/features/certificates/pages/school-certificates-page')).SchoolCertificatesPage,
});
const myCertificatesPage = async () => ({
  Component: (await import('@/features/certificates/pages/my-certificates-page')).MyCertificatesPage,
});
const assistantPage = async () => ({ Component: (await import('@/features/assistant/pages/assistant-page')).AssistantPage });
const chatPage = async () => ({ Component: (await import('./routes/assistant-route')).ChatRoute });
const chatJobsPage = async () => ({ Component: (await import('./routes/assistant-route')).ChatJobsRoute });
const enterprisePage = async () => ({ Component: (await import('@/features/employment/pages/enterprise-page')).EnterprisePage });
const schoolAdminEmploymentPage = async () => ({
  Component: (await import('@/features/school-admin/pages/employment-page')).SchoolAdminEmploymentPage,
});
const isEnterprise = (user: { roleStr?: string | null }): boolean => (user.roleStr ?? '').split(',').some((r) => r.trim() === 'enterprise');

/** The session guard's pages but home and the catalogue: all built on antd, under the antd layout. */
const sessionPages: RouteObject[] = [
  { path: paths.agreement.path, lazy: agreementPage },
  { path: paths.login.path, lazy: loginPage },
  { path: paths.notFound.path, lazy: notFoundPage },
  { path: paths.weixinForm.path, lazy: weixinFormPage },
  { path: paths.courseDetail.path, lazy: courseDetailPage },
  // The platform cashier a payment QR code opens (public: whoever holds the link pays, docs/commerce.md).
  { path: paths.cashier.path, lazy: cashierPage },
  // A marketer's referral link (public).
  { path: paths.marketer.path, lazy: marketerLandingPage },
  { path: paths.essay.path, lazy: essayPage },
  { path: paths.essayDetails.path, lazy: essayDetailsPage },
  // Spec 02 §2: /home/news-advisory has the children business (the default) and industry.
  { path: paths.newsAdvisory.path, element: <Navigate replace to={paths.newsAdvisory.getHref()} /> },
  { path: paths.newsAdvisory.getHref('business'), lazy: newsAdvisoryPage },
  { path: paths.newsAdvisory.getHref('industry'), lazy: newsAdvisoryPage },
  { path: paths.newsDetail.path, lazy: newsDetailPage },
  { path: paths.hotDetail.path, lazy: hotDetailPage },
  // The resume (spec 02 §2: login required, else /login — the session guard's rule) and a shared one (public).
  {
    path: resumePaths.root.path,
    lazy: resumeRoute,
    children: [
      { index: true, element: <Navigate replace to={resumePaths.section.getHref('user-info')} /> },
      { path: resumePaths.section.path, lazy: resumeSectionRoute },
    ],
  },
  { path: resumePaths.share.path, lazy: resumeSharePage },
  { path: employmentPaths.root.path, lazy: employmentRoute },
  { path: employmentPaths.search.path, lazy: jobSearchPage },
  { path: employmentPaths.job.path, lazy: jobRoute },
  { path: employmentPaths.company.path, lazy: companyPage },
  { path: employmentPaths.moreJob.path, lazy: moreJobsPage },
  { path: employmentPaths.jobWanted.path, lazy: jobWantedRoute },
  // Spec 02 §2: the certificate search and a certificate's page (public: its QR code opens it).
  { path: certificatePaths.search.path, lazy: certificateSearchPage },
  { path: certificatePaths.details.path, lazy: certificateDetailsPage },
  // The learning assistant (spec 02 §2: public; the chat asks a visitor to log in).
  { path: assistantPaths.root.path, lazy: assistantPage },
  { path: assistantPaths.chat.path, lazy: chatPage },
  // Spec 02 §2: jobsFromChat needs a login (else /login).
  { element: <RoleGuard />, children: [{ path: employmentPaths.chatJobs.path, lazy: chatJobsPage }] },
  simulationRoutes,
  ...industryRoutes,
  adminRoutes,
  ...externalRoutes,
  ...examAcrossRoutes,
  {
    // The enterprise centre: the enterprise role (身份错误 otherwise; without a session, login first).
    element: <RoleGuard allows={isEnterprise} />,
    children: [
      { path: employmentPaths.enterprise.path, element: <Navigate replace to={employmentPaths.enterpriseTab.getHref('company')} /> },
      { path: employmentPaths.enterpriseTab.path, lazy: enterprisePage },
    ],
  },
  {
    // Writing articles: teachers and school admins (身份错误 otherwise; without a session, login first).
    element: <RoleGuard allows={writesArticles} />,
    children: [
      { path: paths.newArticles.path, lazy: articleEditorPage },
      { path: paths.managementDetails.path, lazy: managementDetailsPage },
    ],
  },
  {
    path: paths.learning.path,
    element: <LearningGuard />,
    children: [
      { index: true, element: <Navigate replace to={paths.learningCenter.getHref()} /> },
      {
        lazy: learningLayout,
        children: [
          { path: paths.learningCenter.path, lazy: learningCenterRoute },
          { path: paths.learningCurriculum.path, lazy: curriculumPage },
          { path: paths.learningTraining.path, lazy: myTrainingsPage },
          { path: certificatePaths.mine.path, lazy: myCertificatesPage },
          { path: paths.learningTrainDetail.path, lazy: learningTrainPage },
          { path: paths.learningHistoryCollect.path, lazy: historyCollectPage },
          { path: paths.learningOrders.path, lazy: ordersPage },
          { path: paths.learningOrder.path, lazy: orderDetailPage },
          { path: paths.learningWallet.path, lazy: walletPage },
          { path: paths.learningCoursesFor.path, lazy: coursesForPage },
          { path: paths.learningAccount.path, lazy: learningAccountPage },
          {
            element: <RoleGuard allows={isTeacher} />,
            children: [
              { path: paths.myTeaching.path, lazy: myTeachingPage },
              { path: paths.learningArticles.path, lazy: articleManagementPage },
              { path: paths.learningTeacherStudy.path, lazy: teacherStudyPage },
            ],
          },
        ],
      },
    ],
  },
  {
    // Video study needs a session (spec 02 lists the page as public; its calls are not).
    element: <RoleGuard />,
    children: [
      { path: paths.courseVideo.path, lazy: courseVideoPage },
      { path: paths.trainVideo.path, lazy: trainVideoPage },
      // Spec 02 §2 lists them as public; an attempt needs a session (docs/exams.md).
      { path: paths.testPaper.path, lazy: testPaperPage },
      { path: paths.lookAnswer.path, lazy: lookAnswerPage },
    ],
  },
  {
    // Spec 02 §2: teacher only (身份错误 otherwise; without a session, login first).
    element: <RoleGuard allows={isTeacher} />,
    children: [
      {
        path: paths.newCurriculum.path,
        lazy: newCurriculumPage,
        children: [
          { index: true, lazy: newCurriculumIndex },
          { path: 'summary-Info', lazy: summaryInfoStep },
          { path: 'team-teachers', lazy: teamTeachersStep },
          { path: 'content-design', lazy: contentDesignStep },
          { path: 'assessment-criterion', lazy: assessmentStep },
        ],
      },
      // A training's editor (docs/training.md "Authoring").
      { path: paths.trainEditor.path, lazy: trainEditorPage },
    ],
  },
  {
    // Spec 02 §2: teacher, student or normal (身份错误 otherwise); the course picker is the teacher's.
    element: <RoleGuard allows={(user) => user.role !== null} />,
    children: [
      { path: paths.courseManagement.path, lazy: managePage('manage'), children: manageChildren(COURSE_MANAGEMENT_TABS) },
    ],
  },
  {
    // Spec 02 §2: teacher only.
    element: <RoleGuard allows={isTeacher} />,
    children: [
      { path: paths.importedMaterials.path, lazy: managePage('imported'), children: manageChildren(IMPORTED_MATERIALS_TABS) },
    ],
  },
  { path: paths.teacherRedirect.path, element: <Navigate replace to={paths.myTeaching.getHref()} /> },
  {
    element: <SchoolAdminGuard />,
    children: [
      {
        // 学校管理后台: the side menu around the sections; /school-admin alone goes to 身份审核.
        path: schoolAdminPaths.root.path,
        lazy: schoolAdminLayout,
        children: [
          { index: true, element: <Navigate replace to={paths.schoolAdminIdentity.getHref()} /> },
          { path: paths.schoolAdminIdentity.path, lazy: schoolAdminIdentityPage },
          { path: schoolAdminPaths.people.path, lazy: schoolPeoplePage },
          { path: schoolAdminPaths.courses.path, lazy: schoolCoursesPage },
          { path: schoolAdminPaths.siteContent.path, lazy: schoolSiteContentPage },
          { path: schoolAdminPaths.notices.path, lazy: schoolNoticesPage },
          { path: schoolAdminPaths.statistics.path, lazy: schoolStatisticsPage },
          { path: paths.schoolAdminCommerce.path, lazy: schoolAdminCommercePage },
          { path: paths.schoolAdminNews.path, lazy: newsManagementPage },
          { path: paths.schoolAdminArticles.path, lazy: articleManagementPage },
          { path: employmentPaths.schoolStats.path, lazy: schoolAdminEmploymentPage },
          { path: certificatePaths.school.path, lazy: schoolCertificatesPage },
          { path: externalPaths.admin.path, lazy: externalSystemsAdminPage },
          { path: schoolAdminPaths.audit.path, lazy: schoolAuditPage },
        ],
      },
      // The news editor stays full width, outside the console.
      { path: paths.schoolAdminNewsEditor.path, lazy: newsEditorPage },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      {
        // Spec 01 §2.2: a tokenKey query value signs in before any other guard looks at the session.
        element: <TokenGuard />,
        children: [
          {
            // Declared pages pass the session guard; an unknown path shows not-found to everyone.
            element: <SessionGuard />,
            children: [
              // The home page is built without antd (issue 12's JavaScript budget: web/scripts/check-js-budget.mjs).
              { index: true, Component: HomeRoute },
              { path: paths.home.path, Component: HomeRoute },
              // So is the course catalogue (its first screen is filters and cards; docs/performance.md).
              { path: paths.classPage.path, lazy: allCoursesPage },
              { path: paths.masterCourses.path, lazy: masterCoursesPage },
              { path: paths.optionalCourses.path, lazy: optionalCoursesPage },
              // And the training catalogue and page (docs/training.md).
              { path: paths.train.path, lazy: trainPage },
              { path: paths.trainRecommend.path, lazy: trainRecommendPage },
              { path: paths.trainDetail.path, lazy: trainDetailPage },
              { lazy: antdLayout, children: sessionPages },
            ],
          },
          {
            lazy: antdLayout,
            children: [
              {
                // Spec 01 §2.1: without a login these say 请登录 and go to / (not to /login).
                element: <AccountGuard />,
                children: [
                  { path: paths.account.path, lazy: accountPage },
                  { path: paths.changeMobile.path, lazy: changeMobilePage },
                  { path: paths.messages.path, lazy: messagePage },
                  { path: uploadPaths.mine.path, lazy: myUploadsPage },
                  // Spec 02 §2: the pay pages need a login (请登录).
                  { path: paths.confirmOrder.path, lazy: confirmOrderPage },
                  { path: paths.onlinePayment.path, lazy: onlinePaymentPage },
                  { path: paths.purchaseSucceeds.path, lazy: purchaseSucceedsPage },
                  { path: paths.applyText.path, lazy: applyPage },
                  { path: paths.promote.path, lazy: promotePage },
                ],
              },
              // The page of the reset link an admin has sent by SMS (docs/admin.md "Users"): public, so outside the
              // session guard (which sends a visitor to /login).
              { path: adminPaths.resetPassword.path, lazy: resetByLinkPage },
              { path: '*', lazy: notFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
