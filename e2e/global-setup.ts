import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BINARY = process.env.XJ_SERVER ?? join(REPO, 'build/bin/xuejing-server');
const WEB_ROOT = join(REPO, 'web/dist');
const STARTUP_TIMEOUT_MS = 30_000;
const POLL_MS = 200;
/** The server finishes in-flight requests for at most 10 s after SIGTERM. */
const STOP_GRACE_MS = 12_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('xuejing-server exited during start-up');
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  throw new Error(`xuejing-server did not answer ${baseUrl}/healthz within ${STARTUP_TIMEOUT_MS} ms`);
}

/** Starts the real server with demo data on a free port; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_BINARY)) throw new Error(`${SERVER_BINARY} is missing: build the server first (make server)`);
  if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error(`${WEB_ROOT} is missing: run npm run build in web/`);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'xj-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const server = spawn(
    SERVER_BINARY,
    ['--port', String(port), '--data-dir', dataDir, '--demo', '--web-root', WEB_ROOT],
    { stdio: ['ignore', log, log] },
  );
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, () => exited);
  } catch (error) {
    server.kill('SIGKILL');
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${(error as Error).message}\n--- server log ---\n${tail}`);
  }
  process.env.XJ_BASE_URL = baseUrl;

  return async () => {
    if (!exited) {
      const stopped = new Promise<void>((done) => server.once('exit', () => done()));
      server.kill('SIGTERM');
      const timer = setTimeout(() => {
        console.warn(`xuejing-server still running ${STOP_GRACE_MS} ms after SIGTERM: killing it`);
        server.kill('SIGKILL');
      }, STOP_GRACE_MS);
      await stopped;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
