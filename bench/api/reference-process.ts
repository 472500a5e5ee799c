import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ReferenceProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts reference-server.ts as its own process and waits until it answers. */
export async function startReference(env: {
  port: number;
  databaseUrl: string;
  secret: string;
  cookieName: string;
}): Promise<ReferenceProcess> {
  const url = `http://127.0.0.1:${env.port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/api/reference-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(env.port),
      DATABASE_URL: env.databaseUrl,
      AUTH_SECRET: env.secret,
      SESSION_COOKIE: env.cookieName,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`The reference server exited (${child.exitCode})`);
    const answered = await fetch(`${url}/api/me`).then(
      (r) => r.status === 401,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('The reference server did not answer within 20 s');
}
