// Small helpers shared by the repository's scripts (start, test).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    // A supervisor's SIGTERM (or Ctrl-C) reaches this script, not the child: pass it on, and end
    // when the child has finished with it. Without this the server would outlive `npm start`.
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'];
    for (const signal of signals) process.on(signal, forward);
    const done = (code) => {
      for (const signal of signals) process.off(signal, forward);
      resolve(code);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

/** Newest modification time (ms) of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist') continue;
        visit(path.join(p, name));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(path.resolve(root, p));
  return newest;
}

/** Whether a build (a file) is missing or older than any file under its sources. */
export function isBuildStale(built, sources) {
  const builtAt = newestMtime([built]);
  return builtAt === 0 || newestMtime(sources) > builtAt;
}

/** Whether the web app's build is older than its sources (or missing). */
export function isWebBuildStale() {
  return isBuildStale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/vite-plugin-precompress.ts',
    'apps/web/package.json',
    'packages/shared/src',
  ]);
}

/** Whether the extension's build (the one `/downloads/filldeck-extension.zip` offers) is older than its sources. */
export function isExtensionBuildStale() {
  return isBuildStale('apps/extension/dist/chrome-mv3/manifest.json', [
    'apps/extension/src',
    'apps/extension/wxt.config.ts',
    'apps/extension/package.json',
    'packages/form-engine/src',
    'packages/shared/src',
  ]);
}

/** Where the server's build starts (apps/server/build.mjs bundles it, workspace packages included). */
export const serverEntry = 'apps/server/dist/main.js';

/** What the server's build is made of: its sources, its build script, and the workspace packages it bundles. */
export const serverBuildSources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/fill-rules/src',
  'packages/fill-rules/package.json',
];

/** Whether the server's build is older than what it is made of (or missing). */
export function isServerBuildStale() {
  return isBuildStale(serverEntry, serverBuildSources);
}

/**
 * The variables of `.env` at the repository root (see .env.example), under those already set in
 * the environment, which win. Only `npm start` and `npm run dev` read it; tests never do.
 */
export function envWithDotEnv(base = process.env) {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return { ...base };
  return { ...parseEnv(readFileSync(file, 'utf8')), ...base };
}
