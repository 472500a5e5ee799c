/**
 * Usage history benchmark: 1,000,000 autofill_usage rows for one user among many on a throwaway
 * PostgreSQL 15, then p50/p95 of `GET /api/usage` (first page, walking the cursors 5,000 pages
 * deep, and pages 5,000 and ~49,500 deep) through the real app. Prints figures; never fails on timing.
 *
 *   npm run bench:usage            (ROWS=… PAGES=… REQUESTS=… to change the sizes)
 */
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { encodeCursor } from '../../apps/server/src/modules/usage/usage-cursor.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { testConfig } from '../../apps/server/test/test-config.ts';
import { startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { figures, printTable, repeat, timedGet } from './measure.ts';
import { explainPage, rowAt, seedUsage } from './seed.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const PAGES = Number(process.env.PAGES ?? 5_000);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const OTHERS = 2_000;
const OTHERS_ROWS = 200_000;
const TARGET_MS = 30;

async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.info(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

async function main() {
  const cluster = await step('started a throwaway PostgreSQL 15', () => startPostgresCluster());
  const database = await openDatabase({ databaseUrl: cluster.url });
  const config = testConfig({ logLevel: 'silent' });
  const app = await buildApp(config, { database });
  try {
    const { userId, cookie } = await fastUser(app, 'bench@example.com');
    await step(
      `seeded ${ROWS.toLocaleString('en')} rows for one user, ${OTHERS_ROWS.toLocaleString('en')} for ${OTHERS} others`,
      () => seedUsage(database, userId, ROWS, OTHERS, OTHERS_ROWS),
    );
    const url = (cursor?: string) => `/api/usage?limit=20${cursor ? `&cursor=${cursor}` : ''}`;
    const rows = [figures('first page', await repeat(app, url(), cookie, REQUESTS))];

    const walk: number[] = [];
    let cursor: string | undefined;
    await step(`followed the cursors ${PAGES.toLocaleString('en')} pages deep`, async () => {
      for (let page = 1; page <= PAGES; page++) {
        const { ms, body } = await timedGet(app, url(cursor), cookie);
        walk.push(ms);
        cursor = body.nextCursor ?? undefined;
        if (!cursor) throw new Error(`history ended at page ${page}`);
      }
    });
    rows.push(figures(`walking pages 1–${PAGES.toLocaleString('en')} (each once)`, walk));
    rows.push(
      figures(
        `page ${(PAGES + 1).toLocaleString('en')} (its cursor, repeated)`,
        await repeat(app, url(cursor), cookie, REQUESTS),
      ),
    );

    const deepOffset = Math.floor(ROWS * 0.99);
    const deep = await rowAt(database, userId, deepOffset);
    const deepCursor = encodeCursor(deep);
    const deepPage = Math.floor(deepOffset / 20) + 1;
    rows.push(
      figures(
        `page ~${deepPage.toLocaleString('en')} (constructed cursor)`,
        await repeat(app, url(deepCursor), cookie, REQUESTS),
      ),
    );
    printTable(rows, TARGET_MS);

    console.info('\nPostgreSQL plan of a deep page:');
    console.info(await explainPage(database, userId, deep.t, deep.id));
    const summary = await repeat(app, '/api/usage/summary', cookie, REQUESTS);
    const s = figures('summary', summary);
    console.info(
      `\nGET /api/usage/summary (dashboard figures from the roll-ups) with ${ROWS.toLocaleString('en')} rows: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (${s.requests} requests)`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
