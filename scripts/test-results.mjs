// Counts test cases in the machine-readable results of a runner (scripts/test-all.sh): JUnit XML (CTest, node
// --test, Vitest, Playwright) or TAP (scripts/lint.sh). Prints "passed failed skipped" on one line; exits 1 when
// no file holds a result, so a runner that died before reporting is a failure, never a pass.
//
//   node scripts/test-results.mjs junit <file>...
//   node scripts/test-results.mjs tap <file>
import { existsSync, readFileSync } from 'node:fs';

const [format, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let seen = 0;

// <testcase …/> or <testcase …>…</testcase>; a case holding <failure> or <error> failed, <skipped> was skipped.
function countJunit(xml) {
  const cases = xml.match(/<testcase\b[^>]*?(\/>|>[\s\S]*?<\/testcase>)/g) ?? [];
  for (const c of cases) {
    seen += 1;
    if (/<(failure|error)\b/.test(c)) failed += 1;
    else if (/<skipped\b/.test(c)) skipped += 1;
    else passed += 1;
  }
  // A suite-level <error> (a file that failed to load in Vitest or Playwright) is a failure of its own.
  const suiteErrors = xml.match(/<testsuite\b[^>]*\berrors="([1-9][0-9]*)"[^>]*>\s*<\/testsuite>/g) ?? [];
  failed += suiteErrors.length;
  seen += suiteErrors.length;
}

// ok N - name / not ok N - name, with "# SKIP" or "# TODO" directives.
function countTap(text) {
  for (const line of text.split('\n')) {
    const m = /^(not )?ok\b/.exec(line.trimStart());
    if (!m || line.startsWith(' ')) continue; // indented lines are subtests, counted by their parent
    seen += 1;
    if (/#\s*(SKIP|TODO)\b/i.test(line)) skipped += 1;
    else if (m[1]) failed += 1;
    else passed += 1;
  }
}

for (const file of files) {
  if (!existsSync(file)) continue;
  const text = readFileSync(file, 'utf8');
  if (format === 'junit') countJunit(text);
  else if (format === 'tap') countTap(text);
  else throw new Error(`unknown format ${format}`);
}
console.log(`${passed} ${failed} ${skipped}`);
process.exit(seen > 0 ? 0 : 1);
