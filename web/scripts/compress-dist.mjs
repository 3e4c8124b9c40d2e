// Writes a gzip -9 copy (`file.gz`) beside every text asset in dist/, so the server can
// answer `Accept-Encoding: gzip` with the precompressed file.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

const DIST_DIR = new URL('../dist/', import.meta.url).pathname;
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.css', '.svg', '.json']);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of walk(DIST_DIR)) {
  if (!TEXT_EXTENSIONS.has(extname(file))) continue;
  const source = await readFile(file);
  const zipped = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  await writeFile(`${file}.gz`, zipped);
  count += 1;
  before += source.length;
  after += zipped.length;
}
console.log(`compress-dist: ${count} files, ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB gzip`);
