/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parseEnv } from './src/config/env-schema';

const DEV_BACKEND = process.env.XJ_DEV_BACKEND ?? 'http://localhost:8080';
/** Set by scripts/test-all.sh: where Vitest writes its JUnit XML beside the usual report. */
const JUNIT_FILE = process.env.XJ_JUNIT_FILE;
/** The home banners' call (src/config/paths.ts, apiPaths.homeBanner). */
const HOME_BANNER_PATH = '/adverting/getSchoolHomeBanner';

/**
 * The home page's largest paint is its first banner picture, which the app could only ask for after its JavaScript
 * had loaded and run, then the banners' call had answered. On `/` and `/home` a few lines in index.html ask for the
 * banners at once and preload the first picture while the JavaScript loads; the banners' query takes that answer
 * (src/lib/early-data.ts), so the picture is usually in the cache when the page draws it.
 */
function earlyHomeData(apiBase: string): Plugin {
  const url = JSON.stringify(`${apiBase}${HOME_BANNER_PATH}`);
  const key = JSON.stringify(HOME_BANNER_PATH);
  const script = `(function(){var p=location.pathname;if(p!=='/'&&p!=='/home'||!window.fetch)return;
var e=window.__XJ_EARLY__=window.__XJ_EARLY__||{};
e[${key}]=fetch(${url},{credentials:'include',headers:{Accept:'application/json'}}).then(function(r){return r.json()}).then(function(b){
var u=b&&b.code===200&&b.data&&b.data[0]&&b.data[0].imageUrl;
if(u){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=u;l.setAttribute('fetchpriority','high');document.head.appendChild(l)}
return b}).catch(function(){return null})})();`;
  return {
    name: 'xj-early-home-data',
    transformIndexHtml: () => [{ tag: 'script', injectTo: 'head', children: script }],
  };
}

/**
 * The first page's style sheets (the frame's and the home page's, a few kB) go into index.html itself: a linked sheet
 * blocks the first paint for a round trip of its own.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'xj-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * The modules of antd's base, which every antd page loads before its own components: antd's <App> (message, modal,
 * notification), ConfigProvider, the Chinese locale (components/antd-scope) and all they import statically — cssinjs,
 * the theme, rc-component's motion, portal and util, icons' base... Rolldown splits them into some 40 chunks by the
 * set of pages that use each; here they go into one (`antd-base`, about 100 kB gzip), so an antd page fetches a
 * few files instead of 55–65 (each a round trip over HTTP/1.1's six connections). Walked from antd's own modules, not
 * from antd-scope's `import … from 'antd'`: that barrel names every component.
 */
const ANTD_BASE_ROOTS = ['antd/es/app/index.js', 'antd/es/config-provider/index.js', 'antd/es/locale/zh_CN.js', 'dayjs/locale/zh-cn.js'];
const antdBase = new Set<string>();

function antdBaseModules(): Plugin {
  return {
    name: 'xj-antd-base',
    apply: 'build',
    buildEnd() {
      antdBase.clear();
      const stack = ANTD_BASE_ROOTS.map((path) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url)));
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (antdBase.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) this.error(`antd base: no module ${id} (update ANTD_BASE_ROOTS in vite.config.ts)`);
        antdBase.add(id);
        stack.push(...info.importedIds);
      }
    },
  };
}

/**
 * antd's component styles, baked into a CSS file at build time (scripts/extract-antd-css.mjs: antd's "whole export",
 * with cssinjs's cache path map), so antd does not compute and insert them on an antd page's first render. The file
 * is content-addressed (`assets/antd-<hash>.css`) and its address is `__XJ_ANTD_CSS__` for src/components/
 * antd-styles.ts, which links it before antd renders. index.html asks for it at once on every page but home (the home
 * page is built without antd), while the JavaScript loads. Without a build (dev server, tests) there is no file and
 * antd styles itself at run time, as it always did.
 */
function bakeAntdCss(): { fileName: string; source: string } {
  const source = execFileSync(process.execPath, [fileURLToPath(new URL('./scripts/extract-antd-css.mjs', import.meta.url))], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return { fileName: `assets/antd-${hash}.css`, source };
}

function antdStyleSheet(sheet: { fileName: string; source: string } | null): Plugin {
  const href = sheet ? JSON.stringify(`/${sheet.fileName}`) : '';
  const script = `(function(){var p=location.pathname;if(p==='/'||p==='/home')return;
var l=document.createElement('link');l.rel='stylesheet';l.href=${href};l.setAttribute('data-xj-antd-css','');
l.onload=l.onerror=function(){l.setAttribute('data-xj-done','')};document.head.insertBefore(l,document.head.firstChild)})();`;
  return {
    name: 'xj-antd-css',
    apply: 'build',
    generateBundle() {
      if (sheet) this.emitFile({ type: 'asset', fileName: sheet.fileName, source: sheet.source });
    },
    transformIndexHtml: () => (sheet ? [{ tag: 'script', injectTo: 'head', children: script }] : []),
  };
}

export default defineConfig(({ mode, command }) => {
  // The VITE_* variables, validated once here (a bad value fails the build, listing every one) and read by
  // src/config/env.ts: zod does its work at build time instead of on every visitor's first page.
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const antdSheet = command === 'build' ? bakeAntdCss() : null;
  return {
    plugins: [react(), earlyHomeData(env.apiBase), inlineEntryCss(), antdStyleSheet(antdSheet), antdBaseModules()],
    define: { __XJ_ENV__: JSON.stringify(env), __XJ_ANTD_CSS__: JSON.stringify(antdSheet ? `/${antdSheet.fileName}` : null) },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      proxy: {
        // The server checks Origin on writes: present the proxied calls as its own.
        '/api': { target: DEV_BACKEND, changeOrigin: true, headers: { origin: DEV_BACKEND } },
        '/files': { target: DEV_BACKEND, changeOrigin: true },
      },
    },
    build: {
      // dist/.vite/manifest.json: the chunk graph that scripts/check-js-budget.mjs walks for the home page's budget.
      manifest: true,
      rolldownOptions: {
        output: {
          // Each page loads the antd components, icons and libraries it renders, and little else, in as few files as
          // that allows (HTTP/1.1: every file costs a round trip on one of six connections). One group for all of
          // antd (or all of node_modules) made every page, the home page first, download and run the whole library
          // (380 KB gzip); Rolldown's default, a chunk per set of pages sharing a module, made 55–65 files per antd page.
          codeSplitting: {
            groups: [
              // React, ReactDOM and the router run on every page: one stable chunk that app changes do not bust.
              { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              // Only for plain-HTTP hosts without Web Crypto: loaded on demand, never up front (named: the browser
              // tests wait for this chunk).
              { name: 'vendor-forge', test: /node_modules[\\/]node-forge[\\/]/ },
              // What index.html loads (the router, the site's frame, the home page): one file beside React's instead
              // of eleven small ones split off because some page also uses them.
              { name: 'app', tags: ['$initial'] },
              // antd's base (antdBaseModules): one file for every antd page.
              { name: 'antd-base', test: (id: string) => antdBase.has(id) },
              // The rest that several pages share: a chunk per set of pages as before, the small ones (under 5 kB)
              // merged into their neighbour.
              { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 5000 },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      include: ['src/**/*.test.{ts,tsx}'],
      // Every core runs test files: Vitest's default leaves one core of two to its main process, which mostly waits.
      // Worker threads start faster than forked processes; each test file still gets its own module graph and jsdom
      // (isolation stays on: several files mock modules with vi.mock).
      pool: 'threads',
      maxWorkers: availableParallelism(),
      // Form flows click through several antd screens; two cores under a full run need more than 5 s.
      testTimeout: 15_000,
      reporters: JUNIT_FILE ? ['default', 'junit'] : ['default'],
      outputFile: JUNIT_FILE ? { junit: JUNIT_FILE } : undefined,
    },
  };
});
