import { type ChildProcess, spawn } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { latestLink } from '../../test/outbox.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-data-dir-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every entry under `dir` (relative path → permission bits), symbolic links left out. */
function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>();
  const visit = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    modes.set(path.relative(dir, target) || '.', stat.mode & 0o777);
    if (stat.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return modes;
}

/** The entries someone other than the server's user could read, as `mode path`. */
const sharedEntries = (modes: Map<string, number>) =>
  [...modes].filter(([, mode]) => (mode & 0o077) !== 0).map(([name, mode]) => `${mode.toString(8)} ${name}`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits for the server to answer; fails with its output when it exits or stays silent. */
async function waitForHealth(base: string, server: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 500 && server.exitCode === null; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

describe('DATA_DIR of a running server', () => {
  let child: ChildProcess | undefined;
  afterAll(() => child?.kill('SIGKILL'));

  it('holds only entries private to the server’s user (0600 files, 0700 directories), while it runs and after', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const origin = `http://localhost:${port}`;
    child = spawn(TSX, [MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve));
    await waitForHealth(base, child, () => output);

    const post = (url: string, body: unknown, cookie = '') =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const email = 'ada@example.com';
    const password = 'correct horse battery';
    expect((await post('/api/auth/sign-up/email', { name: 'Ada', email, password })).status).toBe(200);
    const verify = new URL(await latestLink(dataDir, email, '/verify-email?token='));
    const verified = await fetch(`${base}/api/auth/verify-email${verify.search}`, {
      headers: { accept: 'application/json' },
    });
    expect(verified.status).toBe(200);
    const signedIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await post('/api/create_template', { title: 'Job hunt', aiInstructions: 'Be brief' }, cookie);
    expect(created.status).toBe(201);

    const running = modesUnder(dataDir);
    expect(running.has(path.join('db', 'PG_VERSION'))).toBe(true);
    expect([...running.keys()].some((name) => name.startsWith(`outbox${path.sep}`))).toBe(true);
    expect(running.has('auth-secret')).toBe(true);
    expect(sharedEntries(running)).toEqual([]);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(sharedEntries(modesUnder(dataDir))).toEqual([]);
  }, 180_000);
});
