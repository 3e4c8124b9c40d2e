// Soak (issue 13, docs/reliability.md "Soak and idle connections"): the Release server with demo data under mixed
// traffic for a while, its resident memory sampled every 10 s, while 10,000 idle keep-alive connections are held open
// and new clients must still be answered.
//
//   node bench/soak/run.mjs [--minutes 30] [--idle 10000] [--rate 200]
//     --minutes  how long the mixed traffic runs (default 30)
//     --idle     idle keep-alive connections held meanwhile (default 10000), spread over 127.0.0.2… (any 127.x.y.z is
//                this machine) so that no address passes the server's 512 connections per address
//     --rate     mixed requests per second (default 200): catalogue, course page, search, site calls, sign-in info
// Needs build/bin/xuejing-server (XJ_SERVER_BIN another) and raises nothing itself: run it as a user whose open-files
// limit exceeds --idle (the server takes its hard limit).
import fs from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import { api, request, sleep, startServer } from '../../tests/api/lib/server.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, a, i, all) => {
  if (a.startsWith('--')) pairs.push([a.slice(2), all[i + 1]]);
  return pairs;
}, []));
const MINUTES = Number(args.minutes ?? 30);
const IDLE = Number(args.idle ?? 10_000);
const RATE = Number(args.rate ?? 200);
const PER_ADDRESS = 400; // under the server's 512 per address
const KEEP_ALIVE_MS = 20_000; // the server closes a connection idle for 30 s: each idle one asks again every 20 s

const rssKb = (pid) => Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/** An idle keep-alive connection from `localAddress` that sends GET /healthz now and every KEEP_ALIVE_MS. */
async function idleConnection(server, localAddress) {
  const sock = net.connect({ port: server.port, host: '127.0.0.1', localAddress });
  sock.on('error', () => {});
  sock.on('data', () => {});
  await once(sock, 'connect');
  const ping = () => sock.write(`GET /healthz HTTP/1.1\r\nHost: soak\r\n\r\n`);
  ping();
  const timer = setInterval(ping, KEEP_ALIVE_MS + Math.floor(Math.random() * 2_000));
  return { sock, timer };
}

const server = await startServer({ env: { XJ_ACCESS_LOG: '0' } });
const pid = server.proc.pid;
console.log(`soak: server pid ${pid} on ${server.base}; ${IDLE} idle connections, ${RATE} req/s for ${MINUTES} min`);
const samples = [];
const sampler = setInterval(() => samples.push({ t: Date.now(), rss: rssKb(pid) }), 10_000);
samples.push({ t: Date.now(), rss: rssKb(pid) });

// Idle connections, opened in batches; new clients are timed meanwhile.
const idle = [];
const openedAt = Date.now();
for (let i = 0; i < IDLE; i += 100) {
  const batch = [];
  for (let k = i; k < Math.min(IDLE, i + 100); k += 1) {
    const address = `127.0.${2 + Math.floor(k / PER_ADDRESS / 250)}.${1 + (Math.floor(k / PER_ADDRESS) % 250)}`;
    batch.push(idleConnection(server, address));
  }
  idle.push(...(await Promise.all(batch)));
}
const started = Date.now();
const fresh = await request(server, { path: '/api/v1/school/getSchoolSign' });
console.log(`soak: ${idle.length} idle connections open in ${((Date.now() - openedAt) / 1000).toFixed(1)} s; a new client then answered ${fresh.status} in ${Date.now() - started} ms; RSS ${rssKb(pid)} kB`);

// Mixed traffic.
const paths = ['/api/v1/menu/getNavigationBar', '/api/v1/school/getSchoolSign', '/api/v1/course/suggest?keyword=Py',
  '/api/v1/course/typeTree', '/class', '/'];
const end = Date.now() + MINUTES * 60_000;
let sent = 0;
let failed = 0;
let slowest = 0;
while (Date.now() < end) {
  const tickStart = Date.now();
  await Promise.all(Array.from({ length: Math.max(1, Math.round(RATE / 10)) }, async (_, i) => {
    const t0 = Date.now();
    try {
      const p = paths[(sent + i) % paths.length];
      const res = p.startsWith('/api/') && p.includes('Sign') ? await api(server, 'GET', p) : await request(server, { path: p });
      if (res.status >= 500) failed += 1;
    } catch {
      failed += 1;
    }
    slowest = Math.max(slowest, Date.now() - t0);
  }));
  sent += Math.max(1, Math.round(RATE / 10));
  await sleep(Math.max(0, 100 - (Date.now() - tickStart)));
}
clearInterval(sampler);
samples.push({ t: Date.now(), rss: rssKb(pid) });
const stillOpen = idle.filter((c) => !c.sock.destroyed).length;
for (const c of idle) {
  clearInterval(c.timer);
  c.sock.destroy();
}
await server.stop();

const warm = samples.filter((s) => s.t - samples[0].t >= Math.min(120_000, (MINUTES * 60_000) / 4));
const first = warm[0] ?? samples[0];
const last = samples.at(-1);
console.log(JSON.stringify({
  minutes: MINUTES, idle: IDLE, idleStillOpen: stillOpen, requests: sent, failed, slowestMs: slowest,
  rssStartKb: samples[0].rss, rssAfterWarmupKb: first.rss, rssEndKb: last.rss,
  growthAfterWarmupKb: last.rss - first.rss, samples: samples.map((s) => s.rss),
}));
