// Counts test cases in the machine-readable results of a runner (scripts/test-all.sh): JUnit XML (CTest, node
// --test, Vitest, Playwright) or TAP (scripts/lint.sh). Prints "passed failed skipped" on the first line, then one
// line per failed case (its name and the first line of its message, so that the summary at the end of a long log
// says which test failed); exits 1 when no file holds a result, so a runner that died before reporting is a
// failure, never a pass.
//
//   node scripts/test-results.mjs junit <file>...
//   node scripts/test-results.mjs tap <file>
import { existsSync, readFileSync } from 'node:fs';

const [format, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let seen = 0;
const failures = [];

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeXml(text) {
  return text.replace(/&(amp|lt|gt|quot|apos|#x?[0-9a-f]+);/gi, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

// Some reporters escape a message twice (node --test writes &amp;quot;): undo it until nothing changes.
function unescapeAll(text) {
  let out = text;
  for (let i = 0; i < 3; i += 1) {
    const next = unescapeXml(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

function attribute(tag, name) {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
  return m ? unescapeAll(m[1]) : '';
}

// An opening tag's attributes may hold a bare ">" (a message quoting HTML): read quoted values whole.
const ATTRS = '(?:"[^"]*"|[^>"])*?';

// "file › name: first line of the message", cut to one readable line.
function describeFailure(testcase) {
  const open = new RegExp(`^<testcase\\b${ATTRS}\\/?>`).exec(testcase)?.[0] ?? testcase;
  const where = [attribute(open, 'classname'), attribute(open, 'name')].filter(Boolean).join(' › ');
  const failure = new RegExp(`<(failure|error)\\b(${ATTRS})(\\/>|>([\\s\\S]*?)<\\/\\1>)`).exec(testcase);
  const message = failure ? attribute(failure[2], 'message') : '';
  const body = failure?.[4] ? unescapeAll(failure[4].replace(/<!\[CDATA\[|\]\]>/g, '')) : '';
  const lines = (text) => text.split('\n').map((line) => line.trim()).filter(Boolean);
  // Playwright's message is the test's place; the error itself is the body's first "…Error: …" line.
  const error = lines(body).find((line) => /^\w*Error\b/.test(line)) ?? '';
  // Playwright also names the locator and the spec line that failed: without them a flake cannot be placed.
  const locator = lines(body).find((line) => /^Locator:/.test(line)) ?? '';
  // And what it got instead (a poll's last answer says what the page showed).
  const received = lines(body).find((line) => /^Received( string| value)?:/.test(line)) ?? '';
  const at = /^\s*at .*?([\w.-]+\.(?:spec|test)\.[cm]?[jt]sx?:\d+(?::\d+)?)/m.exec(body)?.[1] ?? '';
  const first = lines(message)[0] ?? lines(body)[0] ?? '';
  const said = [first, error && !first.includes(error) ? error : '', locator, received, at ? `at ${at}` : '']
    .filter(Boolean)
    .join(' — ');
  const line = said ? `${where}: ${said}` : where;
  return line.length > 600 ? `${line.slice(0, 597)}...` : line;
}

// <testcase …/> or <testcase …>…</testcase>; a case holding <failure> or <error> failed, <skipped> was skipped.
function countJunit(xml) {
  const cases = xml.match(new RegExp(`<testcase\\b${ATTRS}(\\/>|>[\\s\\S]*?<\\/testcase>)`, 'g')) ?? [];
  for (const c of cases) {
    seen += 1;
    if (/<(failure|error)\b/.test(c)) {
      failed += 1;
      failures.push(describeFailure(c));
    }
    else if (/<skipped\b/.test(c)) skipped += 1;
    else passed += 1;
  }
  // A suite-level <error> (a file that failed to load in Vitest or Playwright) is a failure of its own.
  const suiteErrors = xml.match(/<testsuite\b[^>]*\berrors="([1-9][0-9]*)"[^>]*>\s*<\/testsuite>/g) ?? [];
  failed += suiteErrors.length;
  for (const suite of suiteErrors) failures.push(`${attribute(suite, 'name')}: the file did not load`);
  seen += suiteErrors.length;
}

// ok N - name / not ok N - name, with "# SKIP" or "# TODO" directives.
function countTap(text) {
  for (const line of text.split('\n')) {
    const m = /^(not )?ok\b/.exec(line.trimStart());
    if (!m || line.startsWith(' ')) continue; // indented lines are subtests, counted by their parent
    seen += 1;
    if (/#\s*(SKIP|TODO)\b/i.test(line)) skipped += 1;
    else if (m[1]) {
      failed += 1;
      failures.push(line.trim().replace(/^not ok \d+\s*-?\s*/, ''));
    }
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
for (const failure of failures) console.log(failure);
process.exit(seen > 0 ? 0 : 1);
