/** Every URL the web app uses: client routes, API paths (relative to the API base) and outside links. */

import { examPaths } from './exam-paths';
import { industryPaths } from './industry-paths';
import { withQuery } from './query-string';
import { resumePaths } from './resume-paths';

/** The learning centre's training sections (spec 02 §2: presentation, plan, download, schedule, assignment, examine). */
export const LEARNING_TRAIN_SECTIONS = ['presentation', 'plan', 'download', 'schedule', 'assignment', 'examine'] as const;
export type LearningTrainSection = (typeof LEARNING_TRAIN_SECTIONS)[number];

export const paths = {
  root: { path: '/', getHref: (): string => '/' },
  home: { path: '/home', getHref: (): string => '/home' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string): string => withQuery('/login', { url: redirectTo }),
  },
  agreement: {
    path: '/agreement',
    /** The agreement is opened from other pages in a new window with form=1. */
    getHref: (fromForm = false): string => withQuery('/agreement', { form: fromForm ? '1' : undefined }),
  },
  notFound: { path: '/not-found', getHref: (): string => '/not-found' },
  /** Spec 01 §2.1: where WeChat sends the browser back with code and state (public). */
  weixinForm: { path: '/weixin-form', getHref: (): string => '/weixin-form' },
  learning: { path: '/home/learning', getHref: (): string => '/home/learning' },
  learningCenter: { path: '/home/learning/center', getHref: (): string => '/home/learning/center' },
  learningCurriculum: { path: '/home/learning/curriculum', getHref: (): string => '/home/learning/curriculum' },
  /** Spec 02 §2 learning centre child `training`: my trainings. */
  learningTraining: { path: '/home/learning/training', getHref: (): string => '/home/learning/training' },
  /** Spec 02 §2 learning centre child trainDetail: one of my trainings (?id=), its sections; alone it goes to training. */
  learningTrainDetail: {
    path: '/home/learning/trainDetail/:section?',
    getHref: (sign: string, section: LearningTrainSection = 'schedule'): string =>
      withQuery(`/home/learning/trainDetail/${section}`, { id: sign }),
  },
  learningHistoryCollect: {
    path: '/home/learning/history-collect',
    getHref: (): string => '/home/learning/history-collect',
  },
  /** The learning centre's orders (issue 15: the order list and detail) and balance (余额, its ledger, top-ups). */
  learningOrders: { path: '/home/learning/orders', getHref: (): string => '/home/learning/orders' },
  learningOrder: {
    path: '/home/learning/orders/:orderNo',
    getHref: (orderNo: string): string => `/home/learning/orders/${encodeURIComponent(orderNo)}`,
  },
  learningWallet: { path: '/home/learning/wallet', getHref: (): string => '/home/learning/wallet' },
  /** Spec 02 §2 learning centre children courses-for (课程推荐), teacher-study (教学学情, teachers) and account (账号设置). */
  learningCoursesFor: { path: '/home/learning/courses-for', getHref: (): string => '/home/learning/courses-for' },
  learningTeacherStudy: { path: '/home/learning/teacher-study', getHref: (): string => '/home/learning/teacher-study' },
  learningAccount: { path: '/home/learning/account', getHref: (): string => '/home/learning/account' },
  /** Spec 02 §2 learning centre child article-management: a teacher's articles (docs/articles.md). */
  learningArticles: {
    path: '/home/learning/article-management',
    getHref: (): string => '/home/learning/article-management',
  },
  /** Articles (docs/articles.md): the public list, one article, the editor (?id= to edit), a writer's preview. */
  essay: { path: '/essay', getHref: (typeId?: string): string => withQuery('/essay', { type: typeId }) },
  essayDetails: { path: '/essay-details', getHref: (sign: string): string => withQuery('/essay-details', { id: sign }) },
  newArticles: { path: '/new-articles', getHref: (sign?: string): string => withQuery('/new-articles', { id: sign }) },
  managementDetails: {
    path: '/management-details',
    getHref: (sign: string): string => withQuery('/management-details', { id: sign }),
  },
  /** News and information (spec 02 §2): the two tabs (business by default), an item, an item from the hot list. */
  newsAdvisory: {
    path: '/home/news-advisory',
    getHref: (tab: 'business' | 'industry' = 'business'): string => `/home/news-advisory/${tab}`,
  },
  newsDetail: {
    path: '/home/news-advisory/:id',
    getHref: (sign: string): string => `/home/news-advisory/${encodeURIComponent(sign)}`,
  },
  hotDetail: {
    path: '/home/hot-advisory/:id',
    getHref: (sign: string): string => `/home/hot-advisory/${encodeURIComponent(sign)}`,
  },
  /** Spec 02 §2 pay pages (login required, 请登录): confirm the order, pay online by QR code, the purchase's success. */
  confirmOrder: {
    path: '/confirm-order',
    /** codes: activation codes bought in bulk (mode=codes) instead of the course for oneself. */
    getHref: (courseId: string, training = false, codes = false): string =>
      withQuery('/confirm-order', { courseId, kind: training ? 'training' : undefined, mode: codes ? 'codes' : undefined }),
  },
  onlinePayment: {
    path: '/online-payment',
    getHref: (orderNo: string): string => withQuery('/online-payment', { orderNo }),
  },
  purchaseSucceeds: {
    path: '/purchase-succeeds',
    getHref: (orderNo: string): string => withQuery('/purchase-succeeds', { orderNo }),
  },
  /** Spec 02 §2 marketers: the agreement and application, the marketer's links (login required), a link's public page. */
  applyText: { path: '/apply-text', getHref: (): string => '/apply-text' },
  promote: { path: '/promote', getHref: (): string => '/promote' },
  marketer: {
    path: '/marketer/:id',
    getHref: (id: string, courseId?: string): string => withQuery(`/marketer/${encodeURIComponent(id)}`, { courseId }),
  },
  /** The platform cashier a payment QR code opens (the offline default's provider page; public, bare). */
  cashier: { path: '/pay/:token', getHref: (token: string): string => `/pay/${encodeURIComponent(token)}` },
  account: { path: '/home/account', getHref: (): string => '/home/account' },
  /** Spelled as spec 01 §2.1 spells it. */
  changeMobile: { path: '/home/changeMoblie', getHref: (): string => '/home/changeMoblie' },
  /** Spec 01 §2.1 message centre (login required). */
  messages: { path: '/home/message', getHref: (): string => '/home/message' },
  /** Resume (spec 01 §2.1); the avatar menu links its completeness here. */
  resume: { path: '/resume', getHref: (): string => '/resume' },
  schoolAdminIdentity: { path: '/school-admin/identity', getHref: (): string => '/school-admin/identity' },
  /** The school admin's orders (refunds) and marketers (docs/commerce.md). */
  schoolAdminCommerce: { path: '/school-admin/commerce', getHref: (): string => '/school-admin/commerce' },
  /** The school admin's news (企业资讯 / 行业资讯, docs/articles.md) and its editor (?id= to edit one). */
  schoolAdminNews: { path: '/school-admin/news', getHref: (): string => '/school-admin/news' },
  schoolAdminNewsEditor: {
    path: '/school-admin/news/edit',
    getHref: (sign?: string): string => withQuery('/school-admin/news/edit', { id: sign }),
  },
  /** The school's articles for its admin (teachers manage theirs in the learning centre). */
  schoolAdminArticles: { path: '/school-admin/articles', getHref: (): string => '/school-admin/articles' },
  /** Spec 02 §2 course creation wizard (teacher only); steps are child routes. */
  newCurriculum: { path: '/new-curriculum', getHref: (): string => '/new-curriculum' },
  /** Spec 02 §2 course management (teacher, student or normal); tabs are child routes, the course in ?course=. */
  courseManagement: {
    path: '/course-management',
    getHref: (sign?: string, tab?: string): string =>
      withQuery(tab ? `/course-management/${tab}` : '/course-management', { course: sign }),
  },
  /** Spec 02 §2 imported materials (teacher only): the course management shell with six children. */
  importedMaterials: {
    path: '/imported-materials',
    getHref: (sign?: string, tab?: string): string =>
      withQuery(tab ? `/imported-materials/${tab}` : '/imported-materials', { course: sign }),
  },
  /** The teaching centre: the teacher's course list (docs/authoring.md). */
  myTeaching: { path: '/home/learning/my-teaching', getHref: (): string => '/home/learning/my-teaching' },
  /** The old teacher side's address (/teacher/#/teachingCenter) lands on the teaching centre. */
  teacherRedirect: { path: '/teacher/*' },
  /** The teacher side is a separate app on the same host (hash-routed). */
  teacherSide: { path: '/teacher/', getHref: (): string => '/teacher/#/teachingCenter' },
  classPage: {
    path: '/class',
    getHref: (keyword?: string): string => withQuery('/class', { keyword }),
  },
  masterCourses: { path: '/college/master-courses', getHref: (): string => '/college/master-courses' },
  optionalCourses: { path: '/college/optional-courses', getHref: (): string => '/college/optional-courses' },
  courseDetail: {
    path: '/courseDetail/:id',
    getHref: (sign: string): string => `/courseDetail/${encodeURIComponent(sign)}`,
  },
  /** Spec 02 §2 test paper (login): the exam's sign; `restart` starts a new attempt after a submitted one. */
  testPaper: {
    path: '/testPaper/:id',
    getHref: (sign: string, restart = false): string =>
      withQuery(`/testPaper/${encodeURIComponent(sign)}`, { restart: restart ? '1' : undefined }),
  },
  /** Spec 02 §2 an attempt's result (login). */
  lookAnswer: { path: '/look-answer', getHref: (recordId: string): string => withQuery('/look-answer', { recordId }) },
  courseVideo: {
    path: '/college/course-video/:id',
    getHref: (sign: string, videoSign?: string | null): string =>
      withQuery(`/college/course-video/${encodeURIComponent(sign)}`, { video: videoSign ?? undefined }),
  },
  /** Spec 02 §2 the training catalogue (public): index, and recommendDetail (the recommended ones in full). */
  train: { path: '/train', getHref: (): string => '/train' },
  trainRecommend: { path: '/train/recommendDetail', getHref: (): string => '/train/recommendDetail' },
  /** Spec 02 §2 a training's six tabs (public; intro by default). */
  trainDetail: {
    path: '/trainDetail/:id',
    getHref: (sign: string): string => `/trainDetail/${encodeURIComponent(sign)}`,
  },
  /** Spec 02 §2 video study of a training (trainees and its teachers); `video` is a timetable video's sign. */
  trainVideo: {
    path: '/college/train-video/:id',
    getHref: (sign: string, videoSign?: string | null): string =>
      withQuery(`/college/train-video/${encodeURIComponent(sign)}`, { video: videoSign ?? undefined }),
  },
  /** Teacher only: a training's editor (info, timetable, practical tasks and their scores); `train` absent: a new one. */
  trainEditor: {
    path: '/train-editor',
    getHref: (sign?: string | null): string => withQuery('/train-editor', { train: sign ?? undefined }),
  },
  courseDetailPrefix: { path: '/courseDetail/' },
  trainDetailPrefix: { path: '/trainDetail/' },
  collegePrefix: { path: '/college' },
  homeSubPagePrefix: { path: '/home/' },
  collegeCourseVideoPrefix: { path: '/college/course-video/' },
  collegeTrainVideoPrefix: { path: '/college/train-video/' },
} as const;

/** API paths, relative to env.apiBase (/api/v1). */
export const apiPaths = {
  navigationBar: '/menu/getNavigationBar',
  schoolBaseInfo: '/school/getSchoolBaseInfo',
  schoolImages: '/school/getSchoolImages',
  schoolList: '/school/getSchoolList',
  schoolSign: '/school/getSchoolSign',
  schoolCrests: '/school/getSchoolCrestList',
  homeBanner: '/adverting/getSchoolHomeBanner',
  advertisingList: '/adverting/getAllAdvertisingList',
  publicKey: '/auth/publicKey',
  captchaImage: '/captcha/image',
  login: '/login',
  teacherLogin: '/teacher/login',
  loginInfo: '/user/getLoginInfo',
  refreshLastLoginTime: '/user/refreshLastLoginTime',
  logout: '/logout',
  checkUniqueByMobile: '/checkUniqueByMobile',
  sendRegisterCode: '/baseVerify/sendCodeForMobile',
  register: '/register',
  forgetSendCode: '/forget/sendCode',
  forgetVerifyCode: '/forget/verifyCode',
  forgetResetPassword: '/forget/resetPassword',
  sendTypedCode: '/baseVerify/sendCode',
  verifyCode: '/baseVerify/verifyCode',
  updatePassword: '/user/updatePassword',
  updateName: '/user/updateName',
  updateSex: '/user/updateSex',
  updatePhoto: '/user/updatePhoto',
  updateMobile: '/user/updateMobile',
  fileUpload: '/file/upload',
  loginByTokenKey: '/user/loginByTokenKey',
  exitSimulation: '/exitSimulation',
  authentication: '/user/authentication',
  auditInfo: '/student/getAuditInfo',
  schoolAdminClaims: '/schoolAdmin/claims',
  schoolAdminReview: '/schoolAdmin/reviewClaim',
  schoolAdminImport: '/schoolAdmin/importRoster',
  schoolAdminRoster: '/schoolAdmin/roster',
  // WeChat sign-in (docs/accounts.md "WeChat sign-in")
  wechatConfig: '/wechat/config',
  wechatQrConnect: '/wechat/qrConnect',
  wechatLogin: '/wechat/login',
  wechatBind: '/wechat/bind',
  wechatUnbind: '/wechat/unbind',
  // Message centre (docs/messages.md) and the header's small plate
  messageUnreadNum: '/messageInfo/getMessageUnreadNum',
  allSystemMsgList: '/messageInfo/getAllSystemMsgList',
  allCourseMsgList: '/messageInfo/getAllCourseMsgList',
  readMessage: '/messageInfo/readMessage',
  readAllMessage: '/messageInfo/readAllMessage',
  userSmallPlate: '/personal/getUserSmallPlate',
  // Courses (docs/courses.md)
  courseRecommendList: '/course/recommendList',
  courseSelfStudyList: '/course/selfStudyList',
  courseChosenList: '/course/chosenList',
  courseKinds: '/course/kinds',
  courseListByKind: '/course/listByKind',
  courseTypeTree: '/course/typeTree',
  schoolCourseList: '/school/getSchoolCourseList',
  courseSuggest: '/course/suggest',
  coursesForMe: '/course/getCoursesForMe',
  courseById: '/course/getCourseById',
  courseCatalogue: '/course/catalogue',
  courseStandardList: '/course/standardList',
  courseChapterDownloads: '/course/chapterDownloadList',
  courseJoinStudy: '/course/joinStudy',
  courseCollect: '/course/collect',
  courseCancelCollect: '/course/cancelCollect',
  courseActivate: '/course/activate',
  courseQuestionList: '/course/questionList',
  courseAddQuestion: '/course/addQuestion',
  courseAnswerList: '/course/answerList',
  courseAddAnswer: '/course/addAnswer',
  // Commerce (docs/commerce.md)
  orderAdd: '/order/addOrder',
  orderAddTopUp: '/order/addTopUp',
  orderCheckDiscountCode: '/order/checkDiscountCode',
  orderUpdateDetail: '/order/updateOrderDetail',
  orderByCourse: '/order/selectByCourse',
  orderDetail: '/order/getOrderDetail',
  orderSuccess: '/order/orderSuccess',
  orderList: '/order/getOrderList',
  orderDelete: '/order/deleteOrder',
  orderToPay: '/order/toPay',
  orderContinuePayType: '/order/continuePayType',
  orderBalancePay: '/order/balancePay',
  orderCheckPayment: '/order/checkPayment',
  orderPayQrCode: '/order/payQrCode',
  payCashier: '/pay/cashier',
  virtualBalance: '/balance/getVirtualBalance',
  virtualRecord: '/balance/getVirtualRecord',
  discountAddBatch: '/discount/addBatch',
  discountBatchList: '/discount/getBatchList',
  discountCodeList: '/discount/getCodeList',
  schoolOrderList: '/order/getSchoolOrderList',
  orderRefund: '/order/refund',
  orderAddCodeOrder: '/order/addCodeOrder',
  orderCodes: '/order/getOrderCodes',
  marketerApply: '/marketer/apply',
  marketerMine: '/marketer/myApplication',
  marketerPromotion: '/marketer/getPromotion',
  marketerCommissions: '/marketer/getCommissionList',
  marketerQrCode: '/marketer/promoteQrCode',
  marketerLanding: '/marketer/landing',
  marketerList: '/marketer/getMarketerList',
  marketerReview: '/marketer/review',
  marketerStop: '/marketer/stop',
  // Training programmes (docs/training.md)
  trainRecommendList: '/train/getRecommendTrainList',
  trainQueryList: '/train/getQueryList',
  trainList: '/train/getTrainList',
  trainHeaderDetail: '/train/getTrainHeaderDetail',
  trainBodyDetail: '/train/getTrainBodyDetail',
  trainPlan: '/train/getTrainPlan',
  trainTeacherList: '/train/getTeacherList',
  enterpriseInfoList: '/enterprise/getEnterpriseInfoList',
  trainJoin: '/train/joinTrain',
  trainTimetable: '/train/getTrainVideoList',
  trainResources: '/train/getTrainResources',
  trainVideoAuthority: '/train/getVideoAuthority',
  trainWorks: '/train/getTrainWorks',
  trainExamineList: '/train/getExamineList',
  trainUpAssignment: '/train/upAssignment',
  trainUpExamineFile: '/train/upExamineFile',
  trainPracticeTasks: '/train/getPracticeTaskList',
  trainStartPractice: '/train/startPracticeTask',
  trainSubmitPractice: '/train/submitPracticeTask',
  trainPracticeFile: '/train/practiceFile',
  trainAdd: '/train/addTrain',
  trainManage: '/train/getManageTrain',
  trainUpdate: '/train/updateTrain',
  trainPublish: '/train/publishTrain',
  trainManageList: '/train/getManageTrainList',
  trainAddPractice: '/train/addPracticeTask',
  trainUpdatePractice: '/train/updatePracticeTask',
  trainDeletePractice: '/train/deletePracticeTask',
  trainPracticeRecords: '/train/getPracticeRecords',
  trainScorePractice: '/train/scorePractice',
  trainVideoHeartbeat: '/train/videoHeartbeat',
  myTrainList: '/train/getMyTrainList',
  // Articles and news (docs/articles.md)
  articleTypes: '/article/getArticleTypeList',
  articleList: '/article/getAllArticleList',
  articleRecommend: '/article/getRecommendList',
  articleDetail: '/article/getArticleDetail',
  articleLike: '/article/addLike',
  articleCollect: '/article/addCollection',
  articleUncollect: '/article/cancelCollection',
  articleCollections: '/article/getCollectionList',
  articleHistory: '/article/getBrowsingRecordList',
  articleManageList: '/article/getManageArticleList',
  articleAdd: '/article/addArticle',
  articleUpdate: '/article/updateArticle',
  articleDelete: '/article/deleteArticle',
  articleUnpublish: '/article/unpublishArticle',
  articleManageDetail: '/article/getManageArticleDetail',
  articleCourseOptions: '/article/getCourseTrainList',
  articleUploadImage: '/article/uploadImage',
  newsList: '/news/getNewsList',
  newsHot: '/news/getHotList',
  newsInformation: '/news/getInformationList',
  newsById: '/news/getNewsById',
  newsManageList: '/news/getManageNewsList',
  newsManageDetail: '/news/getManageNewsDetail',
  newsAdd: '/news/addNews',
  newsUpdate: '/news/updateNews',
  newsPublish: '/news/publishNews',
  newsDelete: '/news/deleteNews',
} as const;

export const externalUrls = {
  icpFiling: 'https://beian.miit.gov.cn/',
} as const;

const PUBLIC_EXACT_PATHS: readonly string[] = [
  paths.root.path,
  paths.home.path,
  paths.classPage.path,
  paths.agreement.path,
  paths.login.path,
  paths.notFound.path,
  paths.weixinForm.path,
  // The password reset link an admin sends by SMS (docs/admin.md): opened without a session.
  '/reset-password',
];
/**
 * Spec 02 §2 "public or generic" pages. Spec 01 §2.2 names only home, /class, /courseDetail/ and
 * /trainDetail/; the pages spec 02 declares public stay open to visitors too.
 */
const SPEC_02_PUBLIC_PATHS: readonly string[] = [
  // The job board (spec 02 §2: only jobsFromChat needs a login, which its route guards).
  '/employment',
  '/home/news-advisory',
  '/home/hot-advisory',
  '/college/master-courses',
  '/college/optional-courses',
  '/college/course-video',
  '/college/train-video',
  '/testPaper',
  '/marketer',
  '/supplyChain',
  '/ChatGPT',
  '/webview',
  '/essay',
  '/essay-details',
  '/job-wanted',
  '/certificate-search',
  '/certificate-details',
  '/look-answer',
  '/new-articles',
  '/management-details',
  '/train',
  // My homework and exams, the grading queue (docs/exams.md "Across courses": their routes ask for a login).
  examPaths.mine.path,
  examPaths.queue.path,
  // The industrial belt map (docs/industrial-belt.md: a visitor sees the map and a province).
  industryPaths.map.path,
];
const PUBLIC_PATH_PREFIXES: readonly string[] = [
  paths.courseDetailPrefix.path,
  paths.trainDetailPrefix.path,
  '/pay/',
  resumePaths.sharePrefix.path,
];

function isUnderAny(path: string, bases: readonly string[]): boolean {
  return bases.some((base) => path === base || path.startsWith(`${base}/`));
}

/** Paths a visitor may open without a session (the guard of spec 01 §2.2, and the -1001 rule). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    PUBLIC_EXACT_PATHS.includes(path) ||
    PUBLIC_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
    isUnderAny(path, SPEC_02_PUBLIC_PATHS)
  );
}
