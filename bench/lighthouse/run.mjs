// Lighthouse performance of the four pages of issue 12 against a running xuejing-server started with --demo:
// the home page, the course list, a course page and the test paper of the demo student (docs/performance.md,
// "First page: JavaScript budget and Lighthouse").
//
// Usage: node bench/lighthouse/run.mjs --base-url http://127.0.0.1:8090 [--runs 3] [--pages home,class,course,paper]
//                                      [--out DIR]
//   --runs N    Lighthouse runs per page, each in a fresh headless Chromium (cold cache); the median run by score
//               is reported
//   --out DIR   also writes every run's Lighthouse JSON report there
//
// Lighthouse's default mobile profile (simulated slow 4G and 4x CPU slowdown, Moto G Power screen), performance
// category only. Chromium is CHROME_PATH (default /usr/bin/chromium), headless with --no-sandbox (we run as root).
// The test paper needs a session: the runner signs in the demo student 张晓明 through the API (password encrypted with
// the server's public key as the browser does), finds 第一单元测试 of Python 程序设计 in his exam list and opens
// /testPaper/{sign} with his cookies (the page starts the attempt, or continues it on later runs). Starts nothing
// itself: bench/lighthouse/run.sh starts a demo server and calls this.
import crypto from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const DEMO_STUDENT = '13800000001';
const DEMO_PASSWORD = 'xuejing2026';
const COURSE_NAME = 'Python 程序设计';
const EXAM_NAME = '第一单元测试';
const ALL_PAGES = ['home', 'class', 'course', 'paper'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function parseArgs(argv) {
  const args = { baseUrl: '', runs: 3, pages: ALL_PAGES, out: '' };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--base-url') args.baseUrl = value.replace(/\/+$/, '');
    else if (flag === '--runs') args.runs = Number(value);
    else if (flag === '--pages') args.pages = value.split(',');
    else if (flag === '--out') args.out = value;
    else throw new Error(`unknown argument ${flag}`);
  }
  if (!args.baseUrl) throw new Error('--base-url is required');
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs must be a positive integer');
  for (const page of args.pages) if (!ALL_PAGES.includes(page)) throw new Error(`unknown page ${page}`);
  return args;
}

/** An API call of the demo server: the envelope's data, and the Set-Cookie pairs. */
async function api(baseUrl, method, path, { body, cookies } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookies) headers.cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  const setCookies = res.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() };
  });
  return { data: envelope.data, cookies: setCookies };
}

async function signInStudent(baseUrl) {
  const { data: key } = await api(baseUrl, 'GET', '/auth/publicKey');
  const password = crypto
    .publicEncrypt(
      { key: key.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(DEMO_PASSWORD, 'utf8'),
    )
    .toString('base64');
  const { cookies } = await api(baseUrl, 'POST', '/login', { body: { phone: DEMO_STUDENT, password, isRemeber: false } });
  if (!cookies.some((c) => c.name === 'token')) throw new Error('login set no token cookie');
  return cookies;
}

/** The URL of every page to measure, and the cookies each needs (none but the test paper's). */
async function pageTargets(baseUrl, pages) {
  const { data: courses } = await api(baseUrl, 'POST', '/school/getSchoolCourseList', { body: { page: 1, size: 50 } });
  const course = courses.list.find((c) => c.name === COURSE_NAME);
  if (!course) throw new Error(`no demo course ${COURSE_NAME} (start the server with --demo)`);
  const targets = {
    home: { url: `${baseUrl}/`, cookies: [] },
    class: { url: `${baseUrl}/class`, cookies: [] },
    course: { url: `${baseUrl}/courseDetail/${course.idSign}`, cookies: [] },
  };
  if (pages.includes('paper')) {
    const cookies = await signInStudent(baseUrl);
    const { data: exams } = await api(baseUrl, 'GET', `/course/examList?courseId=${course.idSign}`, { cookies });
    const exam = exams.find((e) => e.examinationName === EXAM_NAME);
    if (!exam) throw new Error(`no demo exam ${EXAM_NAME} in ${COURSE_NAME}`);
    // The first run starts the attempt and later runs continue it; a submitted one (its 30 minutes passed, the sweep
    // submitted it) would measure the redirect to its result instead of the paper.
    if (!exam.canStart && exam.submitStatus !== 0) {
      throw new Error(`${EXAM_NAME} is no longer open for the demo student: use a fresh demo server (bench/lighthouse/run.sh)`);
    }
    targets.paper = { url: `${baseUrl}/testPaper/${exam.idSign}`, cookies };
  }
  return targets;
}

/** One Lighthouse run in a fresh browser: cold cache, only the target's cookies. */
async function measure(target) {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const { hostname } = new URL(target.url);
    if (target.cookies.length > 0) {
      await browser.setCookie(...target.cookies.map((c) => ({ ...c, domain: hostname, path: '/' })));
    }
    const page = await browser.newPage();
    // Lighthouse clears the HTTP cache and the origin's service workers and caches, but keeps cookies.
    const result = await lighthouse(target.url, { onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, undefined, page);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1000,
    jsFiles: scripts.length,
    errors: lhr.runtimeError ? lhr.runtimeError.message : (lhr.runWarnings ?? []).join('; '),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const row = (name, f) =>
  `| ${name} | ${f.score} | ${seconds(f.fcp)} | ${seconds(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${seconds(f.si)} | ${f.jsKb.toFixed(0)} KB in ${f.jsFiles} files |`;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.out) await mkdir(args.out, { recursive: true });
  const targets = await pageTargets(args.baseUrl, args.pages);
  const medians = [];
  const benchmarks = [];
  let version = '';
  for (const name of args.pages) {
    const target = targets[name];
    const runs = [];
    for (let i = 1; i <= args.runs; i += 1) {
      const lhr = await measure(target);
      version = lhr.lighthouseVersion;
      benchmarks.push(Math.round(lhr.environment.benchmarkIndex));
      const f = figures(lhr);
      runs.push(f);
      if (args.out) await writeFile(join(args.out, `${name}-${i}.json`), JSON.stringify(lhr));
      console.log(`${name} run ${i}: ${row(target.url, f)}${f.errors ? `  (${f.errors})` : ''}`);
    }
    runs.sort((a, b) => a.score - b.score);
    medians.push([`${name} \`${new URL(target.url).pathname}\``, runs[Math.floor(runs.length / 2)]]);
  }
  console.log(`\nMedian of ${args.runs} run(s) per page by score; Lighthouse ${version}, default mobile profile, benchmarkIndex ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}:\n`);
  console.log('| page | score | FCP | LCP | TBT | CLS | Speed Index | JS transferred |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, f] of medians) console.log(row(name, f));
}

main().catch((error) => {
  console.error(`lighthouse: ${error.message}`);
  process.exit(1);
});
