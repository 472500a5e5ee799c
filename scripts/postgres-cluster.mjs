#!/usr/bin/env node
// A throwaway PostgreSQL 15 cluster in a temporary directory (fsync off), for tests and benchmarks.
// As a module: `const cluster = await startPostgresCluster(); … cluster.url … cluster.stop()`.
// As a command: starts a cluster on PG_PORT (or a free port), prints its URL, and stops and
// removes it on SIGINT/SIGTERM (Playwright's webServer runs it this way).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = process.env.PG_BIN ?? process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export function freePort() {
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
function runPg(binary, args) {
  const file = path.join(BIN, binary);
  if (process.getuid?.() !== 0) {
    execFileSync(file, args, { stdio: 'pipe' });
    return;
  }
  const quoted = [file, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  execFileSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' });
}

/** @returns {Promise<{ url: string, port: number, stop: () => void }>} */
export async function startPostgresCluster({ port } = {}) {
  if (!existsSync(path.join(BIN, 'initdb')) || !existsSync(path.join(BIN, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL 15 server binaries are missing from ${BIN}. Install the Debian package postgresql-15 (apt-get install -y postgresql-15) or set PG_BIN.`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'filldeck-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const chosenPort = port ?? (await freePort());
  const data = path.join(dir, 'data');
  runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const options = `-p ${chosenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runPg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${chosenPort}/postgres`,
    port: chosenPort,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startPostgresCluster({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined });
  console.info(`PostgreSQL ready at ${cluster.url}`);
  const stop = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
