import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright never downloads a browser of its own here. */
const CHROMIUM = process.env.XJ_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  globalSetup: './global-setup.ts',
  use: {
    // Set by global-setup.ts once the server answers /healthz.
    baseURL: process.env.XJ_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
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
