import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright never downloads a browser of its own here. */
const CHROMIUM = process.env.XJ_CHROMIUM ?? '/usr/bin/chromium';

/** XJ_JUNIT_FILE: also write JUnit XML there (scripts/test-all.sh reads it); the list reporter stays. */
const JUNIT_FILE = process.env.XJ_JUNIT_FILE;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Files run side by side on two cores: a test gets about half the machine, so twice the time of a lone run.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The files run side by side, each with its own server (tests/fixtures.ts); a file's tests run in order.
  fullyParallel: false,
  workers: Number(process.env.XJ_E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: JUNIT_FILE ? [['list'], ['junit', { outputFile: JUNIT_FILE }]] : [['list']],
  // Checks the binary and the web root, and fills the demo media cache; each test file then has a server of its
  // own (tests/fixtures.ts), which sets baseURL.
  globalSetup: './global-setup.ts',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // No trace unless asked for (XJ_E2E_TRACE=retain-on-failure): recording one (a screencast and a DOM snapshot per
    // action) made the browser tests take 60 % longer on two cores, and a failure still leaves its screenshot and the
    // error in the log.
    trace: (process.env.XJ_E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    // Playwright's launch() always starts the browser with a fresh temporary --user-data-dir.
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
