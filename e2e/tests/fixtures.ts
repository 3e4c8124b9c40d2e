import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './server';
import { recordToasts } from './toast-helpers';

/**
 * One server per test file: a worker keeps the server of the file it is running and starts a fresh one (its own
 * port and data directory) when it moves on to another file. No file sees another's logins, drafts, failed-login
 * counts or enrolments, whichever worker runs it and whatever ran before.
 */
class FileServers {
  private current: { file: string; server: Promise<RunningServer> } | undefined;
  private readonly stopping: Promise<void>[] = [];

  forFile(file: string): Promise<RunningServer> {
    if (this.current?.file === file) return this.current.server;
    this.retire();
    const server = startServer({ label: basename(file).replace(/\.spec\.ts$/, '') });
    this.current = { file, server };
    return server;
  }

  /** Stops the current server in the background (the next file's server starts meanwhile). */
  private retire(): void {
    if (!this.current) return;
    this.stopping.push(this.current.server.then((server) => server.stop()).catch(() => undefined));
    this.current = undefined;
  }

  async close(): Promise<void> {
    this.retire();
    await Promise.all(this.stopping);
  }
}

/** Tests started so far in this worker: with the worker's index, each test's own client address. */
let testsInWorker = 0;

/**
 * A client address no other test uses (10.<worker>.<n>): the server trusts X-Forwarded-For from loopback, so each test
 * meets the per-address limits (the image captcha after three SMS sends an hour, failed-login counts) from zero,
 * whatever ran before it in its file.
 */
function clientAddress(workerIndex: number): string {
  const n = testsInWorker;
  testsInWorker += 1;
  return `10.${workerIndex % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

function logTail(dataDir: string): string {
  const file = join(dataDir, 'server.log');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-100).join('\n') : '(no server log)';
}

export const test = base.extend<{ server: RunningServer }, { fileServers: FileServers }>({
  fileServers: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const servers = new FileServers();
      await use(servers);
      await servers.close();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  server: [
    async ({ fileServers }, use, testInfo) => {
      const server = await fileServers.forFile(testInfo.file);
      await use(server);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server.log', { body: logTail(server.dataDir), contentType: 'text/plain' });
      }
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  // The test's page records its toasts (toast-helpers.ts: expectToast).
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
  // Every context and request context made in the test (page, page.request, request, browser.newContext()) sends it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(testInfo.workerIndex) });
  },
});

export { expect };

export const TEXT = {
  nav: '主导航',
  banner: '首页轮播',
  notFoundTitle: '页面不存在',
  backHome: '返回首页',
  more: '更多',
} as const;
