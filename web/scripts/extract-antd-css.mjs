// antd's component styles as a CSS file, baked at build time (issue 12: no CSS-in-JS work on an antd page's first
// render). Prints the CSS on stdout; vite.config.ts (antdStyleSheet) runs it with NODE_ENV=production and emits the
// result as an asset, which src/components/antd-styles.ts links before antd renders.
//
// This is antd's "whole export" (ant.design/docs/react/server-side-rendering, @ant-design/cssinjs's extractStyle):
// every antd component the app uses is rendered once on the server (react-dom/server) in antd's theme of
// src/components/antd-theme.json, and the style each one registers is collected. The file ends with cssinjs's cache
// path map (`.data-ant-cssinjs-cache-path{content:"…"}`): in the browser cssinjs reads it on its first style and
// skips generating and inserting every style the file holds. A component missing here still works — cssinjs
// generates its style at run time as before — so the list below is about speed, not correctness. The design tokens
// (colours, radius, font: CSS variables) are still registered at run time, so the theme stays in antd-theme.json.
//
// The style rules themselves do not depend on the theme (they read the tokens through CSS variables) and the hash
// class depends only on antd's version and NODE_ENV (production: `css-…`, as in the built app).
//
// Usage: NODE_ENV=production node scripts/extract-antd-css.mjs > antd.css
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

if (process.env.NODE_ENV !== 'production') {
  console.error('extract-antd-css: run with NODE_ENV=production (the hash class of the built app)');
  process.exit(2);
}

// antd's CommonJS build and the cssinjs instance it uses (one StyleProvider context for both).
const require = createRequire(import.meta.url);
const React = require('react');
const { renderToString } = require('react-dom/server');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
const antd = require('antd');
const zhCN = require('antd/lib/locale/zh_CN').default;
const theme = JSON.parse(readFileSync(new URL('../src/components/antd-theme.json', import.meta.url), 'utf8'));

const h = React.createElement;
const Panel = (Component, props = {}, ...children) => h(Component._InternalPanelDoNotUseOrYouWillBeFired, props, ...children);

/**
 * The antd components the antd pages draw on their first screen — the course list, a course page (skeleton, tag,
 * avatar, progress, tabs, buttons), the test paper (spin, alert, radio, checkbox, input and text area, drawer) —
 * and two common ones (empty, card). Everything else keeps its run-time style: the dialogs, menus, tables and pickers
 * a user opens later, and forms and pagination (the form pulls in the grid's media queries, the pagination the select,
 * 150 kB between them). Baking all of antd's components would make the file 880 kB (77 kB gzip), most of it for
 * screens a visitor may never open; this list makes 190 kB (19 kB gzip).
 */
function Components() {
  const { Alert, Avatar, Button, Card, Checkbox, Drawer, Empty, Input, Progress, Radio, Skeleton, Spin, Tabs, Tag } = antd;
  return h(
    'div',
    null,
    h(Alert, { title: 'a', type: 'info', showIcon: true }),
    h(Avatar, null, 'a'),
    h(Button, { type: 'primary', icon: h('span') }, 'a'),
    h(Card, { title: 'a' }, 'b'),
    h(Checkbox, { checked: true }, 'a'),
    Panel(Drawer, { title: 'a' }, 'b'),
    h(Empty, null),
    h(Input, { allowClear: true }),
    h(Input.TextArea, null),
    h(Progress, { percent: 50 }),
    h(Radio, { checked: true }, 'a'),
    h(Skeleton, { active: true }),
    h(Spin, null),
    h(Tabs, { items: [{ key: 'a', label: 'a', children: 'x' }] }),
    h(Tag, { color: 'blue' }, 'a'),
  );
}

const cache = createCache();
renderToString(
  h(
    StyleProvider,
    { cache },
    h(antd.ConfigProvider, { locale: zhCN, theme }, h(antd.App, { component: false }, h(Components))),
  ),
);
// Component styles only: the tokens' CSS variables depend on where the app's ConfigProvider sits and stay at run time.
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
