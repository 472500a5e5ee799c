import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { startServer } from '../crash/server-process.ts';
import { type LoadResult, load } from './load.ts';
import { startReference } from './reference-process.ts';
import { seed } from './seed.ts';

// `npm run bench:api -- [--seconds 10] [--connections 32] [--users 20] [--skip-pglite]`
// Signed-in reads under load, against the hand-written limit. On a throwaway PostgreSQL: FillDeck
// (apps/server/src/main.ts, its own process) and a reference written by hand with Fastify and `pg`
// alone (reference-server.ts, its own process, the same lookups: cookie signature, session and user
// in one query, the owner's rows), one after the other on the same database and users. autocannon
// sends GET /api/templates, /api/components and /api/me (users spread over the connections).
// Then FillDeck alone on the embedded PGlite. Prints req/s, p50, p99 and FillDeck's share of the
// reference (goal ≥ 60 %). A benchmark: it never fails on timing, only when answers are not 2xx.

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    users: { type: 'string', default: '20' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const userCount = Number(values.users);
const ROUTES = ['/api/templates', '/api/components', '/api/me'];
const WARM_UP_SECONDS = 3;
let failures = 0;

async function measure(url: string, route: string, cookies: string[], conns: number): Promise<LoadResult> {
  await load({ url, path: route, cookies, connections: conns, seconds: WARM_UP_SECONDS });
  const result = await load({ url, path: route, cookies, connections: conns, seconds });
  failures += result.failures;
  return result;
}

const fmt = (r: LoadResult) =>
  `${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms`;

const cleanups: (() => Promise<void> | void)[] = [];
try {
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.stop());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-bench-api-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const seeded = await seed(dataDir, cluster.url, userCount);

  console.info(`PostgreSQL, ${connections} connections, ${seconds} s per route after ${WARM_UP_SECONDS} s of warm-up:`);
  const filldeckResults = new Map<string, LoadResult>();
  const server = await startServer({ port: await freePort(), dataDir, databaseUrl: cluster.url });
  try {
    for (const route of ROUTES)
      filldeckResults.set(route, await measure(server.url, route, seeded.cookies, connections));
  } finally {
    await server.kill();
  }
  const reference = await startReference({ port: await freePort(), databaseUrl: cluster.url, ...seeded });
  try {
    for (const route of ROUTES) {
      const ours = filldeckResults.get(route);
      const theirs = await measure(reference.url, route, seeded.cookies, connections);
      if (!ours) continue;
      const share = (100 * ours.requestsPerSecond) / theirs.requestsPerSecond;
      console.info(`  ${route.padEnd(16)} FillDeck  ${fmt(ours)}`);
      console.info(`  ${''.padEnd(16)} reference ${fmt(theirs)}`);
      console.info(
        `  ${''.padEnd(16)} FillDeck = ${share.toFixed(0)} % of the reference (goal ≥ 60 %: ${share >= 60 ? 'met' : 'MISSED'})`,
      );
    }
  } finally {
    await reference.stop();
  }

  if (!values['skip-pglite']) {
    const pgliteDir = mkdtempSync(path.join(tmpdir(), 'filldeck-bench-api-pglite-'));
    cleanups.push(() => rmSync(pgliteDir, { recursive: true, force: true }));
    const pgliteSeeded = await seed(pgliteDir, undefined, userCount);
    const pgliteConnections = Math.min(16, connections);
    console.info(`PGlite (embedded), ${pgliteConnections} connections:`);
    const pgliteServer = await startServer({ port: await freePort(), dataDir: pgliteDir });
    try {
      for (const route of ROUTES) {
        const result = await measure(pgliteServer.url, route, pgliteSeeded.cookies, pgliteConnections);
        console.info(`  ${route.padEnd(16)} FillDeck  ${fmt(result)}`);
      }
    } finally {
      await pgliteServer.kill();
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
if (failures > 0) {
  console.error(`${failures} answers were not 2xx (or failed): the figures above are not valid.`);
  process.exitCode = 1;
}
