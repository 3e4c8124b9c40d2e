/** The address of antd's baked component styles (vite.config.ts, antdStyleSheet); null without a build. */
declare const __XJ_ANTD_CSS__: string | null;

let ready: Promise<void> | undefined;

/**
 * Links antd's component styles, baked at build time (scripts/extract-antd-css.mjs), and resolves once the browser
 * has them (or failed to get them). antd must not render before: cssinjs reads the file's map of baked styles once,
 * on the first style it registers, and skips computing and inserting those; a style missing from the map (or the
 * whole file, if it failed to load) is made at run time, as before. index.html has usually asked for the file already
 * (every page but home); the link goes first in <head>, where cssinjs puts its own styles, so the app's style sheets
 * keep overriding antd's. Resolves at once without a build (dev server, tests).
 */
export function antdStylesReady(): Promise<void> {
  const href = __XJ_ANTD_CSS__;
  if (!href || typeof document === 'undefined') return Promise.resolve();
  ready ??= new Promise<void>((resolve) => {
    let link = document.querySelector<HTMLLinkElement>('link[data-xj-antd-css]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('data-xj-antd-css', '');
      document.head.insertBefore(link, document.head.firstChild);
    } else if (link.sheet || link.hasAttribute('data-xj-done')) {
      resolve();
      return;
    }
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  return ready;
}
