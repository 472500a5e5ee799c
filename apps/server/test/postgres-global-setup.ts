import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

const BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary; as root through `su postgres`, which the server requires. */
function runPg(binary: string, args: string[]): void {
  const file = path.join(BIN, binary);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    execFileSync(file, args, { stdio: 'pipe' });
    return;
  }
  const quoted = [file, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  execFileSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' });
}

/** Starts a throwaway PostgreSQL 15 cluster (fsync off) and hands its URL to the tests. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(BIN, 'initdb')) || !existsSync(path.join(BIN, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL 15 server binaries are missing from ${BIN}. Install the Debian package postgresql-15 (apt-get install -y postgresql-15).`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'filldeck-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runPg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', serverOptions, '-w', 'start']);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      runPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
