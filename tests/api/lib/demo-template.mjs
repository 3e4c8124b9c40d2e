// Seeds the demo data once for an API suite (scripts/test-all.sh): starts the server with --demo on a fresh data
// directory (and, on PostgreSQL, a fresh database), stops it cleanly and prints JSON {dir, dataDir, database} for
// XJ_API_DEMO_TEMPLATE, from which tests/api/lib/server.mjs copies each default start's data.
import { startServer } from './server.mjs';

const server = await startServer({ fresh: true });
server.proc.kill('SIGTERM');
const result = await server.exited;
if (result.code !== 0 || result.signal !== null) {
  process.stderr.write(`the demo template's server did not exit cleanly (${JSON.stringify(result)}):\n${server.log()}\n`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify({ dir: server.dir, dataDir: server.dataDir, database: server.db.name ?? null })}\n`);
