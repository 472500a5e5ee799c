// The start script's signal handling: a supervisor stops `npm start` with SIGTERM, and the server
// it started must get it (and shut down gracefully) rather than outlive it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildServer } from '../apps/server/build.mjs';
import { isBuildStale, serverBuildSources, serverEntry } from './lib.mjs';
import { freePort } from './postgres-cluster.mjs';

const root = new URL('..', import.meta.url);

/** A child that says when it is ready, and on SIGTERM says so and ends with code 7. */
const CHILD = `process.on('SIGTERM', () => { console.log('child got SIGTERM'); process.exit(7); });
console.log('child ready'); setInterval(() => {}, 1000);`;

/** The parent: lib.mjs's run() starting the child, exiting with its code. */
const PARENT = `const { run } = await import(${JSON.stringify(new URL('./lib.mjs', import.meta.url).href)});
process.exit(await run(process.execPath, ['-e', ${JSON.stringify(CHILD)}]));`;

describe('run(), as npm start uses it', () => {
  it('passes SIGTERM on to the process it started and ends with that process', async () => {
    const parent = spawn(process.execPath, ['--input-type=module', '-e', PARENT], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const ready = new Promise((resolve) => {
      parent.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('child ready')) resolve(undefined);
      });
    });
    const exited = new Promise((resolve) => parent.on('exit', (code) => resolve(code)));
    await ready;
    parent.kill('SIGTERM');
    expect(await exited).toBe(7);
    expect(output).toContain('child got SIGTERM');
  });

  it('is reached through npm: the start script replaces npm’s shell, so npm’s forwarded SIGTERM arrives', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(pkg.scripts.start).toBe('exec node scripts/start.mjs');
  });
});

describe('what npm start rebuilds', () => {
  it('rebuilds when the build is missing or a source is newer, and not otherwise', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'filldeck-stale-'));
    try {
      const source = path.join(dir, 'src', 'main.ts');
      const built = path.join(dir, 'dist', 'main.js');
      mkdirSync(path.dirname(source));
      writeFileSync(source, '');
      expect(isBuildStale(built, [path.join(dir, 'src')])).toBe(true);
      mkdirSync(path.dirname(built));
      writeFileSync(built, '');
      utimesSync(source, 1000, 1000);
      utimesSync(built, 2000, 2000);
      expect(isBuildStale(built, [path.join(dir, 'src')])).toBe(false);
      utimesSync(source, 3000, 3000);
      expect(isBuildStale(built, [path.join(dir, 'src')])).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rebuilds the server when any workspace package it bundles changes', () => {
    const readPackage = (dir) => JSON.parse(readFileSync(new URL(`${dir}/package.json`, root), 'utf8'));
    const workspaceDirs = Object.fromEntries(readPackage('.').workspaces.map((dir) => [readPackage(dir).name, dir]));
    const bundled = new Set();
    const visit = (dir) => {
      for (const name of Object.keys(readPackage(dir).dependencies ?? {})) {
        const dependency = workspaceDirs[name];
        if (!dependency || bundled.has(dependency)) continue;
        bundled.add(dependency);
        visit(dependency);
      }
    };
    visit('apps/server');
    expect(bundled.size).toBeGreaterThan(0);
    for (const dir of bundled) expect(serverBuildSources).toContain(`${dir}/src`);
  });
});

describe('the server build npm start runs', () => {
  it('starts without TypeScript, finds its migrations, and becomes ready', async () => {
    await buildServer();
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    const database = `filldeck_build_${process.pid}`;
    await admin.query(`create database ${database}`);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-build-'));
    const port = await freePort();
    const server = spawn(process.execPath, [serverEntry], {
      cwd: new URL('..', import.meta.url),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: inject('postgresUrl').replace(/\/postgres$/, `/${database}`),
        LOG_LEVEL: 'error',
        SHUTDOWN_GRACE_MS: '0',
      },
    });
    let stderr = '';
    server.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      let ready = false;
      for (let i = 0; i < 600 && !ready && server.exitCode === null; i++) {
        ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (!ready) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ready, stderr).toBe(true);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      server.kill('SIGKILL');
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
