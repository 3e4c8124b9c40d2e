import { assistantPaths } from '@/config/assistant-paths';
import { paths } from '@/config/paths';
import { simulationPaths } from '@/config/simulation-paths';

/** Spec 01 §2.3: which frame a path gets. */
export type HeaderKind = 'site' | 'video' | 'none';
export type PageStyle = 'college' | 'home-background' | 'plain';

export type LayoutMode = {
  /** Webview pages: the page alone, no shell at all. */
  bare: boolean;
  header: HeaderKind;
  footer: boolean;
  fullScreen: boolean;
  pageStyle: PageStyle;
};

const VIDEO_PREFIXES = [paths.collegeCourseVideoPrefix.path, paths.collegeTrainVideoPrefix.path];
/** The simulation's marketplace back offices (docs/simulation.md "Pages") and the agreement fill the window. */
const FULL_SCREEN_PATHS = [simulationPaths.playground.path, simulationPaths.amazonBackOffice.path, paths.agreement.path];
const NO_FRAME_PATHS = [paths.login.path, paths.agreement.path];
/** Pages that fill the window below the header (the chat keeps its question box in view): no footer. */
const NO_FOOTER_PATHS = [assistantPaths.chat.path];

function isUnder(pathname: string, base: string): boolean {
  const trimmed = base.replace(/\/+$/, '');
  return pathname === trimmed || pathname.startsWith(`${trimmed}/`);
}

function pageStyleOf(pathname: string): PageStyle {
  if (isUnder(pathname, paths.collegePrefix.path)) return 'college';
  if (pathname.startsWith(paths.homeSubPagePrefix.path)) return 'home-background';
  return 'plain';
}

export function layoutFor(pathname: string): LayoutMode {
  const pageStyle = pageStyleOf(pathname);
  if (pathname.includes('webview')) {
    return { bare: true, header: 'none', footer: false, fullScreen: true, pageStyle: 'plain' };
  }
  const fullScreen = FULL_SCREEN_PATHS.some((path) => isUnder(pathname, path));
  if (VIDEO_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return { bare: false, header: 'video', footer: false, fullScreen, pageStyle };
  }
  const noFrame = NO_FRAME_PATHS.some((path) => isUnder(pathname, path));
  return {
    bare: false,
    header: fullScreen || noFrame ? 'none' : 'site',
    footer: !(fullScreen || noFrame || NO_FOOTER_PATHS.some((path) => isUnder(pathname, path))),
    fullScreen,
    pageStyle,
  };
}
