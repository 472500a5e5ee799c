// Makes sure the system programs the test suite needs are present: Chromium (end-to-end tests)
// and the PostgreSQL 15 server binaries (integration tests on a real PostgreSQL).
// On a Debian machine where we are root they are installed with apt; elsewhere we stop with a
// message naming what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const needs = [
  { name: 'Chromium', path: CHROMIUM, aptPackage: 'chromium' },
  { name: 'PostgreSQL 15 server', path: `${PG_BIN}/initdb`, aptPackage: 'postgresql-15' },
];

export function ensureSystemDeps() {
  const missing = needs.filter((n) => !existsSync(n.path));
  if (missing.length === 0) return;
  const names = missing.map((m) => `${m.name} (${m.path}; Debian package ${m.aptPackage})`).join(', ');
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) {
    console.error(`[test] Missing: ${names}.`);
    console.error('[test] Install them (or set CHROMIUM_PATH / PG_BIN to where they are) and run npm test again.');
    process.exit(1);
  }
  console.info(`[test] Installing with apt: ${missing.map((m) => m.aptPackage).join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((m) => m.aptPackage)], {
    stdio: 'inherit',
    env,
  });
  const still = missing.filter((n) => !existsSync(n.path));
  if (still.length > 0) {
    console.error(`[test] Still missing after apt: ${still.map((m) => m.path).join(', ')}`);
    process.exit(1);
  }
}
