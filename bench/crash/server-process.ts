import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power or the OOM killer strikes. */
  kill(): Promise<void>;
}

/** The real server (apps/server/src/main.ts) as its own process on DATA_DIR (PGlite) or DATABASE_URL. */
export async function startServer(env: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More environment (e.g. NODE_ENV=production and WEB_DIST_DIR to serve the web build). */
  extraEnv?: Record<string, string>;
}): Promise<ServerProcess> {
  const url = `http://localhost:${env.port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(env.port),
      PUBLIC_URL: url,
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_MAX: '100000',
      AUTOFILL_RATE_LIMIT_MAX: '100000',
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
      ...env.extraEnv,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited at start (${child.exitCode}):\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        pid: child.pid ?? 0,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer within 30 s:\n${stderr}`);
}
