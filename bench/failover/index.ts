import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { newestMtime, run } from '../../scripts/lib.mjs';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { benchCleanups } from '../cleanups.ts';
import { checkAcknowledged } from './check.ts';
import { type Instance, killInstances, startInstance } from './instance.ts';
import { followLiveUpdates } from './live-stream.ts';
import { runLoad, type User } from './load.ts';
import { ensureNginx, startNginx } from './nginx.ts';
import { printReport } from './print.ts';

// `npm run bench:failover -- [--users 6] [--streams 4] [--pause-ms 50]`: FillDeck as the deployment
// guide (docs/deploy.md) runs it — a PostgreSQL, two instances from the build, nginx with
// deploy/nginx/filldeck.conf in front — under signed-in load with live-update streams open. It
// kills one instance (SIGKILL) and brings it back as systemd would, then restarts both one after
// the other (SIGTERM, start, wait for readiness), and prints the acknowledged writes kept, the
// failed requests and for how long, and how long live updates took to come back. Takes about a
// minute and a half; everything it starts is stopped and removed, on failure too. Exit code 1 only
// when an acknowledged write is lost.

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '6' },
    streams: { type: 'string', default: '4' },
    'pause-ms': { type: 'string', default: '50' },
  },
});
const userCount = Number(values.users);
const streamCount = Math.min(Number(values.streams), userCount);
const pauseMs = Number(values['pause-ms']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const { cleanups, cleanUp } = benchCleanups();
process.once('SIGTERM', () => {
  void cleanUp().then(() => process.exit(143));
});

let exitCode = 0;
try {
  ensureNginx();
  if ((await run('npm', ['run', 'build', '--silent', '-w', '@filldeck/server'])) !== 0) throw new Error('build failed');
  if (
    newestMtime(['apps/web/dist/index.html']) === 0 &&
    (await run('npm', ['run', 'build', '-w', '@filldeck/web'])) !== 0
  )
    throw new Error('web build failed');

  const dir = mkdtempSync(path.join(tmpdir(), 'filldeck-failover-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.stop());
  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()] as [number, number, number];

  // What the guide says must be equal on every instance: secret, database, PUBLIC_URL (the
  // proxy's address) and TRUST_PROXY (the proxy's address, so the client address is the real one).
  const env = {
    DATABASE_URL: cluster.url,
    AUTH_SECRET: randomBytes(32).toString('base64'),
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: '',
    OPENAI_BASE_URL: '',
  };
  mkdirSync(env.DATA_DIR);

  // Users signed in through the server's own auth (a session each), made in-process: this also
  // creates the database and applies the migrations, as a first deploy does.
  const seeder = await buildApp(loadConfig({ ...env, PORT: '0' }));
  const users: User[] = [];
  for (let i = 0; i < userCount; i++) users.push(await fastUser(seeder, `failover-${i}@filldeck.test`, 'professional'));
  await seeder.close();

  const instances: Record<'A' | 'B', Instance | undefined> = { A: undefined, B: undefined };
  cleanups.push(killInstances);
  const ports = { A: portA, B: portB };
  const starts: { label: string; ms: number }[] = [];
  const start = async (name: 'A' | 'B', label: string) => {
    const instance = await startInstance(ports[name], env, path.join(dir, `instance-${name}.log`));
    instances[name] = instance;
    starts.push({ label: `${name} ${label}`, ms: instance.readyAfterMs });
  };
  await Promise.all([start('A', 'first start'), start('B', 'first start')]);

  const nginx = await startNginx(path.join(dir, 'nginx'), proxyPort, [portA, portB]);
  cleanups.push(() => nginx.stop());

  const streams = users.slice(0, streamCount).map((user) => followLiveUpdates(nginx.url, user.cookie));
  const load = runLoad(nginx.url, users, pauseMs);
  const phases: { phase: string; from: number }[] = [];
  const phase = (name: string) => {
    phases.push({ phase: name, from: performance.now() });
    load.setPhase(name);
  };
  const began = performance.now();
  phase('steady');
  await sleep(6000);

  phase('kill -9');
  await instances.A?.kill();
  instances.A = undefined;
  await sleep(1000); // systemd's RestartSec=1 (deploy/filldeck@.service)
  await start('A', 'after kill -9');
  await sleep(3000);

  phase('steady');
  await sleep(4000);

  phase('rolling restart');
  for (const name of ['A', 'B'] as const) {
    await instances[name]?.stop();
    instances[name] = undefined;
    await start(name, 'rolling restart');
  }
  await sleep(3000);

  phase('steady');
  await sleep(4000);
  phase('end');
  const seconds = (performance.now() - began) / 1000;
  await load.stop();
  for (const stream of streams) await stream.close();

  const kept = await checkAcknowledged(cluster.url, load.acked);
  printReport({ users: userCount, streams, seconds, load, phases, starts, kept });
  if (kept.lost.length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
