/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ANTD_FREE_PAGES, EARLY_REQUESTS, PAGE_MODULES } from './src/config/early-requests';
import { parseEnv } from './src/config/env-schema';

const DEV_BACKEND = process.env.XJ_DEV_BACKEND ?? 'http://localhost:8080';
/** Set by scripts/test-all.sh: where Vitest writes its JUnit XML beside the usual report. */
const JUNIT_FILE = process.env.XJ_JUNIT_FILE;
/**
 * An inline script right after index.html's <title>: before the style sheets and the module scripts, so that what it
 * asks for starts as the browser reads the first lines (the charset declaration stays in the first 1024 bytes).
 */
function afterTitle(html: string, script: string): string {
  if (!html.includes('</title>')) throw new Error('index.html has no <title> to put the early scripts after');
  return html.replace('</title>', () => `</title>\n    <script>${script}</script>`);
}

/** An inline script just before index.html's first chunk (the module script tag). */
function beforeFirstChunk(html: string, script: string): string {
  const tag = '<script type="module"';
  if (!html.includes(tag)) throw new Error('index.html has no module script to put the inline scripts before');
  return html.replace(tag, () => `<script>${script}</script>\n    ${tag}`);
}

/**
 * The calls of config/early-requests.ts, asked for by a few inline lines of index.html while the JavaScript loads,
 * with the picture each answer names preloaded at high priority (the page's largest paint); the request layer takes
 * the answers (src/lib/early-data.ts).
 */
function earlyRequests(apiBase: string): Plugin {
  const list = EARLY_REQUESTS.map((r) => ({ ...r, page: r.page.source }));
  const script = `(function(){if(!window.fetch)return;var L=${JSON.stringify(list)},A=${JSON.stringify(apiBase)};
var p=location.pathname,e=window.__XJ_EARLY__=window.__XJ_EARLY__||{};
function pick(v,ps){for(var j=0;j<ps.length&&v!=null;j++)v=ps[j]==='*'?v[0]:v[ps[j]];return typeof v==='string'&&v?v:null}
function go(r,m){var b=r.body===undefined?undefined:JSON.stringify(r.body).replace('"$1"',JSON.stringify(m[1]||''));
var h={Accept:'application/json'};if(b!==undefined)h['Content-Type']='application/json';
e[r.method+' '+r.path+(b===undefined?'':' '+b)]=fetch(A+r.path,{method:r.method,credentials:'include',headers:h,body:b}).then(function(x){return x.json()}).then(function(x){
var u=x&&x.code===200&&r.picture&&pick(x.data,r.picture);
if(u){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=u;l.setAttribute('fetchpriority','high');document.head.appendChild(l)}
return x}).catch(function(){return null})}
for(var i=0;i<L.length;i++){var m=new RegExp(L[i].page).exec(p);if(m&&!(L[i].bare&&location.search))go(L[i],m)}})();`;
  return {
    name: 'xj-early-requests',
    transformIndexHtml: (html) => afterTitle(html, script),
  };
}

/**
 * A page's own chunks, preloaded from index.html (config/early-requests.ts, PAGE_MODULES): for the page the browser
 * opens, a few inline lines add a modulepreload link for each chunk its route modules need (but those index.html
 * loads anyway) and a preload link for their style sheets, so they download beside the first chunk instead of after
 * it has run.
 */
function pagePreloads(): Plugin {
  return {
    name: 'xj-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = new Map<string, { imports: string[]; css: string[]; facade: string | null }>();
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          chunks.set(item.fileName, { imports: item.imports, css: [...(item.viteMetadata?.importedCss ?? [])], facade: item.facadeModuleId });
        }
        const closure = (files: string[], into = new Set<string>()): Set<string> => {
          for (const file of files) {
            if (into.has(file)) continue;
            into.add(file);
            closure(chunks.get(file)?.imports ?? [], into);
          }
          return into;
        };
        const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
        const initial = closure(entry ? [entry.fileName] : []);
        const list = PAGE_MODULES.map(({ page, modules }) => {
          const roots = modules.map((module) => {
            const id = fileURLToPath(new URL(`./${module}`, import.meta.url));
            const file = [...chunks].find(([, c]) => c.facade === id)?.[0];
            if (!file) throw new Error(`page preloads: no chunk for ${module} (update PAGE_MODULES in src/config/early-requests.ts)`);
            return file;
          });
          const files = [...closure(roots)].filter((file) => !initial.has(file));
          const css = [...new Set(files.flatMap((file) => chunks.get(file)?.css ?? []))];
          return { page: page.source, js: files.map((file) => `/${file}`), css: css.map((file) => `/${file}`) };
        });
        const script = `(function(){var L=${JSON.stringify(list)},p=location.pathname;
var seen={};function add(rel,href,as){if(seen[href])return;seen[href]=1;var l=document.createElement('link');l.rel=rel;l.href=href;l.crossOrigin='';if(as)l.as=as;document.head.appendChild(l)}
for(var i=0;i<L.length;i++){if(!new RegExp(L[i].page).test(p))continue;
for(var j=0;j<L[i].js.length;j++)add('modulepreload',L[i].js[j]);for(var k=0;k<L[i].css.length;k++)add('preload',L[i].css[k],'style')}})();`;
        return beforeFirstChunk(html, script);
      },
    },
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
 * antd-styles.ts, which links it before antd renders. index.html asks for it at once on every page built on antd (all
 * but config/early-requests.ts's ANTD_FREE_PAGES), while the JavaScript loads. Without a build (dev server, tests) there is no file and
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
  const script = `(function(){if(${ANTD_FREE_PAGES.toString()}.test(location.pathname))return;
var l=document.createElement('link');l.rel='stylesheet';l.href=${href};l.setAttribute('data-xj-antd-css','');
l.onload=l.onerror=function(){l.setAttribute('data-xj-done','')};document.head.insertBefore(l,document.head.firstChild)})();`;
  return {
    name: 'xj-antd-css',
    apply: 'build',
    generateBundle() {
      if (sheet) this.emitFile({ type: 'asset', fileName: sheet.fileName, source: sheet.source });
    },
    // The last of index.html's inline scripts: a style sheet a script adds makes the scripts after it wait for it.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (sheet ? beforeFirstChunk(html, script) : html),
    },
  };
}

export default defineConfig(({ mode, command }) => {
  // The VITE_* variables, validated once here (a bad value fails the build, listing every one) and read by
  // src/config/env.ts: zod does its work at build time instead of on every visitor's first page.
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const antdSheet = command === 'build' ? bakeAntdCss() : null;
  return {
    plugins: [react(), earlyRequests(env.apiBase), inlineEntryCss(), pagePreloads(), antdStyleSheet(antdSheet), antdBaseModules()],
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
      // happy-dom: a file's DOM starts in a tenth of jsdom's time and antd renders faster in it (the whole suite 745 s →
      // about 480 s on two cores). It loads no script, style sheet or frame (tests stub fetch). The few files that rely
      // on what only jsdom does (accessible names through aria-labelledby, list roles, <script> handling) say
      // `@vitest-environment jsdom` in their first line.
      environment: 'happy-dom',
      environmentOptions: {
        happyDOM: {
          settings: {
            disableJavaScriptFileLoading: true,
            disableCSSFileLoading: true,
            disableIframePageLoading: true,
            handleDisabledFileLoadingAsSuccess: true,
          },
        },
      },
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
