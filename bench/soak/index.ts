import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { type EventStream, openEvents } from '../../apps/server/test/sse-client.ts';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { startServer } from '../crash/server-process.ts';
import { median } from '../fill/median.ts';
import { rssMiB } from './memory.ts';
import { runTraffic } from './traffic.ts';

// `npm run bench:soak -- [--minutes 10] [--users 50]`: mixed signed-in traffic from many users
// against two server processes on one PostgreSQL, as behind a load balancer. Prints answers by
// status, latency, each server's memory over time, and the live updates delivered across servers.
// A benchmark: it reports figures and fails (exit 1) only on 5xx answers, dropped connections, or a
// server ending with more than 1.5 × the memory it used after the first minute.

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, users: { type: 'string', default: '50' } },
});
const durationMs = Number(values.minutes) * 60_000;
const userCount = Number(values.users);
const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-soak-'));
const cluster = await startPostgresCluster();
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: cluster.url,
  LOG_LEVEL: 'silent',
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
};
let exitCode = 0;

try {
  const seeder = await buildApp(loadConfig({ ...env, PORT: '0' }));
  const users = [];
  for (let i = 0; i < userCount; i++) users.push(await fastUser(seeder, `soak-${i}@filldeck.test`, 'professional'));
  // Credits for the whole run (each fill spends one).
  await seeder.database.db.execute(sql`update users set balance = 1000000000`);
  await seeder.close();

  const servers = [
    await startServer({ port: await freePort(), dataDir, databaseUrl: cluster.url }),
    await startServer({ port: await freePort(), dataDir, databaseUrl: cluster.url }),
  ];
  const urlFor = (index: number) => (servers[index % 2] ?? servers[0])?.url ?? '';
  // Ten users also watch their live updates on the other server than the one they write through.
  const watchers: EventStream[] = [];
  for (let i = 0; i < Math.min(10, users.length); i++) {
    const user = users[i];
    if (user) watchers.push(await openEvents(urlFor(i + 1), user.cookie));
  }
  const dataEvents = () => watchers.reduce((n, w) => n + w.blocks.filter((b) => b.startsWith('data:')).length, 0);

  const traffic = runTraffic(users, urlFor);
  const started = Date.now();
  const samples: string[] = [];
  let warm: (number | null)[] = [];
  let lastEvents = 0;
  while (Date.now() - started < durationMs) {
    await new Promise((r) => setTimeout(r, 30_000));
    const minute = ((Date.now() - started) / 60_000).toFixed(1);
    const rss = servers.map((s) => rssMiB(s.pid));
    if (warm.length === 0 && Date.now() - started >= 60_000) warm = rss;
    const events = dataEvents();
    samples.push(
      `  ${minute} min: RSS ${rss.map((r) => `${r} MiB`).join(' / ')}; ${traffic.stats.latenciesMs.length} requests; live events received ${events} (+${events - lastEvents})`,
    );
    console.info(samples.at(-1));
    lastEvents = events;
  }
  await traffic.stop();
  const seconds = (Date.now() - started) / 1000;
  const end = servers.map((s) => rssMiB(s.pid));
  const latencies = [...traffic.stats.latenciesMs].sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
  const statuses = [...traffic.stats.byStatus].sort(([a], [b]) => a - b);
  const serverErrors = statuses.filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
  console.info(`\n${userCount} users, 2 servers, PostgreSQL, ${seconds.toFixed(0)} s:`);
  console.info(
    `  requests ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s); by status ${statuses.map(([s, c]) => `${s}: ${c}`).join(', ')}`,
  );
  console.info(`  dropped connections ${traffic.stats.networkErrors}; 5xx answers ${serverErrors}`);
  console.info(`  latency p50 ${(median(latencies) ?? 0).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  console.info(`  memory (RSS) after 1 min ${warm.join(' / ')} MiB, at the end ${end.join(' / ')} MiB`);
  console.info(
    `  writes acknowledged ${traffic.stats.writesAcknowledged}; live events delivered across servers ${dataEvents()}`,
  );
  // The bound: no server ends the run using more than half again what it used after the first minute.
  const grew = end.some((rss, i) => rss !== null && (warm[i] ?? null) !== null && rss > 1.5 * (warm[i] ?? 0));
  console.info(`  memory bound (end ≤ 1.5 × after 1 min): ${grew ? 'EXCEEDED' : 'held'}`);
  if (serverErrors > 0 || traffic.stats.networkErrors > 0 || grew) exitCode = 1;
  for (const w of watchers) w.close();
  for (const s of servers) await s.kill();
} finally {
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
