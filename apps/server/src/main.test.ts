import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freshGet } from '../test/fresh-get.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>): {
  child: ChildProcess;
  done: Promise<{ code: number | null; output: string }>;
} {
  const child = spawn(TSX, [MAIN], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const done = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, output }));
  });
  return { child, done };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('main', () => {
  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/filldeck'],
  ])('exits 1 with a message naming a bad %s', async (name, value) => {
    const { code, output } = await start({ [name]: value }).done;
    expect(code).toBe(1);
    expect(output).toContain(`${name}:`);
  });

  it('exits 1 in production when the web app is not built', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', WEB_DIST_DIR: path.join(dataDir, 'nope') }).done;
    expect(code).toBe(1);
    expect(output).toContain('npm run build');
  });

  it('serves, then on SIGTERM drains (not ready) and closes cleanly', async () => {
    const port = await freePort();
    const { child, done } = start({ PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_GRACE_MS: '3000' });
    let health: unknown;
    for (let i = 0; i < 100 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.json())
        .catch(() => new Promise((r) => setTimeout(() => r(undefined), 200)));
    }
    expect(health).toEqual({ ok: true, database: 'pglite', google: false });
    child.kill('SIGTERM');
    // The grace period: still answering, but no longer ready.
    let ready = 200;
    for (let i = 0; i < 20 && ready === 200; i++) {
      ready = (await freshGet(`http://127.0.0.1:${port}/api/ready`)).status;
    }
    expect(ready).toBe(503);
    expect((await done).code).toBe(0);
  });
});
