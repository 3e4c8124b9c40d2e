// Writes the compile database clang-tidy reads (scripts/lint.sh): the build's own (build/compile_commands.json)
// without what only GCC understands — the GCC precompiled header and GCC-only warning switches — plus one
// translation unit that includes every server header, so one parse checks every declaration in a header.
//
//   node scripts/lint-compile-db.mjs <build dir> <out dir> <header>...
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [buildDir, outDir, ...headers] = process.argv.slice(2);
const GCC_ONLY = new Set([
  '-Winvalid-pch',
  '-Wno-maybe-uninitialized',
  '-Wno-restrict',
  '-Wno-stringop-overflow',
  '-Wno-stringop-overread',
  '-Wno-array-bounds',
  '-Wno-nonnull',
]);

const entries = JSON.parse(readFileSync(join(buildDir, 'compile_commands.json'), 'utf8'));
const forClang = entries.map((entry) => {
  const words = entry.command.split(/\s+/);
  const kept = [];
  for (let i = 0; i < words.length; i += 1) {
    if (words[i] === '-include' && /cmake_pch\.hxx$/.test(words[i + 1] ?? '')) {
      i += 1; // the GCC PCH: clang parses the sources' own includes instead
    } else if (!GCC_ONLY.has(words[i])) {
      kept.push(words[i]);
    }
  }
  return { ...entry, command: kept.join(' ') };
});

// The headers' unit borrows the flags of a domain source that links every library (include paths of libgd etc.).
const model = forClang.find((e) => e.file.endsWith('/src/teaching/seed.cpp')) ?? forClang[0];
mkdirSync(outDir, { recursive: true });
const allHeaders = resolve(outDir, 'all_headers.cpp');
writeFileSync(allHeaders, headers.map((h) => `#include "${h}"\n`).join(''));
forClang.push({
  directory: model.directory,
  file: allHeaders,
  command: model.command.replace(/ -o \S+ -c \S+$/, ` -c ${allHeaders}`),
});
writeFileSync(join(outDir, 'compile_commands.json'), JSON.stringify(forClang, null, 1));
