import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isExtensionBuildStale, isWebBuildStale, run } from '../../scripts/lib.mjs';
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { benchCleanups } from '../cleanups.ts';

// `npm run bench:start -- [--runs 5] [--database postgres|pglite|both]`: how long an instance
// takes from its command to a 200 from GET /api/ready (database reached, migrations checked), the
// moment a proxy may send it traffic. It measures the built server (`node apps/server/dist/main.js`,
// what `npm start` runs), `npm start`'s own script when nothing is stale (its checks of the builds
// included), and the server compiled at run time (`node --import tsx apps/server/src/main.ts`, how
// `npm start` ran it before). A first start creating the database is left out. Prints the median.

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    database: { type: 'string', default: 'both' },
  },
});
const runs = Number(values.runs);
const databases = values.database === 'both' ? ['postgres', 'pglite'] : [values.database ?? 'postgres'];

const commands: Record<string, string[]> = {
  build: ['--enable-source-maps', 'apps/server/dist/main.js'],
  'node scripts/start.mjs': ['scripts/start.mjs'],
  'source (tsx)': ['--import', 'tsx', 'apps/server/src/main.ts'],
};

/**
 * CPU time (user + system, ms) a process and its children have used so far, from /proc: unlike the
 * wall clock it barely moves when other work shares the machine. 0 where there is no /proc.
 */
function cpuMs(pid: number): number {
  const TICK_MS = 10; // USER_HZ is 100 on Linux
  const stats = new Map<number, { ppid: number; ticks: number }>();
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        // Fields after the command's closing parenthesis: state ppid … utime (14th) stime (15th).
        const text = readFileSync(`/proc/${name}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return 0;
  }
  let total = 0;
  const visit = (id: number) => {
    total += stats.get(id)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === id) visit(child);
  };
  visit(pid);
  return total * TICK_MS;
}

/** Starts the command; resolves with the wall-clock and CPU milliseconds until GET /api/ready answers 200, then stops it. */
async function timeToReady(args: string[], env: Record<string, string>): Promise<{ wall: number; cpu: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, HOST: '127.0.0.1' },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (performance.now() - started < 60_000) {
      if (child.exitCode !== null) throw new Error(`exited at start (${child.exitCode}):\n${stderr}`);
      const ready = await fetch(`${url}/api/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) return { wall: performance.now() - started, cpu: cpuMs(child.pid ?? 0) };
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`not ready within 60 s:\n${stderr}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const { cleanups, cleanUp } = benchCleanups();
try {
  if ((await run('npm', ['run', 'build', '--silent', '-w', '@filldeck/server'])) !== 0) throw new Error('build failed');
  // With a stale web app or extension, start.mjs would rebuild them: its row would time a build.
  if (isWebBuildStale() || isExtensionBuildStale()) {
    console.info('(web app or extension sources changed since their build: `node scripts/start.mjs` left out)');
    delete commands['node scripts/start.mjs'];
  }
  console.info(`Start → ready (GET /api/ready 200), ${runs} runs each: median wall clock (min–max), median CPU time`);
  for (const database of databases) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-start-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl = '';
    if (database === 'postgres') {
      const cluster = await startPostgresCluster();
      cleanups.push(() => cluster.stop());
      databaseUrl = cluster.url;
    }
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'start-time-bench-secret-0123456789abcdef',
      LOG_LEVEL: 'error',
      SHUTDOWN_GRACE_MS: '0',
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
    };
    // A first start creates the database and applies the migrations: not what a restart costs.
    await timeToReady(commands.build ?? [], env);
    // Taken in turn, run after run, so that a busy moment of the machine falls on all of them.
    const times = new Map<string, { wall: number; cpu: number }[]>(Object.keys(commands).map((name) => [name, []]));
    for (let i = 0; i < runs; i++)
      for (const [name, args] of Object.entries(commands)) times.get(name)?.push(await timeToReady(args, env));
    const s = (ms: number) => (ms / 1000).toFixed(2);
    for (const [name, taken] of times) {
      const wall = taken.map((t) => t.wall);
      const cpu = median(taken.map((t) => t.cpu));
      console.info(
        `  ${database.padEnd(8)} ${name.padEnd(22)} ${s(median(wall))} s (${s(Math.min(...wall))}–${s(Math.max(...wall))} s), CPU ${s(cpu)} s`,
      );
    }
  }
} finally {
  await cleanUp();
}
