/** Every URL the web app uses: client routes, API paths (relative to the API base) and outside links. */

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

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
  classPage: { path: '/class' },
  courseDetailPrefix: { path: '/courseDetail/' },
  trainDetailPrefix: { path: '/trainDetail/' },
  collegePrefix: { path: '/college' },
  homeSubPagePrefix: { path: '/home/' },
  collegeCourseVideoPrefix: { path: '/college/course-video/' },
  collegeTrainVideoPrefix: { path: '/college/train-video/' },
  virtualSystemPlayground: { path: '/simulation/virtual-system-playground' },
} as const;

/** API paths, relative to env.apiBase (/api/v1). */
export const apiPaths = {
  navigationBar: '/menu/getNavigationBar',
  schoolBaseInfo: '/school/getSchoolBaseInfo',
  schoolImages: '/school/getSchoolImages',
  schoolList: '/school/getSchoolList',
  schoolSign: '/school/getSchoolSign',
  homeBanner: '/adverting/getSchoolHomeBanner',
  advertisingList: '/adverting/getAllAdvertisingList',
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
];
const PUBLIC_PATH_PREFIXES: readonly string[] = [paths.courseDetailPrefix.path, paths.trainDetailPrefix.path];

/** Paths a visitor may stay on when the server answers "not logged in" (-1001). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_EXACT_PATHS.includes(path) || PUBLIC_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
