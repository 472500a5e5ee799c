import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PLAN_LIMITS } from '@filldeck/shared';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { checkWhole } from './check.ts';
import { startServer } from './server-process.ts';
import { emptyAcknowledged, runWorkload } from './workload.ts';

// `npm run bench:crash -- [--database pglite|postgres] [--rounds 5] [--users 12]`: signed-in
// writes (templates, fills that spend credits, plan purchases) against the real server process,
// `kill -9` at a random moment under load, a restart, and a check that everything the server
// acknowledged is there and every derived number agrees. Prints each round; exits 1 on a problem.

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '5' },
    users: { type: 'string', default: '12' },
  },
});
if (values.database !== 'pglite' && values.database !== 'postgres')
  throw new Error('--database must be pglite or postgres');
const rounds = Number(values.rounds);
const userCount = Number(values.users);

const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-crash-'));
const cluster = values.database === 'postgres' ? await startPostgresCluster() : null;
const databaseUrl = cluster?.url;
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  LOG_LEVEL: 'silent',
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
};
const openData = () => openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'db') });

let failed = false;
try {
  // Users made in-process (no mail round trip); their sessions live in the database the server reads.
  const seeder = await buildApp(loadConfig({ ...env, PORT: '0' }));
  const users = [];
  // Professional: room for the templates a round makes (its credits stay the starting 500).
  for (let i = 0; i < userCount; i++) users.push(await fastUser(seeder, `crash-${i}@filldeck.test`, 'professional'));
  await seeder.close();

  const acked = emptyAcknowledged();
  for (let round = 1; round <= rounds; round++) {
    const port = await freePort();
    const server = await startServer({ port, dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    const load = runWorkload(server.url, users, acked);
    const killAfter = 1000 + Math.floor(Math.random() * 2000);
    await new Promise((r) => setTimeout(r, killAfter));
    await server.kill();
    const clientErrors = await load.stop();

    const restartedAt = performance.now();
    const database = await openData();
    const problems = await checkWhole(database, acked, PLAN_LIMITS.free.monthlyCredits);
    await database.close();
    const recoveryMs = Math.round(performance.now() - restartedAt);
    console.info(
      `round ${round}: killed after ${killAfter} ms under load; acknowledged so far ${acked.templates.size} templates (${acked.deleted.size} deleted), ${acked.fills.size} fills, ${acked.subscriptions.size} plan purchases; connections cut by the kill ${clientErrors}; reopened and checked in ${recoveryMs} ms: ${problems.length === 0 ? 'whole' : 'BROKEN'}`,
    );
    for (const problem of problems) console.info(`  ✘ ${problem}`);
    if (problems.length > 0) failed = true;
  }
  // And it still serves after the last crash.
  const server = await startServer({ port: await freePort(), dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  console.info(`after ${rounds} crashes on ${values.database}: the server starts and answers ${server.url}/api/health`);
  await server.kill();
} finally {
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
