// The home page's JavaScript budget (issue 12): what a visitor's browser downloads for `/` before the page is
// interactive must stay within 170 kB of gzip (1 kB = 1000 bytes, as Vite's build report counts). Run after
// `npm run build`; prints every chunk with its gzip size and exits 1 over the budget (scripts/lint.sh runs it in
// `make test`).
//
// What "loads" means here: the chunks of Vite's build manifest (dist/.vite/manifest.json) reached from
//   - the entry, index.html: its script and every chunk it imports statically (the modulepreload links), which holds
//     the router, the site's frame and the home page (src/app/router.tsx imports the home route statically),
//   - the home route's own chunk, should it become lazy again (HOME_ROUTE, counted whenever it is a chunk), and
//   - the modules the home page imports with import() and renders at its first paint without any user action
//     (HOME_FIRST_RENDER: none today; a lazy section added to the home page belongs there),
// each with all of its static imports, transitively, each chunk counted once. Dynamic imports that wait for a user
// action or a condition are not followed, as the browser does not fetch them for `/`: the login dialog (opened),
// the navigation's and the avatar's dropdowns (pointer, focus or touch on them), back-to-top (scrolled past 400 px),
// EmptyState (an empty or failed section), the antd layout and every other page (another address), node-forge (a
// password on a host without Web Crypto). A module listed in HOME_FIRST_RENDER that is no longer a dynamic entry
// of the build fails the check, so the list cannot silently go stale; bench/lighthouse/run.mjs reports what
// Chromium really fetched for `/` ("JS transferred"), as a cross-check of this walk.
import { readFile } from 'node:fs/promises';
import { gzipSync, constants } from 'node:zlib';

export const BUDGET_BYTES = 170_000;

/** The home route's module: part of the entry today; if it is ever lazy again, its chunk is counted. */
const HOME_ROUTE = 'src/app/routes/home-route.tsx';

/** Modules imported with import() while `/` renders the first time, without any user action. */
export const HOME_FIRST_RENDER = [];

const DIST = new URL('../dist/', import.meta.url);

/** The chunk files `/` loads before it is interactive, from the manifest. Throws on a stale HOME_FIRST_RENDER entry. */
export function homeChunks(manifest) {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('index.html is not an entry of the build manifest');
  for (const key of HOME_FIRST_RENDER) {
    if (!manifest[key]?.isDynamicEntry) {
      throw new Error(`${key} is not a dynamic entry of the build any more: update HOME_FIRST_RENDER in ${import.meta.url}`);
    }
  }
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (manifest[HOME_ROUTE]) visit(HOME_ROUTE);
  for (const key of HOME_FIRST_RENDER) visit(key);
  return [...files];
}

async function main() {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', DIST), 'utf8'));
  } catch (error) {
    throw new Error(`no build manifest in web/dist (run npm run build): ${error.message}`, { cause: error });
  }
  const sizes = [];
  for (const file of homeChunks(manifest)) {
    const bytes = await readFile(new URL(file, DIST));
    sizes.push({ file, gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length });
  }
  sizes.sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const s of sizes) console.log(`${kb(s.gzip).padStart(9)}  ${s.file}`);
  const verdict = total > BUDGET_BYTES ? 'OVER' : 'within';
  console.log(`home page JavaScript: ${kb(total)} gzip in ${sizes.length} chunks, ${verdict} the budget of ${kb(BUDGET_BYTES)}`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`check-js-budget: ${error.message}`);
  process.exitCode = 1;
});
