import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { seedTemplates } from '../../apps/server/test/seed-content.ts';
import { type EventStream, openEvents } from '../../apps/server/test/sse-client.ts';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { startServer } from '../crash/server-process.ts';
import { percentile } from './percentile.ts';

// `npm run bench:sse -- [--writes 200] [--database postgres|pglite]`: live-update latency as a
// user sees it. Two tabs of one user hold GET /api/events open; one template is changed again and
// again through the API, and each tab's time from sending the write to receiving its event is
// recorded, beside the write's own round trip (its answer): an event cannot come before the
// write's commit, so the two together say whether the time is the write's or the delivery's.
// Runs on a throwaway PostgreSQL (NOTIFY between connections) and on the embedded PGlite (both
// unless --database names one); prints median and p99.
// A benchmark: it prints figures and fails only when an event does not arrive.

const { values } = parseArgs({
  options: { writes: { type: 'string', default: '200' }, database: { type: 'string' } },
});
const writes = Number(values.writes);
if (values.database !== undefined && values.database !== 'postgres' && values.database !== 'pglite') {
  throw new Error(`--database must be postgres or pglite, not ${values.database}`);
}

async function measure(kind: 'postgres' | 'pglite', databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-sse-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent', PORT: '0' };
  const seeder = await buildApp(loadConfig({ ...env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }));
  const user = await fastUser(seeder, `sse-${kind}@filldeck.test`);
  const [templateId] = await seedTemplates(seeder.database, user.userId, 1);
  await seeder.close();
  const server = await startServer({ port: await freePort(), dataDir, databaseUrl });
  const tabs: EventStream[] = [];
  try {
    tabs.push(await openEvents(server.url, user.cookie), await openEvents(server.url, user.cookie));
    const latencies: number[] = [];
    const answered: number[] = [];
    const dataBlocks = (tab: EventStream) => tab.blocks.filter((b) => b.startsWith('data:')).length;
    for (let i = 0; i < writes; i++) {
      const before = tabs.map(dataBlocks);
      const started = performance.now();
      const arrivals = tabs.map((tab, t) =>
        tab
          .waitFor(() => dataBlocks(tab) > (before[t] ?? 0), 5000)
          .then(() => latencies.push(performance.now() - started)),
      );
      const response = await fetch(`${server.url}/api/templates/${templateId}`, {
        method: 'PATCH',
        headers: { cookie: user.cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ aiInstructions: `write ${i}` }),
      });
      if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
      await response.arrayBuffer();
      answered.push(performance.now() - started);
      await Promise.all(arrivals);
    }
    latencies.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.info(
      `  ${kind.padEnd(8)} ${writes} writes × 2 tabs: median ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? 0)}` +
        ` (the write's answer: median ${ms(percentile(answered, 0.5))}, p99 ${ms(percentile(answered, 0.99))})`,
    );
  } finally {
    for (const tab of tabs) tab.close();
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.info('Live updates: write (PATCH /api/templates/:id) → event in each of two tabs of the same user');
if (values.database !== 'pglite') {
  const cluster = await startPostgresCluster();
  try {
    await measure('postgres', cluster.url);
  } finally {
    await cluster.stop();
  }
}
if (values.database !== 'postgres') await measure('pglite', undefined);
