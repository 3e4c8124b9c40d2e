// The home page's JavaScript budget (issue 12): what a visitor's browser downloads for `/` before the page is
// interactive must stay within 170 kB of gzip (1 kB = 1000 bytes, as Vite's build report counts). Run after
// `npm run build`; prints every chunk with its gzip size and exits 1 over the budget (scripts/lint.sh runs it in
// `make test`).
//
// What "loads" means here: the chunks of Vite's build manifest (dist/.vite/manifest.json) reached from
//   - the entry, index.html (its script and every chunk it imports statically: the modulepreload links), and
//   - the modules the router and the home page import dynamically while rendering `/` the first time: the lazy home
//     route and the lazy components it renders (HOME_FIRST_RENDER below),
// each with all of its static imports, transitively, each chunk counted once. Dynamic imports that wait for a user
// action (the login dialog, node-forge for a password, other routes) are not followed: the browser does not fetch
// them for `/`. A module listed below that is no longer a dynamic entry of the build fails the check, so the list
// cannot silently go stale when the home page changes; bench/lighthouse/run.mjs reports what Chromium really
// fetched, as a cross-check.
import { readFile } from 'node:fs/promises';
import { gzipSync, constants } from 'node:zlib';

export const BUDGET_BYTES = 170_000;

/** Modules imported with import() while `/` renders the first time, without any user action. */
export const HOME_FIRST_RENDER = ['src/app/routes/home-route.tsx'];

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
