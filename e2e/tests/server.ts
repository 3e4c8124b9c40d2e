import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The server binary (XJ_SERVER) and the built SPA it serves (XJ_WEB_ROOT, default web/dist). */
export const SERVER_BINARY = process.env.XJ_SERVER ?? join(REPO, 'build/bin/xuejing-server');
export const WEB_ROOT = process.env.XJ_WEB_ROOT ?? join(REPO, 'web/dist');

/**
 * A data directory seeded by one `--demo` start (global-setup.ts): each server starts from a copy of it, so that the
 * demo artwork (banners, logos, covers) is drawn once per run and a server answers /healthz in under a second
 * (`--demo` seeds only an empty data directory).
 */
export const TEMPLATE_ENV = 'XJ_E2E_TEMPLATE_DIR';
/** The demo videos are hard links to the media cache that no server writes: linked again, not copied. */
const LINKED = join('files', 'videos');

/** Copies a seeded data directory (the database, keys and images), linking the videos. */
function cloneDataDir(from: string, to: string, relative = ''): void {
  for (const entry of readdirSync(join(from, relative), { withFileTypes: true })) {
    const path = join(relative, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(join(to, path), { recursive: true });
      cloneDataDir(from, to, path);
    } else if (entry.isFile()) {
      if (path.startsWith(LINKED)) linkSync(join(from, path), join(to, path));
      else copyFileSync(join(from, path), join(to, path));
    }
  }
}

/** Generous for a loaded machine; with the demo videos in $XJ_MEDIA_CACHE a start takes about a second. */
const STARTUP_TIMEOUT_MS = 60_000;
const POLL_MS = 100;
/** The server finishes in-flight requests for at most 10 s after SIGTERM. */
const STOP_GRACE_MS = 12_000;
/** A free port can be taken by another worker between the probe and the server's bind: try a new one. */
const PORT_ATTEMPTS = 3;

export type RunningServer = {
  baseURL: string;
  dataDir: string;
  /** SIGTERM, wait for the exit (SIGKILL after the grace period), remove the data directory unless kept. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

export type ServerOptions = {
  /** Extra environment of the server process (for example WECHAT_* settings), given the server's base URL. */
  env?: (baseURL: string) => Record<string, string>;
  /** Part of the data directory's name, to tell the directories apart. */
  label?: string;
  /** Seed an empty data directory instead of copying the run's template (global-setup.ts makes the template so). */
  fresh?: boolean;
};

export function checkPrerequisites(): void {
  if (!existsSync(SERVER_BINARY)) throw new Error(`${SERVER_BINARY} is missing: build the server first (make server) or set XJ_SERVER`);
  if (!existsSync(join(WEB_ROOT, 'index.html'))) {
    throw new Error(`${WEB_ROOT}/index.html is missing: run npm run build in web/ or set XJ_WEB_ROOT`);
  }
}

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

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}

async function healthy(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/healthz`)).status === 200;
  } catch {
    return false; // not listening yet
  }
}

function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise<void>((done) => {
    const timer = setTimeout(() => {
      console.warn(`xuejing-server ${proc.pid} still running ${STOP_GRACE_MS} ms after SIGTERM: killing it`);
      proc.kill('SIGKILL');
    }, STOP_GRACE_MS);
    proc.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    proc.kill('SIGTERM');
  });
}

/** Live server processes of this Node process, killed if it exits without stopping them. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const proc of live) proc.kill('SIGKILL');
});

type Attempt = { ok: true; server: RunningServer } | { ok: false; portTaken: boolean; message: string };

async function attempt(label: string, env: ServerOptions['env'], template: string | undefined): Promise<Attempt> {
  const dataDir = mkdtempSync(join(tmpdir(), `xj-e2e-${label}-`));
  if (template) cloneDataDir(template, dataDir);
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const proc = spawn(SERVER_BINARY, ['--demo', '--port', String(port), '--data-dir', dataDir, '--web-root', WEB_ROOT], {
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env?.(baseURL) },
  });
  closeSync(log);
  live.add(proc);
  let exited = false;
  proc.once('exit', () => {
    exited = true;
    live.delete(proc);
  });

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    if (await healthy(baseURL)) {
      const stop = async (options?: { keepData?: boolean }): Promise<void> => {
        await stopProcess(proc);
        if (!options?.keepData) rmSync(dataDir, { recursive: true, force: true });
      };
      return { ok: true, server: { baseURL, dataDir, stop } };
    }
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  await stopProcess(proc);
  const tail = logTail(logFile);
  rmSync(dataDir, { recursive: true, force: true });
  const portTaken = /address already in use/i.test(tail);
  const why = exited ? 'exited during start-up' : `did not answer ${baseURL}/healthz within ${STARTUP_TIMEOUT_MS} ms`;
  return { ok: false, portTaken, message: `xuejing-server ${why}\n--- server log ---\n${tail}` };
}

/**
 * Starts `xuejing-server --demo` on a free port with a fresh data directory and the web root, and waits for
 * /healthz. Each call is a server of its own: nothing (logins, drafts, rate limits) is shared with another.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  checkPrerequisites();
  const template = options.fresh ? undefined : process.env[TEMPLATE_ENV];
  let last = '';
  for (let n = 0; n < PORT_ATTEMPTS; n += 1) {
    const result = await attempt(options.label ?? 'server', options.env, template);
    if (result.ok) return result.server;
    last = result.message;
    if (!result.portTaken) break;
  }
  throw new Error(last);
}
