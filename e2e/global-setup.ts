import { rmSync } from 'node:fs';
import { TEMPLATE_ENV, startServer } from './tests/server';

/**
 * Each test file starts a server of its own (tests/fixtures.ts). Before the workers do, one --demo start checks the
 * binary and the web root, fills $XJ_MEDIA_CACHE (~/.cache/xuejing/media) with the demo videos made by ffmpeg, and
 * seeds a data directory that every file's server starts from a copy of (tests/server.ts), so that the demo artwork
 * is drawn once per run. The returned function removes it after the run.
 */
export default async function globalSetup(): Promise<() => void> {
  const server = await startServer({ label: 'template', fresh: true });
  await server.stop({ keepData: true });
  rmSync(`${server.dataDir}/server.log`, { force: true });
  process.env[TEMPLATE_ENV] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
