import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { benchCleanups } from '../cleanups.ts';
import { assertSignedIn } from './check-cookie.ts';
import { summaryLines } from './cpu-profile-summary.ts';
import { load } from './load.ts';
import { seed } from './seed.ts';

// `node --import tsx bench/api/profile.ts -- [--route /api/templates] [--duration 10] [--connections 32] [--users 20] [--keep DIR]`
//
// Where a signed-in read spends the server's CPU: FillDeck as its own process on a throwaway
// PostgreSQL (as bench:api runs it) under `node --cpu-prof`, loaded by autocannon from this
// process for --duration seconds after 3 s of warm-up, then stopped with SIGINT so that V8 writes
// the profile. Prints req/s and the top self-time frames, by package or folder and by function.
// --keep DIR keeps the .cpuprofile there (open it in Chrome DevTools or speedscope).

const { values } = parseArgs({
  options: {
    route: { type: 'string', default: '/api/templates' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    users: { type: 'string', default: '20' },
    top: { type: 'string', default: '30' },
    keep: { type: 'string' },
  },
});

const { cleanups, cleanUp } = benchCleanups();
try {
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.stop());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-bench-profile-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const profileDir = values.keep ? path.resolve(values.keep) : path.join(dataDir, 'profile');
  const seeded = await seed(dataDir, cluster.url, Number(values.users));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The environment bench/crash/server-process.ts gives the server (bench:api starts it that way).
  const server = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        AUTH_SECRET: seeded.secret,
        LOG_LEVEL: 'error',
        AUTH_RATE_LIMIT_MAX: '100000',
        AUTOFILL_RATE_LIMIT_MAX: '100000',
        OPENAI_API_KEY: '',
        OPENAI_BASE_URL: '',
      },
    },
  );
  const spawnedAt = performance.now();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  cleanups.push(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await exited;
  });
  for (
    let i = 0;
    i < 300 &&
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (server.exitCode !== null) throw new Error(`the server exited at start (${server.exitCode})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const cookie of seeded.cookies) await assertSignedIn(url, cookie, 'FillDeck');
  const options = { url, path: values.route, cookies: seeded.cookies, connections: Number(values.connections) };
  await load({ ...options, seconds: 3 });
  // The profile's clock starts with the process: what came before the measured load is left out.
  const skipMs = performance.now() - spawnedAt;
  const result = await load({ ...options, seconds: Number(values.duration) });
  console.info(
    `${values.route}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (${result.non2xx} non-2xx, ${result.errors} errors) — under the profiler`,
  );
  server.kill('SIGINT');
  await exited;
  // The main thread's profile (a worker, tsx's loader, writes a smaller one).
  const [file] = readdirSync(profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort((a, b) => statSync(path.join(profileDir, b)).size - statSync(path.join(profileDir, a)).size);
  if (!file) throw new Error(`no profile was written to ${profileDir}`);
  for (const line of summaryLines(path.join(profileDir, file), Number(values.top), skipMs)) console.info(line);
  if (values.keep) console.info(`profile: ${path.join(profileDir, file)}`);
} finally {
  await cleanUp();
}
