import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Every instance process started and not yet exited, so a cleanup can end them even mid-start. */
const running = new Set<ChildProcess>();

/** SIGKILL to every instance still running (a bench's cleanup, on success or failure). */
export async function killInstances(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export interface Instance {
  port: number;
  /** Milliseconds from the command to GET /api/ready answering 200. */
  readyAfterMs: number;
  /** SIGTERM, as systemd stops a service: drains, finishes what is in flight, exits. */
  stop(): Promise<void>;
  /** SIGKILL: nothing runs, as when the machine loses power or the OOM killer strikes. */
  kill(): Promise<void>;
}

/**
 * One FillDeck instance started the way the guide starts it (`node apps/server/dist/main.js`, the
 * build `npm start` runs), on 127.0.0.1 behind the proxy. Its log is appended to `logFile`.
 */
export async function startInstance(port: number, env: Record<string, string>, logFile: string): Promise<Instance> {
  const started = performance.now();
  const log = createWriteStream(logFile, { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The instance on ${port} exited at start; see ${logFile}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`The instance on ${port} was not ready within 60 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    port,
    readyAfterMs: performance.now() - started,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
