import { apiPaths, paths } from './paths';

/**
 * What index.html asks for before the app's JavaScript has loaded (vite.config.ts writes the inline script from this
 * list; src/lib/early-data.ts hands the answers to the app). On the pages whose largest paint is a picture named by
 * an API answer — the home page's first banner, the catalogue's first cover, a course page's cover — the picture could
 * otherwise only be asked for after the JavaScript had loaded and run and then the call had answered; asked for at
 * once, both are usually in the cache when the page draws them. The test paper's largest paint is its first question:
 * its call is asked for at once too. Each is the call the page makes first when it opens: reads, and the paper's,
 * which starts the attempt or continues it (opening the page does that). Answers that depend on who is signed in
 * (a course page, the paper) are asked for only without a query string — never with `?tokenKey=`, which signs someone
 * else in first, nor for the paper's restart link `?restart=1` — and every early answer not yet taken is dropped when
 * the session changes (lib/early-data.ts).
 *
 * `page` is matched against the location's path (`bare`: and the query string is empty — the catalogue's filters
 * live there, `tokenKey` and `restart` too); `$1` in `body` is the page path's first group. The body must be the one the app's own call sends, to
 * the key order (early-requests.test.ts checks that): an early answer is taken only by a call with the same method,
 * path and body, and a call that finds none asks the API itself.
 */
export type EarlyRequest = {
  page: RegExp;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, string | number>;
  bare?: true;
  /** Where the answer's data names the picture to preload: property names, `*` for the first item of a list. */
  picture?: string[];
};

/** The catalogue's pages (all, type 1, type 2), each with its first page's body under the default filters
 * (features/courses/lib/list-params: toListQuery). */
const CATALOGUE: readonly { path: string; body: Record<string, string | number> }[] = [
  { path: paths.classPage.path, body: { page: 1, page_size: 15, order: 'sort' } },
  { path: paths.masterCourses.path, body: { page: 1, page_size: 15, type: 1, order: 'sort' } },
  { path: paths.optionalCourses.path, body: { page: 1, page_size: 15, type: 2, order: 'sort' } },
];

const escapePath = (path: string): string => path.replace(/[/]/g, '\\/');
const exactPage = (path: string): RegExp => new RegExp(`^${escapePath(path)}$`);
/** `/` and the school's home page `/home`. */
const HOME_PAGE = /^\/(home)?$/;
/** Any of the catalogue's pages. */
const CATALOGUE_PAGE = new RegExp(`^(${CATALOGUE.map((c) => escapePath(c.path)).join('|')})$`);

export const EARLY_REQUESTS: readonly EarlyRequest[] = [
  { page: HOME_PAGE, method: 'GET', path: apiPaths.homeBanner, picture: ['*', 'imageUrl'] },
  ...CATALOGUE.map(
    (c): EarlyRequest => ({ page: exactPage(c.path), method: 'POST', path: apiPaths.schoolCourseList, body: c.body, bare: true, picture: ['list', '*', 'coursePicture'] }),
  ),
  { page: /^\/courseDetail\/([0-9a-zA-Z_-]{1,64})$/, method: 'POST', path: apiPaths.courseById, body: { sign: '$1' }, bare: true, picture: ['courseInfoVo', 'coursePicture'] },
  // api/exams.ts, examApiPaths.startPaper (config may not import the API's modules).
  { page: /^\/testPaper\/([0-9a-zA-Z_-]{1,64})$/, method: 'POST', path: '/qb/getExaminationPaper', body: { examinationId: '$1' }, bare: true },
];

/** The key of one call among the early answers: method, path and body, as both sides write it. */
export function earlyKey(method: string, path: string, body?: unknown): string {
  return body === undefined ? `${method} ${path}` : `${method} ${path} ${JSON.stringify(body)}`;
}

/** Pages built without antd (app/router.tsx): index.html does not ask for antd's style sheet there. */
export const ANTD_FREE_PAGES = new RegExp(`${HOME_PAGE.source}|${CATALOGUE_PAGE.source}`);

/**
 * The route modules a page renders first (app/router.tsx's lazy imports): index.html preloads their chunks, and the
 * chunks and style sheets those import, while the app's first chunk loads — without this the browser learns of them
 * only once that chunk has run and the router has matched the page. Paths from web/; a module the build does not
 * find fails it (vite.config.ts, pagePreloads).
 */
export const PAGE_MODULES: readonly { page: RegExp; modules: readonly string[] }[] = [
  // Every page built on antd: antd's layout (antd's base, theme, locale and <App>).
  { page: new RegExp(`^(?!(${ANTD_FREE_PAGES.source}))`), modules: ['src/app/layouts/antd-layout.tsx'] },
  { page: CATALOGUE_PAGE, modules: ['src/features/courses/pages/course-list-page.tsx'] },
  { page: /^\/courseDetail\/[^/]+$/, modules: ['src/app/routes/course-detail-route.tsx'] },
  { page: /^\/testPaper\/[^/]+$/, modules: ['src/features/exams/paper/test-paper-page.tsx'] },
  { page: /^\/login$/, modules: ['src/features/accounts/pages/login-page.tsx'] },
];
