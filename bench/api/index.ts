import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { benchCleanups } from '../cleanups.ts';
import { type ServerProcess, startServer } from '../crash/server-process.ts';
import { assertSignedIn } from './check-cookie.ts';
import { type LoadResult, load } from './load.ts';
import { type Comparison, comparisonTable, failureLines, GOAL_PERCENT, soloTable } from './print.ts';
import { startReference } from './reference-process.ts';
import { COMPONENTS_PER_USER, type Seeded, seed, TEMPLATES_PER_USER } from './seed.ts';

// `npm run bench:api -- [--duration 10] [--connections 32] [--users 20] [--skip-pglite] [--compressed]`
//
// Signed-in reads under load, against the hand-written limit. On a throwaway PostgreSQL 15
// cluster: FillDeck (apps/server/src/main.ts as its own process) and a reference written by hand
// with Fastify and `pg` alone (reference-server.ts, its own process, pool of 10 like FillDeck's,
// the same lookups: cookie signature checked in-process, session and user in one query, then the
// owner's rows), both on the same database and the same users (20 by default, each with two
// templates and two components, seeded through FillDeck's API). autocannon sends signed-in
// GET /api/templates, /api/components and /api/me, the users spread over the connections; per
// route and server 3 s of warm-up, then --duration seconds measured (the two servers take turns
// route by route, so a machine that gets busier mid-run skews both alike). Prints req/s, p50 and
// p99 of both and FillDeck's share of the reference's req/s against the goal (≥ 60 %). Then
// FillDeck alone on the embedded PGlite at 16 connections (--skip-pglite to skip it).
// --compressed sends `Accept-Encoding: gzip, deflate, br` as a browser does (the reference
// compresses nothing; FillDeck compresses answers above its threshold).
//
// A benchmark: it never fails on timing. It exits 1 only when something breaks: a seeded cookie
// that does not sign in, answers other than 2xx, connection errors or timeouts, a server that
// does not start.

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    users: { type: 'string', default: '20' },
    'skip-pglite': { type: 'boolean', default: false },
    compressed: { type: 'boolean', default: false },
  },
});

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number (got ${value})`);
  return n;
}

const seconds = positiveInteger('duration', values.duration);
const connections = positiveInteger('connections', values.connections);
const userCount = positiveInteger('users', values.users);
const acceptEncoding = values.compressed ? 'gzip, deflate, br' : undefined;
const ROUTES = ['/api/templates', '/api/components', '/api/me'] as const;
const WARM_UP_SECONDS = 3;
/** PGlite runs every query on the server's own event loop, one at a time: 16 connections keep it busy. */
const PGLITE_CONNECTIONS = 16;

/** Every load run, warm-ups included: any answer other than 2xx in any of them fails the benchmark. */
const runs: { label: string; result: LoadResult }[] = [];

async function measure(label: string, url: string, route: string, cookies: string[], conns: number) {
  // Warm-up: JIT, prepared statements and the pools' connections, so the measured run is steady.
  runs.push({
    label: `${label} ${route} (warm-up)`,
    result: await load({ url, path: route, cookies, connections: conns, seconds: WARM_UP_SECONDS, acceptEncoding }),
  });
  const result = await load({ url, path: route, cookies, connections: conns, seconds, acceptEncoding });
  runs.push({ label: `${label} ${route}`, result });
  return result;
}

/**
 * FillDeck as its own process on DATA_DIR (and DATABASE_URL, or PGlite without it). AUTH_SECRET
 * is passed explicitly, the one the seeding app read from DATA_DIR/auth-secret: the same DATA_DIR
 * alone would do, but an AUTH_SECRET in the caller's environment would otherwise reach the server
 * (startServer passes the environment on) and not the seeder. HOST 127.0.0.1 so that FillDeck and
 * the reference are both reached over IPv4 loopback.
 */
async function startFillDeck(dataDir: string, seeded: Seeded, databaseUrl?: string): Promise<ServerProcess> {
  const server = await startServer({
    port: await freePort(),
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    extraEnv: { AUTH_SECRET: seeded.secret, HOST: '127.0.0.1' },
  });
  return { ...server, url: server.url.replace('//localhost:', '//127.0.0.1:') };
}

const { cleanups, cleanUp } = benchCleanups();

try {
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.stop());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-bench-api-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  console.info(
    `Seeding ${userCount} users, ${TEMPLATES_PER_USER} templates and ${COMPONENTS_PER_USER} components each…`,
  );
  const seeded = await seed(dataDir, cluster.url, userCount);

  const filldeck = await startFillDeck(dataDir, seeded, cluster.url);
  cleanups.push(() => filldeck.kill());
  const reference = await startReference({ port: await freePort(), databaseUrl: cluster.url, ...seeded });
  cleanups.push(() => reference.stop());
  for (const cookie of seeded.cookies) {
    await assertSignedIn(filldeck.url, cookie, 'FillDeck');
    await assertSignedIn(reference.url, cookie, 'reference');
  }

  console.info(
    `\nPostgreSQL 15, ${connections} connections, ${userCount} users, ${seconds} s per route and server after ${WARM_UP_SECONDS} s of warm-up${acceptEncoding ? `, Accept-Encoding: ${acceptEncoding}` : ''}:`,
  );
  const comparisons: Comparison[] = [];
  for (const route of ROUTES) {
    const ours = await measure('FillDeck on PostgreSQL', filldeck.url, route, seeded.cookies, connections);
    const theirs = await measure('reference', reference.url, route, seeded.cookies, connections);
    comparisons.push({ route, filldeck: ours, reference: theirs });
  }
  console.info(comparisonTable(comparisons));
  console.info(`  ratio: FillDeck's req/s as a share of the hand-written reference's (goal ≥ ${GOAL_PERCENT} %)`);
  await filldeck.kill();
  await reference.stop();

  if (!values['skip-pglite']) {
    const pgliteDir = mkdtempSync(path.join(tmpdir(), 'filldeck-bench-api-pglite-'));
    cleanups.push(() => rmSync(pgliteDir, { recursive: true, force: true }));
    const pgliteSeeded = await seed(pgliteDir, undefined, userCount);
    const pglite = await startFillDeck(pgliteDir, pgliteSeeded);
    cleanups.push(() => pglite.kill());
    for (const cookie of pgliteSeeded.cookies) await assertSignedIn(pglite.url, cookie, 'FillDeck on PGlite');
    const results: { route: string; result: LoadResult }[] = [];
    for (const route of ROUTES) {
      results.push({
        route,
        result: await measure('FillDeck on PGlite', pglite.url, route, pgliteSeeded.cookies, PGLITE_CONNECTIONS),
      });
    }
    console.info(
      `\nPGlite (embedded), ${PGLITE_CONNECTIONS} connections, ${userCount} users, ${seconds} s per route after ${WARM_UP_SECONDS} s of warm-up:`,
    );
    console.info(soloTable(results));
    await pglite.kill();
  }
} finally {
  await cleanUp();
}

const failures = failureLines(runs);
if (failures.length > 0) {
  console.error('\nAnswers that were not 2xx, or no answer at all (the figures above are not valid):');
  for (const line of failures) console.error(line);
  process.exitCode = 1;
}
